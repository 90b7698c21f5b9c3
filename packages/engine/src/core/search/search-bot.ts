import type { Bot, BotInput } from '../game.js';
import { ismcts, type RolloutPolicy, type SearchBudget, type SearchRules } from './ismcts.js';

export interface SearchBotSettings<State, Action> {
  readonly level: string;
  readonly description: string;
  readonly rules: SearchRules<State, Action>;
  readonly rollout: RolloutPolicy<State, Action>;
  readonly budget: SearchBudget;
}

/**
 * A bot that decides by information-set search over states dealt from its own seat's knowledge
 * (`BotInput.determinize`); it never reads the state it is asked about. Stops at the budget's
 * iterations or at the caller's time limit, whichever comes first.
 */
export function searchBot<View, Action, State>(
  settings: SearchBotSettings<State, Action>,
): Bot<View, Action> {
  return {
    level: settings.level,
    description: settings.description,
    searches: true,
    choose(input: BotInput<View, Action>): Action {
      const { determinize } = input;
      if (!determinize) throw new Error(`the ${settings.level} bot needs states dealt from its seat's view`);
      return ismcts(settings.rules, settings.rollout, settings.budget, {
        seat: input.seat,
        legalActions: input.legalActions,
        determinize: (random) => determinize(random) as State,
        random: input.random,
        timeLimit: input.timeLimit,
      });
    },
  };
}
