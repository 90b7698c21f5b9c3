/** Filibuster: a dark card played makes every other player discard down to the hand limit. */
import { isDark, type CardCode } from './data.js';
import type { CartagenaDraft } from './draft.js';
import { RULES } from './rules.js';

export function darkPlayed(draft: CartagenaDraft, cards: readonly CardCode[]): boolean {
  return draft.options.filibuster && cards.some(isDark);
}

/**
 * Filibuster: after a dark card, every other player holding more than 7 owes the excess — unless
 * the card won the game: the boat has sailed and nothing else happens (S003).
 */
export function enforceHandLimit(draft: CartagenaDraft, seat: number): void {
  if (draft.winner !== null) return;
  let anyone = false;
  for (let other = 0; other < draft.players; other++) {
    if (other === seat) continue;
    const excess = Math.max(0, draft.handSize(other) - RULES.filibusterHandLimit);
    draft.discardsOwed[other] = excess;
    if (excess > 0) anyone = true;
  }
  if (anyone) draft.emit({ type: 'discardsRequired', owed: draft.discardsOwed.slice() });
}
