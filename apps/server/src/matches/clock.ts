/**
 * Match clocks (ranked matches, and casual tables whose creator chose one): each decision has its
 * own time, and each seat a small bank for long thinks. A seat that runs out gets the rulebook's
 * default action (or a bot's move); one that runs out too often forfeits. Pure: times are
 * milliseconds passed in by the caller.
 */
export interface ClockSettings {
  /** Time for each decision before the bank is used. */
  readonly perDecisionMs: number;
  /** Extra time a seat may spend over the whole match. */
  readonly bankMs: number;
  /** Timeouts after which a seat forfeits. */
  readonly maxTimeouts: number;
  /**
   * A turn-based pace (hours or days for each decision): nobody need be online, and a timeout is
   * named as turn-based. Absent: a live clock.
   */
  readonly turnBased?: boolean;
}

export interface SeatClock {
  readonly bankMs: number;
  /** When the seat last became due to act; null while it is not. */
  readonly activeSince: number | null;
  readonly timeouts: number;
}

export interface MatchClock {
  /**
   * The clock this match plays with, kept with it so a table's choice travels with the match.
   * Absent on ranked matches stored before tables chose clocks: those use their game's ranked clock.
   */
  readonly settings?: ClockSettings;
  /** One per seat once the match started; empty on an open table that will have a clock. */
  readonly seats: readonly SeatClock[];
}

/**
 * A stretch during which a seat's clock stands still: its player's vacation, at a turn-based table
 * (milliseconds; `until` is when it ends, or ended when cut short).
 */
export interface Pause {
  readonly from: number;
  readonly until: number;
}

/** The pauses of each seat's player, by seat, in order; a seat not in it has none. */
export type SeatPauses = ReadonlyMap<number, readonly Pause[]>;

const NO_PAUSES: readonly Pause[] = [];

/**
 * Milliseconds the clock ran from `since` to `now`: the time between, less the pauses within it.
 */
export function runningMs(since: number, now: number, pauses: readonly Pause[] = NO_PAUSES): number {
  let paused = 0;
  for (const pause of pauses) paused += Math.max(0, Math.min(now, pause.until) - Math.max(since, pause.from));
  return now - since - paused;
}

/**
 * When a clock started at `since` with `budgetMs` to run reaches zero: every pause it meets before
 * then moves that moment by its length (a pause that begins after it, too late to save the seat,
 * moves nothing).
 */
function runsOutAt(since: number, budgetMs: number, pauses: readonly Pause[]): number {
  let at = since;
  let left = budgetMs;
  for (const pause of pauses) {
    if (pause.until <= at) continue;
    if (pause.from > at) {
      if (pause.from - at >= left) break;
      left -= pause.from - at;
    }
    at = pause.until;
  }
  return at + left;
}

/** An open table's clock, waiting for the match to start. */
export function unstartedClock(settings: ClockSettings): MatchClock {
  return { settings, seats: [] };
}

export function startClock(
  settings: ClockSettings,
  players: number,
  active: readonly number[],
  now: number,
): MatchClock {
  return {
    settings,
    seats: Array.from({ length: players }, (_, seat) => ({
      bankMs: settings.bankMs,
      activeSince: active.includes(seat) ? now : null,
      timeouts: 0,
    })),
  };
}

/**
 * After `actor` acted at `now` (`timedOut`: the platform acted for it): its bank pays for time over
 * the decision allowance — the time its clock ran, its player's pauses (`actorPauses`) left out —
 * and every seat due to act now starts its decision (a seat still due, as in a secret vote, keeps
 * the time it started).
 */
export function afterAction(
  clock: MatchClock,
  settings: ClockSettings,
  actor: number,
  now: number,
  active: readonly number[],
  timedOut: boolean,
  actorPauses: readonly Pause[] = NO_PAUSES,
): MatchClock {
  return {
    ...clock,
    seats: clock.seats.map((seat, index) => {
      let { bankMs, timeouts } = seat;
      if (index === actor) {
        const used = seat.activeSince === null ? 0 : runningMs(seat.activeSince, now, actorPauses);
        bankMs = timedOut ? 0 : Math.max(0, bankMs - Math.max(0, used - settings.perDecisionMs));
        if (timedOut) timeouts++;
      }
      const due = active.includes(index);
      const activeSince = !due ? null : index === actor || seat.activeSince === null ? now : seat.activeSince;
      return { bankMs, activeSince, timeouts };
    }),
  };
}

/**
 * When a seat runs out of time, if it is due to act: its decision's time and its bank, moved by the
 * `pauses` its clock meets (its player's vacations).
 */
export function seatDeadline(
  seat: SeatClock,
  settings: ClockSettings,
  pauses: readonly Pause[] = NO_PAUSES,
): number | null {
  if (seat.activeSince === null) return null;
  return runsOutAt(seat.activeSince, settings.perDecisionMs + seat.bankMs, pauses);
}

/** The earliest moment any seat runs out of time, or null when nobody is due. */
export function nextDeadline(
  clock: MatchClock,
  settings: ClockSettings,
  pauses: SeatPauses = new Map(),
): number | null {
  let earliest: number | null = null;
  for (const [index, seat] of clock.seats.entries()) {
    const deadline = seatDeadline(seat, settings, pauses.get(index));
    if (deadline !== null && (earliest === null || deadline < earliest)) earliest = deadline;
  }
  return earliest;
}

/** Seats whose time has run out at `now`. */
export function expiredSeats(
  clock: MatchClock,
  settings: ClockSettings,
  now: number,
  pauses: SeatPauses = new Map(),
): number[] {
  return clock.seats.flatMap((seat, index) => {
    const deadline = seatDeadline(seat, settings, pauses.get(index));
    return deadline !== null && deadline <= now ? [index] : [];
  });
}
