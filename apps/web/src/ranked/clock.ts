import type { SeatClock } from '@/lib/api/types';

/** What one seat's clock shows at `now`. */
export interface ClockReading {
  /** Whether the seat is due to act, so its time runs (unless `pausedUntil`). */
  readonly running: boolean;
  /**
   * While the seat's player is on vacation: when its clock runs again. The clock stands still
   * until then, showing the time it will have left.
   */
  readonly pausedUntil: string | null;
  /** Time left for this decision before the bank is touched (0 while not running). */
  readonly decisionMs: number;
  /** Bank left. */
  readonly bankMs: number;
  /** Everything left before the platform acts for the seat (null while not running). */
  readonly leftMs: number | null;
  /** The decision's own time is used up: the bank is running. */
  readonly onBank: boolean;
  /** Little time left in all (see `lowTimeMs`). */
  readonly low: boolean;
  /** What the big figure shows: the decision's time, then the bank's (null while not running). */
  readonly mainMs: number | null;
}

/**
 * When a seat's time counts as low: a tenth of the decision's allowance, at least 10 s and at most
 * 30 s (10 s of a 30 s ranked move; 30 s of a relaxed table's five minutes).
 */
export function lowTimeMs(perDecisionMs: number): number {
  return Math.min(30_000, Math.max(10_000, perDecisionMs / 10));
}

/**
 * Reads a seat clock as the API sends it. A running seat's `deadline` is when it started the
 * decision plus the decision allowance plus its bank, so between updates the time left is simply
 * `deadline - now`: the decision's own time goes first, then the bank.
 */
export function readClock(clock: SeatClock, now: number, lowMs = lowTimeMs(0)): ClockReading {
  if (clock.deadline === null) {
    return {
      running: false,
      pausedUntil: null,
      decisionMs: 0,
      bankMs: clock.bankMs,
      leftMs: null,
      onBank: false,
      low: false,
      mainMs: null,
    };
  }
  // The deadline already counts the time a vacation stands the clock still: until it ends, the
  // time left is what it will be when the clock runs again.
  const pausedUntil = clock.pausedUntil && Date.parse(clock.pausedUntil) > now ? clock.pausedUntil : null;
  const from = pausedUntil ? Date.parse(pausedUntil) : now;
  const left = Math.max(0, Date.parse(clock.deadline) - from);
  const bank = Math.min(clock.bankMs, left);
  const decision = left - bank;
  return {
    running: true,
    pausedUntil,
    decisionMs: decision,
    bankMs: bank,
    leftMs: left,
    onBank: decision === 0,
    low: !pausedUntil && left < lowMs,
    mainMs: decision > 0 ? decision : left,
  };
}

/**
 * How far the server's clock is ahead of this browser's, from one answer's clocks read at
 * `receivedAt`: a running clock's deadline minus its `leftMs` is the server's time as it answered.
 * 0 without a running clock. Clocks read at `now + skew` count down right on a browser whose own
 * clock is off.
 */
export function serverSkew(clocks: readonly SeatClock[], receivedAt: number): number {
  for (const clock of clocks)
    if (clock.deadline !== null && clock.leftMs !== null)
      return Date.parse(clock.deadline) - clock.leftMs - receivedAt;
  return 0;
}
