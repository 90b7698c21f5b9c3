import { describe, expect, it } from 'vitest';
import { BOT_RATINGS } from '@brethren/engine';
import { chooseRatedBot } from './rated-bots.js';

const levelsOf = (ratings: Readonly<Record<string, number>>) =>
  Object.entries(ratings).map(([level, rating]) => ({ level, rating }));

describe('the bot a ranked queue seats', () => {
  it('is the measured level closest to the people at the table, never the random one', () => {
    const cartagena = levelsOf(BOT_RATINGS.cartagena);
    expect(chooseRatedBot(cartagena, [{ rating: 1500 }])).toEqual({
      level: 'hard',
      rating: BOT_RATINGS.cartagena['hard'],
    });
    expect(chooseRatedBot(cartagena, [{ rating: 700 }])?.level).toBe('heuristic');
    expect(chooseRatedBot(cartagena, [{ rating: 1700 }, { rating: 1800 }])?.level).toBe('expert');
  });

  it('prefers the stronger of two equally close levels, and has none without ratings', () => {
    const levels = [
      { level: 'heuristic', rating: 1400 },
      { level: 'hard', rating: 1600 },
      { level: 'unmeasured', rating: null },
    ];
    expect(chooseRatedBot(levels, [{ rating: 1500 }])?.level).toBe('hard');
    expect(chooseRatedBot([{ level: 'random', rating: 800 }], [{ rating: 800 }])).toBeNull();
  });
});
