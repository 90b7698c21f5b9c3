/**
 * Cartagena's components as data: symbols, cards, path tiles, chest tiles and pirate colours.
 * The tile sequences are a DECISION of the rules data sheet (the 2017 sequences were not found):
 * replace them here without touching rules code.
 */

import { SYMBOLS, type CartagenaSymbol } from './symbols.js';

export { SYMBOLS, SYMBOL_INDEX, type CartagenaSymbol } from './symbols.js';

/** A card as API clients see it. */
export interface Card {
  readonly symbol: CartagenaSymbol;
  /** Dark background: matters for the Filibuster rule. */
  readonly dark: boolean;
}

/**
 * Inside the engine a card is a small integer: symbol index, plus 6 for a dark card. Hands and the
 * discard pile are counts indexed by this code.
 */
export type CardCode = number;
export const CARD_KINDS = 12;

export function cardCode(symbol: number, dark: boolean): CardCode {
  return symbol + (dark ? 6 : 0);
}
export function symbolOf(code: CardCode): number {
  return code % 6;
}
export function isDark(code: CardCode): boolean {
  return code >= 6;
}
export function cardOf(code: CardCode): Card {
  return { symbol: SYMBOLS[symbolOf(code)] as CartagenaSymbol, dark: isDark(code) };
}

/** 102 cards: 17 per symbol, 2 of which have a dark background (S003). */
export const CARDS_PER_SYMBOL = 17;
export const DARK_CARDS_PER_SYMBOL = 2;

/** Each tile side is a permutation of the six symbols, squares 1→6 (rules data sheet 3.1). */
export interface PathTile {
  readonly tunnel: readonly CartagenaSymbol[];
  readonly jungle: readonly CartagenaSymbol[];
}

export const PATH_TILES: readonly PathTile[] = [
  {
    tunnel: ['parrot', 'pistol', 'chest', 'rum', 'lantern', 'hook'],
    jungle: ['lantern', 'parrot', 'rum', 'chest', 'hook', 'pistol'],
  },
  {
    tunnel: ['chest', 'pistol', 'rum', 'parrot', 'lantern', 'hook'],
    jungle: ['chest', 'lantern', 'hook', 'pistol', 'rum', 'parrot'],
  },
  {
    tunnel: ['pistol', 'chest', 'lantern', 'hook', 'rum', 'parrot'],
    jungle: ['rum', 'parrot', 'pistol', 'chest', 'lantern', 'hook'],
  },
  {
    tunnel: ['pistol', 'chest', 'hook', 'parrot', 'rum', 'lantern'],
    jungle: ['parrot', 'hook', 'chest', 'pistol', 'rum', 'lantern'],
  },
  {
    tunnel: ['pistol', 'rum', 'parrot', 'hook', 'lantern', 'chest'],
    jungle: ['parrot', 'pistol', 'hook', 'rum', 'chest', 'lantern'],
  },
  {
    tunnel: ['parrot', 'pistol', 'lantern', 'hook', 'rum', 'chest'],
    jungle: ['hook', 'lantern', 'pistol', 'parrot', 'rum', 'chest'],
  },
  {
    tunnel: ['chest', 'lantern', 'rum', 'hook', 'parrot', 'pistol'],
    jungle: ['hook', 'parrot', 'rum', 'lantern', 'chest', 'pistol'],
  },
  {
    tunnel: ['pistol', 'hook', 'chest', 'lantern', 'rum', 'parrot'],
    jungle: ['chest', 'parrot', 'hook', 'rum', 'pistol', 'lantern'],
  },
];

export const SQUARES_PER_TILE = 6;

/**
 * The eight chest tiles of Black Magic Woman. A number is how many cards the chest gives
 * (DECISION: 2×1, 2×2, 2×3, one empty); SNAKE sends the pirate fleeing.
 */
export const SNAKE = -1;
export const CHEST_TILES: readonly number[] = [1, 1, 2, 2, 3, 3, 0, SNAKE];

/** Pirate colours by seat: five colours for 2–5 players (S003). */
export const PIRATE_COLOURS = ['red', 'yellow', 'green', 'blue', 'purple'] as const;
export type PirateColour = (typeof PIRATE_COLOURS)[number];
