import type { ClockSettings, MatchClock } from './clock.js';
import type { MatchRecord } from './model.js';

/** The clocks a casual table's creator may choose (ranked matches always play their game's clock). */
export type TableClock = 'NONE' | 'RELAXED' | 'LIVE' | TurnBasedPace;

/** The turn-based paces: the time for each decision. */
export type TurnBasedPace = 'HOURS_12' | 'DAYS_1' | 'DAYS_3';

const HOUR_MS = 3600_000;

export const TURN_BASED_DECISION_MS: Readonly<Record<TurnBasedPace, number>> = {
  HOURS_12: 12 * HOUR_MS,
  DAYS_1: 24 * HOUR_MS,
  DAYS_3: 72 * HOUR_MS,
};

/** A turn-based seat's bank holds this many decisions' worth, so one busy day is not a loss. */
const TURN_BASED_BANK_DECISIONS = 2;

/**
 * Relaxed: five minutes for every decision and no bank, for people who chat and think between
 * moves but should not stall the others for ever.
 */
export const RELAXED_CLOCK: ClockSettings = { perDecisionMs: 5 * 60_000, bankMs: 0, maxTimeouts: 3 };

export function isTurnBasedPace(choice: TableClock): choice is TurnBasedPace {
  return choice in TURN_BASED_DECISION_MS;
}

/**
 * A turn-based pace's clock: its time for each decision and a bank of two decisions. `testPaceMs`
 * (tests and the bench only) makes every pace that many milliseconds, so a test can time one out.
 */
export function turnBasedClock(pace: TurnBasedPace, testPaceMs?: number): ClockSettings {
  const perDecisionMs = testPaceMs ?? TURN_BASED_DECISION_MS[pace];
  return {
    perDecisionMs,
    bankMs: TURN_BASED_BANK_DECISIONS * perDecisionMs,
    maxTimeouts: 3,
    turnBased: true,
  };
}

/**
 * The settings of a table's chosen clock; `live` is the game's ranked clock, `testPaceMs` replaces
 * every turn-based pace (tests only). Null: no clock.
 */
export function tableClockSettings(
  choice: TableClock,
  live: ClockSettings,
  testPaceMs?: number,
): ClockSettings | null {
  if (choice === 'RELAXED') return RELAXED_CLOCK;
  if (choice === 'LIVE') return live;
  if (isTurnBasedPace(choice)) return turnBasedClock(choice, testPaceMs);
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

/** Whether a match plays a turn-based pace. */
export function isTurnBased(record: Pick<MatchRecord, 'clock'>): boolean {
  return (record.clock as MatchClock | null)?.settings?.turnBased === true;
}
