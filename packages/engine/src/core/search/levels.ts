import type { Bot } from '../game.js';
import type { RolloutPolicy, SearchBudget, SearchRules } from './ismcts.js';
import { epsilonGreedy } from './rollout.js';
import { searchBot } from './search-bot.js';

export interface SearchLevelSettings<State, View, Action> {
  readonly rules: SearchRules<State, Action>;
  readonly view: (state: State, seat: number) => View;
  /** The game's heuristic bot: the playout policy, each seat on its own view of the dealt state. */
  readonly heuristic: Bot<View, Action>;
  /**
   * The heuristic's choice read straight from a dealt state, where a game has one: the same choice
   * as `heuristic` on the seat's view (each game tests that), without building the whole view at
   * every step of every playout.
   */
  readonly policy?: RolloutPolicy<State, Action>;
  /** Chance of a random action instead of the heuristic's in a playout. */
  readonly epsilon: number;
  /** How well a dealt state explains the public record (`SearchBotSettings.likelihood`), where a game has hidden sides. */
  readonly likelihood?: (state: State, seat: number) => number;
  /** Each seat's expected reward from an unfinished state, where a game has one (`SearchPolicies.estimate`). */
  readonly estimate?: (state: State) => readonly number[];
  readonly hard: SearchBudget;
  readonly expert: SearchBudget;
}

/**
 * A game's two searching levels: `hard` (a small budget) and `expert` (the full one), both
 * information-set searches whose playouts follow the game's heuristic bot.
 */
export function searchLevels<State, View, Action>(
  settings: SearchLevelSettings<State, View, Action>,
): { readonly hard: Bot<View, Action>; readonly expert: Bot<View, Action> } {
  const policy: RolloutPolicy<State, Action> =
    settings.policy ??
    ((state, seat, legalActions, random) =>
      settings.heuristic.choose({ seat, view: settings.view(state, seat), legalActions, random }));
  const rollout = epsilonGreedy(policy, settings.epsilon);
  const level = (name: 'hard' | 'expert', description: string) =>
    searchBot<View, Action, State>({
      level: name,
      description,
      rules: settings.rules,
      policies: { rollout, prior: policy, ...(settings.estimate ? { estimate: settings.estimate } : {}) },
      budget: settings[name],
      ...(settings.likelihood ? { likelihood: settings.likelihood } : {}),
    });
  return {
    hard: level(
      'hard',
      `Searches ${settings.hard.iterations} possible continuations of what it can see before each move.`,
    ),
    expert: level(
      'expert',
      `Searches up to ${settings.expert.iterations} possible continuations of what it can see before each move (up to about a second).`,
    ),
  };
}
