import type { GameEvent } from '../../core/events.js';
import { typesOf } from '../../core/actions.js';
import type { Place } from './actions.js';
import type { Card, CartagenaSymbol } from './data.js';
import type { BoatSide } from './state.js';

/** What happened, in the game's own words. Private details travel only in `cardsSeen`. */
export type CartagenaEventBody =
  | { readonly type: 'turnStarted'; readonly seat: number; readonly captain: boolean }
  | { readonly type: 'turnEnded'; readonly seat: number; readonly skipped: boolean }
  | {
      readonly type: 'cardPlayed';
      readonly seat: number;
      readonly cards: readonly Card[];
      readonly power: 'pistol' | 'rum' | 'lantern' | 'parrots' | 'hook' | 'chest' | null;
      readonly as: CartagenaSymbol | null;
    }
  | {
      readonly type: 'pirateMoved';
      readonly seat: number;
      readonly by: number;
      readonly from: Place;
      readonly to: Place;
      readonly count: number;
      readonly reason: 'advance' | 'moveBack' | 'push' | 'snake';
    }
  | { readonly type: 'cardsDrawn'; readonly seat: number; readonly count: number }
  /** Private: the cards a seat drew, was given, had taken, or saw in another hand. */
  | {
      readonly type: 'cardsSeen';
      readonly seat: number;
      readonly cards: readonly Card[];
      readonly reason: 'drawn' | 'given' | 'taken' | 'hand' | 'stolen';
      readonly from: number | null;
    }
  | { readonly type: 'cardTaken'; readonly seat: number; readonly from: number }
  | { readonly type: 'cardGiven'; readonly seat: number; readonly to: number }
  | { readonly type: 'cardKept'; readonly seat: number }
  | { readonly type: 'cardReturned'; readonly seat: number }
  | { readonly type: 'drawPileReshuffled'; readonly size: number }
  | { readonly type: 'boatMoved'; readonly seat: number; readonly to: BoatSide; readonly free: boolean }
  | {
      readonly type: 'chestOpened';
      readonly seat: number;
      readonly square: number;
      /** Cards the chest gave (0 for the empty chest and the snake). */
      readonly treasure: number;
      readonly snake: boolean;
    }
  | { readonly type: 'chestsShuffled' }
  | { readonly type: 'discardsRequired'; readonly owed: readonly number[] }
  | { readonly type: 'cardDiscarded'; readonly seat: number; readonly card: Card }
  | { readonly type: 'gameWon'; readonly seat: number };

/** Every event type, as a record so that the compiler refuses one left out. */
const EVENT_TYPE_SET: Readonly<Record<CartagenaEventBody['type'], true>> = {
  turnStarted: true,
  turnEnded: true,
  cardPlayed: true,
  pirateMoved: true,
  cardsDrawn: true,
  cardsSeen: true,
  cardTaken: true,
  cardGiven: true,
  cardKept: true,
  cardReturned: true,
  drawPileReshuffled: true,
  boatMoved: true,
  chestOpened: true,
  chestsShuffled: true,
  discardsRequired: true,
  cardDiscarded: true,
  gameWon: true,
};

/** Every event type the game emits: what a client must have words for. */
export const CARTAGENA_EVENT_TYPES = typesOf(EVENT_TYPE_SET);

export type CartagenaEvent = GameEvent<CartagenaEventBody>;
