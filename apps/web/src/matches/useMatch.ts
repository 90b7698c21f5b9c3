'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import { logEntries } from '@/lib/api/json';
import { subscribeLive, type LiveStatus } from '@/lib/api/live';
import { ApiError } from '@/lib/api/request';
import type { MatchDetail } from '@/lib/api/types';
import { MatchQuery, MatchStateQuery, MatchUpdatedSubscription } from './documents';
import { emptyMatchState, matchReducer, type MatchEvent, type MatchState } from './matchState';

export interface MatchFeed extends MatchState {
  readonly loading: boolean;
  readonly error: unknown;
  readonly live: LiveStatus;
  /** Shows a match a mutation answered with. */
  readonly show: (match: MatchDetail) => void;
  /** Reads the match again over HTTP (after a refused, stale action). */
  readonly refresh: () => Promise<void>;
}

/**
 * A match page's data, kept in the query cache: loaded over HTTP with its log, then followed live
 * through `matchUpdated` and mutation answers, each folded in by `matchReducer`. Every subscription
 * (the first, and each after a lost connection) subscribes with `sinceSeq` = the last seq it has
 * and starts with a snapshot: the match as it stands (seats and status included) and the entries
 * missed meanwhile, so nothing is missed or doubled and no re-read is needed.
 */
export function useMatch(id: string): MatchFeed {
  const { request, ws, handle } = useApi();
  const client = useQueryClient();
  const [live, setLive] = useState<LiveStatus>('connecting');
  const key = useMemo(() => ['match-feed', id, handle] as const, [id, handle]);

  const query = useQuery<MatchState, ApiError>({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const { match } = await request(MatchQuery, { id }, signal);
      if (!match) throw new ApiError('NOT_FOUND', 'There is no such match.');
      const { log, ...detail } = match;
      const current = client.getQueryData<MatchState>(key) ?? emptyMatchState;
      return matchReducer(current, { type: 'loaded', match: detail, log: logEntries(log) });
    },
  });
  const state = query.data ?? emptyMatchState;
  const loaded = state.match !== null;

  const dispatch = useCallback(
    (event: MatchEvent) =>
      client.setQueryData<MatchState>(key, (current) => matchReducer(current ?? emptyMatchState, event)),
    [client, key],
  );

  const refresh = useCallback(async () => {
    const { match } = await request(MatchStateQuery, { id });
    if (match) dispatch({ type: 'match', match });
  }, [id, request, dispatch]);

  useEffect(() => {
    if (!ws || !loaded) return;
    return subscribeLive(
      ws,
      MatchUpdatedSubscription,
      () => ({ matchId: id, sinceSeq: client.getQueryData<MatchState>(key)?.logSeq ?? 0 }),
      {
        next: (data) => dispatch({ type: 'update', update: data.matchUpdated }),
        status: setLive,
      },
    );
  }, [ws, id, loaded, client, key, dispatch]);

  const show = useCallback((match: MatchDetail) => dispatch({ type: 'match', match }), [dispatch]);
  return { ...state, loading: query.isPending, error: query.error, live, show, refresh };
}
