import {
  piratesCoveData as printed,
  type PiratesCoveLootCard as LootCard,
  type PiratesCoveSection as Section,
  type PiratesCoveTavernCard as TavernCard,
} from '@brethren/engine/pirates-cove';

/**
 * What the table prints: the engine's own component tables (ship mat, islands, Legendary Pirates,
 * the Royal Navy, the fort and the rule numbers buttons quote) under the names the table uses, and
 * seat colours. What people read (section, island and card names, card texts) is in the
 * `piratesCove` messages.
 */

export type { LootCard, Section, TavernCard };

export const {
  SECTIONS,
  TRACKS,
  MAX_INDEX,
  START_INDEX,
  COVE,
  TAVERN_ISLAND,
  FORT_ISLAND,
  TREASURE_ISLAND,
  AT_SEA,
  ISLANDS,
  ISLAND_SECTION,
  PARROT_SECTION,
  FORT_CANNONS,
  RULES: RULE,
  LEGEND: LEGEND_SHIP,
  NAVY: NAVY_SHIP,
  FORT: FORT_SHIP,
} = printed;

/** The Legendary Pirate cards in the pack's order (names, and whether a card is the expansion's). */
export const LEGEND_CARDS = printed.LEGENDARY_PIRATES;

/** Whether the card data the engine plays with is (partly) placeholder: the table says so. */
export const PLACEHOLDER_CARDS: boolean = printed.PLACEHOLDER_CARDS;

/** The Royal Navy card: hits each section absorbs (sails, crew, cannons, hull). */
export const NAVY_SECTIONS: readonly number[] = printed.ROYAL_NAVY.sections;

/** The printed value at a track index (the lowest space while a section is shot away). */
export function trackValue(section: Section, index: number): number {
  const values = TRACKS[section].values;
  return values[Math.min(values.length - 1, Math.max(0, index))] ?? 0;
}

export type CardFamily = printed.CardFamily;

/** Every Tavern card the game prints (names and texts are in the `piratesCove.cards` messages). */
export const TAVERN_CARDS: readonly TavernCard[] = printed.TAVERN_CARDS;

export function isTavernCard(card: string): card is TavernCard {
  return (TAVERN_CARDS as readonly string[]).includes(card);
}

/** A Tavern card's family (its colour and mark); an unknown card reads as an event. */
export function cardFamily(card: string): CardFamily {
  return isTavernCard(card) ? printed.familyOf(card) : 'event';
}

/** A stable key for a loot card's contents. */
export function lootKey(loot: LootCard): string {
  return `${loot.fame}/${loot.gold}/${loot.treasures}/${loot.tavern}`;
}

/** Seat colours as drawn. */
export const SEAT_FILL: Readonly<Record<string, string>> = {
  red: '#c0392b',
  blue: '#2f6fc0',
  green: '#2e9e57',
  yellow: '#e3b11f',
  white: '#f7f4ec',
};

export function seatFill(colour: string): string {
  return SEAT_FILL[colour] ?? colour;
}
