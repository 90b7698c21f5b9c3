import { expect } from 'vitest';
import type { AnyGameDefinition, SetupInput } from '../game.js';
import { reviewDecision } from '../review/review.js';
import { Random } from '../random.js';

/** A decision where one action plainly wins and another plainly loses, from the deciding seat's knowledge. */
export interface PlantedDecision {
  readonly state: unknown;
  readonly seat: number;
  readonly winning: unknown;
  readonly losing: unknown;
  /** The log step it was found at. */
  readonly step: number;
}

export type Outcome = 'win' | 'lose' | 'unclear';

/**
 * What `action` does for `seat` in each of `deals` states the seat cannot tell from this one (the
 * game's disguise), the match then played to its end by the heuristic bot: 'win' when the seat
 * finishes first (alone or with its team) in all of them, 'lose' when it finishes below first in all
 * of them, else 'unclear'.
 */
export function outcomeOf(
  game: AnyGameDefinition,
  state: unknown,
  seat: number,
  action: unknown,
  deals: number,
): Outcome {
  const heuristic = game.bots['heuristic'] as NonNullable<AnyGameDefinition['bots'][string]>;
  let seen: Outcome | null = null;
  for (let deal = 0; deal < deals; deal++) {
    const random = Random.fromSeed(`planted/${deal}`);
    const dealt = game.disguise ? game.disguise(state, seat, random) : state;
    const first = game.apply(dealt, seat, action);
    if (!first.ok) return 'unclear';
    let now = first.state;
    for (let step = 0; !game.isOver(now) && step < 2_000; step++) {
      const actor = game.activeSeats(now)[0] as number;
      const legalActions = game.legalActions(now, actor);
      const chosen = heuristic.choose({ seat: actor, view: game.view(now, actor), legalActions, random });
      const next = game.apply(now, actor, chosen);
      if (!next.ok) return 'unclear';
      now = next.state;
    }
    const placement = game.result(now)?.placements[seat];
    if (placement === undefined) return 'unclear';
    const outcome: Outcome = placement === 1 ? 'win' : 'lose';
    if (seen && seen !== outcome) return 'unclear';
    seen = outcome;
  }
  return seen ?? 'unclear';
}

/**
 * Plays a match by the heuristic bot from `setup`, then looks back from its end over its last
 * `within` steps for the latest decision where one legal action plainly wins and another plainly
 * loses (see `outcomeOf`), whatever the deciding seat could not see: a position a review must judge
 * plainly, found rather than drawn by hand.
 */
export function findPlantedDecision(
  game: AnyGameDefinition,
  setup: SetupInput,
  options: { readonly deals?: number; readonly within?: number } = {},
): PlantedDecision | null {
  const heuristic = game.bots['heuristic'];
  if (!heuristic) throw new Error(`${game.id} has no heuristic bot`);
  const random = Random.fromSeed(`${setup.seed}/planted`);
  const states: unknown[] = [];
  let state = game.setup(setup);
  for (let step = 0; !game.isOver(state) && step < 20_000; step++) {
    states.push(state);
    const seat = game.activeSeats(state)[0] as number;
    const legalActions = game.legalActions(state, seat);
    const chosen = heuristic.choose({ seat, view: game.view(state, seat), legalActions, random });
    const outcome = game.apply(state, seat, chosen);
    if (!outcome.ok) throw new Error(`heuristic move refused: ${outcome.error.message}`);
    state = outcome.state;
  }
  const last = Math.max(0, states.length - (options.within ?? 30));
  for (let step = states.length - 1; step >= last; step--) {
    const at = states[step];
    for (const seat of game.activeSeats(at)) {
      const legal = game.legalActions(at, seat) as readonly unknown[];
      if (legal.length < 2) continue;
      const outcomes = legal.map((action) => outcomeOf(game, at, seat, action, options.deals ?? 8));
      const winning = outcomes.indexOf('win');
      const losing = outcomes.indexOf('lose');
      if (winning >= 0 && losing >= 0)
        return { state: at, seat, winning: legal[winning], losing: legal[losing], step };
    }
  }
  return null;
}

/**
 * The review a planted decision must get: the losing action a MISTAKE or a BLUNDER with a winning
 * action named best, and the winning action BEST — or GOOD, where another action wins as surely and
 * the playouts' noise put it a little ahead. Small budgets: the positions are plain.
 */
export function expectPlainReview(game: AnyGameDefinition, setup: SetupInput, iterations = 150): void {
  const planted = findPlantedDecision(game, setup, { within: 15 });
  expect(planted, 'a decision that plainly wins or loses').not.toBeNull();
  const { state, seat, winning, losing } = planted as PlantedDecision;
  const settings = { iterations, seed: `${setup.seed}/review` };
  const lost = reviewDecision(game, state, seat, losing, settings);
  expect(['MISTAKE', 'BLUNDER'], JSON.stringify(lost)).toContain(lost?.label);
  expect(outcomeOf(game, state, seat, lost?.best, 8), JSON.stringify(lost?.best)).toBe('win');
  const won = reviewDecision(game, state, seat, winning, settings);
  expect(['BEST', 'GOOD'], JSON.stringify(won)).toContain(won?.label);
}
