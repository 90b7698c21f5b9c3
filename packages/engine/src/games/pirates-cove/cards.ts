import { familyOf, type ParrotCard, type TavernCard } from './data.js';
import type { Work } from './work.js';

/**
 * Draws Tavern cards for a seat. An empty deck is refilled by shuffling the discards (DECISION);
 * a parrot drawn by a ship without one goes straight into play, face up (its power works at once,
 * as DoW says); every other card goes to the hand in secret.
 */
export function drawTavern(work: Work, seat: number, count: number): void {
  const state = work.state;
  const s = state.seats[seat];
  if (!s || count <= 0) return;
  const toHand: TavernCard[] = [];
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    if (state.tavernDeck.length === 0 && state.tavernDiscard.length > 0) {
      state.tavernDeck = work.random.shuffle(state.tavernDiscard);
      state.tavernDiscard = [];
      work.emit({ type: 'tavernReshuffled', size: state.tavernDeck.length });
    }
    const card = state.tavernDeck.pop();
    if (card === undefined) break;
    drawn++;
    if (familyOf(card) === 'parrot' && s.parrot === null) {
      s.parrot = { card: card as ParrotCard, hits: 0 };
      work.emit({ type: 'parrotInPlay', seat, card, cost: 0 });
    } else toHand.push(card);
  }
  if (drawn === 0) return;
  s.hand.push(...toHand);
  s.hand.sort();
  work.emit({ type: 'cardsDrawn', seat, count: drawn });
  if (toHand.length > 0) work.emit({ type: 'cardsSeen', seat, cards: toHand.slice().sort() }, [seat]);
}

/** Tavern cards that could still be drawn (deck and discards). */
export function tavernAvailable(work: {
  state: { tavernDeck: readonly unknown[]; tavernDiscard: readonly unknown[] };
}): number {
  return work.state.tavernDeck.length + work.state.tavernDiscard.length;
}
