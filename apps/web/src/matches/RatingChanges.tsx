'use client';

import { useTranslations } from 'next-intl';
import type { MatchDetail } from '@/lib/api/types';
import { useFormats } from '@/lib/format';
import { formatDelta } from '@/ranked/format';
import { ordinal } from './names';
import { SeatLabel } from './SeatLabel';

/** A finished ranked match: each seat's rating before → after, best placed first. */
export function RatingChanges({ match }: { match: MatchDetail }) {
  const t = useTranslations('ranked.panel');
  const tc = useTranslations('common');
  const formats = useFormats();
  const placed = [...match.seats].sort(
    (a, b) => (a.placement ?? 99) - (b.placement ?? 99) || a.seat - b.seat,
  );
  const rated = placed.some((seat) => seat.ratingAfter !== null);
  return (
    <section
      className="panel ranked-panel"
      aria-labelledby="rating-changes-title"
      data-testid="rating-changes"
    >
      <h2 id="rating-changes-title">{t('changesTitle')}</h2>
      {rated ? null : <p className="muted">{t('notRatedMatch')}</p>}
      <ul className="rating-changes">
        {placed.map((seat) => {
          const before = seat.ratingBefore;
          const after = seat.ratingAfter;
          return (
            <li key={seat.seat} data-testid="rating-change">
              <span className="place">{seat.placement ? ordinal(seat.placement, tc) : '–'}</span>
              <span className="rating-change-name">
                <SeatLabel seat={seat} />
                {seat.seat === match.viewerSeat ? <span className="muted"> {tc('you')}</span> : null}
                {seat.forfeited ? <span className="badge forfeit-badge">{t('forfeited')}</span> : null}
              </span>
              {before !== null && after !== null ? (
                <span className="rating-change-numbers">
                  {formats.rating(before)} → <strong>{formats.rating(after)}</strong>{' '}
                  <span className={`delta ${deltaClass(before, after)}`}>({formatDelta(before, after)})</span>
                </span>
              ) : seat.botRating !== null ? (
                <span className="rating-change-numbers" data-testid="bot-rating">
                  {t('botFixed', { rating: formats.rating(seat.botRating) })}
                </span>
              ) : (
                <span className="muted small">{seat.player ? t('notRated') : t('bot')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function deltaClass(before: number, after: number): string {
  const delta = Math.round(after) - Math.round(before);
  return delta > 0 ? 'up' : delta < 0 ? 'down' : '';
}
