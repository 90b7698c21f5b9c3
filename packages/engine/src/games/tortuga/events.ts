import type { GameEvent } from '../../core/events.js';
import { typesOf } from '../../core/actions.js';
import type { EventCard, Hold, Nation, Place, ShipName, TreasureMap, VoteCard } from './data.js';
import type { MaroonCause } from './rules.js';
import type { VoteKind } from './state.js';

/**
 * What happened, in the game's own words. Event slots are numbered 1–5 as on the board. Private
 * details (a loyalty, vote cards, a peeked card) travel only
 * in the events listed in PRIVATE_EVENTS, visible to the seats allowed to know them.
 */
export type TortugaEventBody =
  | {
      readonly type: 'startingTreasurePlaced';
      readonly seat: number;
      readonly ship: ShipName;
      readonly hold: Hold;
    }
  | {
      readonly type: 'startChosen';
      readonly seat: number;
      readonly place: 'flyingDutchman' | 'jollyRoger' | 'tortuga';
      readonly position: number;
    }
  | { readonly type: 'turnStarted'; readonly seat: number; readonly number: number; readonly actions: number }
  | { readonly type: 'turnSkipped'; readonly seat: number; readonly reason: 'scurvy' }
  | { readonly type: 'eventsPeeked'; readonly seat: number; readonly slots: readonly number[] }
  | {
      readonly type: 'revealForced';
      readonly seat: number;
      readonly target: number;
      /** The two designated slots, shown to everyone. */
      readonly slots: readonly number[];
    }
  | { readonly type: 'forcedChoiceDeferred'; readonly seat: number; readonly forcer: number }
  /** A seat's time ran out: the table's 30-second timer, or the platform's clock (ranked play). */
  | { readonly type: 'outOfTime'; readonly seat: number; readonly clock: 'timer' | 'platform' }
  | {
      readonly type: 'eventRevealed';
      readonly seat: number;
      readonly slot: number;
      readonly card: EventCard;
      /** The seat that forced this reveal, or null. */
      readonly forcedBy: number | null;
    }
  | { readonly type: 'rowRefilled'; readonly slot: number; readonly deckLeft: number }
  | { readonly type: 'rowShuffled'; readonly reason: 'deckExhausted' }
  | {
      readonly type: 'newEventRow';
      readonly deckSize: number;
      readonly reason: 'suddenDeath' | 'rowExhausted';
    }
  | {
      readonly type: 'pirateMoved';
      readonly seat: number;
      readonly from: Place;
      readonly to: Place;
      readonly reason: 'move' | 'letterOfMarque' | 'atlantis' | 'facade';
      readonly by: number;
    }
  | { readonly type: 'pawnsReordered'; readonly place: Place; readonly order: readonly number[] }
  | { readonly type: 'marooned'; readonly seat: number; readonly from: Place; readonly cause: MaroonCause }
  | { readonly type: 'voteCardLost'; readonly seat: number }
  | {
      readonly type: 'voteCalled';
      readonly seat: number;
      readonly vote: VoteKind;
      readonly ship: ShipName | null;
      readonly participants: readonly number[];
      /** Pirate Code holders sitting this vote out. */
      readonly skipped: readonly number[];
      /** Participants with no vote card left. */
      readonly emptyHanded: readonly number[];
    }
  | { readonly type: 'voteCast'; readonly seat: number; readonly cards: number }
  | {
      readonly type: 'voteRevealed';
      readonly vote: VoteKind;
      /** Every card played plus the deck card, sorted: who played what is never told. */
      readonly cards: readonly VoteCard[];
      readonly success: boolean;
      /** Brawl only: where Tortuga's treasure goes. */
      readonly brawl: 'british' | 'french' | 'split' | null;
    }
  | { readonly type: 'voteCalledOff'; readonly seat: number; readonly reason: 'shipEmptied' }
  | { readonly type: 'voteCardsDrawn'; readonly seat: number; readonly count: number }
  | {
      readonly type: 'treasureTaken';
      readonly seat: number;
      readonly from: 'galleon' | ShipName;
      readonly fromHold: Hold | null;
      readonly ship: ShipName;
      readonly hold: Hold;
    }
  | {
      readonly type: 'treasureShifted';
      readonly seat: number;
      readonly ship: ShipName;
      readonly from: Hold;
      readonly to: Hold;
    }
  | {
      readonly type: 'tortugaTreasureMoved';
      readonly british: number;
      readonly french: number;
      readonly loose: number;
    }
  | { readonly type: 'treasureToGalleon'; readonly ship: ShipName; readonly count: number }
  | { readonly type: 'albatrossStruck'; readonly ship: ShipName; readonly seats: readonly number[] }
  | { readonly type: 'albatrossKept'; readonly seat: number; readonly count: number }
  | {
      readonly type: 'treasureMapGiven';
      readonly seat: number;
      readonly to: number;
      readonly map: TreasureMap;
    }
  | { readonly type: 'treasureMapUsed'; readonly seat: number; readonly map: TreasureMap }
  | { readonly type: 'letterOfMarqueKept'; readonly seat: number }
  | {
      readonly type: 'letterOfMarquePlayed';
      readonly seat: number;
      readonly pirate: number;
      readonly ship: ShipName;
    }
  | { readonly type: 'voteCardOnTop'; readonly seat: number }
  | { readonly type: 'pirateShot'; readonly seat: number; readonly target: number }
  | { readonly type: 'rowboatDestroyed'; readonly seat: number; readonly ship: ShipName }
  | { readonly type: 'loyaltiesShuffled'; readonly seat: number; readonly target: number }
  | {
      readonly type: 'voteHandSearched';
      readonly seat: number;
      readonly target: number;
      readonly cards: number;
    }
  | { readonly type: 'voteCardGiven'; readonly seat: number; readonly target: number }
  | { readonly type: 'voteDeckShuffled' }
  | { readonly type: 'scurvy'; readonly seats: readonly number[] }
  | { readonly type: 'pirateCodeKept'; readonly seat: number }
  | { readonly type: 'pirateCodeSkip'; readonly seat: number; readonly skipsLeft: number }
  | { readonly type: 'noEffect'; readonly seat: number; readonly card: EventCard }
  | { readonly type: 'suddenDeath'; readonly british: number; readonly french: number }
  | {
      readonly type: 'gameEnded';
      readonly winner: Nation;
      readonly british: number;
      readonly french: number;
      readonly reason: 'armada' | 'dutchTie' | 'suddenDeath';
      /** Every loyalty, revealed at the end. */
      readonly loyalties: readonly Nation[];
    }
  // ——— Private events ———
  /** Peek: the cards in the slots, to the peeker only. */
  | {
      readonly type: 'eventCardsSeen';
      readonly seat: number;
      readonly cards: readonly { slot: number; card: EventCard }[];
    }
  /** A seat's own vote cards: drawn, played, lost, put on top, given or taken. */
  | {
      readonly type: 'voteCardsSeen';
      readonly seat: number;
      readonly cards: readonly VoteCard[];
      readonly reason: 'drawn' | 'played' | 'lost' | 'putOnTop' | 'given' | 'returnedToDeck';
    }
  /** Crow's Nest: the whole vote deck, as a sorted list, to the revealer during the search. */
  | { readonly type: 'voteDeckSeen'; readonly seat: number; readonly cards: readonly VoteCard[] }
  /** Crow's Nest: the card the revealer gave, to the revealer and the receiver. */
  | {
      readonly type: 'voteCardGivenSeen';
      readonly seat: number;
      readonly target: number;
      readonly card: VoteCard;
    }
  /** Cabin Fever: a seat's new loyalty, to that seat. */
  | { readonly type: 'loyaltySeen'; readonly seat: number; readonly loyalty: Nation };

/** Every event type, as a record so that the compiler refuses one left out. */
const EVENT_TYPE_SET: Readonly<Record<TortugaEventBody['type'], true>> = {
  startingTreasurePlaced: true,
  startChosen: true,
  turnStarted: true,
  turnSkipped: true,
  eventsPeeked: true,
  revealForced: true,
  forcedChoiceDeferred: true,
  outOfTime: true,
  eventRevealed: true,
  rowRefilled: true,
  rowShuffled: true,
  newEventRow: true,
  pirateMoved: true,
  pawnsReordered: true,
  marooned: true,
  voteCardLost: true,
  voteCalled: true,
  voteCast: true,
  voteRevealed: true,
  voteCalledOff: true,
  voteCardsDrawn: true,
  treasureTaken: true,
  treasureShifted: true,
  tortugaTreasureMoved: true,
  treasureToGalleon: true,
  albatrossStruck: true,
  albatrossKept: true,
  treasureMapGiven: true,
  treasureMapUsed: true,
  letterOfMarqueKept: true,
  letterOfMarquePlayed: true,
  voteCardOnTop: true,
  pirateShot: true,
  rowboatDestroyed: true,
  loyaltiesShuffled: true,
  voteHandSearched: true,
  voteCardGiven: true,
  voteDeckShuffled: true,
  scurvy: true,
  pirateCodeKept: true,
  pirateCodeSkip: true,
  noEffect: true,
  suddenDeath: true,
  gameEnded: true,
  eventCardsSeen: true,
  voteCardsSeen: true,
  voteDeckSeen: true,
  voteCardGivenSeen: true,
  loyaltySeen: true,
};

/** Every event type the game emits: what a client must have words for. */
export const TORTUGA_EVENT_TYPES = typesOf(EVENT_TYPE_SET);

export type TortugaEvent = GameEvent<TortugaEventBody>;

/** Event types that carry private detail, and who may see them (checked by the tests). */
export const PRIVATE_EVENTS = [
  'eventCardsSeen',
  'voteCardsSeen',
  'voteDeckSeen',
  'voteCardGivenSeen',
  'loyaltySeen',
] as const;
