'use client';

import { useTranslations } from 'next-intl';
import type { Translator } from '@/i18n/translator';
import type { TableClock } from '@/lib/api/types';

const CLOCKS: readonly TableClock[] = ['NONE', 'RELAXED', 'LIVE'];

/** A new table's clock: none, relaxed (five minutes a move) or live (the game's ranked clock). */
export function ClockChoice({
  value,
  onChange,
}: {
  value: TableClock;
  onChange: (clock: TableClock) => void;
}) {
  const t = useTranslations('lobby.create.clock');
  return (
    <fieldset className="clock-choice">
      <legend>{t('legend')}</legend>
      {CLOCKS.map((clock) => (
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
            <span className="option-name">{clockName(clock, t)}</span>{' '}
            <span className="option-help">{clockHelp(clock, t)}</span>
          </span>
        </label>
      ))}
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
