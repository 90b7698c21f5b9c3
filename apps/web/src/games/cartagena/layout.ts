import type { CartagenaView } from '@brethren/engine/cartagena';

/**
 * Where things sit on the SVG board. The path runs in rows of six squares (one tile per row),
 * snaking left-right then right-left; the start (prison or half-sunk boat) sits beside the first
 * row, the finish (boat or den) beside the last, and in the full story the boat sails in the side
 * column between the tunnel's last row (the Cartagena shore) and the jungle's first (Tortuga).
 */
export const COLUMNS = 6;
export const CELL = 72;
export const GAP = 8;
export const SIDE = 112;
export const MARGIN = 10;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface SquarePlace extends Box {
  readonly square: number;
  readonly row: number;
}

export interface BoardLayout {
  readonly width: number;
  readonly height: number;
  readonly squares: readonly SquarePlace[];
  readonly start: Box;
  readonly finish: Box;
  /** Full story: the sea between the shores, and where the boat lies at each. */
  readonly sea: { readonly box: Box; readonly cartagena: Box; readonly tortuga: Box } | null;
  /** The rope through the path, start to finish. */
  readonly path: readonly { x: number; y: number }[];
}

function rowTop(row: number): number {
  return MARGIN + row * (CELL + GAP);
}

function columnLeft(column: number): number {
  return MARGIN + SIDE + GAP + column * (CELL + GAP);
}

function sideLeft(side: 'left' | 'right'): number {
  return side === 'left' ? MARGIN : columnLeft(COLUMNS);
}

/** The side a row ends on (rows snake: even rows run left to right). */
function endSide(row: number): 'left' | 'right' {
  return row % 2 === 0 ? 'right' : 'left';
}

function centre(box: Box): { x: number; y: number } {
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export function boardLayout(
  view: Pick<CartagenaView, 'pathLength' | 'tunnelLength' | 'options'>,
): BoardLayout {
  const full = view.options.story === 'full';
  const tunnel = full ? view.tunnelLength : 0;
  const tunnelRows = full ? Math.ceil(tunnel / COLUMNS) : 0;
  const squares: SquarePlace[] = [];
  for (let square = 1; square <= view.pathLength; square++) {
    const inJungle = full && square > tunnel;
    const index = inJungle ? square - tunnel - 1 : square - 1;
    const row = (inJungle ? tunnelRows : 0) + Math.floor(index / COLUMNS);
    const position = index % COLUMNS;
    const column = row % 2 === 0 ? position : COLUMNS - 1 - position;
    squares.push({ square, row, x: columnLeft(column), y: rowTop(row), width: CELL, height: CELL });
  }
  const rows = squares.length === 0 ? 1 : (squares[squares.length - 1] as SquarePlace).row + 1;
  const width = columnLeft(COLUMNS) + SIDE + MARGIN;
  const height = rowTop(rows) - GAP + MARGIN;

  const start: Box = { x: sideLeft('left'), y: rowTop(0), width: SIDE, height: CELL };
  const lastRow = rows - 1;
  const finish: Box = { x: sideLeft(endSide(lastRow)), y: rowTop(lastRow), width: SIDE, height: CELL };

  let sea: BoardLayout['sea'] = null;
  if (full && tunnelRows > 0) {
    const shoreRow = tunnelRows - 1;
    const x = sideLeft(endSide(shoreRow));
    const cartagena: Box = { x, y: rowTop(shoreRow), width: SIDE, height: CELL };
    const tortuga: Box = { x, y: rowTop(shoreRow + 1), width: SIDE, height: CELL };
    sea = { box: { x, y: cartagena.y, width: SIDE, height: 2 * CELL + GAP }, cartagena, tortuga };
  }

  const path: { x: number; y: number }[] = [centre(start)];
  for (const place of squares) {
    if (sea && place.square === tunnel + 1) {
      path.push(centre(sea.cartagena), centre(sea.tortuga));
    }
    path.push(centre(place));
  }
  path.push(centre(finish));
  return { width, height, squares, start, finish, sea, path };
}
