'use client';

import { useEffect } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import { subscribeLive } from '@/lib/api/live';
import { useApiCache } from '@/lib/api/queries';
import { ChallengesQuery, ChallengesUpdatedSubscription } from './documents';

export const NO_VARIABLES = {};

/**
 * Keeps the signed-in player's pending challenges current: each list `challengesUpdated` sends
 * replaces the cached `Challenges` answer, so every panel reading it follows. Mounted in the header,
 * it also keeps one connection open on every page, which is what makes the player `online`.
 */
export function useChallengesFeed(): void {
  const { ws, handle } = useApi();
  const { update } = useApiCache();
  useEffect(() => {
    if (!ws || !handle) return;
    return subscribeLive(ws, ChallengesUpdatedSubscription, () => NO_VARIABLES, {
      next: ({ challengesUpdated }) =>
        update(ChallengesQuery, NO_VARIABLES, () => ({ challenges: challengesUpdated })),
    });
  }, [ws, handle, update]);
}
