import { TREASURE_ISLAND, squaresBetween, type Section } from './data.js';
import { AT_SEA } from './state.js';
import { crossingTurns, squaresPerTurn, upgradePrice } from './prices.js';
import type { PiratesCoveView } from './view.js';

/**
 * What a table shows before a player acts, read off the seat's view by the very rules `perform`
 * plays by (ship.ts), so a hint cannot disagree with the move.
 */

/**
 * What an upgrade would cost `seat` now: the printed cumulative cost of the levels, doubled on
 * Treasure Island in the upgrade step (S004) — what `upgrade` takes from the ship's gold.
 */
export function upgradeActionCost(
  view: PiratesCoveView,
  seat: number,
  action: { readonly section: Section; readonly levels: number },
): number {
  const ship = view.seats[seat];
  if (!ship) return 0;
  const onTreasureIsland = view.phase === 'upgrades' && ship.at === TREASURE_ISLAND;
  return upgradePrice(action.section, ship.sections[action.section].index, action.levels, onTreasureIsland);
}

/** A crossing under grid movement: its squares, the squares sailed a turn, the turns spent at sea. */
export interface CrossingPlan {
  readonly squares: number;
  readonly perTurn: number;
  readonly turnsAtSea: number;
}

/**
 * How the viewer's ship at an island would sail to `island` under solo grid movement (S004: each
 * turn at most its Sails value in squares): null for other movement, and for a ship already at sea.
 */
export function crossingPlan(view: PiratesCoveView, seat: number, island: number): CrossingPlan | null {
  const ship = view.seats[seat];
  if (view.options.variant !== 'solo' || view.options.soloMovement !== 'grid' || !ship || ship.at === AT_SEA)
    return null;
  const squares = squaresBetween(ship.at, island);
  const sails = ship.sections.sails.value;
  return {
    squares,
    perTurn: squaresPerTurn(sails),
    turnsAtSea: Math.max(0, crossingTurns(squares, sails) - 1),
  };
}
