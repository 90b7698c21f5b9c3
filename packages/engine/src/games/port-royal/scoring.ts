import { DEBT_RELIEF, DOUBLE, LOOT_LIMIT_CHANGE, LOOT_TONS, type LootCode } from './data.js';
import { RULES } from './rules.js';

/**
 * Ship and debt arithmetic (data sheet 2.4), on plain lists of loot codes and prisoner values so
 * that the engine, the views, the tables' hints and the bots share it.
 */

/**
 * What discarding `loot` takes off the privileged player's bid (black cube at `black`): its relief,
 * but never below the yellow cube at `debt` — the excess is lost (S001 «perdendo l'eventuale valore
 * in eccedenza»).
 */
export function debtPaid(loot: LootCode, black: number, debt: number): number {
  return Math.min(DEBT_RELIEF[loot] as number, black - debt);
}

export function baseShipLimit(players: number): number {
  return RULES.shipLimit[players] ?? (RULES.shipLimit[4] as number);
}

/** Load limit: 24 (3 players) or 18 (4 players), ±5 for each Max card aboard. */
export function shipLimit(loot: readonly LootCode[], players: number): number {
  let limit = baseShipLimit(players);
  for (let i = 0; i < loot.length; i++) limit += LOOT_LIMIT_CHANGE[loot[i] as LootCode] as number;
  return limit;
}

/** Sum of the loot values on a ship, ± specials included, before `x2`. */
export function lootSum(loot: readonly LootCode[]): number {
  let sum = 0;
  for (let i = 0; i < loot.length; i++) sum += LOOT_TONS[loot[i] as LootCode] as number;
  return sum;
}

/** Weight: standard loot + the ± specials (DECISION: `x2` doubles it only with the doubleWeight option). */
export function shipTons(loot: readonly LootCode[], doubleWeight: boolean): number {
  const sum = lootSum(loot);
  return doubleWeight && loot.includes(DOUBLE) ? 2 * sum : sum;
}

/** The loot's value: the sum, doubled with `x2` aboard, never below 0 (prisoners not included). */
export function lootValue(loot: readonly LootCode[]): number {
  const sum = lootSum(loot) * (loot.includes(DOUBLE) ? 2 : 1);
  return sum > 0 ? sum : 0;
}

export function prisonerSum(prisoners: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < prisoners.length; i++) sum += prisoners[i] as number;
  return sum;
}

export interface ShipScore {
  readonly tons: number;
  readonly limit: number;
  readonly sunk: boolean;
  /** What the ship scores: 0 if sunk, else loot value + prisoner values. */
  readonly value: number;
}

export function scoreShip(
  loot: readonly LootCode[],
  prisoners: readonly number[],
  players: number,
  doubleWeight: boolean,
): ShipScore {
  const tons = shipTons(loot, doubleWeight);
  const limit = shipLimit(loot, players);
  const sunk = tons > limit;
  return { tons, limit, sunk, value: sunk ? 0 : lootValue(loot) + prisonerSum(prisoners) };
}
