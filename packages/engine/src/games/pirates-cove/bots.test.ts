import { describe, expect, it } from 'vitest';
import { playout } from '../../core/playout.js';
import { bySize } from '../../core/testing/size.js';
import { heuristicBot, randomBot } from './bots.js';
import { piratesCove } from './index.js';

/**
 * Share of solo games in which the heuristic reaches 30 fame in time (200 seeds below), as measured
 * when the floor was set (95% after issue #18's rules and decks): the floor stays where it was.
 */
const SOLO_MEASURED = { grid: 0.915 } as const;
const SOLO_MARGIN = 0.06;
/** Games per measurement: a quarter on every run, all 200 with TEST_SIZE=full. */
const GAMES = bySize(50, 200);

describe("Pirate's Cove bots", () => {
  for (const [name, options] of [
    ['digest', {}],
    ['I rudi bucanieri', { variant: 'rudi' }],
  ] as const) {
    it(`${name}: the heuristic bot beats the random bot in at least 70% of ${GAMES} two-player games`, () => {
      let wins = 0;
      for (let game = 0; game < GAMES; game++) {
        const seat = game % 2;
        const bots = seat === 0 ? [heuristicBot, randomBot] : [randomBot, heuristicBot];
        const outcome = playout(piratesCove, {
          players: 2,
          seed: `duel/${game}`,
          options,
          bots: bots,
          maxActions: 20_000,
        });
        expect(outcome.result).not.toBeNull();
        if (outcome.result?.placements[seat] === 1) wins++;
      }
      expect(wins / GAMES).toBeGreaterThanOrEqual(0.7);
    });
  }

  for (const [movement, measured] of Object.entries(SOLO_MEASURED)) {
    it(`solo, ${movement} movement: the heuristic reaches 30 fame before time runs out in about ${measured * 100}% of games`, () => {
      let won = 0;
      for (let game = 0; game < GAMES; game++) {
        const outcome = playout(piratesCove, {
          players: 1,
          seed: `solo/${game}`,
          options: { soloMovement: movement },
          bots: [heuristicBot],
          maxActions: 50_000,
        });
        expect(outcome.result).not.toBeNull();
        if (outcome.state.soloWon) won++;
      }
      expect(won / GAMES).toBeGreaterThanOrEqual(measured - SOLO_MARGIN);
    });
  }

  it('the heuristic bot finishes games in every variant and option without an illegal move', () => {
    const variants = [
      { duelWeapons: true, pistols: true, shipSwap: true },
      { legendMovement: 'clockwise', baseFlee: true, baseCove: true, shortGame: true },
      { variant: 'rudi', duelWeapons: true, pistols: true, shipSwap: true },
    ] as const;
    for (const options of variants) {
      for (let players = 2; players <= 5; players++) {
        const bots = Array.from({ length: players }, () => heuristicBot);
        const outcome = playout(piratesCove, {
          players,
          seed: `variants/${players}`,
          options,
          bots: bots,
          maxActions: 50_000,
        });
        expect(outcome.result, `${JSON.stringify(options)} with ${players}`).not.toBeNull();
      }
    }
    const solo = playout(piratesCove, {
      players: 1,
      seed: 'variants/solo',
      options: { soloMovement: 'twoTurns' },
      bots: [heuristicBot],
      maxActions: 50_000,
    });
    expect(solo.result).not.toBeNull();
  });
});
