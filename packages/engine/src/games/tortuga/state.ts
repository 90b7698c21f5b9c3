import type { RandomState } from '../../core/random.js';
import type { EventCard, Hold, Nation, ShipIndex, TreasureMap, VoteCode } from './data.js';
import type { TortugaOptions } from './options.js';
import type { MaroonCause } from './rules.js';

export interface Holds {
  readonly british: number;
  readonly french: number;
}

export interface Ship {
  /** Pawns by seat, index 0 = the front (the captain). */
  readonly crew: readonly number[];
  readonly holds: Holds;
}

export interface Rowboat {
  readonly occupant: number | null;
  /** Black Powder: unusable for the rest of the game. */
  readonly destroyed: boolean;
}

export interface Island {
  /** Pawns by seat in order of arrival, index 0 = the Governor (only six spaces are drawn). */
  readonly line: readonly number[];
  readonly areas: Holds;
  /** IT-1e: treasure outside the areas, counting for nobody. */
  readonly loose: number;
}

export type VoteKind = 'attack' | 'mutiny' | 'brawl';

/** The brain-burner start: a drawn pawn's chosen space (1-based; gaps close at the end). */
export interface StartChoice {
  readonly seat: number;
  readonly place: 'flyingDutchman' | 'jollyRoger' | 'tortuga';
  readonly position: number;
}

/** What the game is waiting for besides an ordinary turn action. */
export type Pending =
  /** Standard start: the captains place their treasure, Jolly Roger's first. */
  | { readonly kind: 'startingTreasure'; readonly ships: readonly ShipIndex[] }
  /** Brain-burner start: pawns drawn from the bag choose their space one at a time. */
  | {
      readonly kind: 'chooseStart';
      readonly order: readonly number[];
      readonly chosen: readonly StartChoice[];
    }
  /** A secret vote; `plays[i]` is what `participants[i]` played (null: not yet). */
  | {
      readonly kind: 'vote';
      readonly vote: VoteKind;
      readonly caller: number;
      readonly ship: ShipIndex | null;
      readonly participants: readonly number[];
      readonly plays: readonly (readonly VoteCode[] | null)[];
      /** Those called to vote who sit it out (Pirate Code, no vote card). */
      readonly sittingOut: readonly number[];
    }
  /** A successful attack: the captain takes a treasure and puts it in a hold. */
  | { readonly kind: 'attackTreasure'; readonly seat: number; readonly ship: ShipIndex }
  /** A forced reveal: `chooser` (the target, or the forcer after a timeout) picks one of two slots. */
  | {
      readonly kind: 'forcedReveal';
      readonly forcer: number;
      readonly target: number;
      readonly slots: readonly number[];
      readonly chooser: number;
    }
  /** A revealed card whose revealer must still choose (Pistol target, map recipient, ...). */
  | {
      readonly kind: 'eventChoice';
      readonly seat: number;
      readonly card: 'letterOfMarque' | 'pistol' | 'blackPowder' | 'cabinFever' | 'crowsNest' | TreasureMap;
    }
  /** IT-1e Letter of Marque: put one vote card from hand on top of the vote deck. */
  | { readonly kind: 'returnVoteCard'; readonly seat: number }
  /** Crow's Nest: the revealer hands `target` cards searched from the vote deck, one at a time. */
  | {
      readonly kind: 'crowsNestGive';
      readonly seat: number;
      readonly target: number;
      readonly remaining: number;
    }
  /** A pawn about to be marooned may answer with a treasure map. */
  | {
      readonly kind: 'maroonResponse';
      readonly seat: number;
      readonly cause: MaroonCause;
      readonly fountain: boolean;
      readonly atlantis: boolean;
    }
  /** IT-1e: marooned again on Tortuga, the pawn chooses the vote card it loses. */
  | { readonly kind: 'loseVoteCard'; readonly seat: number }
  /** IT-1e: an attack or mutiny is called on the other ship; the Atlantis holder may jump aboard. */
  | {
      readonly kind: 'atlantisJump';
      readonly seat: number;
      readonly vote: 'attack' | 'mutiny';
      readonly caller: number;
      readonly ship: ShipIndex;
    };

export interface Turn {
  /** Whose turn it is (meaningless while `number` is 0, during the start). */
  readonly seat: number;
  /** Turns started so far; 0 while the start is being set up. */
  readonly number: number;
  readonly actionsLeft: number;
  /** An action has been announced and is still being resolved. */
  readonly resolving: boolean;
  /** The Atlantis holder let this turn's window pass. */
  readonly atlantisPassed: boolean;
  /**
   * FR-2e: who kept a Letter of Marque during this turn, once per card; those may be played only on a
   * later turn ("lors d'un tour ultérieur").
   */
  readonly lettersKept: readonly number[];
}

export interface Outcome {
  readonly winner: Nation;
  readonly british: number;
  readonly french: number;
  readonly reason: 'armada' | 'dutchTie' | 'suddenDeath';
}

export interface TortugaState {
  readonly options: TortugaOptions;
  readonly players: number;
  readonly actionsPerTurn: number;
  readonly loyalties: readonly Nation[];
  /** Open loyalty: the cards lying face up (the flag travels with the card in Cabin Fever). */
  readonly loyaltyFaceUp: readonly boolean[];
  /** Vote hands as counts by vote card code. */
  readonly hands: readonly (readonly number[])[];
  /** The vote deck, index 0 = top. */
  readonly voteDeck: readonly VoteCode[];
  /** IT-1e Letter of Marque: the seat that put the current top card there (while it stays on top). */
  readonly voteTopKnownBy: number | null;
  /**
   * What everyone knows of the vote deck's order: its bottom is made of the groups of cards a vote
   * showed face up and put under the deck together (in an order nobody saw), and these are their
   * sizes, the top-most group first. The cards above them (`voteDeck.length` − their sum) nobody can
   * place. A draw from a group breaks it up (who got which of its cards is hidden), and a card put
   * under face down or a shuffle forgets them all.
   */
  readonly voteGroups: readonly number[];
  readonly galleon: number;
  readonly ships: readonly Ship[];
  readonly rowboats: readonly Rowboat[];
  readonly tortuga: Island;
  /** The event deck, index 0 = top. */
  readonly eventDeck: readonly EventCard[];
  /** The row's five slots (index 0 = slot 1): a face-down card, or null once emptied. */
  readonly row: readonly (EventCard | null)[];
  /** Face-up discards, oldest first. */
  readonly discard: readonly EventCard[];
  /** Cards out of the game unseen: star cards not drawn, cards removed for a shorter deck. */
  readonly box: readonly EventCard[];
  /** The star cards in play (public only when the table chose them). */
  readonly starCards: readonly EventCard[];
  /** What each seat saw when it last peeked at each slot, while the slot is unchanged. */
  readonly peeks: readonly (readonly (EventCard | null)[])[];
  /** Cards lying face up in front of each seat. */
  readonly albatross: readonly number[];
  readonly lettersOfMarque: readonly number[];
  readonly maps: readonly (readonly TreasureMap[])[];
  /** The Pirate Code's holder and the votes already skipped. */
  readonly pirateCode: { readonly seat: number; readonly skipped: number } | null;
  /** Scurvy: these seats lose their next turn. */
  readonly skipNextTurn: readonly boolean[];
  /**
   * Public evidence of each seat's side: the treasure it chose to put in each nation's hold (its
   * starting treasure, an attack's loot, a cabin boy's shift), since the start or since Cabin Fever
   * last dealt it a loyalty card. Everyone saw these moves; the searching bots weigh their deals of
   * hidden loyalties by it (`inference.ts`).
   */
  readonly leanings: readonly Holds[];
  readonly turn: Turn;
  readonly pending: Pending | null;
  /** Sudden death after a tie (even player count, no Dutch): the number of new rows dealt. */
  readonly suddenDeath: number;
  readonly outcome: Outcome | null;
  readonly random: RandomState;
}

/** A mutable copy of a state, for `perform`'s working copy and for test fixtures. */
export type Mutable<T> = T extends RandomState
  ? RandomState
  : T extends TortugaOptions
    ? TortugaOptions
    : T extends readonly (infer U)[]
      ? Mutable<U>[]
      : T extends object
        ? { -readonly [K in keyof T]: Mutable<T[K]> }
        : T;

export type DraftState = Mutable<TortugaState>;

export type { Hold };
