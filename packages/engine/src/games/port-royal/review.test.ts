import { describe, it } from 'vitest';
import { expectPlainReview } from '../../core/testing/planted.js';
import { portRoyal } from './index.js';

describe('Port Royal post-game review', () => {
  it('judges a card on the right cargo that wins against one that loses plainly, from the seat’s own knowledge', () => {
    expectPlainReview(portRoyal, { players: 3, seed: 'planted-1' });
  }, 120_000);
});
