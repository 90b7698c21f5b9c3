import { crewView, lootView, type PortRoyalCrewCardView, type PortRoyalLootCardView } from './cards.js';
import { COLOURS, CREW_COLOUR, GOODS, type Colour, type CrewCode, type Good } from './data.js';
import type { PortRoyalOptions } from './options.js';
import { RULES } from './rules.js';
import { finalScores, placementsOf, winnersOf } from './result.js';
import { baseShipLimit, lootValue, prisonerSum, shipLimit, shipTons } from './scoring.js';
import type { PortRoyalState, Step } from './state.js';
import { ledColour, trickWinner } from './tricks.js';

export type { PortRoyalCrewCardView, PortRoyalLootCardView } from './cards.js';

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
  /** The round it was played in: the eighth trick stays shown until the next round's first starts. */
  readonly round: number;
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
  /**
   * The winners once the game is over: the seats placed first after the table's tie-break (one seat,
   * or several sharing the victory); else null.
   */
  readonly winners: readonly number[] | null;
}

function played(cards: readonly CrewCode[], leader: number, players: number): PortRoyalPlayedCardView[] {
  return cards.map((code, i) => ({ seat: (leader + i) % players, card: crewView(code) }));
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
            round: state.lastTrick.round,
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
    winners: scores === null ? null : winnersOf(placementsOf(state, scores)),
  };
}
