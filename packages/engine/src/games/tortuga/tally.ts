import type { VoteCard } from './data.js';

/**
 * What counts in a vote (S000, S002): the symbols of the cards revealed, each third of a card counted
 * once, twice on a double card. `resolveVote` decides by it and a table shows it.
 */
export interface VoteTally {
  /** Top third: an attack's cannons, torches and waters. */
  readonly cannons: number;
  readonly torches: number;
  readonly waters: number;
  /** Bottom third: a mutiny's skulls and helms. */
  readonly skulls: number;
  readonly helms: number;
  /** Middle third: a brawl's flags. */
  readonly british: number;
  readonly french: number;
}

export function voteTally(cards: readonly VoteCard[]): VoteTally {
  const tally = { cannons: 0, torches: 0, waters: 0, skulls: 0, helms: 0, british: 0, french: 0 };
  for (const card of cards) {
    const weight = card.double ? 2 : 1;
    if (card.top === 'cannon') tally.cannons += weight;
    else if (card.top === 'torch') tally.torches += weight;
    else tally.waters += weight;
    if (card.bottom === 'skull') tally.skulls += weight;
    else tally.helms += weight;
    if (card.flag === 'british') tally.british += weight;
    else tally.french += weight;
  }
  return tally;
}

/** Attack: at least one cannon and a torch left burning once each water puts one out. */
export function attackSucceeds(tally: VoteTally): boolean {
  return tally.cannons >= 1 && tally.torches - tally.waters >= 1;
}

/** Mutiny: more skulls than helms (a tie fails). */
export function mutinySucceeds(tally: VoteTally): boolean {
  return tally.skulls > tally.helms;
}

/** Brawl: the majority of flags, or a split. */
export function brawlWinner(tally: VoteTally): 'british' | 'french' | 'split' {
  return tally.british > tally.french ? 'british' : tally.french > tally.british ? 'french' : 'split';
}
