import { describe, expect, it } from 'vitest';
import type { LogEntry, MatchDetail } from '@/lib/api/types';
import { emptyMatchState, matchReducer } from './matchState';

const match = (seq: number, status: MatchDetail['status'] = 'ACTIVE') =>
  ({ id: 'm', seq, status }) as MatchDetail;
const entry = (seq: number): LogEntry => ({
  seq,
  seat: 0,
  action: null,
  events: [],
  at: '',
  timedOut: false,
});

describe('a table page’s data', () => {
  it('appends live log entries once and in order, and keeps the newest match', () => {
    let state = matchReducer(emptyMatchState, { type: 'loaded', match: match(2), log: [entry(1), entry(2)] });
    state = matchReducer(state, {
      type: 'update',
      update: { snapshot: false, missed: [], seq: 2, status: 'ACTIVE', entry: entry(2), match: match(2) },
    });
    state = matchReducer(state, {
      type: 'update',
      update: { snapshot: false, missed: [], seq: 3, status: 'ACTIVE', entry: entry(3), match: match(3) },
    });
    expect(state.log.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(state.logSeq).toBe(3);
    // A mutation's answer may run ahead of the feed; an older answer never goes back.
    state = matchReducer(state, { type: 'match', match: match(5) });
    state = matchReducer(state, {
      type: 'update',
      update: { snapshot: false, missed: [], seq: 4, status: 'ACTIVE', entry: entry(4), match: match(4) },
    });
    expect(state.match?.seq).toBe(5);
    expect(state.logSeq).toBe(4);
  });

  it('takes the entries a resuming snapshot brings, once, and then live entries', () => {
    let state = matchReducer(emptyMatchState, { type: 'loaded', match: match(2), log: [entry(1), entry(2)] });
    // The snapshot of a subscription resumed at seq 1 by a slower reload: entry 2 is not doubled.
    state = matchReducer(state, {
      type: 'update',
      update: {
        snapshot: true,
        missed: [entry(2), entry(3), entry(4)],
        seq: 4,
        status: 'ACTIVE',
        entry: null,
        match: match(4),
      },
    });
    expect(state.log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(state.match?.seq).toBe(4);
    state = matchReducer(state, {
      type: 'update',
      update: { snapshot: false, missed: [], seq: 5, status: 'ACTIVE', entry: entry(5), match: match(5) },
    });
    expect(state.logSeq).toBe(5);
  });

  it('never takes a table back from started to open at the same seq', () => {
    let state = matchReducer(emptyMatchState, { type: 'loaded', match: match(0, 'OPEN'), log: [] });
    state = matchReducer(state, { type: 'match', match: match(0, 'ACTIVE') });
    state = matchReducer(state, { type: 'match', match: match(0, 'OPEN') });
    expect(state.match?.status).toBe('ACTIVE');
  });

  it('keeps what an update did not change identical, so tables can use a plain memo', () => {
    const seatView = (seat: number, coins: number) => ({ seat, coins, hand: [{ card: 'pistol' }] });
    const detail = (seq: number, coins: readonly number[]) =>
      ({
        id: 'm',
        seq,
        status: 'ACTIVE',
        seats: [
          { seat: 0, player: { handle: 'anne' } },
          { seat: 1, player: { handle: 'bob' } },
        ],
        activeSeats: [seq % 2],
        legalActions: [{ type: 'endTurn' }],
        viewJson: { board: { squares: [1, 2, 3] }, seats: coins.map((n, seat) => seatView(seat, n)) },
      }) as unknown as MatchDetail;
    const viewOf = (state: ReturnType<typeof matchReducer>) =>
      state.match!.viewJson as { board: unknown; seats: unknown[] };

    const before = matchReducer(emptyMatchState, { type: 'loaded', match: detail(1, [3, 5]), log: [] });
    // Seat 1 gains a coin; the answer is fresh JSON from top to bottom.
    const after = matchReducer(before, {
      type: 'update',
      update: {
        snapshot: false,
        missed: [],
        seq: 2,
        status: 'ACTIVE',
        entry: entry(2),
        match: detail(2, [3, 6]),
      },
    });
    expect(viewOf(after).seats[1]).toEqual(seatView(1, 6));
    expect(viewOf(after).seats[1]).not.toBe(viewOf(before).seats[1]);
    expect(viewOf(after).seats[0]).toBe(viewOf(before).seats[0]);
    expect(viewOf(after).board).toBe(viewOf(before).board);
    expect(after.match!.seats).toBe(before.match!.seats);
    expect(after.match!.legalActions).toBe(before.match!.legalActions);
    expect(after.match!.activeSeats).not.toBe(before.match!.activeSeats);

    // An answer equal to the one shown changes nothing at all.
    const again = matchReducer(after, { type: 'match', match: detail(2, [3, 6]) });
    expect(again).toBe(after);
  });
});
