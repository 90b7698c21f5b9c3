'use client';

import { Link } from '@/components/Link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { matchOptions } from '@/lib/api/json';
import { formatClock } from '@/ranked/format';
import { timeWords } from '@/turn-based/timeLeft';
import type { MatchDetail } from '@/lib/api/types';
import { InviteLink } from './InviteLink';
import { seatName } from './names';
import { OptionSummary } from './OptionSummary';

/** A table waiting for players: its seats, and join, leave and start; the host also sets seats. */
export function OpenTable({
  match,
  viewerHandle,
  busy,
  onJoin,
  onLeave,
  onStart,
  onAccept,
  seatControls,
}: {
  match: MatchDetail;
  viewerHandle: string | null;
  busy: boolean;
  onJoin: (seat?: number) => void;
  onLeave: () => void;
  onStart: () => void;
  /** Accepts this rematch, or this challenge, for the viewer's seat. */
  onAccept: () => void;
  /** The host's controls for another seat than their own (the page wires them to the API). */
  seatControls?: (seat: MatchDetail['seats'][number]) => ReactNode;
}) {
  const t = useTranslations('match.open');
  const tc = useTranslations('common');
  const tt = useTranslations('turns.time');
  const seated = match.viewerSeat !== null;
  const open = match.seats.filter((seat) => seat.open).length;
  // The host runs the table and alone starts it; the role passes on when its holder leaves.
  const host = viewerHandle !== null && match.host?.handle === viewerHandle;
  const waitingFor = match.seats.filter((seat) => !seat.ready);
  const mustAccept = waitingFor.some((seat) => seat.seat === match.viewerSeat);
  return (
    <section className="panel open-table" aria-labelledby="seats-title">
      <h2 id="seats-title">{t('seats')}</h2>
      <ol className="seat-slots" data-testid="seats">
        {match.seats.map((seat) => (
          <li key={seat.seat} className={seat.open ? 'open' : 'taken'} data-testid="seat">
            <span className="seat-number">{seat.seat + 1}</span>
            {seat.player ? (
              <span>
                {seat.player.handle}
                {seat.seat === match.viewerSeat ? <span className="muted"> {tc('you')}</span> : null}
                {seat.player.handle === match.host?.handle ? (
                  <span className="muted"> · {t('host')}</span>
                ) : null}
                {seat.ready ? null : <span className="muted"> · {t('notAccepted')}</span>}
              </span>
            ) : seat.bot ? (
              <span>{seatName(seat, tc, match.seats)}</span>
            ) : (
              <span className="muted">{seatName(seat, tc)}</span>
            )}
            {seat.open && viewerHandle && !seated ? (
              <button
                type="button"
                className="button small secondary"
                disabled={busy}
                onClick={() => onJoin(seat.seat)}
              >
                {t('takeSeat')}
              </button>
            ) : null}
            {host && seat.seat !== match.viewerSeat ? seatControls?.(seat) : null}
          </li>
        ))}
      </ol>
      <div className="open-actions">
        {!viewerHandle ? (
          <p>
            {t.rich('signIn', {
              link: (chunks) => <Link href={`/signin?callbackUrl=/matches/${match.id}`}>{chunks}</Link>,
            })}
          </p>
        ) : mustAccept ? (
          <>
            <p>
              {match.challenged
                ? t('challengeOffered', { handle: match.createdBy?.handle ?? '' })
                : t('rematchOffered', { handle: match.createdBy?.handle ?? '' })}
            </p>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={onAccept}
              data-testid="accept-rematch"
            >
              {match.challenged ? t('acceptChallenge') : t('acceptRematch')}
            </button>
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={onLeave}
              data-testid="leave"
            >
              {match.challenged ? t('declineChallenge') : t('declineRematch')}
            </button>
          </>
        ) : seated ? (
          <>
            {host ? (
              <button
                type="button"
                className="button"
                disabled={busy || open > 0 || waitingFor.length > 0}
                onClick={onStart}
                data-testid="start"
              >
                {t('start')}
              </button>
            ) : null}
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={onLeave}
              data-testid="leave"
            >
              {t('leave')}
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
            {t('join')}
          </button>
        ) : null}
        <p className="muted small" aria-live="polite">
          {waitingFor.length > 0
            ? match.challenged
              ? t('waitingForChallenged', { handle: match.challenged.handle })
              : t('waitingToAccept', { count: waitingFor.length })
            : open > 0
              ? t('waiting', { count: open })
              : host
                ? t('fullHost')
                : t('full')}
        </p>
      </div>
      <InviteLink matchId={match.id} visibility={match.visibility} />
      <p className="small" data-testid="table-clock">
        {match.clockSettings?.turnBased
          ? t('turnBasedClock', {
              move: timeWords(match.clockSettings.perDecisionMs, tt),
              bank: timeWords(match.clockSettings.bankMs, tt),
            })
          : match.clockSettings
            ? t('clock', {
                move: formatClock(match.clockSettings.perDecisionMs),
                bank: formatClock(match.clockSettings.bankMs),
                hasBank: match.clockSettings.bankMs > 0 ? 'yes' : 'no',
              })
            : t('noClock')}
      </p>
      <OptionSummary game={match.game.id} options={matchOptions(match)} />
    </section>
  );
}
