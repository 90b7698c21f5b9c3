import type { GameEvent } from '../../core/events.js';
import { typesOf } from '../../core/actions.js';
import type { Colour, Good } from './data.js';

/** Event types that carry private detail; they are visible to their `seat` alone. */
export const PRIVATE_EVENTS = ['handDealt', 'cardSetAsideSeen', 'prisonersSeen'] as const;

/**
 * What happened, in the game's own words. Loot and crew cards are ids (`rum-6`, `red-5`); prisoner
 * values appear only in the private `prisonersSeen` and in the final `gameScored`.
 */
export type PortRoyalEventBody =
  | {
      readonly type: 'roundStarted';
      readonly round: number;
      readonly dealer: number;
      /** The whole display: the leftover first (rounds 2–6), then the new cards. */
      readonly display: readonly string[];
      /** Prisoner cards beneath each display card (counts, same order). */
      readonly prisonerCounts: readonly number[];
      /** The two face-up crew cards. */
      readonly faceUp: readonly string[];
    }
  /** Private: the crew cards dealt to a seat. */
  | { readonly type: 'handDealt'; readonly seat: number; readonly cards: readonly string[] }
  | { readonly type: 'bidPlaced'; readonly seat: number; readonly amount: number }
  | { readonly type: 'bidPassed'; readonly seat: number }
  | {
      readonly type: 'privilegesWon';
      readonly seat: number;
      /** 0 when nobody bid. */
      readonly bid: number;
      /** Where the black cube stands: yellow + bid. */
      readonly black: number;
    }
  | { readonly type: 'faceUpTaken'; readonly seat: number; readonly cards: readonly string[] }
  | { readonly type: 'cardSetAside'; readonly seat: number }
  /** Private: which card the privileged player set aside. */
  | { readonly type: 'cardSetAsideSeen'; readonly seat: number; readonly card: string }
  | { readonly type: 'trumpChosen'; readonly seat: number; readonly colour: Colour }
  | { readonly type: 'leaderChosen'; readonly seat: number; readonly leader: number }
  | {
      readonly type: 'lootChosen';
      readonly seat: number;
      readonly trick: number;
      readonly loot: string;
      readonly prisonerCount: number;
    }
  | {
      readonly type: 'cardPlayed';
      readonly seat: number;
      readonly card: string;
      /** A white stone: the colour the player has just shown he lacks (by trumping), else null. */
      readonly absent: Colour | null;
    }
  | {
      readonly type: 'trickWon';
      readonly seat: number;
      readonly trick: number;
      readonly loot: string;
      readonly prisonerCount: number;
      /** The cards of the trick, leader first. */
      readonly cards: readonly string[];
    }
  | { readonly type: 'lootLoaded'; readonly seat: number; readonly loot: string; readonly ship: Good }
  | {
      readonly type: 'debtPaid';
      readonly seat: number;
      readonly loot: string;
      /** Tons taken off the bid: the card's value, capped at the yellow cube (0 with nothing left to pay). */
      readonly amount: number;
      readonly black: number;
    }
  | { readonly type: 'lootRemoved'; readonly seat: number; readonly loot: string }
  | { readonly type: 'removeKept'; readonly seat: number }
  | {
      readonly type: 'cardRemoved';
      readonly seat: number;
      readonly ship: Good;
      /** The loot card taken off the ship; null for a (face-down) prisoner card. */
      readonly loot: string | null;
    }
  | {
      readonly type: 'cardMoved';
      readonly seat: number;
      readonly from: Good;
      readonly to: Good;
      /** The special card moved; null for a (face-down) prisoner card. */
      readonly loot: string | null;
    }
  /** `Move 1 card` discarded unused: declined, or nothing on the winner's ships could move. */
  | { readonly type: 'moveDiscarded'; readonly seat: number; readonly reason: 'declined' | 'nothingToMove' }
  | { readonly type: 'prisonerPlaced'; readonly seat: number; readonly ship: Good }
  /** Option prisonersOfDiscardedLoot 'lost': prisoner cards discarded face down with the loot. */
  | { readonly type: 'prisonersDiscarded'; readonly seat: number; readonly count: number }
  /** Private: prisoner values a seat looked at (won), placed, moved or removed. */
  | {
      readonly type: 'prisonersSeen';
      readonly seat: number;
      readonly prisoners: readonly number[];
      readonly reason: 'won' | 'placed' | 'moved' | 'removed';
      readonly ship: Good | null;
    }
  | {
      readonly type: 'roundEnded';
      readonly round: number;
      readonly privileged: number | null;
      /** Every seat's yellow debt after the bid is fixed. */
      readonly debt: readonly number[];
      /** The undistributed loot card (rounds 1–5 it stays with one more prisoner card beneath). */
      readonly leftover: string | null;
      readonly prisonerCount: number;
    }
  | {
      readonly type: 'gameScored';
      readonly scores: readonly number[];
      /** Every ship revealed: [seat][good]. */
      readonly ships: readonly (readonly {
        readonly ship: Good;
        readonly prisoners: readonly number[];
        readonly tons: number;
        readonly limit: number;
        readonly sunk: boolean;
        readonly value: number;
      }[])[];
    };

/** Every event type, as a record so that the compiler refuses one left out. */
const EVENT_TYPE_SET: Readonly<Record<PortRoyalEventBody['type'], true>> = {
  roundStarted: true,
  handDealt: true,
  bidPlaced: true,
  bidPassed: true,
  privilegesWon: true,
  faceUpTaken: true,
  cardSetAside: true,
  cardSetAsideSeen: true,
  trumpChosen: true,
  leaderChosen: true,
  lootChosen: true,
  cardPlayed: true,
  trickWon: true,
  lootLoaded: true,
  debtPaid: true,
  lootRemoved: true,
  removeKept: true,
  cardRemoved: true,
  cardMoved: true,
  moveDiscarded: true,
  prisonerPlaced: true,
  prisonersDiscarded: true,
  prisonersSeen: true,
  roundEnded: true,
  gameScored: true,
};

/** Every event type the game emits: what a client must have words for. */
export const PORT_ROYAL_EVENT_TYPES = typesOf(EVENT_TYPE_SET);

export type PortRoyalEvent = GameEvent<PortRoyalEventBody>;
