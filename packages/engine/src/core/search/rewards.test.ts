import { describe, expect, it } from 'vitest';
import { placementRewards } from './rewards.js';

describe('search rewards', () => {
  it('place first to last between 1 and 0', () => {
    expect(placementRewards({ placements: [2, 1, 3], scores: [null, null, null], summary: '' })).toEqual([
      0.5, 1, 0,
    ]);
  });

  it('give a losing team nothing, not the share of a middle placement', () => {
    const rewards = placementRewards({
      placements: [1, 2, 1, 2, 2],
      scores: [6, 4, 6, 4, null],
      summary: '',
    });
    expect(rewards).toEqual([1, 0, 1, 0, 0]);
  });
});
