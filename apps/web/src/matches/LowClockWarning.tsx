'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import type { MatchDetail, SeatClock } from '@/lib/api/types';
import { lowTimeMs, readClock, serverSkew } from '@/ranked/clock';
import { formatClock } from '@/ranked/format';
import { useNow } from '@/ranked/useNow';
import { chime, useSounds } from './sound';

/**
 * The viewer's own clock running low: a banner that says what happens next, and a chime once per
 * decision (the player can turn sounds off here). Nothing while there is time.
 */
export function LowClockWarning({
  clock,
  clocks,
  settings,
}: {
  clock: SeatClock;
  clocks: readonly SeatClock[];
  settings: NonNullable<MatchDetail['clockSettings']>;
}) {
  const t = useTranslations('ranked.panel');
  const [sounds, setSounds] = useSounds();
  const skew = useMemo(() => serverSkew(clocks, Date.now()), [clocks]);
  const now = useNow(clock.deadline !== null) + skew;
  const reading = readClock(clock, now, lowTimeMs(settings.perDecisionMs));
  const low = reading.running && reading.low;
  // One chime per decision: a new deadline is a new decision.
  const chimedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!low || !sounds || chimedFor.current === clock.deadline) return;
    chimedFor.current = clock.deadline;
    chime();
  }, [low, sounds, clock.deadline]);

  return (
    <div className="low-clock-row">
      {low ? (
        <p className="low-clock" role="alert" data-testid="low-clock">
          {t('lowClock', {
            time: formatClock(reading.leftMs ?? 0),
            left: settings.maxTimeouts - clock.timeouts,
          })}
        </p>
      ) : null}
      <button
        type="button"
        className="link-button small"
        aria-pressed={sounds}
        onClick={() => setSounds(!sounds)}
        data-testid="sounds"
      >
        {sounds ? t('soundsOn') : t('soundsOff')}
      </button>
    </div>
  );
}
