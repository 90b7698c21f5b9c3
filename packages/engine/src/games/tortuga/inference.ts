import type { Hold, Nation } from './data.js';
import type { Holds, TortugaState } from './state.js';

/**
 * How likely a pirate of each nation is to put a treasure it controls in a given hold: the heuristic
 * bot always chooses its own nation's hold, a person nearly always; the rest allows for bluffs and
 * slips. The Dutch side with nobody.
 */
const OWN_HOLD = 0.8;
const DUTCH_HOLD = 0.5;

/** The likelihood of one choice of `hold` by a pirate of `nation`. */
function holdLikelihood(nation: Nation, hold: Hold): number {
  if (nation === 'dutch') return DUTCH_HOLD;
  return nation === hold ? OWN_HOLD : 1 - OWN_HOLD;
}

function seatLikelihood(nation: Nation, leaning: Holds): number {
  return (
    holdLikelihood(nation, 'british') ** leaning.british * holdLikelihood(nation, 'french') ** leaning.french
  );
}

/**
 * How well a dealt state's hidden loyalties explain what every seat did in public (its `leanings`),
 * as seen from `seat`: the product over the other seats whose card lies face down of the likelihood
 * of their treasure choices under the nation dealt to them, each relative to the likeliest nation
 * those hidden cards hold, so that the weight lies in (0, 1] and is 1 wherever the hidden cards
 * leave nothing to infer (two players). Deals drawn uniformly among those `seat` cannot tell apart
 * and kept with this probability follow the posterior over loyalties given the public record
 * (Bayes, by rejection). It reads only the dealt loyalties and public facts, never the true state.
 */
export function loyaltyLikelihood(state: TortugaState, seat: number): number {
  const hidden = state.loyalties.flatMap((_, other) =>
    other === seat || state.loyaltyFaceUp[other] ? [] : [other],
  );
  const nations = [...new Set(hidden.map((other) => state.loyalties[other] as Nation))];
  if (nations.length < 2) return 1;
  let weight = 1;
  for (const other of hidden) {
    const leaning = state.leanings[other];
    if (!leaning) continue;
    const best = Math.max(...nations.map((nation) => seatLikelihood(nation, leaning)));
    weight *= seatLikelihood(state.loyalties[other] as Nation, leaning) / best;
  }
  return weight;
}
