import type { RandomState } from '../../core/random.js';
import type { CrewCode, LootCode } from './data.js';
import type { PortRoyalOptions } from './options.js';

/** Where the game stands: whose choice it is and of what kind. */
export type Step =
  /** The auction for the privileges: the seat to act raises or passes. */
  | 'bid'
  /** Privilege (a): the privileged player sets aside a card (twice). */
  | 'setAside'
  /** Privilege (b): the privileged player chooses trump. */
  | 'chooseTrump'
  /** Privilege (c): the privileged player chooses who leads the first trick. */
  | 'chooseLeader'
  /** The leader puts the pirate on the displayed loot card at stake. */
  | 'chooseLoot'
  /** A crew card is played to the trick. */
  | 'playCard'
  /** The trick's winner settles the loot card won: load it, pay debt, or resolve Remove / Move. */
  | 'settleLoot'
  /** The trick's winner places the prisoner cards that lay beneath the loot, all onto one ship. */
  | 'placePrisoner'
  | 'over';

export const STEPS: readonly Step[] = [
  'bid',
  'setAside',
  'chooseTrump',
  'chooseLeader',
  'chooseLoot',
  'playCard',
  'settleLoot',
  'placePrisoner',
  'over',
];

/** A loot card on display, with the face-down prisoner cards beneath it (values). */
export interface DisplayCard {
  readonly loot: LootCode;
  readonly prisoners: readonly number[];
}

/** One of a player's four ships (index = good): its loot cards and face-down prisoner cards. */
export interface Ship {
  readonly loot: readonly LootCode[];
  readonly prisoners: readonly number[];
}

export interface Auction {
  /** The high bid in tons; 0 while nobody has bid. */
  readonly highBid: number;
  readonly highBidder: number | null;
  readonly passed: readonly boolean[];
}

export interface Trick {
  /** 1..8 within the round. */
  readonly number: number;
  readonly leader: number;
  /** The loot card at stake (the pirate pawn on it), once the leader has chosen. */
  readonly stake: LootCode | null;
  /** Cards played so far, the leader's first, then clockwise. */
  readonly cards: readonly CrewCode[];
}

export interface LastTrick {
  /** The round it was played in: a round's eighth trick stays shown until the next round's first starts. */
  readonly round: number;
  readonly number: number;
  readonly leader: number;
  readonly cards: readonly CrewCode[];
  readonly winner: number;
  readonly loot: LootCode;
}

/** What the last trick's winner still has to settle. */
export interface Won {
  readonly seat: number;
  /** The loot card, until it is loaded or discarded. */
  readonly loot: LootCode | null;
  /** Prisoner cards from beneath it not yet placed (values; the winner has looked at them). */
  readonly prisoners: readonly number[];
}

export interface PortRoyalState {
  readonly options: PortRoyalOptions;
  readonly players: number;
  /** 1..6. */
  readonly round: number;
  readonly dealer: number;
  readonly step: Step;
  /** The seat to act; -1 once the game is over. */
  readonly turn: number;
  /** Loot deck, last element on top; `Move 1 card` lies at index 0, the bottom. */
  readonly lootDeck: readonly LootCode[];
  /** Prisoner deck, last element on top. */
  readonly prisonerDeck: readonly number[];
  readonly display: readonly DisplayCard[];
  /** The two crew cards dealt face up, until the privileged player takes them. */
  readonly faceUp: readonly CrewCode[];
  /** The face-up cards the privileged player took this round (public knowledge). */
  readonly pickedUp: readonly CrewCode[];
  /** Crew hands, each sorted by code. */
  readonly hands: readonly (readonly CrewCode[])[];
  /** The privileged player's cards set aside this round (face down). */
  readonly setAside: readonly CrewCode[];
  /** The yellow debt cube of each seat. */
  readonly debt: readonly number[];
  readonly auction: Auction | null;
  readonly privileged: number | null;
  /** The black bid cube (yellow + bid, lowered by debt relief), while a round has a privileged player. */
  readonly black: number | null;
  /** Trump colour index for the round, once chosen. */
  readonly trump: number | null;
  readonly trick: Trick | null;
  readonly lastTrick: LastTrick | null;
  readonly won: Won | null;
  /** ships[seat][good]. */
  readonly ships: readonly (readonly Ship[])[];
  /** The seat keeping `Remove 1 card` beside its board for later, if any. */
  readonly removeHolder: number | null;
  /** White stones: bit c set when the seat has shown it lacks colour c this round. */
  readonly absent: readonly number[];
  /** Face-up discarded loot cards (debt relief, Remove, Move, removed from ships), in order. */
  readonly discard: readonly LootCode[];
  /** Prisoner cards each seat discarded face down: removed from its ships, or lost with discarded loot. */
  readonly discardedPrisoners: readonly (readonly number[])[];
  /**
   * Whether round 1's deal is in the log yet. Setup returns a state, not events, so the game's first
   * action carries round 1's `roundStarted` and `handDealt` ahead of its own events.
   */
  readonly openingLogged: boolean;
  readonly random: RandomState;
}
