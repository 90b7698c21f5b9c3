import type { Messages } from 'next-intl';
import type { Translator } from '@/i18n/translator';

type TeamKey = keyof Messages['ranked']['winRates']['teams'];

/** How ranked numbers read on screen: clocks, rating changes and win-rate groups. */

/** A clock reading: `m:ss`, or `h:mm:ss` from an hour; seconds are rounded up, so 0:00 means out. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A rating change in whole points, signed: `+16`, `−8` (a real minus sign), `±0`. */
export function formatDelta(before: number, after: number): string {
  const delta = Math.round(after) - Math.round(before);
  if (delta === 0) return '±0';
  return delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`;
}

/** What a win-rate group's key means: a seat number (0-based), a table size or a team name. */
export function groupLabel(
  kind: 'seat' | 'players' | 'team',
  key: string,
  t: Translator<'ranked.winRates'>,
): string {
  const n = Number(key);
  if (kind === 'seat')
    return Number.isInteger(n) ? t('seat', { number: n + 1, first: n === 0 ? 'yes' : 'no' }) : key;
  if (kind === 'players') return Number.isInteger(n) ? t('tableSize', { count: n }) : key;
  // Teams by the names the API gives them (Tortuga's nations); another keeps its own.
  const team = key as TeamKey;
  return t.has(`teams.${team}`) ? t(`teams.${team}`) : key;
}
