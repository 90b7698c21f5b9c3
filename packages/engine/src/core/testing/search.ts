import { expect } from 'vitest';
import { botInput } from '../bot-input.js';
import type { AnyGameDefinition, SetupInput } from '../game.js';
import { Random } from '../random.js';

export interface SearchCheckOptions {
  readonly setup: SetupInput;
  /** The searching bot's level. */
  readonly level: string;
  /** How many decisions to compare, spread over the match (played by the heuristic bot). */
  readonly checks: number;
  /** Play this many actions between two checks. */
  readonly every: number;
}

/**
 * A searching bot must not read what its seat cannot know: at decisions spread over a match, its
 * choice from a state and from the same state disguised for its seat (every hidden card dealt anew)
 * must be the same, given the same generator. Returns how many decisions were compared.
 */
export function checkSearchSeesOnlyItsView(game: AnyGameDefinition, options: SearchCheckOptions): number {
  const disguise = game.disguise;
  if (!disguise) throw new Error(`${game.id} has no disguise`);
  const bot = game.bots[options.level];
  const heuristic = game.bots['heuristic'];
  if (!bot || !heuristic) throw new Error(`${game.id} lacks the ${options.level} or heuristic bot`);
  const random = Random.fromSeed(`${options.setup.seed}/play`);
  let state = game.setup(options.setup);
  let compared = 0;
  for (let step = 0; compared < options.checks && !game.isOver(state) && step < 20_000; step++) {
    const seat = game.activeSeats(state)[0] as number;
    const input = botInput(game, state, seat, random);
    if (step % options.every === 0 && input.legalActions.length > 1) {
      const other = disguise(state, seat, Random.fromSeed(`disguise/${step}`));
      const seed = `search/${step}`;
      const chosen = bot.choose(botInput(game, state, seat, Random.fromSeed(seed)));
      const fromDisguise = bot.choose(botInput(game, other, seat, Random.fromSeed(seed)));
      expect(JSON.stringify(fromDisguise), `step ${step}, seat ${seat}`).toBe(JSON.stringify(chosen));
      compared++;
    }
    const outcome = game.apply(state, seat, heuristic.choose(input));
    if (!outcome.ok) throw new Error(`heuristic move refused: ${outcome.error.message}`);
    state = outcome.state;
  }
  return compared;
}
