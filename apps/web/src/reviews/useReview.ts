'use client';

import { useCallback, useEffect, useMemo } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import { subscribeLive } from '@/lib/api/live';
import { useApiCache, useApiQuery } from '@/lib/api/queries';
import { MatchReviewQuery, ReviewUpdatedSubscription, type MatchReview } from './documents';

/** A seat's review as the page holds it: null when nobody asked for one (yet). */
export interface ReviewState {
  readonly review: MatchReview | null;
  readonly loading: boolean;
  readonly error: Error | null;
}

/**
 * Puts a seat's review, as the feed or a request's answer brings it, into the page's cached answer
 * whole.
 */
export function useShowReview(matchId: string, seat: number): (review: MatchReview) => void {
  const { update } = useApiCache();
  return useCallback(
    (review: MatchReview) =>
      update(MatchReviewQuery, { matchId, seat }, (current) =>
        current?.match ? { match: { ...current.match, review } } : current,
      ),
    [update, matchId, seat],
  );
}

/**
 * A seat's review of a finished match, kept current: read once, then each review `reviewUpdated`
 * sends (its status, one more decision) replaces the cached answer whole, until it is done or has
 * failed. The feed is followed from the start even with no review yet, so a review asked for from
 * another tab or device fills in here too.
 */
export function useReview(matchId: string, seat: number): ReviewState {
  const variables = useMemo(() => ({ matchId, seat }), [matchId, seat]);
  const answer = useApiQuery(MatchReviewQuery, variables);
  const { ws } = useApi();
  const show = useShowReview(matchId, seat);
  const review = answer.data?.match?.review ?? null;
  const over = review?.status === 'DONE' || review?.status === 'FAILED';
  const { refetch } = answer;
  useEffect(() => {
    if (!ws || over) return;
    return subscribeLive(ws, ReviewUpdatedSubscription, () => variables, {
      next: ({ reviewUpdated }) => show(reviewUpdated),
      // What moved on while the feed was away or being set up is read over HTTP.
      beforeResubscribe: () => refetch().then(() => undefined),
    });
  }, [ws, over, variables, show, refetch]);
  return { review, loading: answer.isPending, error: answer.error };
}
