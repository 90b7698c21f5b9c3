import type { PiratesCoveSeatView, PiratesCoveView } from '@brethren/engine/pirates-cove';
import {
  FORT_CANNONS,
  FORT_SHIP,
  LEGEND_SHIP,
  NAVY_SECTIONS,
  NAVY_SHIP,
  SECTIONS,
  type Section,
} from './data';

/**
 * Ships as the table shows them: a player's section values, and the strength left in each section
 * of a Legendary Pirate, the Royal Navy or the fort (speed and dice as the view computes them).
 * Their names are words (`shipSubject` in describe.ts).
 */

export interface NpcShip {
  readonly ship: number;
  readonly kind: 'legend' | 'navy' | 'fort';
  readonly fame: number | null;
  /** Hits each section can still take before the ship is sunk (0: one more sinks it). */
  readonly left: Readonly<Partial<Record<Section, number>>>;
  readonly speed: number | null;
  readonly dice: number;
}

/** A Legendary Pirate, the Royal Navy or the fort, as the view tells. */
export function npcShip(view: PiratesCoveView, ship: number): NpcShip | null {
  if (ship === FORT_SHIP) {
    const cannons = view.combat?.fortCannons ?? FORT_CANNONS;
    return {
      ship,
      kind: 'fort',
      fame: null,
      left: { cannons: cannons - 1 },
      speed: null,
      dice: cannons,
    };
  }
  if (ship === NAVY_SHIP) {
    const left: Partial<Record<Section, number>> = {};
    SECTIONS.forEach((section, i) => (left[section] = (NAVY_SECTIONS[i] ?? 0) - (view.navy.hits[i] ?? 0)));
    return {
      ship,
      kind: 'navy',
      fame: view.navy.fame,
      left,
      speed: view.navy.speed,
      dice: view.navy.dice,
    };
  }
  const legend = view.legends.find((candidate) => candidate.ship === ship);
  if (!legend || ship < LEGEND_SHIP) return null;
  const left: Partial<Record<Section, number>> = {};
  SECTIONS.forEach((section, i) => (left[section] = (legend.sections?.[i] ?? 0) - (legend.hits[i] ?? 0)));
  return {
    ship,
    kind: 'legend',
    fame: legend.fame,
    left,
    speed: legend.speed,
    dice: legend.dice ?? 1,
  };
}

/** A player's section values (null: shot away). */
export function playerValues(seat: PiratesCoveSeatView): Record<Section, number | null> {
  const values = {} as Record<Section, number | null>;
  for (const section of SECTIONS)
    values[section] = seat.sections[section].index < 0 ? null : seat.sections[section].value;
  return values;
}

/** Hits that sink an NPC, by section (one more than it can take). */
export function hitsToSink(npc: NpcShip | null): Partial<Record<Section, number>> {
  const values: Partial<Record<Section, number>> = {};
  if (!npc) return values;
  for (const section of SECTIONS) {
    const left = npc.left[section];
    if (left !== undefined) values[section] = left + 1;
  }
  return values;
}
