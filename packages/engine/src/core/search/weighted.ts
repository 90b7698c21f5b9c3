import type { Random } from '../random.js';

/**
 * Deals drawn in proportion to `weight` (in (0, 1]) instead of uniformly: each deal is kept with
 * probability `weight`, the next drawn otherwise (rejection sampling), so a uniform deal over what a
 * seat cannot tell apart becomes the posterior given how likely each deal makes the public record.
 * After `tries` refusals the likeliest deal drawn is used, so a record that every deal explains
 * badly costs a bounded number of deals.
 */
export function weightedDeals<State>(
  deal: (random: Random) => State,
  weight: (state: State) => number,
  tries = 32,
): (random: Random) => State {
  return (random) => {
    let likeliest: State | undefined;
    let best = -1;
    for (let i = 0; i < tries; i++) {
      const state = deal(random);
      const w = weight(state);
      if (random.int(0, 999_999) < w * 1_000_000) return state;
      if (w > best) {
        best = w;
        likeliest = state;
      }
    }
    return likeliest as State;
  };
}
