import { describe, expect, it } from 'vitest';
import type { PlayedTable, TournamentHistory } from './history.js';
import { pairRound, swissPlayers, type Pairing } from './pairing.js';
import { computeStandings } from './standings.js';

const ids = (count: number) => Array.from({ length: count }, (_, i) => `p${i + 1}`);

/** Pairs of players who sit together in `pairing` and sat together before. */
function repeats(pairing: Pairing, history: TournamentHistory): number {
  const met = new Set(
    history.tables.flatMap((table) => table.players.flatMap((a) => table.players.map((b) => `${a}|${b}`))),
  );
  return pairing.tables.reduce(
    (count, table) =>
      count + table.filter((a, i) => table.slice(i + 1).some((b) => met.has(`${a}|${b}`))).length,
    0,
  );
}

/** Whether `players` can be split into tables of `size` with nobody meeting anyone twice (brute force). */
function repeatFreeSeatingExists(
  players: readonly string[],
  size: number,
  history: TournamentHistory,
): boolean {
  const met = new Set(
    history.tables.flatMap((table) => table.players.flatMap((a) => table.players.map((b) => `${a}|${b}`))),
  );
  const seat = (left: readonly string[]): boolean => {
    if (left.length === 0) return true;
    const [first, ...rest] = left as [string, ...string[]];
    const pick = (table: string[], from: number): boolean => {
      if (table.length === size) return seat(rest.filter((p) => !table.includes(p)));
      for (let i = from; i < rest.length; i++) {
        const candidate = rest[i] as string;
        if (table.some((p) => met.has(`${p}|${candidate}`))) continue;
        if (pick([...table, candidate], i + 1)) return true;
      }
      return false;
    };
    return pick([first], 0);
  };
  return seat(players);
}

/** A fixed pseudo-random sequence, so the simulated tournaments are the same every run. */
function lcg(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Plays `pairing` out: random distinct placements at each table. */
function play(round: number, pairing: Pairing, random: () => number): PlayedTable[] {
  return pairing.tables.map((players) => {
    const order = players.map((player) => ({ player, key: random() })).sort((a, b) => a.key - b.key);
    return { round, players, placements: players.map((p) => 1 + order.findIndex((o) => o.player === p)) };
  });
}

const standingOrder = (players: readonly string[], history: TournamentHistory, perTable: number) =>
  computeStandings(
    players.map((id) => ({ id, withdrawn: false })),
    history,
    perTable,
  ).map((standing) => standing.player);

describe('Swiss pairing', () => {
  it('seats the first round in standing order, the best at the first table', () => {
    const pairing = pairRound(swissPlayers(ids(8), { tables: [], byes: [] }), {
      playersPerTable: 4,
      minPlayers: 3,
    });
    expect(pairing).toEqual({
      tables: [
        ['p1', 'p2', 'p3', 'p4'],
        ['p5', 'p6', 'p7', 'p8'],
      ],
      byes: [],
    });
  });

  it('goes past the next in the standings to avoid a repeat opponent', () => {
    // Round 1 was p1–p3 and p4–p6; the standings now read p1 p2 p4 p5 p3 p6.
    const history = {
      tables: [
        { round: 1, players: ['p1', 'p2', 'p3'], placements: [1, 2, 3] },
        { round: 1, players: ['p4', 'p5', 'p6'], placements: [1, 2, 3] },
      ],
      byes: [],
    };
    const pairing = pairRound(swissPlayers(['p1', 'p4', 'p2', 'p5', 'p3', 'p6'], history), {
      playersPerTable: 3,
      minPlayers: 3,
    });
    // Three from each group of three: a repeat is unavoidable at tables of three… of six players.
    // The first table takes p1 and p4, then the best who met neither: nobody, so the fewest repeats.
    expect(pairing.tables.map((table) => [...table].sort())).toEqual([
      ['p1', 'p2', 'p4'],
      ['p3', 'p5', 'p6'],
    ]);
    expect(repeats(pairing, history)).toBe(2);
  });

  it('with 8 players at fours after one round, keeps repeats to the unavoidable two a table', () => {
    const history = {
      tables: [
        { round: 1, players: ['p1', 'p2', 'p3', 'p4'], placements: [1, 2, 3, 4] },
        { round: 1, players: ['p5', 'p6', 'p7', 'p8'], placements: [1, 2, 3, 4] },
      ],
      byes: [],
    };
    const order = ['p1', 'p5', 'p2', 'p6', 'p3', 'p7', 'p4', 'p8'];
    const pairing = pairRound(swissPlayers(order, history), { playersPerTable: 4, minPlayers: 3 });
    expect(pairing.tables.map((table) => [...table].sort())).toEqual([
      ['p1', 'p2', 'p5', 'p6'],
      ['p3', 'p4', 'p7', 'p8'],
    ]);
    expect(repeats(pairing, history)).toBe(4);
  });

  it('never repeats an opponent when a seating without repeats exists (12 players, tables of 3, 5 rounds, 20 runs)', () => {
    for (let run = 0; run < 20; run++) {
      const random = lcg(run + 1);
      const players = ids(12);
      const history: { tables: PlayedTable[]; byes: [] } = { tables: [], byes: [] };
      for (let round = 1; round <= 5; round++) {
        const order = standingOrder(players, history, 3);
        const pairing = pairRound(swissPlayers(order, history), { playersPerTable: 3, minPlayers: 3 });
        expect(pairing.tables.flat().sort()).toEqual([...players].sort());
        expect(pairing.tables.every((table) => table.length === 3)).toBe(true);
        const possible = repeatFreeSeatingExists(order, 3, history);
        expect(repeats(pairing, history) === 0).toBe(possible);
        history.tables.push(...play(round, pairing, random));
      }
    }
  });

  it('gives the bye to the lowest-placed player who has not had one, worth its points', () => {
    const players = ids(5);
    const first = pairRound(swissPlayers(players, { tables: [], byes: [] }), {
      playersPerTable: 4,
      minPlayers: 3,
    });
    expect(first.byes).toEqual(['p5']);
    const history = {
      tables: [{ round: 1, players: [...(first.tables[0] as string[])], placements: [1, 2, 3, 4] }],
      byes: [{ round: 1, player: 'p5' }],
    };
    // p5 now has 1.5 points, above p3 (1) and p4 (0): p4 is lowest and has had no bye.
    const order = standingOrder(players, history, 4);
    expect(order).toEqual(['p1', 'p2', 'p5', 'p3', 'p4']);
    const second = pairRound(swissPlayers(order, history), { playersPerTable: 4, minPlayers: 3 });
    expect(second.byes).toEqual(['p4']);
  });

  it('makes the short tables the last ones', () => {
    const pairing = pairRound(swissPlayers(ids(10), { tables: [], byes: [] }), {
      playersPerTable: 4,
      minPlayers: 3,
    });
    expect(pairing.tables.map((table) => table.length)).toEqual([4, 3, 3]);
    expect(pairing.byes).toEqual([]);
  });

  it('lets each player start once over four rounds at one table of four, and sit late after sitting early', () => {
    const players = ids(4);
    const history: { tables: PlayedTable[]; byes: [] } = { tables: [], byes: [] };
    const starters: string[] = [];
    for (let round = 1; round <= 4; round++) {
      const pairing = pairRound(swissPlayers(players, history), { playersPerTable: 4, minPlayers: 3 });
      const table = pairing.tables[0] as string[];
      starters.push(table[0] as string);
      history.tables.push({ round, players: table, placements: [1, 2, 3, 4] });
    }
    expect([...starters].sort()).toEqual(players);
    expect(history.tables.map((t) => t.players.join(' '))).toEqual([
      'p1 p2 p3 p4',
      'p4 p3 p2 p1',
      'p2 p3 p1 p4',
      'p3 p4 p1 p2',
    ]);
  });

  it('pairs a large field at fours without repeats after three rounds', () => {
    const random = lcg(99);
    const players = ids(2000);
    const history: { tables: PlayedTable[]; byes: [] } = { tables: [], byes: [] };
    for (let round = 1; round <= 4; round++) {
      const order = standingOrder(players, history, 4);
      const pairing = pairRound(swissPlayers(order, history), { playersPerTable: 4, minPlayers: 3 });
      expect(pairing.tables.flat()).toHaveLength(2000);
      expect(new Set(pairing.tables.flat()).size).toBe(2000);
      expect(repeats(pairing, history)).toBe(0);
      history.tables.push(...play(round, pairing, random));
    }
  });
});
