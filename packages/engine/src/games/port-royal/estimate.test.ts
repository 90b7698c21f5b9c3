import { describe, expect, it } from 'vitest';
import { estimate } from './estimate.js';
import { scenario } from './testing/fixtures.js';

describe('Port Royal estimate of an unfinished game', () => {
  it('gives level seats half each and stays in [0, 1]', () => {
    expect(estimate(scenario({ players: 3 }))).toEqual([0.5, 0.5, 0.5]);
  });

  it('ranks seats by the score they would have now, and ranks a lead higher with fewer rounds left', () => {
    const ships = {
      0: { rum: ['rum-10', 'prisoner-4'], tobacco: ['tobacco-5'] },
      1: { rum: ['rum-9'] },
      // Over its limit of 24 tons: it would sink and score nothing.
      2: { gunpowder: ['gunpowder-12', 'gunpowder-10', 'gunpowder-9'] },
    };
    const early = estimate(scenario({ players: 3, round: 1, ships }));
    const late = estimate(scenario({ players: 3, round: 6, ships }));
    expect(early[0]).toBeGreaterThan(early[1] as number);
    expect(early[1]).toBeGreaterThan(early[2] as number);
    expect(late[0]).toBeGreaterThan(early[0] as number);
    expect(late[2]).toBeLessThan(early[2] as number);
    for (const value of [...early, ...late]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('counts debt against a seat', () => {
    const [clear, indebted] = estimate(scenario({ players: 3, debt: [0, 5, 0] }));
    expect(clear).toBeGreaterThan(indebted as number);
  });
});
