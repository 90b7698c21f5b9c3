'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useApiMutation } from '@/lib/api/queries';
import { ApiError } from '@/lib/api/request';
import { RequestReviewMutation } from './documents';

/**
 * "Review my play" on a finished match's page, for its players: asks for the review of the
 * reader's seat and opens the replay following that seat, where the review fills in. A review
 * asked for before opens the same way; any other refusal (the daily limit) goes to `onRefused`.
 */
export function ReviewMyPlay({
  matchId,
  seat,
  onRefused,
}: {
  matchId: string;
  seat: number;
  onRefused: (error: unknown) => void;
}) {
  const t = useTranslations('review');
  const router = useRouter();
  const open = () => router.push(`/matches/${matchId}/replay?seat=${seat}`);
  const request = useApiMutation(RequestReviewMutation, {
    onSuccess: open,
    onError: (error) =>
      error instanceof ApiError && error.code === 'REVIEW_ALREADY_REQUESTED' ? open() : onRefused(error),
  });
  return (
    <button
      type="button"
      className="button secondary"
      disabled={request.isPending || request.isSuccess}
      onClick={() => request.mutate({ matchId, seat })}
      data-testid="review-my-play"
    >
      {request.isPending ? t('requesting') : t('request')}
    </button>
  );
}
