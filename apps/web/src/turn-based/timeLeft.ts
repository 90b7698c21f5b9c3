import type { Translator } from '@/i18n/translator';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A turn-based length of time in words that fit its size: "2 days 3 h", "5 h 20 min", "12 min",
 * "under a minute". Rounded down, so it never promises more time than there is; the smaller unit
 * is left out when it is zero ("1 day", "3 h").
 */
export function timeWords(ms: number, t: Translator<'turns.time'>): string {
  const left = Math.max(0, ms);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? t('daysHours', { days, hours }) : t('days', { days });
  if (hours > 0) return minutes > 0 ? t('hoursMinutes', { hours, minutes }) : t('hours', { hours });
  if (minutes > 0) return t('minutes', { minutes });
  return t('underAMinute');
}

/** Whether a clock reads better in words than as `h:mm:ss`: from an hour up. */
export function readsInWords(ms: number): boolean {
  return ms >= HOUR;
}

/** A match's pace in words: "Turn-based · 1 day a move", "Live clock", "No clock". */
export function paceWords(
  settings: { readonly perDecisionMs: number; readonly turnBased: boolean } | null,
  t: Translator<'turns.time'>,
): string {
  if (!settings) return t('noClock');
  return settings.turnBased ? t('pace', { time: timeWords(settings.perDecisionMs, t) }) : t('live');
}
