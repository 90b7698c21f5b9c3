import type { VoteCard } from './data.js';

// The heuristic bot's odds of a vote's outcome, from its own cards and the unknown rest.

/** Top thirds of an unknown vote card (the standard deck's 30 / 30 / 40 %). */
const TOP_ODDS = { cannon: 0.3, water: 0.3, torch: 0.4 } as const;

/** Chance an attack succeeds with our cards and `unknown` other cards drawn at the deck's odds. */
export function attackOdds(mine: readonly VoteCard[], unknown: number): number {
  let cannons = 0;
  let lit = 0;
  for (const card of mine) {
    const weight = card.double ? 2 : 1;
    if (card.top === 'cannon') cannons += weight;
    else if (card.top === 'torch') lit += weight;
    else lit -= weight;
  }
  let odds = 0;
  const walk = (left: number, c: number, l: number, p: number) => {
    if (left === 0) {
      if (c >= 1 && l >= 1) odds += p;
      return;
    }
    walk(left - 1, c + 1, l, p * TOP_ODDS.cannon);
    walk(left - 1, c, l - 1, p * TOP_ODDS.water);
    walk(left - 1, c, l + 1, p * TOP_ODDS.torch);
  };
  walk(Math.min(unknown, 7), cannons, lit, 1);
  return odds;
}

/** Chance a mutiny succeeds (more skulls than helms), unknown cards being even. */
export function mutinyOdds(mine: readonly VoteCard[], unknown: number): number {
  let margin = 0;
  for (const card of mine) margin += (card.bottom === 'skull' ? 1 : -1) * (card.double ? 2 : 1);
  let odds = 0;
  const n = Math.min(unknown, 9);
  for (let skulls = 0; skulls <= n; skulls++) {
    let ways = 1;
    for (let i = 0; i < skulls; i++) ways = (ways * (n - i)) / (i + 1);
    if (margin + skulls - (n - skulls) > 0) odds += ways / 2 ** n;
  }
  return odds;
}
