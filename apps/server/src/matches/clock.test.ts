import { describe, expect, it } from 'vitest';
import { afterAction, expiredSeats, nextDeadline, startClock } from './clock.js';

const settings = { perDecisionMs: 10_000, bankMs: 30_000, maxTimeouts: 3 };

describe('match clocks', () => {
  it('gives each decision its own time and takes only the excess from the bank', () => {
    let clock = startClock(settings, 2, [0], 0);
    expect(nextDeadline(clock, settings)).toBe(40_000);
    clock = afterAction(clock, settings, 0, 15_000, [1], false);
    expect(clock.seats[0]).toEqual({ bankMs: 25_000, activeSince: null, timeouts: 0 });
    expect(clock.seats[1]?.activeSince).toBe(15_000);
    expect(nextDeadline(clock, settings)).toBe(55_000);
  });

  it('restarts the decision of a seat that keeps the turn, and keeps a waiting voter’s start', () => {
    let clock = startClock(settings, 3, [0, 1, 2], 0);
    clock = afterAction(clock, settings, 1, 4_000, [0, 2], false);
    expect(clock.seats.map((seat) => seat.activeSince)).toEqual([0, null, 0]);
    clock = afterAction(clock, settings, 0, 5_000, [0, 2], false);
    expect(clock.seats.map((seat) => seat.activeSince)).toEqual([5_000, null, 0]);
  });

  it('finds expired seats, and a timeout empties the bank and counts', () => {
    let clock = startClock(settings, 2, [0], 0);
    expect(expiredSeats(clock, settings, 39_999)).toEqual([]);
    expect(expiredSeats(clock, settings, 40_000)).toEqual([0]);
    clock = afterAction(clock, settings, 0, 40_000, [0], true);
    expect(clock.seats[0]).toEqual({ bankMs: 0, activeSince: 40_000, timeouts: 1 });
    expect(nextDeadline(clock, settings)).toBe(50_000);
  });
});
