import type { GameSetup } from '../../core/game.js';
import { Random } from '../../core/random.js';
import {
  CARDS_PER_SYMBOL,
  CARD_KINDS,
  CHEST_TILES,
  DARK_CARDS_PER_SYMBOL,
  PATH_TILES,
  SYMBOLS,
  SYMBOL_INDEX,
  cardCode,
  type CardCode,
  type CartagenaSymbol,
} from './data.js';
import type { CartagenaOptions, TileSpec } from './options.js';
import { RULES } from './rules.js';
import { START, type CartagenaState } from './state.js';

function tileSymbols(spec: TileSpec, side: 'tunnel' | 'jungle'): readonly CartagenaSymbol[] {
  if ('symbols' in spec) return spec.symbols;
  const symbols = (PATH_TILES[spec.tile - 1] as (typeof PATH_TILES)[number])[side];
  return spec.reversed ? symbols.slice().reverse() : symbols;
}

/** Picks tiles, their order and orientation from the seed (each physical tile used once). */
function randomLayout(random: Random, counts: { tunnel: number; jungle: number }, reversible: boolean) {
  const order = random.shuffle(PATH_TILES.map((_, i) => i + 1));
  const specs = order.map((tile) => ({ tile, reversed: reversible && random.int(0, 1) === 1 }));
  return {
    tunnel: specs.slice(0, counts.tunnel),
    jungle: specs.slice(counts.tunnel, counts.tunnel + counts.jungle),
  };
}

export function chestSquares(symbols: readonly number[]): number[] {
  const squares: number[] = [];
  symbols.forEach((symbol, square) => {
    if (symbol === SYMBOL_INDEX.chest) squares.push(square);
  });
  return squares;
}

/** Shuffles all chest tiles and lays one face down on each chest square (the rest are set aside). */
export function dealChests(random: Random, symbols: readonly number[]): (number | null)[] {
  const tiles = random.shuffle(CHEST_TILES);
  const chests: (number | null)[] = symbols.map(() => null);
  chestSquares(symbols).forEach((square, i) => {
    chests[square] = tiles[i] ?? null;
  });
  return chests;
}

function fullDeck(): CardCode[] {
  const deck: CardCode[] = [];
  for (let symbol = 0; symbol < SYMBOLS.length; symbol++) {
    for (let i = 0; i < CARDS_PER_SYMBOL; i++) deck.push(cardCode(symbol, i < DARK_CARDS_PER_SYMBOL));
  }
  return deck;
}

/**
 * Lays the path, seats the pirates at the start, shuffles and deals. Random draws happen in a fixed
 * order: tile layout (when not given), chest tiles, deck, first player.
 */
export function setup(input: GameSetup<CartagenaOptions>): CartagenaState {
  const { options } = input;
  const random = Random.fromSeed(input.seed);

  const counts =
    options.story === 'full'
      ? { tunnel: options.tunnelTiles, jungle: options.jungleTiles }
      : options.story === 'escape'
        ? { tunnel: options.tiles, jungle: 0 }
        : { tunnel: 0, jungle: options.tiles };
  const layout = options.layout ?? randomLayout(random, counts, options.reversibleTiles);
  const tunnel = (layout.tunnel ?? []).flatMap((spec) => tileSymbols(spec, 'tunnel'));
  const jungle = (layout.jungle ?? []).flatMap((spec) => tileSymbols(spec, 'jungle'));
  const pathLength = tunnel.length + jungle.length;
  const symbols = [-1, ...[...tunnel, ...jungle].map((s) => SYMBOL_INDEX[s]), -1];

  const chests = options.blackMagicWoman ? dealChests(random, symbols) : null;
  const drawPile = random.shuffle(fullDeck());
  const hands: number[][] = [];
  for (let seat = 0; seat < input.players; seat++) {
    const hand = new Array<number>(CARD_KINDS).fill(0);
    for (let i = 0; i < RULES.startingHand; i++) {
      const code = drawPile.pop() as CardCode;
      hand[code] = (hand[code] as number) + 1;
    }
    hands.push(hand);
  }
  const firstSeat = random.int(0, input.players - 1);

  return {
    options,
    players: input.players,
    symbols,
    pathLength,
    tunnelLength: tunnel.length,
    pirates: Array.from({ length: input.players }, () => new Array<number>(options.pirates).fill(START)),
    occupancy: new Array<number>(pathLength + 2).fill(0),
    boat: options.story === 'full' ? 'cartagena' : null,
    hands,
    drawPile,
    discardPile: new Array<number>(CARD_KINDS).fill(0),
    chests,
    turn: { seat: firstSeat, actionsUsed: 0, captainMoveUsed: false, number: 1 },
    pending: null,
    discardsOwed: new Array<number>(input.players).fill(0),
    lanternMemory: null,
    winner: null,
    random: random.state,
  };
}
