import type { Random } from '../random.js';
import type { RolloutPolicy } from './ismcts.js';

/** Uniformly random legal actions: the cheapest playout. */
export function randomRollout<State, Action>(): RolloutPolicy<State, Action> {
  return (_state, _seat, legal, random) => random.pick(legal);
}

/**
 * A guided playout: `policy` (usually the game's heuristic bot, on the seat's view of the dealt
 * state) most of the time, a uniformly random action with probability `epsilon`, so playouts do
 * not all follow one line.
 */
export function epsilonGreedy<State, Action>(
  policy: RolloutPolicy<State, Action>,
  epsilon: number,
): RolloutPolicy<State, Action> {
  return (state, seat, legal, random: Random) =>
    random.int(0, 999) < epsilon * 1000 ? random.pick(legal) : policy(state, seat, legal, random);
}
