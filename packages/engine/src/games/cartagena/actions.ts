import { SYMBOLS, SYMBOL_INDEX, cardCode, type Card, type CardCode, type CartagenaSymbol } from './data.js';
import { ABOARD, START, type Location } from './state.js';

/**
 * Where a pirate stands, as API clients write it: a square number, or one of the named places.
 * 'start' is the prison (the half-sunk boat in the jungle game), 'boat' the boat between tunnel and
 * jungle in the full story, 'finish' the boat of the escape or the den.
 */
export type Place = number | 'start' | 'boat' | 'finish';

export type CartagenaAction =
  /** Discard a card and advance one of your pirates from `from` to the next free square of its symbol. */
  | { readonly type: 'playCard'; readonly card: Card; readonly from: Place }
  /** Black Magic Woman: two parrots as one card of any symbol (one action). */
  | {
      readonly type: 'playParrots';
      readonly cards: readonly [Card, Card];
      readonly as: CartagenaSymbol;
      readonly from: Place;
    }
  /** Black Magic Woman: a hook and a second card move two of your pirates from one square together (two actions). */
  | { readonly type: 'playHook'; readonly hook: Card; readonly card: Card; readonly from: Place }
  /** Black Magic Woman: look at `target`'s hand and take a card; they draw one. */
  | { readonly type: 'usePistol'; readonly card: Card; readonly target: number }
  /** Black Magic Woman: draw players + 1, keep 2, give one to each other player. */
  | { readonly type: 'useRum'; readonly card: Card }
  /** Black Magic Woman: draw 4, keep 1, put the rest back on top in your order. */
  | { readonly type: 'useLantern'; readonly card: Card }
  /** Black Magic Woman: open the chest tile under your pirate on square `at`. */
  | { readonly type: 'openChest'; readonly card: Card; readonly at: number }
  /** Pistol, second step: the card taken from the target's hand. */
  | { readonly type: 'takeCard'; readonly card: Card }
  /** Rum, second step: one drawn card for another player. */
  | { readonly type: 'giveCard'; readonly card: Card; readonly to: number }
  /** Lantern, second step: the card kept. */
  | { readonly type: 'keepCard'; readonly card: Card }
  /** Lantern, third step: a card put back on top of the draw pile (the last one put back is the top). */
  | { readonly type: 'returnCard'; readonly card: Card }
  /** Move one of your pirates back to the nearest square with 1 or 2 pirates; draw 1 or 2. */
  | { readonly type: 'moveBack'; readonly from: Place }
  /** Morgan: push `seat`'s pirate forward to the nearest square with 1 or 2 pirates; draw 1 or 2. */
  | { readonly type: 'pushPirate'; readonly seat: number; readonly from: Place }
  /** Full story: sail the boat to the other shore (free once for the Captain at the start of the turn). */
  | { readonly type: 'moveBoat' }
  /** Filibuster: discard a card (down to 7). */
  | { readonly type: 'discard'; readonly card: Card }
  /** Empty hand: skip the whole turn and draw one card. */
  | { readonly type: 'skipTurn' }
  /** End the turn after at least one action. */
  | { readonly type: 'endTurn' }
  /** Nothing else is possible: the turn passes. */
  | { readonly type: 'pass' };

export type CartagenaActionType = CartagenaAction['type'];

export function placeOf(location: Location, finish: Location): Place {
  if (location === START) return 'start';
  if (location === ABOARD) return 'boat';
  if (location === finish) return 'finish';
  return location;
}

/** The location a place names, or null if it names none on this path. */
export function locationOf(place: unknown, finish: Location, story: string): Location | null {
  if (place === 'start') return START;
  if (place === 'finish') return finish;
  if (place === 'boat') return story === 'full' ? ABOARD : null;
  if (typeof place === 'number' && Number.isInteger(place) && place >= 1 && place < finish) return place;
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The code of a card as a client wrote it, or null if it is not a card. */
export function parseCard(value: unknown): CardCode | null {
  if (!isRecord(value)) return null;
  for (const key in value) if (key !== 'symbol' && key !== 'dark') return null;
  const symbol = value['symbol'];
  const dark = value['dark'] ?? false;
  if (
    typeof symbol !== 'string' ||
    !(SYMBOLS as readonly string[]).includes(symbol) ||
    typeof dark !== 'boolean'
  )
    return null;
  return cardCode(SYMBOL_INDEX[symbol as CartagenaSymbol], dark);
}

export function parseSymbol(value: unknown): number | null {
  return typeof value === 'string' && (SYMBOLS as readonly string[]).includes(value)
    ? SYMBOL_INDEX[value as CartagenaSymbol]
    : null;
}

export function parseSeat(value: unknown, players: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < players ? value : null;
}

/** The fields each action type carries besides `type`; anything else makes an action malformed. */
const ACTION_FIELDS: Readonly<Record<CartagenaActionType, readonly string[]>> = {
  playCard: ['card', 'from'],
  playParrots: ['cards', 'as', 'from'],
  playHook: ['hook', 'card', 'from'],
  usePistol: ['card', 'target'],
  useRum: ['card'],
  useLantern: ['card'],
  openChest: ['card', 'at'],
  takeCard: ['card'],
  giveCard: ['card', 'to'],
  keepCard: ['card'],
  returnCard: ['card'],
  moveBack: ['from'],
  pushPirate: ['seat', 'from'],
  moveBoat: [],
  discard: ['card'],
  skipTurn: [],
  endTurn: [],
  pass: [],
};

/** The action's type if the value looks like an action of this game at all. */
export function actionType(value: unknown): CartagenaActionType | null {
  if (!isRecord(value)) return null;
  const type = value['type'];
  if (typeof type !== 'string' || !Object.hasOwn(ACTION_FIELDS, type)) return null;
  const fields = ACTION_FIELDS[type as CartagenaActionType];
  for (const key in value) if (key !== 'type' && !fields.includes(key)) return null;
  return type as CartagenaActionType;
}
