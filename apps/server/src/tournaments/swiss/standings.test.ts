import { describe, expect, it } from 'vitest';
import type { PlayedTable } from './history.js';
import { computeStandings } from './standings.js';

const table = (round: number, players: string, placements: number[] | null): PlayedTable => ({
  round,
  players: [...players],
  placements,
});
const entrants = (ids: string) => [...ids].map((id) => ({ id, withdrawn: false }));

describe('Swiss standings', () => {
  it('ranks by points, Buchholz, median Buchholz, then head-to-head (hand-computed)', () => {
    // Six players, three rounds at tables of three. A and B end equal on points (3), Buchholz (16)
    // and median Buchholz (12): they met once, where A finished above B, so A ranks above.
    const history = {
      tables: [
        table(1, 'ABX', [1, 2, 3]), // A 2, B 1, X 0
        table(1, 'YZW', null), // under way: counts for nothing
        table(2, 'AXY', [3, 1, 2]), // A 0, X 2, Y 1
        table(2, 'BZW', [2, 1, 3]), // B 1, Z 2, W 0
        table(3, 'BXY', [2, 1, 3]), // B 1, X 2, Y 0
        table(3, 'AZW', [2, 1, 3]), // A 1, Z 2, W 0
      ],
      byes: [],
    };
    const standings = computeStandings(entrants('ABXYZW'), history, 3);
    expect(
      standings.map((s) => [
        s.player,
        s.rank,
        s.points,
        s.buchholz,
        s.medianBuchholz,
        s.headToHead,
        s.played,
      ]),
    ).toEqual([
      // X met A, B (R1), A, Y (R2), B, Y (R3): 3 + 3 + 3 + 1 + 3 + 1.
      ['X', 1, 4, 14, 10, 0, 3],
      // Z met B, W, A, W: 3 + 0 + 3 + 0; median drops one 0 and one 3.
      ['Z', 2, 4, 6, 3, 0, 2],
      // A met B, X, X, Y, Z, W: 3 + 4 + 4 + 1 + 4 + 0; median drops 0 and a 4.
      ['A', 3, 3, 16, 12, 1, 3],
      ['B', 4, 3, 16, 12, -1, 3],
      // Y and W: both 14 (A, X, B, X and Z, B, Z, A), median 7; they never met, so they stay apart by points.
      ['Y', 5, 1, 14, 7, 0, 2],
      ['W', 6, 0, 14, 7, 0, 2],
    ]);
  });

  it('shares a rank when everything is equal, keeping who joined first first (each met the other twice)', () => {
    const history = { tables: [table(1, 'AB', [1, 2]), table(2, 'BA', [1, 2])], byes: [] };
    const standings = computeStandings(entrants('BA'), history, 2);
    expect(standings.map((s) => [s.player, s.rank, s.points, s.buchholz, s.headToHead])).toEqual([
      ['B', 1, 1, 2, 0],
      ['A', 1, 1, 2, 0],
    ]);
  });

  it('counts a bye at its documented worth, with no opponent for Buchholz, and keeps the withdrawn', () => {
    const history = {
      tables: [table(1, 'ABCD', [1, 1, 3, 4])],
      byes: [{ round: 1, player: 'E' }],
    };
    const standings = computeStandings([...entrants('ABCD'), { id: 'E', withdrawn: true }], history, 4);
    expect(standings.map((s) => [s.player, s.rank, s.points, s.buchholz, s.byes, s.withdrawn])).toEqual([
      ['A', 1, 2.5, 3.5, 0, false],
      ['B', 1, 2.5, 3.5, 0, false],
      ['E', 3, 1.5, 0, 1, true],
      ['C', 4, 1, 5, 0, false],
      ['D', 5, 0, 6, 0, false],
    ]);
  });
});
