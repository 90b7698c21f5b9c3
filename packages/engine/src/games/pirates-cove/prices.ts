import { MAX_INDEX, TRACKS, type Section } from './data.js';
import type { PiratesCoveOptions } from './options.js';
import { RULES } from './rules.js';

/**
 * What things cost and take (S004): upgrades, burial, repairs at the Cove, a flight's risks and a
 * crossing's turns. Plain numbers in, numbers out: the rules, the bots and a table's hints
 * (hints.ts) read the same arithmetic, and a table page loads this file alone of it.
 */

/** Cumulative printed cost of raising `section` from index `from` by `levels`. */
export function upgradeCost(section: Section, from: number, levels: number): number {
  let cost = 0;
  for (let i = from + 1; i <= from + levels; i++) cost += TRACKS[section].cost[i] ?? Infinity;
  return from + levels > MAX_INDEX ? Infinity : cost;
}

/**
 * What raising `section` from index `from` by `levels` costs: the printed cumulative cost, doubled
 * for the one level bought on Treasure Island in the upgrade step (S004).
 */
export function upgradePrice(
  section: Section,
  from: number,
  levels: number,
  onTreasureIsland: boolean,
): number {
  const cost = upgradeCost(section, from, levels);
  return onTreasureIsland ? cost * RULES.treasureIslandCostFactor : cost;
}

/**
 * What burying `treasures` and `gold` buries: every treasure and the gold in threes (a remainder
 * stays aboard, S004 scenario 8), for one fame per treasure and per three gold.
 */
export function burial(treasures: number, gold: number): { readonly gold: number; readonly fame: number } {
  const buried = gold - (gold % RULES.buryGoldPerFame);
  return { gold: buried, fame: treasures + buried / RULES.buryGoldPerFame };
}

/** What repairing `sections` damaged sections at Pirate's Cove costs. */
export function coveRepairCost(sections: number): number {
  return sections * RULES.coveRepairCost;
}

/**
 * What a flight risks at this table: a die up to `mutinyMax` is a mutiny (base game: only 1),
 * which costs `mutinyFame`; I rudi bucanieri charges `retreatFame` for retreating at all, and its
 * mutiny costs no more fame (S004: «perde tesori e oro»).
 */
export function flightTerms(options: Pick<PiratesCoveOptions, 'baseFlee' | 'variant'>): {
  readonly mutinyMax: number;
  readonly mutinyFame: number;
  readonly retreatFame: number;
} {
  const rudi = options.variant === 'rudi';
  return {
    mutinyMax: options.baseFlee ? RULES.baseMutinyMax : RULES.mutinyMax,
    mutinyFame: rudi ? 0 : RULES.mutinyFame,
    retreatFame: rudi ? RULES.rudiRetreatFame : 0,
  };
}

/**
 * Grid movement (S004): squares a ship sails in a turn, its Sails value as it is now — whatever it
 * was when the crossing began (DECISION) — and at least 1 (DECISION), so every crossing ends.
 */
export function squaresPerTurn(sails: number): number {
  return Math.max(1, sails);
}

/** Grid movement: the turns a crossing of `squares` takes at a Sails value of `sails`. */
export function crossingTurns(squares: number, sails: number): number {
  return Math.ceil(squares / squaresPerTurn(sails));
}
