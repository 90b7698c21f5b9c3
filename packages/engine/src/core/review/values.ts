import { actionKey } from '../actions.js';
import type { MatchResult } from '../game.js';
import type { Random } from '../random.js';
import { ismcts, type SearchRules } from '../search/ismcts.js';
import { placementRewards } from '../search/rewards.js';
import type { SearchBotSettings } from '../search/search-bot.js';
import { weightedDeals } from '../search/weighted.js';

/** What one action is worth to the seat choosing it, as the search found. */
export interface ActionValue<Action> {
  readonly action: Action;
  /** The seat's mean reward in [0, 1] over the playouts that began with this action. */
  readonly score: number;
  /** How many playouts began with it. */
  readonly visits: number;
}

export interface ValueQuestion<Action> {
  readonly seat: number;
  readonly legalActions: readonly Action[];
  /** Deals whole states consistent with what `seat` knows (`BotInput.determinize`). */
  readonly determinize: (random: Random) => unknown;
  readonly random: Random;
  readonly iterations: number;
  /** Only these actions are searched at the root (all legal ones when absent). */
  readonly only?: readonly Action[];
}

const key = actionKey;

/**
 * The expected reward of each of `seat`'s actions, from the searching bot's own information-set search
 * (`ismcts`, with that bot's rules, playouts and deal weighting), read off the search as it runs: each
 * playout is credited to the action it began with. The search is watched through its rules — the
 * first action performed on a freshly dealt state is the root's, and the result or estimate asked for
 * at the end of a playout is its reward — so it runs unchanged. Rewards are placement-based
 * (`placementRewards`: 1 first, 0 last), or the game's estimate for a playout cut at its horizon.
 */
export function actionValues<Action>(
  settings: SearchBotSettings<unknown, Action>,
  question: ValueQuestion<Action>,
): ActionValue<Action>[] {
  const { seat } = question;
  const sums = new Map<string, { reward: number; visits: number }>();
  const allowed = question.only ? new Set(question.only.map(key)) : null;
  let dealt: unknown = null;
  let root: string | null = null;
  const credit = (reward: number) => {
    if (root === null) return;
    const sum = sums.get(root) ?? { reward: 0, visits: 0 };
    sum.reward += reward;
    sum.visits++;
    sums.set(root, sum);
    root = null;
  };
  const { rules, policies, likelihood } = settings;
  const watched: SearchRules<unknown, Action> = {
    ...rules,
    legalActions(state, actor) {
      const legal = rules.legalActions(state, actor);
      return state === dealt && actor === seat && allowed ? legal.filter((a) => allowed.has(key(a))) : legal;
    },
    perform(state, actor, action) {
      if (state === dealt && actor === seat) root = key(action);
      dealt = null;
      return rules.perform(state, actor, action);
    },
    result(state) {
      const result: MatchResult | null = rules.result(state);
      if (result) credit(placementRewards(result)[seat] ?? 0);
      return result;
    },
  };
  const { estimate } = policies;
  const watchedPolicies = estimate
    ? {
        ...policies,
        estimate: (state: unknown) => {
          const rewards = estimate(state);
          credit(rewards[seat] ?? 0);
          return rewards;
        },
      }
    : policies;
  const deal = likelihood
    ? weightedDeals(question.determinize, (state) => likelihood(state, seat))
    : question.determinize;
  ismcts(
    watched,
    watchedPolicies,
    { ...settings.budget, iterations: question.iterations },
    {
      seat,
      legalActions: question.legalActions,
      determinize: (random) => {
        dealt = deal(random);
        root = null;
        return dealt;
      },
      random: question.random,
    },
  );
  if (sums.size === 0) throw new Error('review: the search credited no playout to an action');
  return question.legalActions.flatMap((action) => {
    const sum = sums.get(key(action));
    return sum ? [{ action, score: sum.reward / sum.visits, visits: sum.visits }] : [];
  });
}
