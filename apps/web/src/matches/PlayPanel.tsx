'use client';

import { useTranslations } from 'next-intl';
import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import { ErrorNote } from '@/components/Status';
import type { Translator } from '@/i18n/translator';
import { useFormats, type Formats } from '@/lib/format';
import { useApiMutation } from '@/lib/api/queries';
import type { MatchDetail, SeatClock, SeatInfo } from '@/lib/api/types';
import { lowTimeMs, readClock, serverSkew, type ClockReading } from '@/ranked/clock';
import { formatClock, formatDelta } from '@/ranked/format';
import { useNow } from '@/ranked/useNow';
import { paceWords, readsInWords, timeWords } from '@/turn-based/timeLeft';
import { ReclaimSeatMutation, ResignMatchMutation } from './documents';
import { seatName } from './names';
import { SeatLabel } from './SeatLabel';
import '@/ranked/ranked.css';

// Parts shown only sometimes load when first shown: the low-clock warning, the rating changes at
// the end.
const LowClockWarning = lazy(() =>
  import('./LowClockWarning').then((module) => ({ default: module.LowClockWarning })),
);
const RatingChanges = lazy(() =>
  import('./RatingChanges').then((module) => ({ default: module.RatingChanges })),
);

/**
 * What the table around the game adds to a match page. While it is played: each seat's clock (if
 * the match has one), a warning when the viewer's runs low, and a Resign button for the viewer's
 * seat, ranked or not (or, to a player a bot replaced while away, a way back to the seat). Once a ranked match is over: every seat's rating change. Forfeited seats
 * are marked throughout.
 */
export function PlayPanel({
  match,
  onChange,
}: {
  match: MatchDetail;
  onChange: (match: MatchDetail) => void;
}) {
  const t = useTranslations('ranked.panel');
  const tc = useTranslations('common');
  const tt = useTranslations('turns.time');
  const formats = useFormats();
  const seats = [...match.seats].sort((a, b) => a.seat - b.seat);
  if (match.status === 'FINISHED') return match.ranked ? <RatingChanges match={match} /> : null;
  if (match.status !== 'ACTIVE') return null;
  const own = seats.find((seat) => seat.seat === match.viewerSeat);
  const clocked = match.clocks.length > 0;
  if (!own && !clocked) return null;
  const maxTimeouts = match.clockSettings?.maxTimeouts ?? 3;
  const ownClock = match.clocks.find((clock) => clock.seat === match.viewerSeat);
  const ownStakes = match.stakes.find((stakes) => stakes.seat === match.viewerSeat);
  return (
    <section
      className="panel ranked-panel"
      aria-label={match.ranked ? t('clocksLabel') : t('casualLabel')}
      data-testid="play-panel"
    >
      <span className="badge ranked-badge">{match.ranked ? tc('ranked') : t('casual')}</span>
      {match.clockSettings?.turnBased ? (
        <span className="small muted" data-testid="pace">
          {paceWords(match.clockSettings, tt)}
        </span>
      ) : null}
      {clocked ? (
        <SeatClocks
          seats={seats}
          clocks={match.clocks}
          activeSeats={match.activeSeats}
          viewerSeat={match.viewerSeat}
          maxTimeouts={maxTimeouts}
          lowMs={lowTimeMs(match.clockSettings?.perDecisionMs ?? 0)}
          stakes={match.stakes}
          turnBased={match.clockSettings?.turnBased ?? false}
        />
      ) : null}
      {ownStakes && !own?.forfeited ? (
        <p className="stakes small" data-testid="stakes">
          {t('stakes', {
            rating: formats.rating(ownStakes.rating),
            provisional: ownStakes.provisional ? 'yes' : 'no',
            first: formatChange(ownStakes.ifFirst),
            last: formatChange(ownStakes.ifLast),
          })}
        </p>
      ) : null}
      {own && ownClock && !own.forfeited && match.clockSettings ? (
        <LowClockWarning clock={ownClock} clocks={match.clocks} settings={match.clockSettings} />
      ) : null}
      {own ? (
        <ResignControl
          match={match}
          forfeited={own.forfeited}
          timedOut={(ownClock?.timeouts ?? 0) >= maxTimeouts}
          onResigned={onChange}
        />
      ) : null}
    </section>
  );
}

function SeatClocks({
  seats,
  clocks,
  activeSeats,
  viewerSeat,
  maxTimeouts,
  lowMs,
  stakes,
  turnBased,
}: {
  seats: readonly SeatInfo[];
  clocks: readonly SeatClock[];
  activeSeats: readonly number[];
  viewerSeat: number | null;
  maxTimeouts: number;
  lowMs: number;
  stakes: MatchDetail['stakes'];
  /** Hours or days a move: times from an hour up are written in words ("1 day 4 h"). */
  turnBased: boolean;
}) {
  const formats = useFormats();
  const t = useTranslations('ranked.panel');
  const tc = useTranslations('common');
  const tt = useTranslations('turns.time');
  const time = (ms: number) => (turnBased && readsInWords(ms) ? timeWords(ms, tt) : formatClock(ms));
  const running = clocks.some((clock) => clock.deadline !== null);
  // Each answer brings a new clocks array: measure how far off this browser's clock is as it arrives.
  const skew = useMemo(() => serverSkew(clocks, Date.now()), [clocks]);
  const now = useNow(running) + skew;
  return (
    <ol className="seat-clocks">
      {seats.map((seat) => {
        const clock = clocks.find((entry) => entry.seat === seat.seat);
        const reading = clock ? readClock(clock, now, lowMs) : null;
        const active = activeSeats.includes(seat.seat);
        const classes = ['seat-clock'];
        if (reading?.running) classes.push('running');
        if (reading?.onBank) classes.push('on-bank');
        if (reading?.low) classes.push('low');
        if (reading?.pausedUntil) classes.push('paused');
        if (seat.forfeited) classes.push('forfeited');
        if (turnBased) classes.push('in-words');
        return (
          <li
            key={seat.seat}
            className={classes.join(' ')}
            data-testid="seat-clock"
            data-seat={seat.seat}
            data-running={reading?.running ? 'true' : 'false'}
          >
            <span className="seat-clock-name">
              <span className="seat-number" aria-hidden="true">
                {seat.seat + 1}
              </span>
              <SeatLabel seat={seat} />
              {seat.seat === viewerSeat ? <span className="muted"> {tc('you')}</span> : null}
              <SeatRating
                stakes={stakes.find((entry) => entry.seat === seat.seat)}
                botRating={seat.botRating}
                formats={formats}
              />
            </span>
            {seat.botRating !== null ? (
              // Its own line: the name's line is too narrow for it beside the rating.
              <span className="seat-clock-note small muted" data-testid="rated-bot">
                {t('ratedBot')}
              </span>
            ) : null}
            {seat.forfeited ? (
              <span className="seat-clock-state" data-testid="forfeited">
                {t('forfeitedBot')}
              </span>
            ) : reading ? (
              <>
                <span
                  className="seat-clock-time"
                  role="timer"
                  aria-label={clockLabel(seatName(seat, tc), reading, t, time, formats)}
                  data-testid="clock-time"
                >
                  {reading.mainMs === null ? (
                    <span className="seat-clock-idle">{t('waiting')}</span>
                  ) : (
                    time(reading.mainMs)
                  )}
                </span>
                <span className="seat-clock-bank">
                  {reading.onBank ? t('onBank') : t('bank', { time: time(reading.bankMs) })}
                  {clock && clock.timeouts > 0 ? (
                    <span className="seat-clock-timeouts" title={t('timeoutsHelp', { max: maxTimeouts })}>
                      {' '}
                      {t('timeouts', { count: clock.timeouts, max: maxTimeouts })}
                    </span>
                  ) : null}
                </span>
                {reading.pausedUntil ? (
                  <span className="seat-clock-paused" data-testid="seat-vacation">
                    {t('paused', { date: formats.date(reading.pausedUntil) })}
                  </span>
                ) : null}
              </>
            ) : (
              <span className="seat-clock-state muted">{active ? t('toPlay') : t('waiting')}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** A person's rating as they play for it, or a queue's rated bot's fixed rating. */
function SeatRating({
  stakes,
  botRating,
  formats,
}: {
  stakes: MatchDetail['stakes'][number] | undefined;
  botRating: number | null;
  formats: ReturnType<typeof useFormats>;
}) {
  const t = useTranslations('ranked.panel');
  if (botRating !== null)
    return (
      <span className="muted seat-rating" data-testid="seat-rating">
        {' · '}
        {formats.rating(botRating)}
      </span>
    );
  if (!stakes) return null;
  return (
    <span className="muted seat-rating" data-testid="seat-rating">
      {' · '}
      {t('rating', { rating: formats.rating(stakes.rating), provisional: stakes.provisional ? 'yes' : 'no' })}
    </span>
  );
}

/** A rating change as the stakes line says it: `+20`, `−8` (a real minus sign), `±0`. */
function formatChange(delta: number): string {
  return formatDelta(0, delta);
}

function clockLabel(
  name: string,
  reading: ClockReading,
  t: Translator<'ranked.panel'>,
  time: (ms: number) => string,
  formats: Formats,
): string {
  const bank = time(reading.bankMs);
  if (!reading.running) return t('clock.idle', { name, bank });
  if (reading.pausedUntil) {
    return t('clock.paused', {
      name,
      date: formats.date(reading.pausedUntil),
      left: time(reading.leftMs ?? 0),
    });
  }
  if (reading.onBank) return t('clock.onBank', { name, bank });
  return t('clock.running', { name, move: time(reading.decisionMs), bank });
}

function ResignControl({
  match,
  forfeited,
  timedOut,
  onResigned,
}: {
  match: MatchDetail;
  forfeited: boolean;
  /** The seat was forfeited because its clock ran out too often. */
  timedOut: boolean;
  onResigned: (match: MatchDetail) => void;
}) {
  const t = useTranslations('ranked.panel');
  const [confirming, setConfirming] = useState(false);
  const resignation = useApiMutation(ResignMatchMutation, {
    onSuccess: (answer) => {
      setConfirming(false);
      onResigned(answer.resignMatch);
    },
  });
  const busy = resignation.isPending;
  const keepRef = useRef<HTMLButtonElement>(null);
  const resignRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus follows the question: to the safe answer when it opens, back to Resign when it closes.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (wasConfirming.current) resignRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  if (forfeited) {
    return match.viewerMayReclaim ? (
      <ReclaimControl match={match} timedOut={timedOut} onReclaimed={onResigned} />
    ) : (
      <p className="resign-row muted" data-testid="resigned">
        {timedOut ? t('timedOut') : t('resigned')}
      </p>
    );
  }

  return (
    <div className="resign-row">
      {confirming ? (
        <div
          className="resign-confirm"
          role="group"
          aria-labelledby="resign-question"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setConfirming(false);
          }}
        >
          <span id="resign-question">
            {match.playerCount === 2
              ? t('resignQuestionDuel')
              : match.resignationEndsMatch
                ? t('resignQuestionLast')
                : match.ranked
                  ? t('resignQuestion')
                  : t('resignQuestionCasual')}
          </span>
          <span className="resign-buttons">
            <button
              type="button"
              className="button small danger"
              disabled={busy}
              onClick={() => resignation.mutate({ matchId: match.id })}
              data-testid="resign-confirm"
            >
              {busy ? t('resigning') : t('resignNow')}
            </button>
            <button
              ref={keepRef}
              type="button"
              className="button small secondary"
              disabled={busy}
              onClick={() => setConfirming(false)}
            >
              {t('keepPlaying')}
            </button>
          </span>
        </div>
      ) : (
        <button
          ref={resignRef}
          type="button"
          className="button small secondary"
          onClick={() => setConfirming(true)}
          data-testid="resign"
        >
          {t('resign')}
        </button>
      )}
      {resignation.error ? <ErrorNote error={resignation.error} title={t('resignFailed')} /> : null}
    </div>
  );
}

/**
 * A player a bot replaced because they were away (voted out as absent, or out of time too often)
 * is told so and may take the seat back while the match goes on; the server checks it is theirs.
 */
function ReclaimControl({
  match,
  timedOut,
  onReclaimed,
}: {
  match: MatchDetail;
  timedOut: boolean;
  onReclaimed: (match: MatchDetail) => void;
}) {
  const t = useTranslations('ranked.panel');
  const reclaim = useApiMutation(ReclaimSeatMutation, {
    onSuccess: (answer) => onReclaimed(answer.reclaimSeat),
  });
  return (
    <div className="resign-row reclaim-row" data-testid="reclaim">
      <p id="reclaim-why">{timedOut ? t('replacedTimedOut') : t('replacedAway')}</p>
      <button
        type="button"
        className="button"
        disabled={reclaim.isPending}
        onClick={() => reclaim.mutate({ matchId: match.id })}
        aria-describedby="reclaim-why"
        data-testid="reclaim-seat"
      >
        {reclaim.isPending ? t('reclaiming') : t('reclaim')}
      </button>
      {reclaim.error ? <ErrorNote error={reclaim.error} title={t('reclaimFailed')} /> : null}
    </div>
  );
}
