import { describe, expect, it } from 'vitest';
import { estimate } from './estimate.js';
import { scenario } from './testing/fixtures.js';

describe("Pirate's Cove estimate of an unfinished game", () => {
  it('gives level seats half each and stays in [0, 1]', () => {
    const level = estimate(
      scenario({ players: 4, seats: { 0: { gold: 0 }, 1: { gold: 0 }, 2: { gold: 0 }, 3: { gold: 0 } } }),
    );
    expect(level).toEqual([0.5, 0.5, 0.5, 0.5]);
  });

  it('ranks seats by fame, Fame cards and cargo, and ranks a lead higher with fewer turns left', () => {
    const seats = {
      0: { fame: 10, gold: 0 },
      1: { fame: 6, gold: 0, hand: ['fame-3'] as const },
      2: { fame: 5, gold: 9, treasures: 2 },
      3: { fame: 0, gold: 0 },
    };
    const early = estimate(scenario({ players: 4, turn: 1, seats }));
    const late = estimate(scenario({ players: 4, turn: 12, seats }));
    expect(early[0]).toBeGreaterThan(early[1] as number);
    expect(early[1]).toBeGreaterThan(early[2] as number);
    expect(early[2]).toBeGreaterThan(early[3] as number);
    expect(late[0]).toBeGreaterThan(early[0] as number);
    expect(late[3]).toBeLessThan(early[3] as number);
    for (const value of [...early, ...late]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('rewards a lone solo seat as every finished solo game is rewarded', () => {
    expect(estimate(scenario({ players: 1, options: { variant: 'solo' } }))).toEqual([1]);
  });
});
