import {
  COLOURS,
  CREW_CARDS,
  CREW_COLOUR,
  CREW_IDS,
  CREW_VALUE,
  GOODS,
  LOOT_CARDS,
  LOOT_IDS,
  LOOT_LIMIT_CHANGE,
  LOOT_TONS,
  SPECIALS,
  STANDARD_LOOT,
  goodOf,
  type Colour,
  type CrewCode,
  type Good,
  type LootCode,
  type Special,
} from './data.js';
import type { PortRoyalOptions } from './options.js';
import { RULES } from './rules.js';
import { baseShipLimit, lootValue, prisonerSum, scoreShip, shipLimit, shipTons } from './scoring.js';
import type { PortRoyalState, Step } from './state.js';
import { ledColour, trickWinner } from './tricks.js';

/** A crew card: `colour` null for a ghost. */
export interface PortRoyalCrewCardView {
  readonly id: string;
  readonly colour: Colour | null;
  readonly value: number;
}

/** A loot card: a standard card has its `good`, a grey card its `special`. */
export interface PortRoyalLootCardView {
  readonly id: string;
  readonly good: Good | null;
  readonly special: Special | null;
  /** What it adds to its ship's value and weight (tons; ± for the ± specials, 0 for the others). */
  readonly tons: number;
  /** What it changes in its ship's load limit (Max±5). */
  readonly limitChange: number;
}

export interface PortRoyalDisplayCardView {
  readonly loot: PortRoyalLootCardView;
  /** Face-down prisoner cards beneath it. */
  readonly prisonerCount: number;
  /** The pirate pawn stands on it: it is the loot of the current trick. */
  readonly atStake: boolean;
}

export interface PortRoyalShipView {
  readonly ship: Good;
  readonly loot: readonly PortRoyalLootCardView[];
  readonly prisonerCount: number;
  /** Prisoner values: to the ship's owner, and to everyone once the game is over; else null. */
  readonly prisoners: readonly number[] | null;
  /** Weight now and the load limit (checked only at the end of round 6). */
  readonly tons: number;
  readonly limit: number;
  readonly overLimit: boolean;
  /** The loot's value (×2, floored at 0), prisoners not included. */
  readonly lootValue: number;
  /** What the ship would score now, where the viewer knows its prisoners; else null. */
  readonly value: number | null;
}

export interface PortRoyalSeatView {
  readonly seat: number;
  readonly handSize: number;
  /** The yellow debt cube. */
  readonly debt: number;
  /** The black bid cube, for the privileged player while it is on his board; else null. */
  readonly black: number | null;
  readonly dealer: boolean;
  readonly privileged: boolean;
  /** Keeps `Remove 1 card` beside the board for later. */
  readonly keepsRemove: boolean;
  /** White stones: colours this seat has shown it lacks this round. */
  readonly absent: readonly Colour[];
  readonly ships: readonly PortRoyalShipView[];
  /** Prisoner cards this seat has discarded face down. */
  readonly discardedPrisonerCount: number;
  /** The final score, once the game is over; else null. */
  readonly score: number | null;
}

export interface PortRoyalAuctionView {
  readonly highBid: number;
  readonly highBidder: number | null;
  readonly passed: readonly boolean[];
  /** The highest bid each seat may make: 19 − its yellow debt. */
  readonly maxBids: readonly number[];
  /** The lowest bid possible now. */
  readonly minimumBid: number;
}

export interface PortRoyalPlayedCardView {
  readonly seat: number;
  readonly card: PortRoyalCrewCardView;
}

export interface PortRoyalTrickView {
  /** 1..8 within the round. */
  readonly number: number;
  readonly leader: number;
  readonly stake: PortRoyalLootCardView | null;
  readonly cards: readonly PortRoyalPlayedCardView[];
  /** Null before the lead and when a ghost was led. */
  readonly ledColour: Colour | null;
  readonly ghostPlayed: boolean;
  /** Who would take the trick as it stands; null before the lead. */
  readonly winning: number | null;
}

export interface PortRoyalLastTrickView {
  readonly number: number;
  readonly leader: number;
  readonly cards: readonly PortRoyalPlayedCardView[];
  readonly winner: number;
  readonly loot: PortRoyalLootCardView;
}

export interface PortRoyalWonView {
  readonly seat: number;
  /** The loot card still to settle; null once it is. */
  readonly loot: PortRoyalLootCardView | null;
  readonly prisonerCount: number;
  /** The prisoner values still to place: to the winner only; else null. */
  readonly prisoners: readonly number[] | null;
}

/** What one seat (or a spectator) may know of a Port Royal game: plain JSON, null for "none". */
export interface PortRoyalView {
  readonly game: 'port-royal';
  /** The viewer's seat, or null for a spectator. */
  readonly viewer: number | null;
  readonly players: number;
  readonly options: PortRoyalOptions;
  readonly round: number;
  readonly rounds: number;
  readonly step: Step;
  /** The seat to act; null once the game is over. */
  readonly turn: number | null;
  readonly dealer: number;
  /** The load limit of a ship before Max cards (24 with 3 players, 18 with 4). */
  readonly shipLimit: number;
  readonly display: readonly PortRoyalDisplayCardView[];
  readonly lootDeckSize: number;
  readonly prisonerDeckSize: number;
  /** The two face-up crew cards, until the privileged player takes them. */
  readonly faceUp: readonly PortRoyalCrewCardView[];
  /** The face-up cards the privileged player took this round. */
  readonly pickedUp: readonly PortRoyalCrewCardView[];
  /** The viewer's crew hand, sorted; null for a spectator. */
  readonly hand: readonly PortRoyalCrewCardView[] | null;
  /** The cards the viewer set aside as privileged player this round; null for everyone else. */
  readonly setAside: readonly PortRoyalCrewCardView[] | null;
  readonly setAsideCount: number;
  readonly auction: PortRoyalAuctionView | null;
  readonly privileged: number | null;
  readonly trump: Colour | null;
  readonly trick: PortRoyalTrickView | null;
  readonly lastTrick: PortRoyalLastTrickView | null;
  /** What the last trick's winner is still settling. */
  readonly won: PortRoyalWonView | null;
  readonly seats: readonly PortRoyalSeatView[];
  /** Face-up discarded loot cards, in order. */
  readonly discard: readonly PortRoyalLootCardView[];
  /** Final scores once the game is over; else null. */
  readonly scores: readonly number[] | null;
}

const CREW_VIEWS: readonly PortRoyalCrewCardView[] = Array.from({ length: CREW_CARDS }, (_, code) =>
  Object.freeze({
    id: CREW_IDS[code] as string,
    colour: (CREW_COLOUR[code] as number) < 0 ? null : (COLOURS[CREW_COLOUR[code] as number] as Colour),
    value: CREW_VALUE[code] as number,
  }),
);
const LOOT_VIEWS: readonly PortRoyalLootCardView[] = Array.from({ length: LOOT_CARDS }, (_, code) =>
  Object.freeze({
    id: LOOT_IDS[code] as string,
    good: code < STANDARD_LOOT ? (GOODS[goodOf(code)] as Good) : null,
    special: code < STANDARD_LOOT ? null : (SPECIALS[code - STANDARD_LOOT] as Special),
    tons: LOOT_TONS[code] as number,
    limitChange: LOOT_LIMIT_CHANGE[code] as number,
  }),
);
export const crewView = (code: CrewCode): PortRoyalCrewCardView => CREW_VIEWS[code] as PortRoyalCrewCardView;
export const lootView = (code: LootCode): PortRoyalLootCardView => LOOT_VIEWS[code] as PortRoyalLootCardView;

function played(cards: readonly CrewCode[], leader: number, players: number): PortRoyalPlayedCardView[] {
  return cards.map((code, i) => ({ seat: (leader + i) % players, card: crewView(code) }));
}

export function finalScores(state: PortRoyalState): number[] {
  return state.ships.map((row, seat) => {
    let total = 0;
    for (const ship of row) {
      total += scoreShip(ship.loot, ship.prisoners, state.players, state.options.doubleWeight).value;
    }
    return total - (state.debt[seat] as number);
  });
}

export function view(state: PortRoyalState, viewer: number | null): PortRoyalView {
  const seat =
    viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.players ? viewer : null;
  const over = state.step === 'over';
  const players = state.players;
  const scores = over ? finalScores(state) : null;
  const trick = state.trick;
  const trump = state.trump ?? -1;
  const auction = state.auction;
  const won = state.won;
  const led = trick === null ? -1 : ledColour(trick.cards, state.options.ghostLead);

  const seats: PortRoyalSeatView[] = state.ships.map((row, owner) => {
    const sees = over || owner === seat;
    return {
      seat: owner,
      handSize: (state.hands[owner] as readonly CrewCode[]).length,
      debt: state.debt[owner] as number,
      black: state.privileged === owner ? state.black : null,
      dealer: state.dealer === owner,
      privileged: state.privileged === owner,
      keepsRemove: state.removeHolder === owner,
      absent: COLOURS.filter((_, colour) => ((state.absent[owner] as number) & (1 << colour)) !== 0),
      ships: row.map((ship, good) => {
        const tons = shipTons(ship.loot, state.options.doubleWeight);
        const limit = shipLimit(ship.loot, players);
        const value = lootValue(ship.loot);
        return {
          ship: GOODS[good] as Good,
          loot: ship.loot.map(lootView),
          prisonerCount: ship.prisoners.length,
          prisoners: sees ? ship.prisoners.slice() : null,
          tons,
          limit,
          overLimit: tons > limit,
          lootValue: value,
          value: sees ? (tons > limit ? 0 : value + prisonerSum(ship.prisoners)) : null,
        };
      }),
      discardedPrisonerCount: (state.discardedPrisoners[owner] as readonly number[]).length,
      score: scores === null ? null : (scores[owner] as number),
    };
  });

  return {
    game: 'port-royal',
    viewer: seat,
    players,
    options: { ...state.options },
    round: state.round,
    rounds: RULES.rounds,
    step: state.step,
    turn: over ? null : state.turn,
    dealer: state.dealer,
    shipLimit: baseShipLimit(players),
    display: state.display.map((card) => ({
      loot: lootView(card.loot),
      prisonerCount: card.prisoners.length,
      atStake: trick !== null && trick.stake === card.loot,
    })),
    lootDeckSize: state.lootDeck.length,
    prisonerDeckSize: state.prisonerDeck.length,
    faceUp: state.faceUp.map(crewView),
    pickedUp: state.pickedUp.map(crewView),
    hand: seat === null ? null : (state.hands[seat] as readonly CrewCode[]).map(crewView),
    setAside: seat !== null && seat === state.privileged ? state.setAside.map(crewView) : null,
    setAsideCount: state.setAside.length,
    auction:
      auction === null
        ? null
        : {
            highBid: auction.highBid,
            highBidder: auction.highBidder,
            passed: auction.passed.slice(),
            maxBids: state.debt.map((debt) => Math.max(0, RULES.debtCap - debt)),
            minimumBid: Math.max(RULES.minimumBid, auction.highBid + 1),
          },
    privileged: state.privileged,
    trump: trump < 0 ? null : (COLOURS[trump] as Colour),
    trick:
      trick === null
        ? null
        : {
            number: trick.number,
            leader: trick.leader,
            stake: trick.stake === null ? null : lootView(trick.stake),
            cards: played(trick.cards, trick.leader, players),
            ledColour: led < 0 ? null : (COLOURS[led] as Colour),
            ghostPlayed: trick.cards.some((code) => (CREW_COLOUR[code] as number) < 0),
            winning:
              trick.cards.length === 0 ? null : (trick.leader + trickWinner(trick.cards, trump)) % players,
          },
    lastTrick:
      state.lastTrick === null
        ? null
        : {
            number: state.lastTrick.number,
            leader: state.lastTrick.leader,
            cards: played(state.lastTrick.cards, state.lastTrick.leader, players),
            winner: state.lastTrick.winner,
            loot: lootView(state.lastTrick.loot),
          },
    won:
      won === null
        ? null
        : {
            seat: won.seat,
            loot: won.loot === null ? null : lootView(won.loot),
            prisonerCount: won.prisoners.length,
            prisoners: won.seat === seat ? won.prisoners.slice() : null,
          },
    seats,
    discard: state.discard.map(lootView),
    scores,
  };
}
