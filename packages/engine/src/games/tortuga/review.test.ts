import { describe, it } from 'vitest';
import { expectPlainReview } from '../../core/testing/planted.js';
import { tortuga } from './index.js';

describe('Tortuga post-game review', () => {
  it('judges a use of Atlantis that wins against a treasure shift that loses plainly, from the seat’s own knowledge', () => {
    expectPlainReview(tortuga, { players: 3, seed: 'planted-0' });
  }, 120_000);
});
