import { describe, expect, it } from 'vitest';
import { marginRewards, placementRewards } from './rewards.js';

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

  it('add a share for the score margin against the best rival outside the team', () => {
    const result = {
      placements: [1, 2, 1, 2],
      scores: [5, 1, 5, 1],
      teams: [
        { name: 'british', seats: [0, 2], placement: 1 },
        { name: 'french', seats: [1, 3], placement: 2 },
      ],
      summary: '',
    };
    // Margin 4 of 5 for the winners, −4 of 5 for the losers, mapped to [0, 1].
    marginRewards(result, 0.5).forEach((reward, seat) =>
      expect(reward).toBeCloseTo([0.95, 0.05, 0.95, 0.05][seat] as number),
    );
    expect(marginRewards(result, 0)).toEqual([1, 0, 1, 0]);
  });

  it('leave seats without a score on their placement alone', () => {
    const result = { placements: [2, 2, 1], scores: [3, 3, null], summary: '' };
    expect(marginRewards(result, 0.5)).toEqual([0.25, 0.25, 1]);
  });
});
