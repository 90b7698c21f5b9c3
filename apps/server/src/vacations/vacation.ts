/** How much vacation a player has, and how long one of its days lasts. */
export interface VacationSettings {
  /** Days of vacation each calendar year (UTC). */
  readonly daysPerYear: number;
  /** A day's length: a real day, or the test pace (tests and the bench only; see `TurnBasedSettings`). */
  readonly dayMs: number;
}

export const DAY_MS = 24 * 3600_000;

export const DEFAULT_VACATION_DAYS_PER_YEAR = 30;

/** When the calendar year (UTC) holding `at` began: a vacation counts against the year it starts in. */
export function yearStart(at: number): number {
  return Date.UTC(new Date(at).getUTCFullYear(), 0, 1);
}

/**
 * What a vacation ended at `endedAt` costs of the allowance: the days begun, at least one (a player
 * back within the hour still took a day), never more than were booked.
 */
export function daysTaken(startedAt: number, endedAt: number, booked: number, dayMs: number): number {
  return Math.min(booked, Math.max(1, Math.ceil((endedAt - startedAt) / dayMs)));
}
