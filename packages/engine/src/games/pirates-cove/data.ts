import type { BATTLE_CARDS, EVENT_CARDS, PARROTS, TAVERN_CARDS, VOLLEY_CARDS } from './card-names.js';
import { CARD_PACK } from './pack.js';
import type { CardPack } from './pack-schema.js';

/**
 * Pirate's Cove's components as the rules read them: the board, the ship mat, the solo fort, and
 * the tables derived from the card pack (`pack.ts`, checked by `pack-schema.ts`, every card there).
 * Only a few numbers are sourced (see the README); everything marked INVENTED is a DECISION of the
 * rules data sheet (4.2, 4.6) or of this folder's README.
 */

export {
  BATTLE_CARDS,
  EVENT_CARDS,
  MASTERCRAFTS,
  PARROTS,
  TAVERN_CARDS,
  VOLLEY_CARDS,
} from './card-names.js';

/** The pack as written; `setup.ts` checks it when the rules load, before any game is set up. */
const PACK: CardPack = CARD_PACK;

export const SECTIONS = ['sails', 'crew', 'cannons', 'hull'] as const;
export type Section = (typeof SECTIONS)[number];
export const SECTION_INDEX: Readonly<Record<Section, number>> = { sails: 0, crew: 1, cannons: 2, hull: 3 };

/** Islands: 1 Tavern, 2 Hull, 3 Sail, 4 Cannon, 5 Crew, 6 Treasure Island (sourced); 0 is Pirate's Cove. */
export const COVE = 0;
export const TAVERN_ISLAND = 1;
export const TREASURE_ISLAND = 6;
export const ISLANDS = [1, 2, 3, 4, 5, 6] as const;
export const OUTER_ISLANDS = [1, 2, 3, 4, 5] as const;
export const ISLAND_NAMES = ['Pirate’s Cove', 'Tavern', 'Hull', 'Sail', 'Cannon', 'Crew', 'Treasure Island'];
/**
 * Solo grid movement: squares between two places, `SEA_SQUARES[from][to]`, 0 being the Cove.
 * INVENTED: no source gives the board's geometry. Derived from the layout the web table draws
 * (600 × 400: Tavern top-left, Hull top-centre, Sail top-right, Cannon bottom-right, Crew
 * bottom-centre, Treasure Island bottom-left, the Cove in the centre): centre-to-centre distance at
 * 40 units a square, rounded, then shortened to the shortest way through other places so that the
 * triangle inequality holds (1–4, 3–6 and 2–5 lie straight through the Cove: 11, 11, 7 became 10,
 * 10, 6). A new ship (Sails 5) reaches every island from the Cove, and its neighbours on the ring,
 * in one turn and crosses the board in two; Sails 10 or more crosses anything in one.
 */
export const SEA_SQUARES: readonly (readonly number[])[] = [
  [0, 5, 3, 5, 5, 3, 5],
  [5, 0, 5, 10, 10, 8, 5],
  [3, 5, 0, 5, 8, 6, 8],
  [5, 10, 5, 0, 5, 8, 10],
  [5, 10, 8, 5, 0, 5, 10],
  [3, 8, 6, 8, 5, 0, 5],
  [5, 5, 8, 10, 10, 5, 0],
];

/** Squares from one place to another (0 the Cove, 1–6 the islands); no other place is on the chart. */
export function squaresBetween(from: number, to: number): number {
  const squares = SEA_SQUARES[from]?.[to];
  if (squares === undefined) throw new Error(`no sea route from ${from} to ${to}`);
  return squares;
}

/** The section an outer island upgrades (sourced numbering). */
export const ISLAND_SECTION: Readonly<Record<number, Section>> = {
  2: 'hull',
  3: 'sails',
  4: 'cannons',
  5: 'crew',
};

/**
 * The ship mat, index 0 = lowest space, START_INDEX = the space with the small ship. Values and
 * costs are INVENTED (data sheet 4.2) except the sails costs 1 and 2 for 5→6→7 (sourced example).
 * `cost[i]` is the printed cost to reach index i; reaching index 1 again from 0 is INVENTED as 1.
 */
export const START_INDEX = 1;
export const MAX_INDEX = 7;
export const TRACKS: Readonly<
  Record<Section, { readonly values: readonly number[]; readonly cost: readonly number[] }>
> = {
  sails: { values: [4, 5, 6, 7, 8, 9, 10, 11], cost: [0, 1, 1, 2, 3, 4, 5, 6] },
  crew: { values: [1, 2, 3, 4, 5, 6, 7, 8], cost: [0, 1, 2, 3, 4, 5, 6, 7] },
  cannons: { values: [1, 2, 3, 4, 5, 6, 7, 8], cost: [0, 1, 2, 3, 4, 5, 6, 7] },
  hull: { values: [1, 2, 3, 4, 5, 6, 7, 8], cost: [0, 1, 2, 3, 4, 5, 6, 7] },
};

/** A loot (treasure) card: what plundering it gives. */
export interface LootCard {
  readonly fame: number;
  readonly gold: number;
  readonly treasures: number;
  /** Tavern cards drawn. */
  readonly tavern: number;
}

/** Every loot card, numbered in the pack's order (copies expanded). States keep these ids. */
export const LOOT_CARDS: readonly LootCard[] = PACK.loot.flatMap(
  ({ fame, gold, treasures, tavern, copies }) =>
    Array.from({ length: copies }, () => ({ fame, gold, treasures, tavern })),
);

export type ParrotCard = (typeof PARROTS)[number];
export type BattleCard = (typeof BATTLE_CARDS)[number];
export type VolleyCard = (typeof VOLLEY_CARDS)[number];
export type EventCard = (typeof EVENT_CARDS)[number];

export type TavernCard = (typeof TAVERN_CARDS)[number];
export type CardFamily = 'parrot' | 'mastercraft' | 'battle' | 'volley' | 'event' | 'fame' | 'new-route';

export function familyOf(card: TavernCard): CardFamily {
  if (card === 'new-route') return 'new-route';
  return card.slice(0, card.indexOf('-')) as CardFamily;
}

export const isParrot = (card: TavernCard): card is ParrotCard => familyOf(card) === 'parrot';
export const isBattleCard = (card: TavernCard): card is BattleCard => familyOf(card) === 'battle';
export const isVolleyCard = (card: TavernCard): card is VolleyCard => familyOf(card) === 'volley';
export const isEventCard = (card: TavernCard): card is EventCard => familyOf(card) === 'event';

/**
 * The Tavern deck (shuffled face down) by kind, from the pack: base cards, 2 New Route, and the
 * expansion's placeholders counted under the kind they play as.
 */
export const TAVERN_DECK: Readonly<Partial<Record<TavernCard, number>>> = PACK.tavern.reduce<
  Partial<Record<TavernCard, number>>
>((deck, card) => ({ ...deck, [card.kind]: (deck[card.kind] ?? 0) + card.copies }), {});
/** New Route cards displayed face up for sale (S004). */
export const NEW_ROUTE_DISPLAY = 2;

/** Fame printed on Fame cards (sourced). */
export const FAME_CARD_VALUE: Readonly<Partial<Record<TavernCard, number>>> = {
  'fame-1': 1,
  'fame-2': 2,
  'fame-3': 3,
};

/**
 * The section each parrot guards when absorbing hits: INVENTED (the cards show one; DoW's texts
 * give only the powers). Powers (sourced): Flint unlimited treasure, Silver always 6 dice, Bones
 * always all cannons, Trelawney +20 speed.
 */
export const PARROT_SECTION: Readonly<Record<ParrotCard, Section>> = {
  'parrot-flint': 'hull',
  'parrot-silver': 'crew',
  'parrot-bones': 'cannons',
  'parrot-trelawney': 'sails',
};

export const MASTERCRAFT_SECTION: Readonly<Partial<Record<TavernCard, Section>>> = {
  'mastercraft-sails': 'sails',
  'mastercraft-crew': 'crew',
  'mastercraft-cannons': 'cannons',
  'mastercraft-hull': 'hull',
};

/** Parrot powers (sourced, DoW): Trelawney +20 speed, Long John Silver always 6 dice. */
export const TRELAWNEY_SPEED = 20;
export const SILVER_DICE = 6;

/** Battle card effects (INVENTED numbers; names "Grapple attack" and "Boarding" are sourced). */
export const BATTLE_SPEED_BONUS = 1;
export const BATTLE_DICE_BONUS = 1;
export const VOLLEY_DICE_BONUS = 2;
export const VOLLEY_SHARP_HIT_ON = 4;
export const WINDFALL_GOLD = 3;
export const BRAWL_CARDS = 1;

/**
 * A Legendary Pirate (or the Royal Navy) card: fame printed, and per section the number of hits it
 * absorbs (hits > value ⇒ defeated); `placeholder` where the numbers are ours (data sheet 4.6).
 */
export type LegendCard = CardPack['royalNavy'];

/** The LP deck: the 5 base and 9 expansion cards (S004). */
export const LEGENDARY_PIRATES: readonly LegendCard[] = PACK.legends;
export const ROYAL_NAVY: LegendCard = PACK.royalNavy;
/** Whether any card of the pack is a placeholder (the table says so). */
export const PLACEHOLDER_CARDS = [...PACK.loot, ...PACK.tavern, ...PACK.legends, PACK.royalNavy].some(
  (card) => card.placeholder,
);
/** The solo Cagafueco rule applies to the card with this name. */
export const CAGAFUECO = 'Cagafueco';

/** Solo: the Cannon Island fort (S004): 3 cannons, each destroyed by one hit; it hits your Cannons. */
export const FORT_CANNONS = 3;
export const FORT_ISLAND = 4;

/** Seat colours (five player ships). */
export const SHIP_COLOURS = ['red', 'blue', 'green', 'yellow', 'white'] as const;
