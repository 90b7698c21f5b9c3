import {
  FAME_CARD_VALUE,
  FORT_CANNONS,
  LEGENDARY_PIRATES,
  ROYAL_NAVY,
  SECTION_INDEX,
  SILVER_DICE,
  TRACKS,
  TRELAWNEY_SPEED,
  type LegendCard,
  type Section,
} from './data.js';
import { RULES } from './rules.js';
import {
  FORT,
  LEGEND,
  NAVY,
  type Combat,
  type PiratesCoveState,
  type SeatState,
  seatOf,
  type ShipId,
} from './state.js';

/** The printed value of a section at its current index (the lowest space while crippled). */
export function sectionValue(seat: SeatState, section: Section): number {
  const index = Math.max(0, seat.levels[SECTION_INDEX[section]] ?? 0);
  return TRACKS[section].values[index] ?? 0;
}

export function levelOf(seat: SeatState, section: Section): number {
  return seat.levels[SECTION_INDEX[section]] ?? 0;
}

/** Treasures the hull carries; Captain Flint's parrot lifts the limit. */
export function capacity(seat: SeatState): number {
  return seat.parrot?.card === 'parrot-flint' ? Infinity : sectionValue(seat, 'hull');
}

export function isPlayer(ship: ShipId): boolean {
  return ship < LEGEND;
}

export function isLegend(ship: ShipId): boolean {
  return ship >= LEGEND && ship < NAVY;
}

/** The card behind an NPC ship (fort: null). */
export function npcCard(state: PiratesCoveState, ship: ShipId): LegendCard | null {
  if (ship === NAVY) return ROYAL_NAVY;
  if (isLegend(ship)) {
    const card = state.legends[ship - LEGEND]?.card;
    return card === null || card === undefined ? null : (LEGENDARY_PIRATES[card] ?? null);
  }
  return null;
}

export function npcHits(state: PiratesCoveState, ship: ShipId): number[] {
  if (ship === NAVY) return state.navy.hits;
  if (isLegend(ship)) return state.legends[ship - LEGEND]?.hits ?? [0, 0, 0, 0];
  return [0, 0, 0, 0];
}

/** Hits an NPC section can still take before it is defeated (0: one more sinks it). */
export function npcLevel(state: PiratesCoveState, ship: ShipId, section: Section): number {
  if (ship === FORT) return section === 'cannons' ? FORT_CANNONS - 1 - (state.combat?.fortHits ?? 0) : 0;
  const card = npcCard(state, ship);
  const i = SECTION_INDEX[section];
  return (card?.sections[i] ?? 0) - (npcHits(state, ship)[i] ?? 0);
}

/** Speed: sails value, battle cards, Squire Trelawney's +20; NPCs: sails left; the fort fires last. */
export function speedOf(state: PiratesCoveState, ship: ShipId, combat: Combat | null): number {
  if (ship === FORT) return -1;
  if (!isPlayer(ship)) return npcLevel(state, ship, 'sails');
  const seat = seatOf(state, ship);
  let speed = sectionValue(seat, 'sails') + (combat?.speedBonus[ship] ?? 0);
  if (seat.parrot?.card === 'parrot-trelawney') speed += TRELAWNEY_SPEED;
  return speed;
}

/**
 * Cannon dice of a player ship: the lower of crew and cannons; Billy Bones fires all cannons, Long
 * John Silver always 6; a Grapple attack leaves 1 die unless one of those parrots; then the Battle
 * "+1 die" cards and the Volley "+2 dice" cards played for this shot.
 */
export function playerDice(
  state: PiratesCoveState,
  seat: number,
  combat: Combat | null,
  volleyDice: number,
): number {
  const s = seatOf(state, seat);
  let dice = Math.min(sectionValue(s, 'crew'), sectionValue(s, 'cannons'));
  const parrot = s.parrot?.card;
  if (parrot === 'parrot-bones') dice = sectionValue(s, 'cannons');
  if (parrot === 'parrot-silver') dice = SILVER_DICE;
  const overrides = parrot === 'parrot-bones' || parrot === 'parrot-silver';
  if (combat?.grappled.includes(seat) && !overrides) dice = 1;
  return dice + (combat?.diceBonus[seat] ?? 0) + volleyDice;
}

/** NPC dice: the lower of crew and cannons left (at least 1); the fort: its cannons left. */
export function npcDice(state: PiratesCoveState, ship: ShipId, combat: Combat | null): number {
  let dice =
    ship === FORT
      ? FORT_CANNONS - (combat?.fortHits ?? 0)
      : Math.max(1, Math.min(npcLevel(state, ship, 'crew'), npcLevel(state, ship, 'cannons')));
  if (combat?.grappled.includes(ship)) dice = Math.min(dice, 1);
  return Math.max(1, dice);
}

/** Duel dice by fame (S004): ≤10 → 1, ≤20 → 2, else 3. */
export function duelDice(fame: number): number {
  const [one, two] = RULES.duelDiceThresholds;
  return fame <= one ? 1 : fame <= two ? 2 : 3;
}

export function fameCards(seat: SeatState): number {
  return seat.hand.reduce((sum, card) => sum + (FAME_CARD_VALUE[card] ?? 0), 0);
}

/** Sections below the index they had before any damage, whenever it was taken. */
export function damagedSections(seat: SeatState): number {
  return seat.levels.filter((level, i) => level < (seat.repairTo[i] ?? level)).length;
}
