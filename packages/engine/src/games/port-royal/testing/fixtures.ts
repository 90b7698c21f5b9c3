import {
  COLOUR_INDEX,
  GOODS,
  crewById,
  lootById,
  prisonerById,
  type Colour,
  type CrewCode,
  type Good,
  type LootCode,
} from '../data.js';
import type { PortRoyalOptions } from '../options.js';
import { portRoyal } from '../index.js';
import type { DisplayCard, PortRoyalState, Ship, Step, Won } from '../state.js';

/**
 * Builds exact positions for rules tests from readable ids: crew `red-5`, loot `rum-6`, prisoners
 * `prisoner-3`. Anything not given comes from a seeded setup (round 1, auction open).
 */
export interface Scenario {
  readonly players?: 3 | 4;
  readonly options?: Partial<PortRoyalOptions>;
  readonly seed?: string;
  readonly round?: number;
  readonly dealer?: number;
  readonly step?: Step;
  readonly turn?: number;
  readonly hands?: Readonly<Record<number, readonly string[]>>;
  readonly trump?: Colour;
  /** A trick in progress: its leader, the loot at stake and the cards played so far. */
  readonly trick?: {
    readonly number?: number;
    readonly leader: number;
    readonly stake: string | null;
    readonly cards?: readonly string[];
  };
  /** The display: loot ids, optionally with prisoner values beneath. */
  readonly display?: readonly (string | { readonly loot: string; readonly prisoners: readonly number[] })[];
  /** Ships by seat and good: loot ids and `prisoner-N`. */
  readonly ships?: Readonly<Record<number, Partial<Record<Good, readonly string[]>>>>;
  readonly debt?: readonly number[];
  readonly privileged?: number;
  readonly black?: number;
  readonly won?: {
    readonly seat: number;
    readonly loot: string | null;
    readonly prisoners?: readonly number[];
  };
  readonly removeHolder?: number;
  readonly lootDeck?: readonly string[];
  readonly prisonerDeck?: readonly number[];
}

export function crew(id: string): CrewCode {
  const code = crewById(id);
  if (code === null) throw new Error(`no crew card ${id}`);
  return code;
}

export function loot(id: string): LootCode {
  const code = lootById(id);
  if (code === null) throw new Error(`no loot card ${id}`);
  return code;
}

export function shipOf(cards: readonly string[]): Ship {
  const lootCards: LootCode[] = [];
  const prisoners: number[] = [];
  for (const id of cards) {
    const prisoner = prisonerById(id);
    if (prisoner !== null) prisoners.push(prisoner);
    else lootCards.push(loot(id));
  }
  return { loot: lootCards, prisoners };
}

export function scenario(spec: Scenario): PortRoyalState {
  const players = spec.players ?? 4;
  const base = portRoyal.setup({
    players,
    seed: spec.seed ?? 'scenario',
    options: { firstDealer: spec.dealer ?? 0, ...spec.options },
  });
  const hands = base.hands.map((hand, seat) =>
    spec.hands?.[seat] ? spec.hands[seat].map(crew).sort((a, b) => a - b) : hand,
  );
  const display: DisplayCard[] = spec.display
    ? spec.display.map((entry) =>
        typeof entry === 'string'
          ? { loot: loot(entry), prisoners: [] }
          : { loot: loot(entry.loot), prisoners: entry.prisoners.slice() },
      )
    : base.display.slice();
  const ships = base.ships.map((row, seat) =>
    row.map((ship, good) => {
      const cards = spec.ships?.[seat]?.[GOODS[good] as Good];
      return cards ? shipOf(cards) : ship;
    }),
  );
  const trick = spec.trick
    ? {
        number: spec.trick.number ?? 1,
        leader: spec.trick.leader,
        stake: spec.trick.stake === null ? null : loot(spec.trick.stake),
        cards: (spec.trick.cards ?? []).map(crew),
      }
    : base.trick;
  const won: Won | null = spec.won
    ? {
        seat: spec.won.seat,
        loot: spec.won.loot === null ? null : loot(spec.won.loot),
        prisoners: (spec.won.prisoners ?? []).slice(),
      }
    : base.won;
  const step: Step =
    spec.step ??
    (spec.won
      ? 'settleLoot'
      : spec.trick
        ? spec.trick.stake === null
          ? 'chooseLoot'
          : 'playCard'
        : base.step);
  const defaultTurn = spec.won
    ? spec.won.seat
    : spec.trick
      ? (spec.trick.leader + (spec.trick.cards?.length ?? 0)) % players
      : base.turn;
  const privileged = spec.privileged ?? base.privileged;
  const debt = spec.debt ?? base.debt;
  return {
    ...base,
    round: spec.round ?? base.round,
    step,
    turn: spec.turn ?? defaultTurn,
    hands,
    display,
    ships,
    trick,
    won,
    debt,
    privileged,
    black: spec.black ?? (privileged !== null ? (debt[privileged] as number) : base.black),
    trump: spec.trump ? COLOUR_INDEX[spec.trump] : base.trump,
    auction: step === 'bid' ? base.auction : null,
    faceUp: step === 'bid' ? base.faceUp : [],
    removeHolder: spec.removeHolder ?? base.removeHolder,
    lootDeck: spec.lootDeck ? spec.lootDeck.map(loot) : base.lootDeck,
    prisonerDeck: spec.prisonerDeck ? spec.prisonerDeck.slice() : base.prisonerDeck,
    // A position met in play: round 1's deal is already in the log.
    openingLogged: true,
  };
}
