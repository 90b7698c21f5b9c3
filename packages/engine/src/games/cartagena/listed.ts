import { placeOf, type CartagenaAction } from './actions.js';
import { CARD_KINDS, cardOf, type Card, type CardCode } from './data.js';
import { ABOARD, type Location } from './state.js';

/**
 * The actions a listing offers again and again, made once and shared, frozen: listing the legal
 * actions then allocates only the list (search and playouts list them at every step). Locations
 * run from ABOARD (-1) to the finish; the tables grow with the longest path asked for.
 */
const CARDS: readonly Card[] = Array.from({ length: CARD_KINDS }, (_, code) => Object.freeze(cardOf(code)));
const playCards = new Map<Location, readonly (readonly CartagenaAction[])[]>();
const moveBacks = new Map<Location, readonly CartagenaAction[]>();

/** One shared card object per code. */
export const card = (code: CardCode): Card => CARDS[code] as Card;

function placesUpTo(finish: Location): Location[] {
  return Array.from({ length: finish - ABOARD + 1 }, (_, i) => ABOARD + i);
}

/** `{ type: 'playCard', card, from }` for a card code and the location it moves from. */
export function playCardAction(code: CardCode, from: Location, finish: Location): CartagenaAction {
  let table = playCards.get(finish);
  if (table === undefined) {
    table = CARDS.map((shared) =>
      placesUpTo(finish).map((at) =>
        Object.freeze({ type: 'playCard', card: shared, from: placeOf(at, finish) }),
      ),
    );
    playCards.set(finish, table);
  }
  return (table[code] as readonly CartagenaAction[])[from - ABOARD] as CartagenaAction;
}

/** `{ type: 'moveBack', from }` for the location a pirate moves back from. */
export function moveBackAction(from: Location, finish: Location): CartagenaAction {
  let table = moveBacks.get(finish);
  if (table === undefined) {
    table = placesUpTo(finish).map((at) => Object.freeze({ type: 'moveBack', from: placeOf(at, finish) }));
    moveBacks.set(finish, table);
  }
  return table[from - ABOARD] as CartagenaAction;
}
