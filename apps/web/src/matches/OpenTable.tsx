'use client';

import Link from 'next/link';
import type { MatchDetail } from '@/lib/api/types';
import { OptionSummary } from './OptionSummary';

/** A table waiting for players: its seats, and join, leave and start. */
export function OpenTable({
  match,
  viewerHandle,
  busy,
  onJoin,
  onLeave,
  onStart,
}: {
  match: MatchDetail;
  viewerHandle: string | null;
  busy: boolean;
  onJoin: (seat?: number) => void;
  onLeave: () => void;
  onStart: () => void;
}) {
  const seated = match.viewerSeat !== null;
  const open = match.seats.filter((seat) => seat.open).length;
  const host = viewerHandle !== null && match.createdBy?.handle === viewerHandle;
  return (
    <section className="panel open-table" aria-labelledby="seats-title">
      <h2 id="seats-title">Seats</h2>
      <ol className="seat-slots" data-testid="seats">
        {match.seats.map((seat) => (
          <li key={seat.seat} className={seat.open ? 'open' : 'taken'} data-testid="seat">
            <span className="seat-number">{seat.seat + 1}</span>
            {seat.player ? (
              <span>
                {seat.player.handle}
                {seat.seat === match.viewerSeat ? <span className="muted"> (you)</span> : null}
                {seat.player.handle === match.createdBy?.handle ? (
                  <span className="muted"> · host</span>
                ) : null}
              </span>
            ) : seat.bot ? (
              <span>Bot ({seat.bot})</span>
            ) : (
              <span className="muted">Open seat</span>
            )}
            {seat.open && viewerHandle && !seated ? (
              <button
                type="button"
                className="button small secondary"
                disabled={busy}
                onClick={() => onJoin(seat.seat)}
              >
                Take this seat
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="open-actions">
        {!viewerHandle ? (
          <p>
            <Link href={`/signin?callbackUrl=/matches/${match.id}`}>Sign in</Link> to take a seat.
          </p>
        ) : seated ? (
          <>
            {host ? (
              <button
                type="button"
                className="button"
                disabled={busy || open > 0}
                onClick={onStart}
                data-testid="start"
              >
                Start the match
              </button>
            ) : null}
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={onLeave}
              data-testid="leave"
            >
              Leave the table
            </button>
          </>
        ) : open > 0 ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => onJoin()}
            data-testid="join"
          >
            Join the table
          </button>
        ) : null}
        <p className="muted small" aria-live="polite">
          {open > 0
            ? `Waiting for ${open} more player${open === 1 ? '' : 's'}. Share this page’s address to invite someone.`
            : host
              ? 'Every seat is taken: start when ready.'
              : 'Every seat is taken: waiting for the host to start.'}
        </p>
      </div>
      <OptionSummary options={match.options} />
    </section>
  );
}
