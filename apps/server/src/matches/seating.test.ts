import { describe, expect, it } from 'vitest';
import type { MatchRecord, SeatRecord } from './model.js';
import {
  acceptChallenge,
  acceptRematch,
  closeChallenge,
  holdsOpenSeat,
  hostOf,
  isPendingChallenge,
  removeFromSeat,
  seatPlayer,
  setSeatBot,
  startTable,
  unseatPlayer,
} from './seating.js';

/** A seat: a person seated at minute `since`, a bot level, or empty (null). */
type SeatSketch = { user: string; since: number; waiting?: boolean } | { bot: string } | null;

function table(seats: readonly SeatSketch[], status: MatchRecord['status'] = 'OPEN'): MatchRecord {
  return {
    id: '00000000-0000-7000-8000-000000000001',
    game: 'cartagena',
    options: {},
    seedHash: 'hash',
    seed: 'seed',
    status,
    visibility: 'PUBLIC',
    ranked: false,
    clock: null,
    playerCount: seats.length,
    seq: 0,
    createdAt: new Date(0),
    startedAt: null,
    finishedAt: null,
    result: null,
    touchedAt: new Date(0),
    absenceVotes: null,
    rematchOfId: null,
    challengedId: null,
    seatChanges: [],
    createdBy: { id: 'anne', handle: 'anne' },
    seats: seats.map((sketch, seat): SeatRecord => ({
      seat,
      userId: sketch && 'user' in sketch ? sketch.user : null,
      botLevel: sketch && 'bot' in sketch ? sketch.bot : null,
      placement: null,
      forfeited: false,
      seatedAt: sketch && 'user' in sketch ? new Date(sketch.since * 60_000) : null,
      ready: !(sketch && 'user' in sketch && sketch.waiting),
      ratingBefore: null,
      ratingAfter: null,
      botRating: null,
      user: sketch && 'user' in sketch ? { id: sketch.user, handle: sketch.user } : null,
    })),
  };
}

const anne = { user: 'anne', since: 0 };
const bob = { user: 'bob', since: 5 };
const cleo = { user: 'cleo', since: 3 };
const bot = { bot: 'random' };

describe('seating', () => {
  it('seats a person on the seat asked for, or on the lowest free one', () => {
    expect(seatPlayer(table([anne, null, null]), 'bob', 2)).toEqual({ seat: { seat: 2, userId: 'bob' } });
    expect(seatPlayer(table([anne, bot, null, null]), 'bob', null)).toEqual({
      seat: { seat: 2, userId: 'bob' },
    });
  });

  it('gives one person one seat, and each seat one person', () => {
    const full = table([anne, bob, bot]);
    expect(() => seatPlayer(table([anne, null, null]), 'anne', 1)).toThrow(
      expect.objectContaining({ code: 'ALREADY_SEATED' }),
    );
    expect(() => seatPlayer(table([anne, bob, null]), 'cleo', 1)).toThrow(
      expect.objectContaining({ code: 'SEAT_TAKEN' }),
    );
    expect(() => seatPlayer(table([anne, null, bot]), 'cleo', 2)).toThrow(
      expect.objectContaining({ code: 'SEAT_TAKEN' }),
    );
    expect(() => seatPlayer(full, 'cleo', null)).toThrow(expect.objectContaining({ code: 'SEAT_TAKEN' }));
    expect(() => seatPlayer(table([anne, null]), 'cleo', 7)).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
    expect(() => seatPlayer(table([anne, null], 'ACTIVE'), 'cleo', 1)).toThrow(
      expect.objectContaining({ code: 'MATCH_NOT_OPEN' }),
    );
  });

  it('lets whoever has sat longest run the table: the creator, then the next to sit down', () => {
    expect(hostOf(table([anne, cleo, bob]))?.handle).toBe('anne');
    expect(hostOf(table([null, bob, cleo]))?.handle).toBe('cleo');
    // A newcomer in a lower seat does not take over.
    expect(hostOf(table([{ user: 'dora', since: 9 }, bob, cleo]))?.handle).toBe('cleo');
    // Sat down at the same moment: the lower seat.
    expect(hostOf(table([bot, { user: 'dora', since: 3 }, cleo]))?.handle).toBe('dora');
    expect(hostOf(table([bot, null]))).toBeNull();
    expect(hostOf(table([anne, bob], 'ACTIVE'))).toBeNull();
  });

  it('unseats a person, and closes the table when the last person leaves', () => {
    expect(unseatPlayer(table([anne, bob, bot]), 'anne')).toEqual({ seat: { seat: 0, userId: null } });
    expect(unseatPlayer(table([anne, null, bot]), 'anne')).toEqual({
      seat: { seat: 0, userId: null },
      status: 'ABORTED',
    });
    expect(() => unseatPlayer(table([anne, null]), 'bob')).toThrow(
      expect.objectContaining({ code: 'NOT_SEATED' }),
    );
    expect(() => unseatPlayer(table([anne, bob], 'ACTIVE'), 'bob')).toThrow(
      expect.objectContaining({ code: 'MATCH_NOT_OPEN' }),
    );
  });

  it('starts a full table at its host’s word only', () => {
    expect(startTable(table([anne, bob, bot]), 'anne')).toEqual({ status: 'ACTIVE' });
    expect(startTable(table([null, bob, cleo].map((seat) => seat ?? bot)), 'cleo')).toEqual({
      status: 'ACTIVE',
    });
    expect(() => startTable(table([anne, bob, bot]), 'bob')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(() => startTable(table([anne, null]), 'anne')).toThrow(
      expect.objectContaining({ code: 'TABLE_NOT_FULL' }),
    );
    expect(() => startTable(table([anne, bob], 'ACTIVE'), 'anne')).toThrow(
      expect.objectContaining({ code: 'MATCH_NOT_OPEN' }),
    );
  });

  it('starts a rematch once every player has accepted, and not before', () => {
    const waitingBob = { ...bob, waiting: true };
    const waitingCleo = { ...cleo, waiting: true };
    expect(() => startTable(table([anne, waitingBob, bot]), 'anne')).toThrow(
      expect.objectContaining({ code: 'TABLE_NOT_FULL' }),
    );
    expect(acceptRematch(table([anne, waitingBob, waitingCleo]), 'bob')).toEqual({ ready: 1 });
    expect(acceptRematch(table([anne, bob, waitingCleo]), 'cleo')).toEqual({ ready: 2, status: 'ACTIVE' });
    // A seat someone left must be filled first.
    expect(acceptRematch(table([anne, waitingBob, null]), 'bob')).toEqual({ ready: 1 });
    expect(() => acceptRematch(table([anne, bob]), 'dora')).toThrow(
      expect.objectContaining({ code: 'NOT_SEATED' }),
    );
    expect(() => acceptRematch(table([anne, waitingBob], 'ACTIVE'), 'bob')).toThrow(
      expect.objectContaining({ code: 'MATCH_NOT_OPEN' }),
    );
  });
});

describe('the host setting seats', () => {
  const waiting = table([{ user: 'anne', since: 0 }, { user: 'bob', since: 1 }, null, { bot: 'random' }]);

  it('makes an empty seat a bot, a bot seat open, and frees a seated person', () => {
    expect(setSeatBot(waiting, 'anne', 2, 'heuristic')).toEqual({
      seat: { seat: 2, userId: null, botLevel: 'heuristic' },
    });
    expect(setSeatBot(waiting, 'anne', 3, null)).toEqual({ seat: { seat: 3, userId: null, botLevel: null } });
    expect(removeFromSeat(waiting, 'anne', 1)).toEqual({ seat: { seat: 1, userId: null } });
  });

  it('refuses anyone but the host, a person’s seat for a bot, the host’s own seat and a started table', () => {
    const refuses = (act: () => unknown, code: string) =>
      expect(act).toThrow(expect.objectContaining({ code }));
    refuses(() => setSeatBot(waiting, 'bob', 2, 'heuristic'), 'FORBIDDEN');
    refuses(() => removeFromSeat(waiting, 'bob', 0), 'FORBIDDEN');
    refuses(() => setSeatBot(waiting, 'anne', 1, 'heuristic'), 'SEAT_TAKEN');
    refuses(() => removeFromSeat(waiting, 'anne', 0), 'BAD_USER_INPUT');
    refuses(() => removeFromSeat(waiting, 'anne', 2), 'NOT_SEATED');
    refuses(() => setSeatBot(waiting, 'anne', 9, null), 'BAD_USER_INPUT');
    const started = { ...waiting, status: 'ACTIVE' as const };
    refuses(() => setSeatBot(started, 'anne', 2, 'heuristic'), 'MATCH_NOT_OPEN');
  });

  describe('a challenge: anne challenged bob, who has not answered yet', () => {
    const challenged = (seats: readonly SeatSketch[], status: MatchRecord['status'] = 'OPEN') => ({
      ...table(seats, status),
      visibility: 'PRIVATE' as const,
      challengedId: 'bob',
    });
    const waiting = { ...bob, waiting: true };

    it('is pending while bob sits there not ready, and anne alone runs the table', () => {
      expect(isPendingChallenge(challenged([anne, waiting]))).toBe(true);
      expect(isPendingChallenge(challenged([anne, bob]))).toBe(false);
      expect(isPendingChallenge(challenged([anne, waiting], 'ABORTED'))).toBe(false);
      expect(hostOf(challenged([anne, waiting]))?.id).toBe('anne');
      expect(() => startTable(challenged([anne, waiting]), 'anne')).toThrow(
        expect.objectContaining({ code: 'TABLE_NOT_FULL' }),
      );
    });

    it('starts a full table when bob accepts, and waits for players otherwise', () => {
      expect(acceptChallenge(challenged([anne, waiting]), 'bob')).toEqual({ ready: 1, status: 'ACTIVE' });
      expect(acceptChallenge(challenged([anne, waiting, null]), 'bob')).toEqual({ ready: 1 });
      expect(() => acceptChallenge(challenged([anne, waiting]), 'anne')).toThrow(
        expect.objectContaining({ code: 'NOT_FOUND' }),
      );
      expect(() => acceptChallenge(challenged([anne, waiting], 'ABORTED'), 'bob')).toThrow(
        expect.objectContaining({ code: 'MATCH_NOT_OPEN' }),
      );
    });

    it('closes when either of them declines, leaves, or anne removes bob; not when a third leaves', () => {
      const pending = challenged([anne, waiting, cleo]);
      expect(closeChallenge(pending, 'bob')).toEqual({ status: 'ABORTED' });
      expect(closeChallenge(pending, 'anne')).toEqual({ status: 'ABORTED' });
      expect(() => closeChallenge(pending, 'cleo')).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
      expect(unseatPlayer(pending, 'bob')).toEqual({ seat: { seat: 1, userId: null }, status: 'ABORTED' });
      expect(unseatPlayer(pending, 'anne')).toEqual({ seat: { seat: 0, userId: null }, status: 'ABORTED' });
      expect(unseatPlayer(pending, 'cleo')).toEqual({ seat: { seat: 2, userId: null } });
      expect(removeFromSeat(pending, 'anne', 1)).toEqual({
        seat: { seat: 1, userId: null },
        status: 'ABORTED',
      });
      // Once accepted, it is a table like any other.
      expect(unseatPlayer(challenged([anne, bob, cleo]), 'bob')).toEqual({ seat: { seat: 1, userId: null } });
    });
  });

  describe('which seats count against the cap on open tables', () => {
    it('an open table one sits at, opened or joined, until it starts or closes', () => {
      expect(holdsOpenSeat(table([anne, bob, null]), 'anne')).toBe(true);
      expect(holdsOpenSeat(table([anne, bob, null]), 'bob')).toBe(true);
      expect(holdsOpenSeat(table([anne, null]), 'bob')).toBe(false);
      expect(holdsOpenSeat(table([anne, bob], 'ACTIVE'), 'anne')).toBe(false);
      expect(holdsOpenSeat(table([anne, bob], 'ABORTED'), 'anne')).toBe(false);
    });

    it('not an invitation left unanswered, nor a challenge sent and waiting (capped apart)', () => {
      // A rematch bob has not accepted yet.
      expect(holdsOpenSeat(table([anne, { ...bob, waiting: true }]), 'bob')).toBe(false);
      const challenge = { ...table([anne, { ...bob, waiting: true }, null]), challengedId: 'bob' };
      expect(holdsOpenSeat(challenge, 'bob')).toBe(false);
      expect(holdsOpenSeat(challenge, 'anne')).toBe(false);
      // Accepted, it waits for a third player like any open table.
      const accepted = { ...table([anne, bob, null]), challengedId: 'bob' };
      expect(holdsOpenSeat(accepted, 'anne')).toBe(true);
    });
  });
});
