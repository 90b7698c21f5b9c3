import { describe, expect, it } from 'vitest';
import { checkSearchSeesOnlyItsView } from '../../core/testing/search.js';
import { portRoyal } from './index.js';

describe('Port Royal searching bots', () => {
  for (const players of [3, 4]) {
    it(`with ${players} players, the hard bot chooses alike from states its seat cannot tell apart`, () => {
      const compared = checkSearchSeesOnlyItsView(portRoyal, {
        setup: { players, seed: `search/${players}` },
        level: 'hard',
        checks: 4,
        every: 7,
      });
      expect(compared).toBe(4);
    });
  }
});
