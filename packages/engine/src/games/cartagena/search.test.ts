import { describe, expect, it } from 'vitest';
import { checkSearchSeesOnlyItsView } from '../../core/testing/search.js';
import { cartagena } from './index.js';

describe('Cartagena searching bots', () => {
  for (const players of [2, 4]) {
    it(`with ${players} players, the hard bot chooses alike from states its seat cannot tell apart`, () => {
      const compared = checkSearchSeesOnlyItsView(cartagena, {
        setup: { players, seed: `search/${players}` },
        level: 'hard',
        checks: 4,
        every: 7,
      });
      expect(compared).toBe(4);
    });
  }
});
