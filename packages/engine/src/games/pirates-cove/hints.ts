import { TREASURE_ISLAND, type Section } from './data.js';
import { upgradePrice } from './ship.js';
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
