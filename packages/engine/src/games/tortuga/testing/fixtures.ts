import {
  voteCodeOf,
  VOTE_KIND_COUNT,
  type EventCard,
  type Nation,
  type TreasureMap,
  type VoteCard,
} from '../data.js';
import type { TortugaOptions } from '../options.js';
import { tortuga } from '../index.js';
import type { Pending, TortugaState } from '../state.js';

/**
 * Builds exact positions for rules tests. Vote cards are written as three letters — top (C cannon,
 * W water, T torch), flag (B British, F French), bottom (S skull, H helm) — with a leading 2 for the
 * FR-2e double cards: 'CBS', 'TFH', '2CBS'.
 */
export interface Scenario {
  readonly players?: number;
  readonly options?: Partial<TortugaOptions>;
  readonly seed?: string;
  /** Crews front to back: [Flying Dutchman, Jolly Roger]. */
  readonly ships?: readonly [readonly number[], readonly number[]];
  readonly tortuga?: readonly number[];
  readonly rowboats?: readonly [number | null, number | null];
  readonly destroyed?: readonly [boolean, boolean];
  readonly holds?: readonly [{ british: number; french: number }, { british: number; french: number }];
  readonly galleon?: number;
  readonly areas?: { british: number; french: number };
  readonly loose?: number;
  readonly loyalties?: readonly Nation[];
  readonly hands?: Readonly<Record<number, readonly string[]>>;
  /** Cards put on top of the vote deck, the first one on top. */
  readonly voteDeckTop?: readonly string[];
  readonly row?: readonly (EventCard | null)[];
  readonly eventDeck?: readonly EventCard[];
  readonly maps?: Readonly<Record<number, readonly TreasureMap[]>>;
  readonly albatross?: Readonly<Record<number, number>>;
  readonly lettersOfMarque?: Readonly<Record<number, number>>;
  readonly pirateCode?: { seat: number; skipped: number };
  readonly turnSeat?: number;
  readonly actionsLeft?: number;
  readonly pending?: Pending | null;
  readonly suddenDeath?: number;
}

/** A vote card as actions carry it, from its short name ('CBS', '2TFH'). */
export function vc(name: string): VoteCard {
  const double = name.startsWith('2');
  const [top, flag, bottom] = (double ? name.slice(1) : name).split('');
  return {
    top: top === 'C' ? 'cannon' : top === 'W' ? 'water' : 'torch',
    flag: flag === 'B' ? 'british' : 'french',
    bottom: bottom === 'S' ? 'skull' : 'helm',
    double,
  };
}

export function code(name: string): number {
  return voteCodeOf(vc(name));
}

export function handOf(names: readonly string[]): number[] {
  const hand = new Array<number>(VOTE_KIND_COUNT).fill(0);
  for (const name of names) hand[code(name)] = (hand[code(name)] as number) + 1;
  return hand;
}

const filled = <T>(players: number, base: readonly T[], spec: Readonly<Record<number, T>> | undefined): T[] =>
  Array.from({ length: players }, (_, seat) => spec?.[seat] ?? (base[seat] as T));

/** A state in play (the start already done) with everything the scenario names set as it says. */
export function scenario(spec: Scenario): TortugaState {
  const players = spec.players ?? 4;
  const base = tortuga.setup({ players, seed: spec.seed ?? 'scenario', options: spec.options });
  const ships = spec.ships ?? [base.ships[0]?.crew ?? [], base.ships[1]?.crew ?? []];
  const holds = spec.holds ?? [
    { british: 0, french: 0 },
    { british: 0, french: 0 },
  ];
  return {
    ...base,
    ships: ships.map((crew, i) => ({
      crew: crew.slice(),
      holds: { ...(holds[i] as { british: number; french: number }) },
    })),
    rowboats: [0, 1].map((i) => ({
      occupant: spec.rowboats?.[i] ?? null,
      destroyed: spec.destroyed?.[i] ?? false,
    })),
    tortuga: {
      line: (spec.tortuga ?? []).slice(),
      areas: spec.areas ?? base.tortuga.areas,
      loose: spec.loose ?? base.tortuga.loose,
    },
    galleon: spec.galleon ?? base.galleon,
    loyalties: spec.loyalties ? spec.loyalties.slice() : base.loyalties,
    hands: base.hands.map((hand, seat) => (spec.hands?.[seat] ? handOf(spec.hands[seat]) : hand)),
    voteDeck: [...(spec.voteDeckTop ?? []).map(code), ...base.voteDeck],
    row: spec.row ? spec.row.slice() : base.row,
    eventDeck: spec.eventDeck ? spec.eventDeck.slice() : base.eventDeck,
    maps: filled<readonly TreasureMap[]>(players, base.maps, spec.maps),
    albatross: filled(players, base.albatross, spec.albatross),
    lettersOfMarque: filled(players, base.lettersOfMarque, spec.lettersOfMarque),
    pirateCode: spec.pirateCode ?? null,
    turn: {
      seat: spec.turnSeat ?? 0,
      number: 1,
      actionsLeft: spec.actionsLeft ?? base.actionsPerTurn,
      resolving: false,
      atlantisPassed: false,
      lettersKept: [],
    },
    pending: spec.pending ?? null,
    suddenDeath: spec.suddenDeath ?? 0,
  };
}
