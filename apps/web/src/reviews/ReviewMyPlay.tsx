'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { ErrorNote } from '@/components/Status';
import { useApiMutation } from '@/lib/api/queries';
import { ApiError } from '@/lib/api/request';
import { RequestReviewMutation } from './documents';

/** The review was asked for before: it is there to open. */
const askedBefore = (error: Error) => error instanceof ApiError && error.code === 'REVIEW_ALREADY_REQUESTED';

/**
 * "Review my play" at the end of a finished match, for its players: asks for the review of the
 * reader's seat and opens the replay following that seat, where the review fills in. A review
 * asked for before opens the same way; any other refusal (the daily limit) is said beside it.
 */
export function ReviewMyPlay({ matchId, seat }: { matchId: string; seat: number }) {
  const t = useTranslations('review');
  const router = useRouter();
  const open = () => router.push(`/matches/${matchId}/replay?seat=${seat}`);
  const request = useApiMutation(RequestReviewMutation, {
    onSuccess: open,
    onError: (error) => {
      if (askedBefore(error)) open();
    },
  });
  const refused = request.error && !askedBefore(request.error) ? request.error : null;
  return (
    <>
      <button
        type="button"
        className="button secondary"
        disabled={request.isPending || request.isSuccess}
        onClick={() => request.mutate({ matchId, seat })}
        data-testid="review-my-play"
      >
        {request.isPending ? t('requesting') : t('request')}
      </button>
      {refused ? <ErrorNote error={refused} testId="review-refused" /> : null}
    </>
  );
}
