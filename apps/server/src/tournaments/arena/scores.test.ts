import { describe, expect, it } from 'vitest';
import type { PlayedTable } from '../swiss/index.js';
import { arenaTallies } from './scores.js';
import { computeArenaStandings } from './standings.js';

const table = (round: number, players: string, placements: number[] | null): PlayedTable => ({
  round,
  players: [...players],
  placements,
});

describe('arena points', () => {
  it('doubles every match begun after two wins in a row, until a match is not won (hand-computed)', () => {
    // Tables of three: 2 for a win, 1 for second, 0 for last. A wins waves 1, 2, 3 (the third on
    // fire: 4), comes second on fire in wave 4 (2), then wins wave 5 off fire (2).
    const tables = [
      table(5, 'ABC', [1, 2, 3]),
      table(1, 'ABC', [1, 2, 3]),
      table(2, 'ACB', [1, 2, 3]),
      table(3, 'ABC', [1, 3, 2]),
      table(4, 'BAC', [1, 2, 3]),
      table(6, 'ABC', null),
    ];
    const tallies = arenaTallies(['A', 'B', 'C'], tables);
    expect(tallies.get('A')).toEqual({
      points: 2 + 2 + 4 + 2 + 2,
      played: 5,
      wins: 4,
      streak: 1,
      onFire: false,
    });
    // B: 1, 0, 0, 2 (a win), 1.
    expect(tallies.get('B')).toEqual({ points: 4, played: 5, wins: 1, streak: 0, onFire: false });
  });

  it('counts a shared first as no win, and keeps the fire lit through wins', () => {
    const tallies = arenaTallies(
      ['A', 'B'],
      [table(1, 'AB', [1, 2]), table(2, 'AB', [1, 2]), table(3, 'AB', [1, 2]), table(4, 'AB', [1, 1])],
    );
    // 1 + 1 + 2 (on fire) + 0.5 × 2 (on fire, shared first: no win).
    expect(tallies.get('A')).toEqual({ points: 5, played: 4, wins: 3, streak: 0, onFire: false });
  });

  it('ranks by points, then fewer matches, then joining order; keeps the withdrawn', () => {
    const standings = computeArenaStandings(
      [
        { id: 'A', withdrawn: false },
        { id: 'B', withdrawn: true },
        { id: 'C', withdrawn: false },
        { id: 'D', withdrawn: false },
      ],
      [table(1, 'AB', [1, 2]), table(1, 'CD', [2, 1]), table(2, 'AD', [2, 1])],
    );
    expect(standings.map((s) => [s.player, s.rank, s.points, s.played, s.withdrawn])).toEqual([
      ['D', 1, 2, 2, false],
      ['A', 2, 1, 2, false],
      ['B', 3, 0, 1, true],
      ['C', 3, 0, 1, false],
    ]);
  });
});
