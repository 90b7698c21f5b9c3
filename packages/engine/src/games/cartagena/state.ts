import type { RandomState } from '../../core/random.js';
import type { Place } from './actions.js';
import type { CardCode } from './data.js';
import type { CartagenaOptions } from './options.js';

/**
 * Where a pirate is. Squares are numbered 1..pathLength as in S003's examples (in the full story the
 * tunnel is 1..tunnelLength and the jungle follows). START is the prison (the half-sunk boat in the
 * jungle game), FINISH is pathLength + 1 (the boat in the escape, the den otherwise), and ABOARD is
 * the boat between tunnel and jungle in the full story.
 */
export type Location = number;
export const START: Location = 0;
export const ABOARD: Location = -1;

/** The place an action or event names for a location. */
export function placeOf(location: Location, finish: Location): Place {
  if (location === START) return 'start';
  if (location === ABOARD) return 'boat';
  if (location === finish) return 'finish';
  return location;
}

/** The location a legal action's place names. */
export function locationOf(place: Place, finish: Location): Location {
  if (place === 'start') return START;
  if (place === 'finish') return finish;
  if (place === 'boat') return ABOARD;
  return place;
}

export type BoatSide = 'cartagena' | 'tortuga';

/** A choice the acting player still owes inside one action (a card power in progress). */
export type Pending =
  /** Pistol: the actor has looked at `target`'s hand and takes one card of it. */
  | { readonly kind: 'pistol'; readonly target: number; readonly dark: boolean }
  /** Rum: the actor gives one of `cards` to each other player, then keeps what is left. */
  | {
      readonly kind: 'rum';
      readonly cards: readonly CardCode[];
      readonly given: readonly boolean[];
      readonly dark: boolean;
    }
  /** Lantern: the actor keeps one of `cards`, then puts the others back on top one by one. */
  | {
      readonly kind: 'lantern';
      readonly cards: readonly CardCode[];
      readonly kept: boolean;
      readonly dark: boolean;
    };

/**
 * What a seat knows of the top of the draw pile after its Lantern: the cards it put back that are
 * still the pile's top, top first. Every change to the pile's top updates it (see the draft), so it
 * never names a card that is not there; only one seat can know the top at a time.
 */
export interface LanternMemory {
  readonly seat: number;
  readonly cards: readonly CardCode[];
}

export interface CartagenaState {
  readonly options: CartagenaOptions;
  readonly players: number;
  /** Symbol index of each square, indexed by square (index 0 and pathLength + 1 unused: -1). */
  readonly symbols: readonly number[];
  readonly pathLength: number;
  /** Squares 1..tunnelLength are tunnel squares (all of them in the escape, none in the jungle game). */
  readonly tunnelLength: number;
  /** Each seat's pirates by location. */
  readonly pirates: readonly (readonly Location[])[];
  /** Pirates on each square 1..pathLength (other indexes unused). */
  readonly occupancy: readonly number[];
  /** Full story only: which shore the boat is at. */
  readonly boat: BoatSide | null;
  /** Each seat's hand as counts by card code. */
  readonly hands: readonly (readonly number[])[];
  /** The draw pile; its last element is the top card. */
  readonly drawPile: readonly CardCode[];
  /** The face-up discard pile as counts by card code. */
  readonly discardPile: readonly number[];
  /** Black Magic Woman: the face-down chest tile on each square (index by square), or null. */
  readonly chests: readonly (number | null)[] | null;
  readonly turn: {
    readonly seat: number;
    readonly actionsUsed: number;
    readonly captainMoveUsed: boolean;
    /** Turns started so far, counting this one. */
    readonly number: number;
  };
  readonly pending: Pending | null;
  /** Filibuster: cards each seat must still discard. */
  readonly discardsOwed: readonly number[];
  readonly lanternMemory: LanternMemory | null;
  readonly winner: number | null;
  readonly random: RandomState;
}
