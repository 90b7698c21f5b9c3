import { SHIP_CAPACITY, SHIP_NAMES, type Place, type ShipIndex, type ShipName } from './data.js';
import type { TortugaState } from './state.js';

/** Where a pawn is, inside the engine. */
export type Location =
  | { readonly kind: 'ship'; readonly ship: ShipIndex; readonly index: number }
  | { readonly kind: 'rowboat'; readonly ship: ShipIndex }
  | { readonly kind: 'tortuga'; readonly index: number };

/** What the board helpers read: a state, or the working copy `perform` is changing. */
export type Board = Pick<TortugaState, 'ships' | 'rowboats' | 'tortuga'>;

export type Role = 'captain' | 'firstMate' | 'cabinBoy' | 'governor';

export const SHIPS: readonly ShipIndex[] = [0, 1];

export function otherShip(ship: ShipIndex): ShipIndex {
  return ship === 0 ? 1 : 0;
}

export function shipIndex(name: ShipName): ShipIndex {
  return name === 'flyingDutchman' ? 0 : 1;
}

export function shipName(ship: ShipIndex): ShipName {
  return SHIP_NAMES[ship] as ShipName;
}

export function locate(board: Board, seat: number): Location {
  for (const ship of SHIPS) {
    const index = (board.ships[ship]?.crew ?? []).indexOf(seat);
    if (index >= 0) return { kind: 'ship', ship, index };
  }
  for (const ship of SHIPS) if (board.rowboats[ship]?.occupant === seat) return { kind: 'rowboat', ship };
  return { kind: 'tortuga', index: board.tortuga.line.indexOf(seat) };
}

export function placeOf(location: Location): Place {
  if (location.kind === 'tortuga') return 'tortuga';
  if (location.kind === 'ship') return shipName(location.ship);
  return location.ship === 0 ? 'flyingDutchmanRowboat' : 'jollyRogerRowboat';
}

export function crewOf(board: Board, ship: ShipIndex): readonly number[] {
  return board.ships[ship]?.crew ?? [];
}

export function captainOf(board: Board, ship: ShipIndex): number | null {
  return crewOf(board, ship)[0] ?? null;
}

/** The First Mate exists only with at least two pawns aboard. */
export function firstMateOf(board: Board, ship: ShipIndex): number | null {
  return crewOf(board, ship)[1] ?? null;
}

export function cabinBoyOf(board: Board, ship: ShipIndex): number | null {
  const crew = crewOf(board, ship);
  return crew[crew.length - 1] ?? null;
}

export function governor(board: Board): number | null {
  return board.tortuga.line[0] ?? null;
}

export function hasRoom(board: Board, ship: ShipIndex): boolean {
  return crewOf(board, ship).length < SHIP_CAPACITY;
}

/** The roles a seat holds now (derived from positions, never stored). */
export function rolesOf(board: Board, seat: number): Role[] {
  const roles: Role[] = [];
  const at = locate(board, seat);
  if (at.kind === 'ship') {
    const crew = crewOf(board, at.ship);
    if (at.index === 0) roles.push('captain');
    if (at.index === 1) roles.push('firstMate');
    if (at.index === crew.length - 1) roles.push('cabinBoy');
  } else if (at.kind === 'tortuga' && at.index === 0) {
    roles.push('governor');
  }
  return roles;
}

/** Team totals: both holds of both ships plus Tortuga's areas (galleon and loose treasure count for nobody). */
export function scores(state: Pick<TortugaState, 'ships' | 'tortuga'>): { british: number; french: number } {
  let british = state.tortuga.areas.british;
  let french = state.tortuga.areas.french;
  for (const ship of state.ships) {
    british += ship.holds.british;
    french += ship.holds.french;
  }
  return { british, french };
}

/** Pawns sharing the seat's ship or Tortuga (a rowboat holds one pawn only). */
export function companionsOf(board: Board, seat: number): readonly number[] {
  const at = locate(board, seat);
  if (at.kind === 'ship') return crewOf(board, at.ship);
  if (at.kind === 'tortuga') return board.tortuga.line;
  return [seat];
}
