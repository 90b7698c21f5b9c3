import { describe, expect, it } from 'vitest';
import { afterAction, expiredSeats, nextDeadline, runningMs, seatDeadline, startClock } from './clock.js';

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

  describe('pauses (a player’s vacation at a turn-based table)', () => {
    const due = { bankMs: 30_000, activeSince: 0, timeouts: 0 };

    it('move the deadline by the time they stood still within the decision', () => {
      expect(seatDeadline(due, settings, [])).toBe(40_000);
      // Paused from 10 s to 25 s: the 40 s the seat has run out 15 s later.
      expect(seatDeadline(due, settings, [{ from: 10_000, until: 25_000 }])).toBe(55_000);
      // Two pauses add up; one that began before the decision counts only from its start.
      expect(
        seatDeadline({ ...due, activeSince: 5_000 }, settings, [
          { from: 0, until: 8_000 },
          { from: 20_000, until: 30_000 },
        ]),
      ).toBe(5_000 + 3_000 + 40_000 + 10_000);
      // A seat that became due during its player's vacation starts counting when it ends.
      expect(seatDeadline({ ...due, activeSince: 12_000 }, settings, [{ from: 10_000, until: 50_000 }])).toBe(
        90_000,
      );
    });

    it('that come too late, or ended before the decision, change nothing', () => {
      expect(seatDeadline(due, settings, [{ from: 40_000, until: 90_000 }])).toBe(40_000);
      expect(seatDeadline({ ...due, activeSince: 20_000 }, settings, [{ from: 0, until: 20_000 }])).toBe(
        60_000,
      );
    });

    it('keep the paused time off the bank, and out of the expired seats and the next deadline', () => {
      const pauses = new Map([[0, [{ from: 5_000, until: 65_000 }]]]);
      expect(runningMs(0, 70_000, pauses.get(0))).toBe(10_000);
      let clock = startClock(settings, 2, [0], 0);
      expect(expiredSeats(clock, settings, 60_000, pauses)).toEqual([]);
      expect(nextDeadline(clock, settings, pauses)).toBe(100_000);
      // 75 s later the seat moves: 15 s of its own time, so 5 s come out of the bank.
      clock = afterAction(clock, settings, 0, 75_000, [1], false, pauses.get(0));
      expect(clock.seats[0]?.bankMs).toBe(25_000);
    });
  });
});
