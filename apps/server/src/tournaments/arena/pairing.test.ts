import { describe, expect, it } from 'vitest';
import type { PlayedTable } from '../swiss/index.js';
import { arenaPlayers, pairWave, type ArenaPlayer } from './pairing.js';

const player = (id: string, points: number, waitingSince = 0, lastOpponents: string[] = []): ArenaPlayer => ({
  id,
  points,
  waitingSince,
  lastOpponents: new Set(lastOpponents),
  starts: 0,
});

describe('arena pairing', () => {
  it('seats full tables of close scores, best first, and leaves those who came back last waiting', () => {
    const wave = pairWave(
      [
        player('a', 1, 10),
        player('b', 9, 20),
        player('c', 5, 30),
        player('d', 8, 40),
        player('e', 2, 50),
        player('f', 7, 60),
        player('g', 9, 70),
      ],
      3,
    );
    // g came back last: it waits. The rest by score: b 9, d 8, f 7 | c 5, e 2, a 1.
    expect(wave.tables.map((t) => [...t].sort())).toEqual([
      ['b', 'd', 'f'],
      ['a', 'c', 'e'],
    ]);
    expect(wave.waiting).toEqual(['g']);
  });

  it('seats nobody while fewer than a table wait', () => {
    expect(pairWave([player('a', 0), player('b', 0)], 3)).toEqual({ tables: [], waiting: ['a', 'b'] });
  });

  it('avoids seating the players of a table together again at once when a close score allows', () => {
    // a, b and c just sat together; d, e, f are next by score.
    const wave = pairWave(
      [
        player('a', 10, 0, ['b', 'c']),
        player('b', 9, 0, ['a', 'c']),
        player('c', 8, 0, ['a', 'b']),
        player('d', 7),
        player('e', 6),
        player('f', 5),
      ],
      3,
    );
    expect(wave.tables.map((t) => [...t].sort())).toEqual([
      ['a', 'd', 'e'],
      ['b', 'c', 'f'],
    ]);
  });

  it('lets who started fewest start, from the tables played', () => {
    const tables: PlayedTable[] = [
      { round: 1, players: ['a', 'b'], placements: [1, 2] },
      { round: 2, players: ['a', 'c'], placements: [1, 2] },
    ];
    const players = arenaPlayers(
      [
        { id: 'a', waitingSince: 1 },
        { id: 'c', waitingSince: 2 },
      ],
      tables,
    );
    expect(players.map((p) => [p.id, p.points, p.starts, [...p.lastOpponents]])).toEqual([
      ['a', 2, 2, ['c']],
      ['c', 0, 0, ['a']],
    ]);
    // a is best but started twice: c starts; and they just met, but there is nobody else.
    expect(pairWave(players, 2).tables).toEqual([['c', 'a']]);
  });

  it('seats a pool of 2,000 at fours: everyone once, in tables of close scores', () => {
    const pool = Array.from({ length: 2003 }, (_, i) => player(`p${i}`, i % 50, i));
    const wave = pairWave(pool, 4);
    expect(wave.tables).toHaveLength(500);
    expect(new Set(wave.tables.flat()).size).toBe(2000);
    expect(wave.waiting).toEqual(['p2000', 'p2001', 'p2002']);
    const points = new Map(pool.map((p) => [p.id, p.points]));
    for (const table of wave.tables) {
      const scores = table.map((id) => points.get(id) as number);
      expect(Math.max(...scores) - Math.min(...scores)).toBeLessThanOrEqual(1);
    }
  });
});
