import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/testing/intl';
import type { MyGame } from './documents';
import {
  dueNames,
  leftMsAt,
  measureSkew,
  nextDeadline,
  nextWaiting,
  opponentNames,
  orderMyGames,
  waitingCount,
  withTableState,
  type TableState,
} from './myGames';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const HOUR = 3_600_000;

/** A two-seat turn-based Cartagena: anne (the viewer) in seat 0, bob in seat 1. */
function game(id: string, yourTurn: boolean, deadlineIn: number | null): MyGame {
  return {
    yourTurn,
    dueSeats: [yourTurn ? 0 : 1],
    deadline: deadlineIn === null ? null : at(deadlineIn),
    leftMs: deadlineIn,
    match: {
      id,
      status: 'ACTIVE',
      viewerSeat: 0,
      game: { id: 'cartagena', name: 'Cartagena' },
      seats: [
        { seat: 0, bot: null, accountDeleted: false, player: { handle: 'anne' } },
        { seat: 1, bot: null, accountDeleted: false, player: { handle: 'bob' } },
      ],
      clockSettings: { perDecisionMs: 24 * HOUR, turnBased: true },
    },
  };
}

const ids = (games: readonly MyGame[]) => games.map((entry) => entry.match.id);

describe('the viewer’s games in order', () => {
  it('puts those waiting for the viewer first, least time left first, those without a clock after', () => {
    const games = [
      game('theirs-soon', false, 1 * HOUR),
      game('mine-no-clock', true, null),
      game('mine-later', true, 30 * HOUR),
      game('mine-soon', true, 2 * HOUR),
      game('theirs-no-clock', false, null),
    ];
    expect(ids(orderMyGames(games))).toEqual([
      'mine-soon',
      'mine-later',
      'mine-no-clock',
      'theirs-soon',
      'theirs-no-clock',
    ]);
  });

  it('keeps the API’s order between equals (the longest waiting first)', () => {
    const games = [game('a', true, null), game('b', true, null), game('c', false, null)];
    expect(ids(orderMyGames(games))).toEqual(['a', 'b', 'c']);
  });

  it('counts those waiting for the viewer, and finds the next one after this table', () => {
    const games = [
      game('here', true, 1 * HOUR),
      game('next', true, 5 * HOUR),
      game('theirs', false, 2 * HOUR),
    ];
    expect(waitingCount(games)).toBe(2);
    expect(nextWaiting(games, 'here')?.match.id).toBe('next');
    expect(nextWaiting(games, 'next')?.match.id).toBe('here');
    expect(nextWaiting([games[0]!, games[2]!], 'here')).toBeUndefined();
  });
});

describe('time left, on a browser whose clock is off', () => {
  it('measures the server’s lead from an answer and counts down from the deadline with it', () => {
    const games = [game('none', false, null), game('a', true, 2 * HOUR)];
    // The browser's clock is 5 s behind the server's: the answer came at T0 server time.
    const skew = measureSkew(games, T0 - 5_000);
    expect(skew).toBe(5_000);
    expect(leftMsAt(games[1]!, T0 - 5_000 + skew)).toBe(2 * HOUR);
    expect(leftMsAt(games[1]!, T0 + 3 * HOUR)).toBe(0);
    expect(leftMsAt(games[0]!, T0)).toBeNull();
    expect(measureSkew([games[0]!], T0)).toBe(0);
  });

  it('finds the soonest deadline still to come, in the browser’s time', () => {
    const data = {
      myGames: [game('past', true, -HOUR), game('b', false, 3 * HOUR), game('a', true, 2 * HOUR)],
      skewMs: 5_000,
    };
    expect(nextDeadline(data, T0)).toBe(T0 + 2 * HOUR - 5_000);
    expect(nextDeadline({ myGames: [game('past', true, -HOUR)], skewMs: 0 }, T0)).toBeNull();
    expect(nextDeadline(undefined, T0)).toBeNull();
  });
});

describe('an entry kept current by its table', () => {
  const table = (change: Partial<TableState> = {}): TableState => ({
    id: 'here',
    status: 'ACTIVE',
    viewerSeat: 0,
    activeSeats: [1],
    clocks: [
      { seat: 0, deadline: null },
      { seat: 1, deadline: at(20 * HOUR) },
    ],
    ...change,
  });

  it('moves the match to those waiting for others once the viewer has moved, with the other seat’s deadline', () => {
    const games = [game('here', true, HOUR), game('other', true, 10 * HOUR)];
    const after = withTableState(games, table());
    expect(after && ids(after)).toEqual(['other', 'here']);
    expect(after?.[1]).toMatchObject({ yourTurn: false, dueSeats: [1], deadline: at(20 * HOUR) });
    expect(waitingCount(after ?? [])).toBe(1);
  });

  it('brings it back when the turn comes, with the viewer’s own deadline', () => {
    const games = [game('other', true, 10 * HOUR), game('here', false, 20 * HOUR)];
    const after = withTableState(
      games,
      table({
        activeSeats: [0],
        clocks: [
          { seat: 0, deadline: at(5 * HOUR) },
          { seat: 1, deadline: null },
        ],
      }),
    );
    expect(after && ids(after)).toEqual(['here', 'other']);
    expect(after?.[0]).toMatchObject({ yourTurn: true, dueSeats: [0], deadline: at(5 * HOUR) });
  });

  it('leaves a match out once it is over, and changes nothing when nothing changed', () => {
    const games = [game('here', false, 20 * HOUR), game('other', true, 10 * HOUR)];
    expect(ids(withTableState(games, table({ status: 'FINISHED' })) ?? [])).toEqual(['other']);
    expect(withTableState(games, table())).toBe(games);
  });

  it('asks for the list again for a match it does not hold, unless the viewer only watches or it is over', () => {
    const games = [game('other', true, 10 * HOUR)];
    expect(withTableState(games, table())).toBeNull();
    expect(withTableState(games, table({ viewerSeat: null }))).toBe(games);
    expect(withTableState(games, table({ status: 'ABORTED' }))).toBe(games);
  });
});

describe('who is at the table, and whom it waits for', () => {
  const tc = testTranslator('common');

  it('names the others in seat order, bots by their level, and the seats due but the viewer', () => {
    const entry = game('here', false, HOUR);
    const three: MyGame = {
      ...entry,
      dueSeats: [0, 2],
      match: {
        ...entry.match,
        viewerSeat: 1,
        seats: [
          ...entry.match.seats,
          { seat: 2, bot: 'heuristic', accountDeleted: false, player: null },
          { seat: 3, bot: null, accountDeleted: false, player: null },
        ],
      },
    };
    expect(opponentNames(three, tc)).toEqual(['anne', 'Bot (heuristic)']);
    expect(dueNames(three, tc)).toEqual(['anne', 'Bot (heuristic)']);
    expect(dueNames({ ...three, dueSeats: [1] }, tc)).toEqual([]);
  });
});
