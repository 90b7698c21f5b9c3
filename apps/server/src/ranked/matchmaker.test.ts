import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, formMatches, type WaitingPlayer } from './matchmaker.js';

const player = (id: number, rating: number, waited = 0, playerCounts: number[] = [2]): WaitingPlayer => ({
  ticketId: `t${String(id).padStart(3, '0')}`,
  userId: `u${id}`,
  rating,
  waited,
  playerCounts,
  preset: 'standard',
  botFillAfter: null,
});

describe('matchmaking', () => {
  it('pairs close ratings at once and leaves far ones waiting', () => {
    const matches = formMatches([player(1, 1500), player(2, 1550), player(3, 1900)]);
    expect(matches.map((m) => m.map((p) => p.userId))).toEqual([['u1', 'u2']]);
  });

  it('never seats players who blocked each other', () => {
    const blocks = new Set(['u1|u2', 'u2|u1']);
    const matches = formMatches([player(1, 1500), player(2, 1510), player(3, 1520)], DEFAULT_RULES, (a, b) =>
      blocks.has(`${a}|${b}`),
    );
    expect(matches.map((m) => m.map((p) => p.userId).sort())).toEqual([['u1', 'u3']]);
  });

  it('fills the largest table every member accepts', () => {
    const pool = [
      player(1, 1500, 5, [3, 4]),
      player(2, 1510, 0, [4]),
      player(3, 1520, 0, [3, 4]),
      player(4, 1490, 0, [2, 3, 4]),
    ];
    const [table] = formMatches(pool);
    expect(table).toHaveLength(4);
  });

  it('40 simulated players with spread ratings form close matches first and wider ones later', () => {
    // Ratings around 1500 with a spread of about 300 (sum of uniforms from a fixed LCG), all queued
    // at once; one wave every 2 seconds.
    let seed = 7;
    const uniform = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let pool = Array.from({ length: 40 }, (_, i) =>
      player(i, Math.round(1500 + 300 * (uniform() + uniform() + uniform() - 1.5) * 2)),
    );
    const formedAt: { wave: number; gap: number }[] = [];
    for (let wave = 0; wave < 100 && pool.length > 1; wave++) {
      const formed = formMatches(pool);
      for (const table of formed) {
        const [a, b] = table as [WaitingPlayer, WaitingPlayer];
        const gap = Math.abs(a.rating - b.rating);
        // Never a gap either player did not accept yet.
        expect(gap).toBeLessThanOrEqual(
          Math.min(DEFAULT_RULES.maxGap, DEFAULT_RULES.initialGap + DEFAULT_RULES.gapPerSecond * a.waited),
        );
        formedAt.push({ wave, gap });
      }
      const matched = new Set(formed.flat().map((p) => p.ticketId));
      pool = pool.filter((p) => !matched.has(p.ticketId)).map((p) => ({ ...p, waited: p.waited + 2 }));
    }
    // Everyone is matched but players whose every possible opponent is beyond the largest gap.
    expect(formedAt.length * 2 + pool.length).toBe(40);
    for (const a of pool)
      for (const b of pool)
        if (a !== b) expect(Math.abs(a.rating - b.rating)).toBeGreaterThan(DEFAULT_RULES.maxGap);
    const first = formedAt.filter((m) => m.wave === 0);
    const later = formedAt.filter((m) => m.wave > 0);
    const mean = (list: { gap: number }[]) => list.reduce((sum, m) => sum + m.gap, 0) / list.length;
    expect(first.length).toBeGreaterThan(10);
    expect(later.length).toBeGreaterThan(0);
    expect(mean(first)).toBeLessThan(mean(later));
  });

  it('a lone outlier is matched once the accepted gap has grown enough', () => {
    let pool = [player(1, 1000), player(2, 1600)];
    let wave = 0;
    while (formMatches(pool).length === 0) {
      pool = pool.map((p) => ({ ...p, waited: p.waited + 2 }));
      wave++;
    }
    // The gap of 600 is accepted after (600 − 100) / 10 = 50 seconds: 25 waves of 2 seconds.
    expect(wave).toBe(25);
  });
});
