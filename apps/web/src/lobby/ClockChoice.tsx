'use client';

import { useTranslations } from 'next-intl';
import type { Translator } from '@/i18n/translator';
import type { TableClock } from '@/lib/api/types';

/** The clocks of a table played at one sitting. */
const LIVE_CLOCKS: readonly TableClock[] = ['NONE', 'RELAXED', 'LIVE'];

/** The turn-based paces: hours or days for every move (the API's `TableClock`). */
export const TURN_BASED_PACES = ['HOURS_12', 'DAYS_1', 'DAYS_3'] as const satisfies readonly TableClock[];
type TurnBasedPace = (typeof TURN_BASED_PACES)[number];

/** Whether a clock is a turn-based pace. */
export function isTurnBasedPace(clock: string): clock is TurnBasedPace {
  return (TURN_BASED_PACES as readonly string[]).includes(clock);
}

/**
 * A new table's clock, in two groups: played at one sitting (no clock, relaxed, the game's ranked
 * clock) or turn-based (12 hours, a day or three days a move, each with a bank). `paces`: false
 * where only a sitting's clocks are allowed (an arena tournament).
 */
export function ClockChoice({
  value,
  onChange,
  paces = true,
}: {
  value: TableClock;
  onChange: (clock: TableClock) => void;
  paces?: boolean;
}) {
  const t = useTranslations('lobby.create.clock');
  const option = (clock: TableClock, name: string, help: string) => (
    <label key={clock} className="field checkbox">
      <input
        type="radio"
        name="table-clock"
        value={clock}
        checked={value === clock}
        onChange={() => onChange(clock)}
        data-testid={`clock-${clock.toLowerCase()}`}
      />
      <span>
        <span className="option-name">{name}</span> <span className="option-help">{help}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="clock-choice">
      <legend>{t('legend')}</legend>
      <fieldset className="clock-group">
        <legend>{t('liveGroup')}</legend>
        {LIVE_CLOCKS.map((clock) => option(clock, clockName(clock, t), clockHelp(clock, t)))}
      </fieldset>
      {paces ? (
        <fieldset className="clock-group">
          <legend>{t('turnBasedGroup')}</legend>
          <p className="option-help">{t('turnBasedHelp')}</p>
          {TURN_BASED_PACES.map((pace) => option(pace, t(`pace.${pace}.name`), t(`pace.${pace}.help`)))}
        </fieldset>
      ) : null}
    </fieldset>
  );
}

function clockName(clock: TableClock, t: Translator<'lobby.create.clock'>): string {
  if (clock === 'RELAXED') return t('relaxed');
  if (clock === 'LIVE') return t('live');
  return t('none');
}

function clockHelp(clock: TableClock, t: Translator<'lobby.create.clock'>): string {
  if (clock === 'RELAXED') return t('relaxedHelp');
  if (clock === 'LIVE') return t('liveHelp');
  return t('noneHelp');
}
