/**
 * The six symbols of the cards and the path (S003), apart from the rest of the components: moving
 * a pirate needs only these, and a table page that previews moves (hints.ts) loads only them.
 */
export const SYMBOLS = ['pistol', 'rum', 'lantern', 'parrot', 'hook', 'chest'] as const;
export type CartagenaSymbol = (typeof SYMBOLS)[number];

export const SYMBOL_INDEX: Readonly<Record<CartagenaSymbol, number>> = {
  pistol: 0,
  rum: 1,
  lantern: 2,
  parrot: 3,
  hook: 4,
  chest: 5,
};
