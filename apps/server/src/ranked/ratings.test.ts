import { describe, expect, it } from 'vitest';
import { withForfeits } from '../matches/forfeits.js';
import { ratedBots, ratingChanges } from './ratings.js';

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

  it('rates a person against a rated bot’s fixed rating and reports no change for the bot', () => {
    const bots = ratedBots({
      seats: [
        { seat: 0, botRating: 1543 },
        { seat: 1, botRating: null },
        // A stand-in for a person who left keeps the person's seat: not a rated bot.
        { seat: 2, botRating: null },
      ],
    });
    expect(bots).toEqual([{ userId: null, seat: 0, rating: 1543, games: 20 }]);
    const result = { placements: [2, 1], scores: [null, null], summary: 'x' };
    const [person, bot] = ratingChanges(result, [{ userId: 'a', seat: 1, rating: 1500, games: 0 }, ...bots]);
    // 40 × (1 − 1 / (1 + 10^(43/400))) = +22.46 for beating the 1543 bot.
    expect(person!.after).toBeCloseTo(1522.463, 3);
    expect(bot!.userId).toBeNull();
  });
});
