import { z } from 'zod';
import { SYMBOLS, SYMBOL_INDEX, cardCode, type Card, type CardCode } from './data.js';

/**
 * Cartagena's actions as API clients write them. The schema is the whole definition: the types
 * below are read off it, and it is published to clients as JSON Schema.
 */

const symbol = z.enum(SYMBOLS, { error: `must be one of ${SYMBOLS.join(', ')}` }).describe('A card symbol.');

const card = z
  .strictObject({
    symbol,
    dark: z.boolean().default(false).describe('Dark background (matters for the Filibuster rule).'),
  })
  .describe('A card: its symbol, and whether it has a dark background.');

/**
 * Where a pirate stands: a square number, or one of the named places. 'start' is the prison (the
 * half-sunk boat in the jungle game), 'boat' the boat between tunnel and jungle in the full story,
 * 'finish' the boat of the escape or the den.
 */
const place = z
  .union([z.number().int().min(1), z.enum(['start', 'boat', 'finish'])], {
    error: 'must be a square number, "start", "boat" or "finish"',
  })
  .describe('A square number from 1, or "start", "boat" (full story) or "finish".');

const seat = z
  .number({ error: 'must be a seat number from 0' })
  .int()
  .min(0)
  .max(4)
  .describe('A seat, counted from 0.');

/** Two parrots in the order the engine lists them (light before dark), whatever order was sent. */
const twoParrots = z
  .tuple([card, card])
  .transform(([a, b]): [Card, Card] => (a.dark && !b.dark ? [b, a] : [a, b]))
  .describe('The two parrot cards played as one wild card.');

const action = <T extends string, F extends z.ZodRawShape>(type: T, fields: F, description: string) =>
  z.strictObject({ type: z.literal(type), ...fields }).describe(description);

export const cartagenaActionSchema = z.discriminatedUnion('type', [
  action(
    'playCard',
    { card, from: place },
    'Discard a card and advance one of your pirates from `from` to the next free square of its symbol.',
  ),
  action(
    'playParrots',
    { cards: twoParrots, as: symbol, from: place },
    'Black Magic Woman: two parrots as one card of any symbol (one action).',
  ),
  action(
    'playHook',
    { hook: card, card, from: place },
    'Black Magic Woman: a hook and a second card move two of your pirates from one square together (two actions).',
  ),
  action(
    'usePistol',
    { card, target: seat },
    "Black Magic Woman: look at `target`'s hand and take a card; they draw one.",
  ),
  action('useRum', { card }, 'Black Magic Woman: draw players + 1, keep 2, give one to each other player.'),
  action(
    'useLantern',
    { card },
    'Black Magic Woman: draw 4, keep 1, put the rest back on top in your order.',
  ),
  action(
    'openChest',
    { card, at: z.number().int().min(1) },
    'Black Magic Woman: open the chest tile under your pirate on square `at`.',
  ),
  action('takeCard', { card }, "Pistol, second step: the card taken from the target's hand."),
  action('giveCard', { card, to: seat }, 'Rum, second step: one drawn card for another player.'),
  action('keepCard', { card }, 'Lantern, second step: the card kept.'),
  action(
    'returnCard',
    { card },
    'Lantern, third step: a card put back on top of the draw pile (the last one put back is the top).',
  ),
  action(
    'moveBack',
    { from: place },
    'Move one of your pirates back to the nearest square with 1 or 2 pirates; draw 1 or 2.',
  ),
  action(
    'pushPirate',
    { seat, from: place },
    "Morgan: push `seat`'s pirate forward to the nearest square with 1 or 2 pirates; draw 1 or 2.",
  ),
  action(
    'moveBoat',
    {},
    'Full story: sail the boat to the other shore (free once for the Captain at the start of the turn).',
  ),
  action('discard', { card }, 'Filibuster: discard a card (down to 7).'),
  action('skipTurn', {}, 'Empty hand: skip the whole turn and draw one card.'),
  action('endTurn', {}, 'End the turn after at least one action.'),
  action('pass', {}, 'Nothing else is possible: the turn passes.'),
]);

export type CartagenaAction = z.output<typeof cartagenaActionSchema>;
export type CartagenaActionType = CartagenaAction['type'];

/** Every action type, read off the schema: what a client must offer and word. */
export const CARTAGENA_ACTION_TYPES: readonly CartagenaActionType[] = cartagenaActionSchema.options.map(
  (option) => option.shape.type.value,
);
export type Place = z.output<typeof place>;

export function codeOf(card: Card): CardCode {
  return cardCode(SYMBOL_INDEX[card.symbol], card.dark);
}
