'use client';

import { useEffect, useState } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import { subscribeLive, type LiveStatus } from '@/lib/api/live';
import { useApiCache } from '@/lib/api/queries';
import { TournamentQuery, TournamentUpdatedSubscription } from './documents';

/**
 * Keeps a tournament's page current: each tournament `tournamentUpdated` sends (joins, a round
 * paired, a match ended, the finish) replaces the cached `Tournament` answer whole. The status is
 * for the page's quiet "live" line.
 */
export function useTournamentFeed(id: string, inviteCode: string | null): LiveStatus {
  const { ws } = useApi();
  const { update } = useApiCache();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  useEffect(() => {
    if (!ws) return;
    const variables = { id, inviteCode };
    return subscribeLive(ws, TournamentUpdatedSubscription, () => variables, {
      next: ({ tournamentUpdated }) =>
        update(TournamentQuery, variables, () => ({ tournament: tournamentUpdated })),
      status: (next) => setStatus(next),
    });
  }, [ws, id, inviteCode, update]);
  return status;
}
