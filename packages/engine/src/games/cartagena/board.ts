import { RULES } from './rules.js';
import { ABOARD, START, type BoatSide, type Location } from './state.js';
import type { Story } from './options.js';
import { SYMBOLS, SYMBOL_INDEX } from './symbols.js';
import type { CartagenaView } from './view.js';

/**
 * The path as movement sees it. Game states and seat views both provide this, so the rules code
 * and the bots compute moves the same way.
 */
export interface Board {
  readonly options: { readonly story: Story };
  readonly symbols: readonly number[];
  readonly occupancy: readonly number[];
  readonly pathLength: number;
  readonly tunnelLength: number;
  readonly boat: BoatSide | null;
}

/** The path as a seat's view shows it: every square's symbol and how many pirates stand there. */
export function boardOfView(view: CartagenaView): Board {
  return {
    options: { story: view.options.story },
    symbols: [-1, ...view.squares.map((s) => SYMBOL_INDEX[s.symbol]), -1],
    occupancy: [0, ...view.squares.map((s) => s.pirates.reduce((a, b) => a + b, 0)), 0],
    pathLength: view.pathLength,
    tunnelLength: view.tunnelLength,
    boat: view.boat,
  };
}

export function finishOf(board: Board): Location {
  return board.pathLength + 1;
}

/** Whether a pirate at this location is in the tunnel part of the story (prison and boat at Cartagena included). */
export function inTunnel(board: Board, location: Location): boolean {
  if (board.options.story === 'escape') return true;
  if (board.options.story === 'jungle') return false;
  if (location === ABOARD) return board.boat === 'cartagena';
  return location <= board.tunnelLength;
}

/** The squares a forward move from `from` may search, and where it ends when none fits. */
function forwardSpan(
  board: Board,
  from: Location,
): { first: number; last: number; boardsBoat: boolean } | null {
  const finish = finishOf(board);
  if (from === finish) return null;
  if (board.options.story !== 'full') return { first: from + 1, last: board.pathLength, boardsBoat: false };
  if (from === ABOARD) {
    return board.boat === 'tortuga'
      ? { first: board.tunnelLength + 1, last: board.pathLength, boardsBoat: false }
      : null;
  }
  if (from <= board.tunnelLength) return { first: from + 1, last: board.tunnelLength, boardsBoat: true };
  return { first: from + 1, last: board.pathLength, boardsBoat: false };
}

/**
 * Where the end of a forward search leads: the finish, or (full story, tunnel) the boat if it lies at
 * Cartagena with room for `movers` more pirates of the colour.
 */
function spanExit(board: Board, boardsBoat: boolean, boatRoom: number, movers: number): Location | null {
  if (!boardsBoat) return finishOf(board);
  return board.boat === 'cartagena' && boatRoom >= movers ? ABOARD : null;
}

/**
 * Play a card: the first square ahead with that symbol and no pirate, else the end of the path.
 * `boatRoom` is how many more pirates of the mover's colour the boat takes; null when illegal.
 */
export function advanceTarget(
  board: Board,
  from: Location,
  symbol: number,
  boatRoom: number,
  movers = 1,
): Location | null {
  const span = forwardSpan(board, from);
  if (span === null) return null;
  const { symbols, occupancy } = board;
  for (let square = span.first; square <= span.last; square++) {
    if (symbols[square] === symbol && occupancy[square] === 0) return square;
  }
  return spanExit(board, span.boardsBoat, boatRoom, movers);
}

/** Every symbol's bit: a forward move that cannot fail reaches all of them. */
const ALL_SYMBOLS = (1 << SYMBOLS.length) - 1;

/**
 * The symbols whose card moves a pirate forward from `from` (bit `1 << symbol` each): the mask
 * form of `advanceTarget(...) !== null`. Listing legal actions asks this for every pirate, so it
 * scans the path only when it must: when the span has an exit, every card reaches a square or
 * that exit, and only a dead-end span (a tunnel whose boat cannot take the movers) depends on
 * which symbols are still free ahead.
 */
export function reachableSymbols(board: Board, from: Location, boatRoom: number, movers = 1): number {
  const span = forwardSpan(board, from);
  if (span === null) return 0;
  if (spanExit(board, span.boardsBoat, boatRoom, movers) !== null) return ALL_SYMBOLS;
  const { symbols, occupancy } = board;
  let reachable = 0;
  for (let square = span.first; square <= span.last && reachable !== ALL_SYMBOLS; square++) {
    if (occupancy[square] === 0) reachable |= 1 << (symbols[square] as number);
  }
  return reachable;
}

/**
 * Morgan: push a pirate forward to the first square ahead holding 1 or 2 pirates (draw that many),
 * else aboard or into the den (draw 2). Null when illegal.
 */
export function pushTarget(
  board: Board,
  from: Location,
  boatRoom: number,
): { to: Location; draw: number } | null {
  const span = forwardSpan(board, from);
  if (span === null) return null;
  const { occupancy } = board;
  for (let square = span.first; square <= span.last; square++) {
    const here = occupancy[square] as number;
    if (here > 0 && here < RULES.maxPiratesPerSquare) return { to: square, draw: here };
  }
  const exit = spanExit(board, span.boardsBoat, boatRoom, 1);
  return exit === null ? null : { to: exit, draw: RULES.morganDrawOnFinish };
}

/** The squares a move back from `from` may search, highest first. */
function backSpan(board: Board, from: Location): { high: number; low: number } | null {
  const low = board.options.story === 'full' && !inTunnel(board, from) ? board.tunnelLength + 1 : 1;
  if (from === ABOARD) return board.boat === 'cartagena' ? { high: board.tunnelLength, low: 1 } : null;
  if (from === START) return null;
  return { high: from - 1, low };
}

/**
 * Move back: to the nearest square behind holding 1 or 2 pirates (empty and full squares are
 * skipped; a 1-pirate square is never skipped), drawing 1 or 2. Null when there is none.
 */
export function moveBackTarget(board: Board, from: Location): { to: Location; draw: number } | null {
  const span = backSpan(board, from);
  if (span === null) return null;
  const { occupancy } = board;
  for (let square = span.high; square >= span.low; square--) {
    const here = occupancy[square] as number;
    if (here > 0 && here < RULES.maxPiratesPerSquare) return { to: square, draw: here };
  }
  return null;
}

/**
 * The snake: flee back to the nearest rum square behind with no pirate, else to the start of the
 * path (S003). In the full story a pirate in the jungle stays on Tortuga (DECISION): its path
 * starts at the jungle's first square, or, that one being full, the first square after it with
 * room; with none behind it the pirate stays where it is.
 */
export function snakeTarget(board: Board, from: Location): Location {
  const inJungle = board.options.story === 'full' && !inTunnel(board, from);
  const pathStart = inJungle ? board.tunnelLength + 1 : 1;
  const rum = SYMBOL_INDEX.rum;
  for (let square = from - 1; square >= pathStart; square--) {
    if (board.symbols[square] === rum && board.occupancy[square] === 0) return square;
  }
  if (!inJungle) return START;
  for (let square = pathStart; square < from; square++) {
    if ((board.occupancy[square] as number) < RULES.maxPiratesPerSquare) return square;
  }
  return from;
}
