import { cardCode, CARD_KINDS, SYMBOL_INDEX, type CartagenaSymbol } from '../data.js';
import type { CartagenaOptions, TileSpec } from '../options.js';
import { cartagena } from '../index.js';
import { ABOARD, START, type CartagenaState, type Location, type Pending } from '../state.js';

/**
 * Builds exact positions for rules tests: a board from symbol lists, pirates where the scenario
 * puts them, and chosen hands. Boards read like the data sheet: one symbol per square, 1 first.
 */
export interface Scenario {
  readonly players?: number;
  readonly options?: Partial<CartagenaOptions>;
  /** Escape/jungle: the whole path; full story: the tunnel. Six symbols per tile. */
  readonly path?: readonly CartagenaSymbol[];
  /** Full story: the jungle path. */
  readonly jungle?: readonly CartagenaSymbol[];
  /** Each seat's pirates: square numbers, 'start', 'boat' or 'finish'; the rest wait at the start. */
  readonly pirates?: Readonly<Record<number, readonly (number | 'start' | 'boat' | 'finish')[]>>;
  /** Each seat's hand as symbols; a trailing '*' marks a dark card ('rum*'). */
  readonly hands?: Readonly<Record<number, readonly string[]>>;
  readonly turnSeat?: number;
  readonly actionsUsed?: number;
  readonly boat?: 'cartagena' | 'tortuga';
  readonly chests?: Readonly<Record<number, number>>;
  readonly drawPileTop?: readonly string[];
  readonly pending?: Pending;
  readonly seed?: string;
}

export function code(card: string): number {
  const dark = card.endsWith('*');
  const symbol = (dark ? card.slice(0, -1) : card) as CartagenaSymbol;
  return cardCode(SYMBOL_INDEX[symbol], dark);
}

/** A card as actions carry it: 'rum' or 'rum*' (dark). */
export function card(name: string) {
  const dark = name.endsWith('*');
  return { symbol: (dark ? name.slice(0, -1) : name) as CartagenaSymbol, dark };
}

function tiles(symbols: readonly CartagenaSymbol[]): TileSpec[] {
  const specs: TileSpec[] = [];
  for (let i = 0; i < symbols.length; i += 6) specs.push({ symbols: symbols.slice(i, i + 6) });
  return specs;
}

export function handOf(cards: readonly string[]): number[] {
  const hand = new Array<number>(CARD_KINDS).fill(0);
  for (const name of cards) hand[code(name)] = (hand[code(name)] as number) + 1;
  return hand;
}

export function scenario(spec: Scenario): CartagenaState {
  const players = spec.players ?? 3;
  const story = spec.options?.story ?? 'escape';
  const path = spec.path ?? B1;
  const layout =
    story === 'full'
      ? { tunnel: tiles(path), jungle: tiles(spec.jungle ?? []) }
      : story === 'jungle'
        ? { jungle: tiles(path) }
        : { tunnel: tiles(path) };
  const tileCount = path.length / 6;
  const base = cartagena.setup({
    players,
    seed: spec.seed ?? 'scenario',
    options: {
      ...spec.options,
      ...(story === 'full'
        ? { tunnelTiles: tileCount, jungleTiles: (spec.jungle ?? []).length / 6 }
        : { tiles: tileCount }),
      layout,
    },
  });
  const finish = base.pathLength + 1;
  const toLocation = (place: number | 'start' | 'boat' | 'finish'): Location =>
    place === 'start' ? START : place === 'boat' ? ABOARD : place === 'finish' ? finish : place;
  const pirates = base.pirates.map((seatPirates, seat) => {
    const placed = (spec.pirates?.[seat] ?? []).map(toLocation);
    return [...placed, ...new Array<number>(seatPirates.length - placed.length).fill(START)];
  });
  const occupancy = new Array<number>(base.pathLength + 2).fill(0);
  for (const seatPirates of pirates) {
    for (const at of seatPirates)
      if (at >= 1 && at <= base.pathLength) occupancy[at] = (occupancy[at] as number) + 1;
  }
  const hands = base.hands.map((hand, seat) => (spec.hands?.[seat] ? handOf(spec.hands[seat]) : hand));
  const top = (spec.drawPileTop ?? []).map(code).reverse();
  const chests =
    spec.chests && base.chests
      ? base.chests.map((tile, square) => (square in spec.chests! ? (spec.chests![square] ?? null) : tile))
      : base.chests;
  return {
    ...base,
    pirates,
    occupancy,
    hands,
    drawPile: [...base.drawPile, ...top],
    boat: spec.boat ?? base.boat,
    chests,
    pending: spec.pending ?? null,
    turn: { seat: spec.turnSeat ?? 0, actionsUsed: spec.actionsUsed ?? 0, captainMoveUsed: false, number: 1 },
  };
}

function parse(text: string): CartagenaSymbol[] {
  return text
    .split(/[|,]/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => entry.split(/\s+/)[1] as CartagenaSymbol);
}

/** Board B1 of the data sheet (6 tunnel tiles). */
export const B1 =
  parse(`1 hook,2 pistol,3 lantern,4 parrot,5 rum,6 chest | 7 pistol,8 lantern,9 hook,10 chest,11 rum,12 parrot |
13 lantern,14 hook,15 rum,16 pistol,17 parrot,18 chest | 19 parrot,20 chest,21 rum,22 lantern,23 pistol,24 hook |
25 rum,26 pistol,27 chest,28 hook,29 lantern,30 parrot | 31 chest,32 parrot,33 pistol,34 rum,35 hook,36 lantern`);

/**
 * Board B2 of the data sheet: 3 tunnel tiles (1–18) with rum on 6, 12 and 16, then 3 jungle tiles
 * (19–36). The data sheet fixes only the rum squares; the rest is chosen so the Morgan and
 * Black Magic Woman examples play out as the rulebook tells them.
 */
export const B2_TUNNEL =
  parse(`1 hook,2 pistol,3 lantern,4 parrot,5 chest,6 rum | 7 pistol,8 lantern,9 hook,10 chest,11 parrot,12 rum |
13 lantern,14 hook,15 parrot,16 rum,17 pistol,18 chest`);
export const B2_JUNGLE =
  parse(`19 parrot,20 chest,21 rum,22 lantern,23 pistol,24 hook | 25 rum,26 pistol,27 chest,28 hook,29 lantern,30 parrot |
31 chest,32 parrot,33 pistol,34 rum,35 hook,36 lantern`);
