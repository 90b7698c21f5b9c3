'use client';

import { Link } from '@/components/Link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { ErrorNote } from '@/components/Status';
import { ReviewMyPlay } from '@/reviews/ReviewMyPlay';
import { useApiMutation } from '@/lib/api/queries';
import type { MatchDetail } from '@/lib/api/types';
import { AcceptRematchMutation, OfferRematchMutation } from './documents';
import { QueueAgainDocument as QueueAgainMutation } from '@/lib/api/generated/graphql';

/**
 * What a player does next at the end of a match: a ranked one goes back into the queue for the
 * same game and table size (the lobby shows the wait); a casual one offers a rematch, or accepts
 * or opens the one another player offered. Either may ask for the review of their play.
 */
export function PlayAgain({ match }: { match: MatchDetail }) {
  const t = useTranslations('match.again');
  const router = useRouter();
  const open = (id: string) => router.push(`/matches/${id}`);
  const queue = useApiMutation(QueueAgainMutation, { onSuccess: () => router.push('/#ranked-title') });
  const offer = useApiMutation(OfferRematchMutation, { onSuccess: (answer) => open(answer.offerRematch.id) });
  const accept = useApiMutation(AcceptRematchMutation, {
    onSuccess: (answer) => open(answer.acceptRematch.id),
  });
  const busy = queue.isPending || offer.isPending || accept.isPending;
  const error = queue.error ?? offer.error ?? accept.error;
  const rematch = match.rematch;
  const viewer = match.seats.find((seat) => seat.seat === match.viewerSeat)?.player?.handle;
  const mine = rematch?.seats.find((seat) => seat.player?.handle === viewer);
  const waitingFor = rematch?.seats
    .filter((seat) => !seat.ready && seat.player)
    .map((seat) => seat.player!.handle);

  return (
    <section className="panel play-again" aria-label={t('label')} data-testid="play-again">
      {match.ranked ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => queue.mutate({ game: match.game.id, playerCounts: [match.playerCount] })}
          data-testid="queue-again"
        >
          {t('queue', { players: match.playerCount })}
        </button>
      ) : !rematch ? (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => offer.mutate({ matchId: match.id })}
          data-testid="offer-rematch"
        >
          {t('offer')}
        </button>
      ) : rematch.status === 'OPEN' && mine && !mine.ready ? (
        <>
          <p data-testid="rematch-offered">{t('offered', { handle: rematch.createdBy?.handle ?? '' })}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => accept.mutate({ matchId: rematch.id })}
            data-testid="accept-rematch"
          >
            {t('accept')}
          </button>
          <Link href={`/matches/${rematch.id}`}>{t('open')}</Link>
        </>
      ) : rematch.status === 'OPEN' || rematch.status === 'ACTIVE' ? (
        <p>
          {rematch.status === 'ACTIVE'
            ? t('started')
            : t('waitingFor', { names: (waitingFor ?? []).join(', '), count: waitingFor?.length ?? 0 })}{' '}
          <Link href={`/matches/${rematch.id}`} data-testid="open-rematch">
            {t('open')}
          </Link>
        </p>
      ) : (
        <p className="muted">{t('closed')}</p>
      )}
      {match.viewerSeat !== null ? <ReviewMyPlay matchId={match.id} seat={match.viewerSeat} /> : null}
      {error ? <ErrorNote error={error} title={t('failed')} /> : null}
    </section>
  );
}
