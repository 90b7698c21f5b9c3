import { describe, expect, it } from 'vitest';
import { withForfeits } from '../matches/forfeits.js';
import { ratingChanges } from './ratings.js';

describe('ranked results', () => {
  it('rates a forfeiter as the loser of a duel', () => {
    const result = withForfeits({ placements: [1, 2], scores: [null, null], summary: 'x' }, [0]);
    const changes = ratingChanges(result, [
      { userId: 'a', seat: 0, rating: 1500, games: 0 },
      { userId: 'b', seat: 1, rating: 1500, games: 0 },
    ]);
    expect(changes.map((c) => [c.userId, c.placement, c.after])).toEqual([
      ['a', 2, 1480],
      ['b', 1, 1520],
    ]);
  });
});
