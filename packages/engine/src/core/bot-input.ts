import type { AnyGameDefinition, BotInput, TimeLimit } from './game.js';
import type { Random } from './random.js';

/**
 * What a bot of `game` is given to choose for `seat`: that seat's view and legal actions, the
 * generator for its choices, and — where the game can disguise a state — a way to deal whole states
 * consistent with that seat's knowledge, never the state itself.
 */
export function botInput(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  random: Random,
  timeLimit?: TimeLimit,
): BotInput<unknown, unknown> {
  const disguise = game.disguise;
  return {
    seat,
    view: game.view(state, seat),
    legalActions: game.legalActions(state, seat),
    random,
    ...(disguise ? { determinize: (deal: Random) => disguise(state, seat, deal) } : {}),
    ...(timeLimit ? { timeLimit } : {}),
  };
}
