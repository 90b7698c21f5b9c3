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

  // The expert's full budget, its playouts cut at the horizon and scored by the estimate of dealt states.
  it('with 3 players, the expert chooses alike from states its seat cannot tell apart', () => {
    const compared = checkSearchSeesOnlyItsView(portRoyal, {
      setup: { players: 3, seed: 'search/expert' },
      level: 'expert',
      checks: 2,
      every: 23,
    });
    expect(compared).toBe(2);
  });
});
