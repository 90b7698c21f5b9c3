import { describe, it } from 'vitest';
import { expectPlainReview } from '../../core/testing/planted.js';
import { piratesCove } from './index.js';

describe("Pirate's Cove post-game review", () => {
  it('judges firing at the sails to win the fight against fleeing it plainly, from the seat’s own knowledge', () => {
    expectPlainReview(piratesCove, { players: 4, seed: 'planted-2' });
  }, 120_000);
});
