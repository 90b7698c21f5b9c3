import { familyOf, type ParrotCard, type TavernCard } from './data.js';
import type { PiratesCoveState } from './state.js';
import type { PiratesCoveDraft } from './draft.js';

/**
 * Draws Tavern cards for a seat. An empty deck is refilled by shuffling the discards (DECISION);
 * a parrot drawn by a ship without one goes straight into play, face up (its power works at once,
 * as DoW says); every other card goes to the hand in secret.
 */
export function drawTavern(draft: PiratesCoveDraft, seat: number, count: number): void {
  const state = draft.state;
  const s = state.seats[seat];
  if (!s || count <= 0) return;
  const toHand: TavernCard[] = [];
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    if (state.tavernDeck.length === 0 && state.tavernDiscard.length > 0) {
      state.tavernDeck = draft.random.shuffle(state.tavernDiscard);
      state.tavernDiscard = [];
      draft.emit({ type: 'tavernReshuffled', size: state.tavernDeck.length });
    }
    const card = state.tavernDeck.pop();
    if (card === undefined) break;
    drawn++;
    if (familyOf(card) === 'parrot' && s.parrot === null) {
      s.parrot = { card: card as ParrotCard, hits: 0 };
      draft.emit({ type: 'parrotInPlay', seat, card, cost: 0 });
    } else toHand.push(card);
  }
  if (drawn === 0) return;
  s.hand.push(...toHand);
  s.hand.sort();
  draft.emit({ type: 'cardsDrawn', seat, count: drawn });
  if (toHand.length > 0) draft.emit({ type: 'cardsSeen', seat, cards: toHand.slice().sort() }, [seat]);
}

export function removeFromHand(state: PiratesCoveState, seat: number, card: TavernCard): void {
  const hand = state.seats[seat]?.hand;
  if (!hand) return;
  const i = hand.indexOf(card);
  if (i >= 0) hand.splice(i, 1);
}
