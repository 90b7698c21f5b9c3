'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import { subscribeLive, type LiveStatus } from '@/lib/api/live';
import { MATCH, MATCH_STATE, MATCH_UPDATED } from '@/lib/api/operations';
import type { LogEntry, MatchDetail, MatchUpdate } from '@/lib/api/types';
import { emptyMatchState, matchReducer, type MatchState } from './matchState';

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
 * A match page's data: loaded over HTTP, then followed live through `matchUpdated`. After a lost
 * connection the feed resumes with `sinceSeq` = the last seq it has, so nothing is missed or doubled.
 */
export function useMatch(id: string): MatchFeed {
  const { request, ws, sessionLoading } = useApi();
  const [state, dispatch] = useReducer(matchReducer, emptyMatchState);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [live, setLive] = useState<LiveStatus>('connecting');
  const logSeq = useRef(0);
  useEffect(() => {
    logSeq.current = state.logSeq;
  }, [state.logSeq]);
  const loaded = state.match !== null && state.match.id === id;

  useEffect(() => {
    if (sessionLoading) return;
    const controller = new AbortController();
    setLoading(true);
    request<{ match: (MatchDetail & { log: LogEntry[] }) | null }>(MATCH, { id }, controller.signal).then(
      ({ match }) => {
        if (!match) {
          setError(new Error('There is no such match.'));
        } else {
          const { log, ...detail } = match;
          dispatch({ type: 'loaded', match: detail, log });
          setError(null);
        }
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [id, request, sessionLoading]);

  const refresh = useCallback(async () => {
    const { match } = await request<{ match: MatchDetail | null }>(MATCH_STATE, { id });
    if (match) dispatch({ type: 'match', match });
  }, [id, request]);

  useEffect(() => {
    if (!ws || !loaded) return;
    return subscribeLive<{ matchUpdated: MatchUpdate }>(
      ws,
      () => ({ query: MATCH_UPDATED, variables: { matchId: id, sinceSeq: logSeq.current } }),
      {
        next: (data) => dispatch({ type: 'update', update: data.matchUpdated }),
        status: setLive,
        // Seat and status changes are not replayed by `sinceSeq`: read the table again.
        beforeResubscribe: refresh,
        afterSubscribe: refresh,
      },
    );
  }, [ws, id, loaded, refresh]);

  // An open table changes without a seq (seats, start): a slow poll backs up the live feed.
  const open = state.match?.status === 'OPEN';
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => void refresh().catch(() => undefined), 5000);
    return () => clearInterval(timer);
  }, [open, refresh]);

  const show = useCallback((match: MatchDetail) => dispatch({ type: 'match', match }), []);
  return { ...state, loading, error, live, show, refresh };
}
