import type { Bot, BotInput } from '../game.js';
import type { Random } from '../random.js';
import { weightedDeals } from './weighted.js';
import { ismcts, type SearchBudget, type SearchPolicies, type SearchRules } from './ismcts.js';

export interface SearchBotSettings<State, Action> {
  readonly level: string;
  readonly description: string;
  readonly rules: SearchRules<State, Action>;
  readonly policies: SearchPolicies<State, Action>;
  readonly budget: SearchBudget;
  /**
   * How well a dealt state explains what the others did in public, in (0, 1], as seen from a seat:
   * deals are drawn in proportion to it (`weightedDeals`). Absent: every deal the seat cannot tell
   * from the truth is as likely.
   */
  readonly likelihood?: (state: State, seat: number) => number;
}

/** A searching bot, with the settings it searches by: what a post-game review searches with too. */
export interface SearchingBot<View, Action, State> extends Bot<View, Action> {
  readonly search: SearchBotSettings<State, Action>;
}

/** Whether `bot` searches by settings a review can search by. */
export function isSearchingBot<View, Action>(
  bot: Bot<View, Action>,
): bot is SearchingBot<View, Action, unknown> {
  return 'search' in bot && typeof bot.search === 'object' && bot.search !== null;
}

/**
 * A bot that decides by information-set search over states dealt from its own seat's knowledge
 * (`BotInput.determinize`); it never reads the state it is asked about. Stops at the budget's
 * iterations or at the caller's time limit, whichever comes first.
 */
export function searchBot<View, Action, State>(
  settings: SearchBotSettings<State, Action>,
): SearchingBot<View, Action, State> {
  return {
    level: settings.level,
    description: settings.description,
    searches: true,
    search: settings,
    choose(input: BotInput<View, Action>): Action {
      const { determinize } = input;
      if (!determinize) throw new Error(`the ${settings.level} bot needs states dealt from its seat's view`);
      const deal = (random: Random) => determinize(random) as State;
      const { likelihood } = settings;
      return ismcts(settings.rules, settings.policies, settings.budget, {
        seat: input.seat,
        legalActions: input.legalActions,
        determinize: likelihood ? weightedDeals(deal, (state) => likelihood(state, input.seat)) : deal,
        random: input.random,
        timeLimit: input.timeLimit,
      });
    },
  };
}
