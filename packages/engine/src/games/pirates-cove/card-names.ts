/**
 * The names of Pirate's Cove's cards and S004's counts of them: what the card pack (`pack.ts`) is
 * written in and checked against (`pack-schema.ts`). Kept apart from the schema so that a client
 * drawing the cards reads them without loading the validator.
 */

export const PARROTS = ['parrot-flint', 'parrot-silver', 'parrot-bones', 'parrot-trelawney'] as const;
export const MASTERCRAFTS = [
  'mastercraft-sails',
  'mastercraft-crew',
  'mastercraft-cannons',
  'mastercraft-hull',
] as const;
export const BATTLE_CARDS = ['battle-grapple', 'battle-boarding', 'battle-speed', 'battle-die'] as const;
export const VOLLEY_CARDS = ['volley-dice', 'volley-sharp'] as const;
export const EVENT_CARDS = ['event-navy', 'event-storm', 'event-windfall', 'event-brawl'] as const;
export const TAVERN_CARDS = [
  ...PARROTS,
  ...MASTERCRAFTS,
  ...BATTLE_CARDS,
  ...VOLLEY_CARDS,
  ...EVENT_CARDS,
  'fame-1',
  'fame-2',
  'fame-3',
  'new-route',
] as const;

/** S004's counts: 60 treasure cards; 5 + 9 LPs; 42 base Tavern cards + 2 New Route in the deck + 2 on display; 27 expansion cards, 9 of them doubles. */
export const PACK_COUNTS = {
  loot: 60,
  baseLegends: 5,
  expansionLegends: 9,
  baseTavern: 42,
  newRoutesInDeck: 2,
  newRouteDisplay: 2,
  expansionTavern: 27,
  expansionDoubles: 9,
} as const;
