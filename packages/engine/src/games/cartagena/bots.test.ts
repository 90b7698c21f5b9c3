import { describe, expect, it } from 'vitest';
import { playout } from '../../core/playout.js';
import { heuristicBot, randomBot } from './bots.js';
import { cartagena } from './index.js';

describe('Cartagena bots', () => {
  it('the heuristic bot beats the random bot in at least 80% of 200 two-player games', () => {
    let heuristicWins = 0;
    for (let game = 0; game < 200; game++) {
      // Alternate seats so neither bot always gets the first seat's tempo.
      const heuristicSeat = game % 2;
      const bots = heuristicSeat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot];
      const outcome = playout(cartagena, { players: 2, seed: `duel/${game}`, bots, maxActions: 20_000 });
      expect(outcome.result).not.toBeNull();
      if (outcome.result?.placements[heuristicSeat] === 1) heuristicWins++;
    }
    expect(heuristicWins / 200).toBeGreaterThanOrEqual(0.8);
  });

  it('the heuristic bot finishes games in every variant without an illegal move', () => {
    const variants = [
      { story: 'full', drawRule: 'both', filibuster: true, blackMagicWoman: true },
      { story: 'jungle', drawRule: 'morgan', blackMagicWoman: true },
      { story: 'full', drawRule: 'split' },
    ] as const;
    for (const options of variants) {
      for (let players = 2; players <= 5; players++) {
        const bots = Array.from({ length: players }, () => heuristicBot);
        const outcome = playout(cartagena, {
          players,
          seed: `variants/${players}`,
          options,
          bots,
          maxActions: 20_000,
        });
        expect(outcome.result, `${JSON.stringify(options)} with ${players}`).not.toBeNull();
      }
    }
  });
});
