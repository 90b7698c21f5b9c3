import { describe, expect, it } from 'vitest';
import { checkSearchSeesOnlyItsView } from '../../core/testing/search.js';
import { tortuga } from './index.js';

describe('Tortuga searching bots', () => {
  for (const players of [2, 4, 5]) {
    it(`with ${players} players, the hard bot chooses alike from states its seat cannot tell apart`, () => {
      const compared = checkSearchSeesOnlyItsView(tortuga, {
        setup: { players, seed: `search/${players}` },
        level: 'hard',
        checks: 4,
        // Late enough that treasure choices weigh the deals of hidden loyalties.
        every: 11,
      });
      expect(compared).toBe(4);
    });
  }
});
