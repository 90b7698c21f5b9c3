import { describe, expect, it } from 'vitest';
import { withForfeits } from './forfeits.js';

describe('forfeits in a result', () => {
  it('places a forfeiter last and closes the gap above', () => {
    const result = withForfeits(
      { placements: [1, 2, 3, 4], scores: [null, null, null, null], summary: 'x' },
      [0],
    );
    expect(result.placements).toEqual([4, 1, 2, 3]);
  });

  it('takes a forfeiter out of its team into a last-placed team of one', () => {
    const result = withForfeits(
      {
        placements: [1, 1, 2, 2],
        scores: [null, null, null, null],
        teams: [
          { name: 'british', seats: [0, 1], placement: 1 },
          { name: 'french', seats: [2, 3], placement: 2 },
        ],
        summary: 'x',
      },
      [1],
    );
    expect(result.placements).toEqual([1, 4, 2, 2]);
    expect(result.teams).toEqual([
      { name: 'british', seats: [0], placement: 1 },
      { name: 'french', seats: [2, 3], placement: 2 },
      { name: 'forfeit-1', seats: [1], placement: 4 },
    ]);
  });
});
