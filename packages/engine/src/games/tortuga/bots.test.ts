import { describe, expect, it } from 'vitest';
import type { Bot } from '../../core/game.js';
import { playout } from '../../core/playout.js';
import { bySize } from '../../core/testing/size.js';
import { heuristicBot, randomBot } from './bots.js';
import { tortuga } from './index.js';
import type { TortugaOptions } from './options.js';
import type { TortugaView } from './view.js';
import type { TortugaAction } from './actions.js';

type TortugaBot = Bot<TortugaView, TortugaAction>;

const TEAM_GAMES = bySize(50, 200);

describe('Tortuga 1667 bots', () => {
  it(`heuristic teams beat random teams in at least 70% of ${TEAM_GAMES} games (both editions, 2–9 players)`, () => {
    const counts = [2, 3, 4, 5, 6, 7, 8, 9];
    let wins = 0;
    for (let game = 0; game < TEAM_GAMES; game++) {
      const players = counts[game % counts.length] as number;
      const options: Partial<TortugaOptions> = players >= 4 && game % 3 === 0 ? { ruleset: 'IT-1e' } : {};
      const seed = `teams/${game}`;
      // One nation's pirates are heuristic bots, everyone else (the other nation, any Dutch) random.
      const nation = game % 2 === 0 ? 'british' : 'french';
      const dealt = tortuga.setup({ players, seed, options });
      const bots: TortugaBot[] = dealt.loyalties.map((loyalty) =>
        loyalty === nation ? heuristicBot : randomBot,
      );
      const outcome = playout(tortuga, {
        players,
        seed,
        options,
        bots: bots,
        maxActions: 20_000,
      });
      if (outcome.state.outcome?.winner === nation) wins++;
    }
    expect(wins / TEAM_GAMES).toBeGreaterThanOrEqual(0.7);
  });

  it('heuristic bots finish games in every edition and optional setup without an illegal move', () => {
    const variants: Partial<TortugaOptions>[] = [
      {},
      { ruleset: 'IT-1e' },
      { brainBurner: true, openLoyalty: 'all' },
      { ruleset: 'IT-1e', noPeeking: true, brainBurner: true },
      { dutchSauce: true, starCards: ['crowsNest', 'cabinFever', 'scurvy', 'facade'] },
    ];
    for (const options of variants) {
      for (const players of bySize([2, 6], [2, 4, 5, 6, 9])) {
        if (options.ruleset === 'IT-1e' && players < 4) continue;
        if (options.dutchSauce && players % 2 === 1) continue;
        if (options.dutchSauce && players === 2) continue;
        const bots = Array.from({ length: players }, () => heuristicBot as Bot<unknown, unknown>);
        const outcome = playout(tortuga, {
          players,
          seed: `all/${players}`,
          options,
          bots,
          maxActions: 20_000,
        });
        expect(outcome.result, `${JSON.stringify(options)} with ${players}`).not.toBeNull();
      }
    }
  });
});
