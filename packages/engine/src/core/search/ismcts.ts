import type { MatchResult, TimeLimit } from '../game.js';
import type { Random } from '../random.js';
import { marginRewards } from './rewards.js';
import { SearchNode } from './tree.js';

/** The rules a search plays with: a game's own functions, on whole (determinized) states. */
export interface SearchRules<State, Action> {
  isOver(state: State): boolean;
  activeSeats(state: State): readonly number[];
  legalActions(state: State, seat: number): readonly Action[];
  perform(state: State, seat: number, action: Action): { readonly state: State };
  /**
   * `perform` that may change the state it is given and return it, where a game has one: a playout
   * owns every state after its first action, so it need not copy the state at every step.
   */
  performInPlace?(state: State, seat: number, action: Action): State;
  result(state: State): MatchResult | null;
}

/** How a playout chooses once it leaves the tree (and for choices the searcher cannot observe). */
export type RolloutPolicy<State, Action> = (
  state: State,
  seat: number,
  legal: readonly Action[],
  random: Random,
) => Action;

export interface SearchBudget {
  /** Playouts per decision: the budget that makes a decision reproducible. */
  readonly iterations: number;
  /** UCB1's exploration constant (rewards are in [0, 1]). */
  readonly exploration?: number;
  /** A playout stopped after this many actions counts as a draw for everyone. */
  readonly maxPlayoutActions?: number;
  /**
   * Progressive bias towards the prior policy's move (Chaslot et al., 2008): that child's score gets
   * `priorWeight / (visits + 1)` on top of UCB1, so a small budget spends most playouts checking the
   * policy's move and leaves it only for a move whose playouts are clearly better. 0: plain UCB1.
   */
  readonly priorWeight?: number;
  /** Share of a playout's reward that comes from the score margin (`marginRewards`); 0: placement only. */
  readonly marginWeight?: number;
  /**
   * With the policies' `estimate`: a playout that has not ended after this many actions stops there
   * and is scored by the estimate instead of being played to the end.
   */
  readonly horizon?: number;
}

/** The search's policies: the playout's, and the prior's (the playout's without its noise, where given). */
export interface SearchPolicies<State, Action> {
  readonly rollout: RolloutPolicy<State, Action>;
  readonly prior?: RolloutPolicy<State, Action>;
  /** Each seat's expected reward in [0, 1] from an unfinished state: scores a playout cut at the budget's `horizon`. */
  readonly estimate?: (state: State) => readonly number[];
}

export interface SearchInput<State, Action> {
  readonly seat: number;
  /** The actions to choose among (the seat's legal actions in every deal). */
  readonly legalActions: readonly Action[];
  /** Deals a whole state consistent with what `seat` knows. */
  readonly determinize: (random: Random) => State;
  readonly random: Random;
  readonly timeLimit?: TimeLimit | undefined;
}

const key = (action: unknown) => JSON.stringify(action);

/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse, 2012).
 * Each iteration deals a fresh state consistent with what the searching seat knows, walks one tree
 * of information sets restricted to the actions legal in that deal (UCB1 with availability counts),
 * adds one node (the prior policy's choice first), plays out with the rollout policy and credits
 * every node with its own seat's reward. The most visited root action wins, the first one tried on
 * a tie, so a budget too small to tell actions apart plays the policy's move; `priorWeight` keeps
 * the search near the prior's move until playouts show a better one.
 *
 * Secret simultaneous choices stay secret: when several seats are to choose, the searcher's own
 * choice is made first, and the others' choices — which the searcher will not observe — come from
 * the rollout policy without a node of their own, so the tree never lets anyone condition on
 * another's hidden choice.
 */
export function ismcts<State, Action>(
  rules: SearchRules<State, Action>,
  policies: SearchPolicies<State, Action>,
  budget: SearchBudget,
  input: SearchInput<State, Action>,
): Action {
  const { seat: searcher, random, timeLimit } = input;
  const first = input.legalActions[0];
  if (first === undefined) throw new Error('search asked to choose with no legal action');
  if (input.legalActions.length === 1) return first;

  const exploration = budget.exploration ?? 0.7;
  const { estimate } = policies;
  const maxActions = estimate && budget.horizon ? budget.horizon : (budget.maxPlayoutActions ?? 2000);
  const priorWeight = budget.priorWeight ?? 0;
  const marginWeight = budget.marginWeight ?? 0;
  const { rollout } = policies;
  const prior = policies.prior ?? rollout;
  const started = timeLimit?.now() ?? 0;
  const root = new SearchNode<Action>(null, searcher);

  for (let iteration = 0; iteration < budget.iterations; iteration++) {
    if (timeLimit && iteration % 8 === 7 && timeLimit.now() - started >= timeLimit.ms) break;
    let state = input.determinize(random);
    let node = root;
    const path: SearchNode<Action>[] = [];
    let expanded = false;
    let actions = 0;
    // The dealt state may be shared with the caller; every state after the first action is the playout's own.
    let owned = false;

    while (!rules.isOver(state) && actions < maxActions) {
      const active = rules.activeSeats(state);
      const seat = active.includes(searcher) ? searcher : (active[0] as number);
      const legal = rules.legalActions(state, seat);
      let action: Action;
      if (expanded || (active.length > 1 && seat !== searcher)) {
        action = rollout(state, seat, legal, random);
      } else {
        const keys = legal.map(key);
        const untried: number[] = [];
        keys.forEach((k, i) => {
          const child = node.children.get(k);
          if (child) child.available++;
          else untried.push(i);
        });
        let child: SearchNode<Action>;
        // The prior's choice is tried first, so a small budget falls back on it.
        const suggested =
          untried.length > 0 || priorWeight > 0 ? keys.indexOf(key(prior(state, seat, legal, random))) : -1;
        if (untried.length > 0) {
          const index = untried.includes(suggested) ? suggested : random.pick(untried);
          action = legal[index] as Action;
          child = new SearchNode(action, seat);
          child.available = 1;
          node.children.set(keys[index] as string, child);
          expanded = true;
        } else {
          child = node.select(
            keys,
            exploration,
            priorWeight > 0 ? (keys[suggested] ?? null) : null,
            priorWeight,
          );
          action = child.action as Action;
        }
        path.push(child);
        node = child;
      }
      state =
        owned && rules.performInPlace
          ? rules.performInPlace(state, seat, action)
          : rules.perform(state, seat, action).state;
      owned = true;
      actions++;
    }

    const result = rules.isOver(state) ? rules.result(state) : null;
    const rewards = result ? marginRewards(result, marginWeight) : estimate ? estimate(state) : null;
    root.visits++;
    for (const visited of path) {
      visited.visits++;
      visited.reward += rewards ? (rewards[visited.seat] ?? 0) : 0.5;
    }
  }

  const chosen = root.mostVisited();
  if (!chosen) return first;
  const chosenKey = key(chosen.action);
  return input.legalActions.find((action) => key(action) === chosenKey) ?? first;
}
