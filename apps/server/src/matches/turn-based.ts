import type { Viewer } from '../accounts/service.js';
import { DEFAULT_VACATION_DAYS_PER_YEAR } from '../vacations/vacation.js';

/** Turn-based play's settings: how many such matches an account may sit in, and the test pace. */
export interface TurnBasedSettings {
  /** Turn-based matches (open or under way) one account may sit in at once. */
  readonly maxMatches: number;
  /** The same for guests and accounts younger than `newAccountMs`. */
  readonly maxMatchesNew: number;
  readonly newAccountMs: number;
  /** Days of vacation each account has every calendar year (see `vacations/`). */
  readonly vacationDaysPerYear: number;
  /**
   * For tests and the bench only: every turn-based pace is this many milliseconds per decision, and
   * a day of vacation lasts as long (a DAYS_1 decision's time).
   */
  readonly testPaceMs?: number | undefined;
}

export const DEFAULT_TURN_BASED: TurnBasedSettings = {
  maxMatches: 30,
  maxMatchesNew: 10,
  newAccountMs: 7 * 24 * 3600_000,
  vacationDaysPerYear: DEFAULT_VACATION_DAYS_PER_YEAR,
};

/** How many turn-based matches `viewer` may sit in at once. */
export function turnBasedCap(viewer: Viewer, settings: TurnBasedSettings, now: number): number {
  const isNew = viewer.guest || now - viewer.createdAt.getTime() < settings.newAccountMs;
  return isNew ? settings.maxMatchesNew : settings.maxMatches;
}

/**
 * A seat for `userId` at a turn-based table is refused (TOO_MANY_TURN_BASED_MATCHES, nothing
 * written) when they already sit in `limit` other turn-based matches that are open or under way.
 */
export interface SeatCap {
  readonly userId: string;
  readonly limit: number;
}
