import { finalScores } from './result.js';
import { RULES } from './rules.js';
import type { PortRoyalState } from './state.js';

/** The score lead that makes one seat nearly sure to finish ahead of another with no trick left. */
const BASE_SCALE = 4;
/** How much that scale widens with each round still to play: scores swing by several points a round. */
const SCALE_PER_ROUND = 8;

/**
 * Each seat's expected reward from an unfinished game, for searches that cut their playouts short:
 * the share of its rivals it is likely to finish ahead of (the placement reward's expectation),
 * each pairing judged by the score it would have if the game ended now (ships over their limit
 * sink, debt counts against it), squashed into [0, 1] on a scale that widens with the rounds and
 * tricks left.
 */
export function estimate(state: PortRoyalState): number[] {
  const scores = finalScores(state);
  const tricksLeft = state.trick ? RULES.tricksPerRound - state.trick.number + 1 : RULES.tricksPerRound;
  const roundsLeft = RULES.rounds - state.round + tricksLeft / RULES.tricksPerRound;
  const scale = BASE_SCALE + SCALE_PER_ROUND * Math.max(0, roundsLeft);
  const seats = scores.length;
  return scores.map((mine, seat) => {
    let ahead = 0;
    scores.forEach((theirs, other) => {
      if (other !== seat) ahead += (1 + Math.tanh((mine - theirs) / scale)) / 2;
    });
    return ahead / (seats - 1);
  });
}
