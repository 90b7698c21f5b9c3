import { describe, expect, it } from 'vitest';
import { Random } from '../random.js';
import { weightedDeals } from './weighted.js';

describe('weighted deals', () => {
  it('draw deals in proportion to their weight', () => {
    const deal = weightedDeals(
      (random) => random.pick(['likely', 'unlikely'] as const),
      (state) => (state === 'likely' ? 1 : 0.25),
    );
    const random = Random.fromSeed('weighted');
    let unlikely = 0;
    const draws = 4000;
    for (let i = 0; i < draws; i++) if (deal(random) === 'unlikely') unlikely++;
    // Uniform deals kept with probability 1 and 1/4: one in five is the unlikely one.
    expect(unlikely / draws).toBeGreaterThan(0.17);
    expect(unlikely / draws).toBeLessThan(0.23);
  });

  it('fall back on the likeliest deal drawn when every deal explains the record badly', () => {
    let next = 0;
    const deal = weightedDeals(
      () => next++,
      (state) => (state === 3 ? 2e-9 : 1e-9),
      8,
    );
    expect(deal(Random.fromSeed('weighted/none'))).toBe(3);
    expect(next).toBe(8);
  });
});
