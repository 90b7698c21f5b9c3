import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { usePlatformSeats } from './platformSeats';
import { isYou, name, type Names } from './words';

export interface SeatListProps extends Names {
  /** The seats, in the order listed. */
  readonly seats: readonly number[];
  /** Seats to act now (marked, and told to screen readers). */
  readonly active: readonly number[];
  /** Classes besides `seat-list` (a panel of its own, a game's own look). */
  readonly className?: string;
  /** The seat's piece or colour. */
  readonly icon: (seat: number) => ReactNode;
  /** The name as shown, where it is more than text (a button); the plain name otherwise. */
  readonly label?: (seat: number, name: string) => ReactNode;
  /** Marks after the name ("⚑ Leader", "· to play"). */
  readonly marks?: (seat: number) => ReactNode;
  /** What follows the name: counts, where the seat stands, cards in front of it. */
  readonly details: (seat: number) => ReactNode;
  /** Each seat's last move in words, until it acts again (see `lastMoves`). */
  readonly lastMoves?: ReadonlyMap<number, string>;
}

/**
 * Every player at the table: piece, name (yours marked), whether they are to act, and what the
 * game shows of them. The body is one box, laid out by the row or (in `.seat-body` rules) as a
 * column of its own.
 */
export function SeatList({
  seats,
  names,
  viewer,
  you,
  active,
  className,
  icon,
  label,
  marks,
  details,
  lastMoves,
}: SeatListProps) {
  const t = useTranslations('table.seats');
  const { away } = usePlatformSeats();
  return (
    <ul
      className={`seat-list${className ? ` ${className}` : ''}`}
      aria-label={t('label')}
      data-testid="seat-list"
    >
      {seats.map((seat) => {
        const acting = active.includes(seat);
        const shown = name(seat, { names });
        return (
          <li key={seat} className={acting ? 'active' : undefined} data-seat={seat}>
            {icon(seat)}
            <div className="seat-body">
              <span className="seat-name">
                {label ? label(seat, shown) : shown}
                {isYou(seat, { names, viewer, you }) ? <span className="muted"> {t('you')}</span> : null}
                {away.has(seat) ? <AwayBadge /> : null}
                {marks?.(seat)}
                {acting ? <span className="sr-only"> {t('toPlay')}</span> : null}
              </span>
              {details(seat)}
              {lastMoves?.has(seat) ? (
                // Keyed by the move: a new one is drawn afresh, and shows itself (table.css).
                <span key={lastMoves.get(seat)} className="last-move" data-testid="last-move">
                  {t('lastMove', { move: lastMoves.get(seat)! })}
                </span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A seat's player has no page of the match open: their connection dropped, or they closed it. */
export function AwayBadge() {
  const t = useTranslations('table.seats');
  return (
    <span className="badge away-badge" data-testid="away">
      {t('away')}
    </span>
  );
}
