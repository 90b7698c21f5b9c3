import type { ClockSettings, MatchClock } from './clock.js';
import type { MatchRecord } from './model.js';

/** The clocks a casual table's creator may choose (ranked matches always play their game's clock). */
export type TableClock = 'NONE' | 'RELAXED' | 'LIVE';

/**
 * Relaxed: five minutes for every decision and no bank, for people who chat and think between
 * moves but should not stall the others for ever.
 */
export const RELAXED_CLOCK: ClockSettings = { perDecisionMs: 5 * 60_000, bankMs: 0, maxTimeouts: 3 };

/** The settings of a table's chosen clock; `live` is the game's ranked clock. Null: no clock. */
export function tableClockSettings(choice: TableClock, live: ClockSettings): ClockSettings | null {
  if (choice === 'RELAXED') return RELAXED_CLOCK;
  if (choice === 'LIVE') return live;
  return null;
}

/**
 * The clock a match plays with: the one stored with it, or — for ranked matches stored before
 * tables chose their clocks — its game's ranked clock. Null when the match has no clock.
 */
export function clockSettingsOf(
  record: Pick<MatchRecord, 'clock' | 'game'>,
  rankedClockFor: (game: string) => ClockSettings,
): ClockSettings | null {
  const clock = record.clock as MatchClock | null;
  if (!clock) return null;
  return clock.settings ?? rankedClockFor(record.game);
}
