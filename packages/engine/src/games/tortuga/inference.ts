import type { Hold, Nation } from './data.js';
import type { Holds, TortugaState } from './state.js';

/**
 * How likely a pirate of each nation is to put a treasure it controls in a given hold: the heuristic
 * bot always chooses its own nation's hold, a person nearly always; the rest allows for bluffs and
 * slips. The Dutch side with nobody.
 */
const OWN_HOLD = 0.8;
const DUTCH_HOLD = 0.5;

/** The likelihood of one choice of `hold` by a pirate of `nation`, relative to the likeliest nation's. */
function relativeLikelihood(nation: Nation, hold: Hold): number {
  if (nation === 'dutch') return DUTCH_HOLD / OWN_HOLD;
  return nation === hold ? 1 : (1 - OWN_HOLD) / OWN_HOLD;
}

function seatLikelihood(nation: Nation, leaning: Holds): number {
  return (
    relativeLikelihood(nation, 'british') ** leaning.british *
    relativeLikelihood(nation, 'french') ** leaning.french
  );
}

/**
 * How well a dealt state's hidden loyalties explain what every seat did in public (its `leanings`),
 * as seen from `seat`: the product over the other seats whose card lies face down of the likelihood
 * of their treasure choices under the nation dealt to them, each relative to the likeliest nation so
 * that the weight lies in (0, 1]. Deals drawn uniformly among those `seat` cannot tell apart and kept
 * with this probability follow the posterior over loyalties given the public record (Bayes, by
 * rejection). It reads only the dealt loyalties and public facts, never the true state.
 */
export function loyaltyLikelihood(state: TortugaState, seat: number): number {
  let weight = 1;
  state.loyalties.forEach((nation, other) => {
    if (other === seat || state.loyaltyFaceUp[other]) return;
    const leaning = state.leanings[other];
    if (leaning) weight *= seatLikelihood(nation, leaning);
  });
  return weight;
}
