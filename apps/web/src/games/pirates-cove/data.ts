import {
  piratesCoveData as printed,
  type PiratesCoveLootCard as LootCard,
  type PiratesCoveSection as Section,
  type PiratesCoveTavernCard as TavernCard,
} from '@brethren/engine';

/**
 * What the table prints: the engine's own component tables (ship mat, islands, Legendary Pirates,
 * the Royal Navy, the fort and the rule numbers buttons quote) under the names the table uses, and
 * what only people read: section labels, card names and texts, seat colours.
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
  ISLAND_NAMES,
  ISLAND_SECTION,
  PARROT_SECTION,
  FORT_CANNONS,
  squaresBetween,
  RULES: RULE,
  LEGEND: LEGEND_SHIP,
  NAVY: NAVY_SHIP,
  FORT: FORT_SHIP,
} = printed;

/** The Royal Navy card: hits each section absorbs (sails, crew, cannons, hull). */
export const NAVY_SECTIONS: readonly number[] = printed.ROYAL_NAVY.sections;

export const SECTION_LABEL: Readonly<Record<Section, string>> = {
  sails: 'Sails',
  crew: 'Crew',
  cannons: 'Cannons',
  hull: 'Hull',
};

/** The printed value at a track index (the lowest space while a section is shot away). */
export function trackValue(section: Section, index: number): number {
  const values = TRACKS[section].values;
  return values[Math.min(values.length - 1, Math.max(0, index))] ?? 0;
}

/** Cumulative printed cost of raising a section from index `from` by `levels`. */
export function upgradeCost(section: Section, from: number, levels: number): number {
  let cost = 0;
  for (let index = from + 1; index <= from + levels; index++) cost += TRACKS[section].cost[index] ?? 0;
  return cost;
}

export type CardFamily = printed.CardFamily;

export interface CardInfo {
  readonly name: string;
  readonly family: CardFamily;
  /** What it does, in a line. */
  readonly text: string;
}

export const CARDS: Readonly<Record<TavernCard, CardInfo>> = {
  'parrot-flint': {
    name: 'Captain Flint',
    family: 'parrot',
    text: 'Parrot: no limit on treasures; guards the hull (absorbs 2 hits).',
  },
  'parrot-silver': {
    name: 'Long John Silver',
    family: 'parrot',
    text: 'Parrot: always fire 6 dice; guards the crew (absorbs 2 hits).',
  },
  'parrot-bones': {
    name: 'Billy Bones',
    family: 'parrot',
    text: 'Parrot: fire all your cannons; guards the cannons (absorbs 2 hits).',
  },
  'parrot-trelawney': {
    name: 'Squire Trelawney',
    family: 'parrot',
    text: 'Parrot: +20 speed; guards the sails (absorbs 2 hits).',
  },
  'mastercraft-sails': {
    name: 'Mastercraft sails',
    family: 'mastercraft',
    text: 'Absorbs 2 hits on the sails (tilted after the first).',
  },
  'mastercraft-crew': {
    name: 'Mastercraft crew',
    family: 'mastercraft',
    text: 'Absorbs 2 hits on the crew (tilted after the first).',
  },
  'mastercraft-cannons': {
    name: 'Mastercraft cannons',
    family: 'mastercraft',
    text: 'Absorbs 2 hits on the cannons (tilted after the first).',
  },
  'mastercraft-hull': {
    name: 'Mastercraft hull',
    family: 'mastercraft',
    text: 'Absorbs 2 hits on the hull (tilted after the first).',
  },
  'battle-grapple': {
    name: 'Grapple attack',
    family: 'battle',
    text: 'Battle: the target fires 1 die this combat (not with Silver’s or Bones’s parrot).',
  },
  'battle-boarding': {
    name: 'Boarding',
    family: 'battle',
    text: 'Battle: board instead of firing when only two player ships are left.',
  },
  'battle-speed': { name: '+1 speed', family: 'battle', text: 'Battle: +1 speed for this combat.' },
  'battle-die': { name: '+1 die', family: 'battle', text: 'Battle: +1 die on every shot of this combat.' },
  'volley-dice': { name: 'Volley +2 dice', family: 'volley', text: 'Volley: +2 dice for this shot.' },
  'volley-sharp': { name: 'Sharp volley', family: 'volley', text: 'Volley: hits on 4–6 for this shot.' },
  'event-navy': {
    name: 'Royal Navy',
    family: 'event',
    text: 'Event: the Royal Navy joins the next combats, at the most famous player’s island.',
  },
  'event-storm': {
    name: 'Storm',
    family: 'event',
    text: 'Event: every ship not at Pirate’s Cove loses a treasure.',
  },
  'event-windfall': { name: 'Windfall', family: 'event', text: 'Event: +3 gold.' },
  'event-brawl': { name: 'Tavern brawl', family: 'event', text: 'Event: draw a Tavern card.' },
  'fame-1': { name: 'Fame 1', family: 'fame', text: '1 fame at the end of the game.' },
  'fame-2': { name: 'Fame 2', family: 'fame', text: '2 fame at the end of the game.' },
  'fame-3': { name: 'Fame 3', family: 'fame', text: '3 fame at the end of the game.' },
  'new-route': {
    name: 'New Route',
    family: 'new-route',
    text: 'Change course after the Legendary Pirates move (once per game).',
  },
};

export function cardInfo(card: string): CardInfo {
  return CARDS[card as TavernCard] ?? { name: card, family: 'event', text: '' };
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
