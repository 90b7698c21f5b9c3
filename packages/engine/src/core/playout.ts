import { botInput } from './bot-input.js';
import type { AnyGameDefinition, Bot, MatchResult, SetupInput } from './game.js';
import { Random } from './random.js';
import type { LoggedAction } from './replay.js';

export interface PlayoutInput extends SetupInput {
  /** The bot playing each seat; defaults to every seat picking uniformly among legal actions. */
  readonly bots?: readonly Bot<unknown, unknown>[];
  /** Seed for the choices the bots make (separate from the game's own seed). */
  readonly choiceSeed?: string;
  /** Stop after this many actions even if the match is not over. */
  readonly maxActions?: number;
  /** Keep the action log (costs memory in benchmarks). */
  readonly recordLog?: boolean;
}

export interface PlayoutOutcome<State> {
  readonly state: State;
  readonly result: MatchResult | null;
  readonly actions: number;
  readonly log: readonly LoggedAction[];
}

/**
 * Plays a match to its end (or to `maxActions`). Used by tests, bots' evaluations and benchmarks.
 * With several active seats (simultaneous choices) the lowest active seat moves first; the rules
 * make that order irrelevant because such choices stay hidden until everyone has made them.
 */
export function playout<Def extends AnyGameDefinition>(
  game: Def,
  input: PlayoutInput,
): PlayoutOutcome<ReturnType<Def['setup']>> {
  const random = Random.fromSeed(input.choiceSeed ?? `${input.seed}/choices`);
  const maxActions = input.maxActions ?? 100_000;
  const log: LoggedAction[] = [];
  let state = game.setup(input);
  let actions = 0;
  while (actions < maxActions) {
    const active = game.activeSeats(state);
    const seat = active[0];
    if (seat === undefined) break;
    const legal = game.legalActions(state, seat);
    const bot = input.bots?.[seat];
    const action = bot ? bot.choose(botInput(game, state, seat, random)) : random.pick(legal);
    const outcome = game.apply(state, seat, action);
    if (!outcome.ok) {
      throw new Error(
        `playout: ${game.id} refused its own legal action ${JSON.stringify(action)}: ${outcome.error.message}`,
      );
    }
    if (input.recordLog) log.push({ seat, action });
    state = outcome.state;
    actions++;
  }
  return { state, result: game.result(state), actions, log };
}
