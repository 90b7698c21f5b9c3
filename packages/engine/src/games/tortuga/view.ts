import { atlantisWindowHolder } from './checks.js';
import { locate, placeOf, rolesOf, scores, shipName, type Role } from './board.js';
import {
  sortedCards,
  type EventCard,
  type Nation,
  type Place,
  type Ruleset,
  type ShipName,
  type TreasureMap,
  type VoteCard,
} from './data.js';
import type { TortugaOptions } from './options.js';
import type { MaroonCause } from './rules.js';
import type { Pending, StartChoice, TortugaState, VoteKind } from './state.js';

export interface TortugaSeatView {
  readonly seat: number;
  /** The viewer's own loyalty; another seat's only when its card lies face up or the game is over. */
  readonly loyalty: Nation | null;
  readonly loyaltyFaceUp: boolean;
  /** Where the pawn stands (null while still in the bag at a brain-burner start). */
  readonly place: Place | null;
  /** 1-based position on the ship or in Tortuga's line (1 in a rowboat; null in the bag). */
  readonly position: number | null;
  readonly roles: readonly Role[];
  /** Vote hand size (public). */
  readonly voteCards: number;
  readonly albatross: number;
  readonly lettersOfMarque: number;
  readonly treasureMaps: readonly TreasureMap[];
  /** Pirate Code: votes still to sit out (0 without the card). */
  readonly pirateCodeSkipsLeft: number;
  /** Scurvy: this seat loses its next turn. */
  readonly skipsNextTurn: boolean;
}

export interface TortugaShipView {
  readonly name: ShipName;
  /** Seats front to back: captain first. */
  readonly crew: readonly number[];
  readonly holds: { readonly british: number; readonly french: number };
  readonly rowboat: { readonly occupant: number | null; readonly destroyed: boolean };
}

export interface TortugaSlotView {
  readonly slot: number;
  readonly faceDown: boolean;
  /** The card, if the viewer peeked at this slot since it last changed (everything once the game is over). */
  readonly known: EventCard | null;
}

export type TortugaPendingView =
  | { readonly kind: 'startingTreasure'; readonly seat: number; readonly ship: ShipName }
  | { readonly kind: 'chooseStart'; readonly seat: number; readonly chosen: readonly StartChoice[] }
  | {
      readonly kind: 'vote';
      readonly vote: VoteKind;
      readonly caller: number;
      readonly ship: ShipName | null;
      readonly participants: readonly number[];
      /** Participants who have voted (what they played stays secret). */
      readonly voted: readonly number[];
      /** The viewer's own cards in this vote, if it has voted. */
      readonly myCards: readonly VoteCard[] | null;
      /** Called but sitting it out (Pirate Code, no vote card). */
      readonly sittingOut: readonly number[];
    }
  | { readonly kind: 'attackTreasure'; readonly seat: number; readonly ship: ShipName }
  | {
      readonly kind: 'forcedReveal';
      readonly forcer: number;
      readonly target: number;
      readonly chooser: number;
      /** The two designated slots, public. */
      readonly slots: readonly number[];
    }
  | { readonly kind: 'eventChoice'; readonly seat: number; readonly card: EventCard }
  | { readonly kind: 'returnVoteCard'; readonly seat: number }
  | {
      readonly kind: 'crowsNestGive';
      readonly seat: number;
      readonly target: number;
      readonly remaining: number;
    }
  | {
      readonly kind: 'maroonResponse';
      readonly seat: number;
      readonly cause: MaroonCause;
      readonly fountain: boolean;
      readonly atlantis: boolean;
    }
  | { readonly kind: 'loseVoteCard'; readonly seat: number }
  | {
      readonly kind: 'atlantisJump';
      readonly seat: number;
      readonly vote: 'attack' | 'mutiny';
      readonly caller: number;
      readonly ship: ShipName;
    };

/** What one seat (or a spectator) may know of a Tortuga 1667 game. Plain JSON: no undefined, no Map. */
export interface TortugaView {
  readonly game: 'tortuga';
  readonly viewer: number | null;
  readonly players: number;
  readonly ruleset: Ruleset;
  readonly options: TortugaOptions;
  readonly phase: 'start' | 'play' | 'over';
  readonly seats: readonly TortugaSeatView[];
  readonly galleon: number;
  readonly ships: readonly TortugaShipView[];
  readonly tortuga: {
    readonly line: readonly number[];
    readonly areas: { readonly british: number; readonly french: number };
    readonly loose: number;
  };
  readonly scores: { readonly british: number; readonly french: number };
  readonly eventRow: readonly TortugaSlotView[];
  readonly eventDeckSize: number;
  /** Face-up discards, oldest first. */
  readonly discardPile: readonly EventCard[];
  /** The star cards in play when the table chose them (null: drawn at random, unknown). */
  readonly starCards: readonly EventCard[] | null;
  readonly voteDeckSize: number;
  /** The viewer's vote hand, sorted (null for a spectator). */
  readonly hand: readonly VoteCard[] | null;
  /** IT-1e Letter of Marque: the card the viewer put on top, while it is still there. */
  readonly knownVoteDeckTop: VoteCard | null;
  /** Crow's Nest: the vote deck's cards (sorted) while the viewer searches it. */
  readonly knownVoteDeck: readonly VoteCard[] | null;
  readonly turn: {
    readonly seat: number;
    readonly number: number;
    readonly actionsLeft: number;
    readonly actionsPerTurn: number;
  };
  /** The Atlantis holder who may still sail before this turn's first action, or null. */
  readonly atlantisWindow: number | null;
  readonly pending: TortugaPendingView | null;
  /** Sudden death rows dealt so far (0: none). */
  readonly suddenDeath: number;
  /** Once the game is over, everything: every vote hand (by seat) and the event deck, top first. */
  readonly revealed: {
    readonly hands: readonly (readonly VoteCard[])[];
    readonly eventDeck: readonly EventCard[];
  } | null;
  readonly outcome: {
    readonly winner: Nation;
    readonly british: number;
    readonly french: number;
    readonly reason: 'armada' | 'dutchTie' | 'suddenDeath';
  } | null;
}

function cardsOf(counts: readonly number[]): VoteCard[] {
  const codes: number[] = [];
  counts.forEach((count, code) => {
    for (let i = 0; i < count; i++) codes.push(code);
  });
  return sortedCards(codes);
}

function pendingView(state: TortugaState, pending: Pending, viewer: number | null): TortugaPendingView {
  switch (pending.kind) {
    case 'startingTreasure': {
      const ship = pending.ships[0] ?? 1;
      return { kind: 'startingTreasure', seat: state.ships[ship]?.crew[0] ?? 0, ship: shipName(ship) };
    }
    case 'chooseStart':
      return {
        kind: 'chooseStart',
        seat: pending.order[pending.chosen.length] ?? 0,
        chosen: pending.chosen.map((choice) => ({ ...choice })),
      };
    case 'vote': {
      const mine = viewer === null ? -1 : pending.participants.indexOf(viewer);
      const played = mine >= 0 ? pending.plays[mine] : null;
      return {
        kind: 'vote',
        vote: pending.vote,
        caller: pending.caller,
        ship: pending.ship === null ? null : shipName(pending.ship),
        participants: pending.participants.slice(),
        voted: pending.participants.filter((_, i) => pending.plays[i] !== null),
        myCards: played ? sortedCards(played) : null,
        sittingOut: pending.sittingOut.slice(),
      };
    }
    case 'attackTreasure':
      return { kind: 'attackTreasure', seat: pending.seat, ship: shipName(pending.ship) };
    case 'forcedReveal':
      return {
        kind: 'forcedReveal',
        forcer: pending.forcer,
        target: pending.target,
        chooser: pending.chooser,
        slots: pending.slots.map((index) => index + 1),
      };
    case 'atlantisJump':
      return {
        kind: 'atlantisJump',
        seat: pending.seat,
        vote: pending.vote,
        caller: pending.caller,
        ship: shipName(pending.ship),
      };
    case 'maroonResponse':
      return { ...pending };
    default:
      return { ...pending };
  }
}

export function view(state: TortugaState, viewer: number | null): TortugaView {
  const seat =
    viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.players ? viewer : null;
  const over = state.outcome !== null;
  const pending = state.pending;
  const peeks = seat === null ? null : state.peeks[seat];
  return {
    game: 'tortuga',
    viewer: seat,
    players: state.players,
    ruleset: state.options.ruleset,
    options: { ...state.options, starCards: state.options.starCards && state.options.starCards.slice() },
    phase: over ? 'over' : state.turn.number === 0 ? 'start' : 'play',
    seats: state.loyalties.map((loyalty, owner) => {
      const at = locate(state, owner);
      const inBag = at.kind === 'tortuga' && at.index < 0;
      const visible = over || owner === seat || (state.loyaltyFaceUp[owner] ?? false);
      return {
        seat: owner,
        loyalty: visible ? loyalty : null,
        loyaltyFaceUp: state.loyaltyFaceUp[owner] ?? false,
        place: inBag ? null : placeOf(at),
        position: inBag ? null : at.kind === 'rowboat' ? 1 : at.index + 1,
        roles: rolesOf(state, owner),
        voteCards: (state.hands[owner] ?? []).reduce((a, b) => a + b, 0),
        albatross: state.albatross[owner] ?? 0,
        lettersOfMarque: state.lettersOfMarque[owner] ?? 0,
        treasureMaps: (state.maps[owner] ?? []).slice(),
        pirateCodeSkipsLeft: state.pirateCode?.seat === owner ? 2 - state.pirateCode.skipped : 0,
        skipsNextTurn: state.skipNextTurn[owner] ?? false,
      };
    }),
    galleon: state.galleon,
    ships: state.ships.map((ship, index) => ({
      name: shipName(index as 0 | 1),
      crew: ship.crew.slice(),
      holds: { british: ship.holds.british, french: ship.holds.french },
      rowboat: {
        occupant: state.rowboats[index]?.occupant ?? null,
        destroyed: state.rowboats[index]?.destroyed ?? false,
      },
    })),
    tortuga: {
      line: state.tortuga.line.slice(),
      areas: { british: state.tortuga.areas.british, french: state.tortuga.areas.french },
      loose: state.tortuga.loose,
    },
    scores: scores(state),
    eventRow: state.row.map((card, index) => ({
      slot: index + 1,
      faceDown: card !== null,
      known: card === null ? null : over ? card : (peeks?.[index] ?? null),
    })),
    eventDeckSize: state.eventDeck.length,
    discardPile: state.discard.slice(),
    starCards: state.options.starCards || state.options.noPeeking ? state.starCards.slice() : null,
    voteDeckSize: state.voteDeck.length,
    hand: seat === null ? null : cardsOf(state.hands[seat] ?? []),
    knownVoteDeckTop:
      seat !== null && state.voteTopKnownBy === seat && state.voteDeck.length > 0
        ? (sortedCards([state.voteDeck[0] as number])[0] ?? null)
        : null,
    knownVoteDeck:
      seat !== null && pending?.kind === 'crowsNestGive' && pending.seat === seat
        ? sortedCards(state.voteDeck)
        : null,
    turn: {
      seat: state.turn.seat,
      number: state.turn.number,
      actionsLeft: state.turn.actionsLeft,
      actionsPerTurn: state.actionsPerTurn,
    },
    atlantisWindow: atlantisWindowHolder(state),
    pending: pending === null ? null : pendingView(state, pending, seat),
    suddenDeath: state.suddenDeath,
    revealed: over ? { hands: state.hands.map(cardsOf), eventDeck: state.eventDeck.slice() } : null,
    outcome: state.outcome && { ...state.outcome },
  };
}
