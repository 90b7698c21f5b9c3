import { z } from 'zod';
import { COLOURS, CREW_IDS, GOODS, LOOT_IDS, PRISONER_VALUES, prisonerId } from './data.js';
import { RULES } from './rules.js';

/**
 * Port Royal's actions as API clients write them: strict JSON objects `{ type, ...fields }`. The
 * schema is the whole definition: the types below are read off it, and it is published to clients
 * as JSON Schema. Crew cards are ids like `red-5` or `ghost-7`, loot cards `rum-6` or `plus8`, cards
 * on a ship the loot id or `prisoner-3`, ships the name of their good.
 */

/** A non-empty list of ids for `z.enum`. */
const ids = (list: readonly string[]) => list as [string, ...string[]];

const crewCard = z
  .enum(ids(CREW_IDS), { error: 'must be a crew card id such as "red-5" or "ghost-7"' })
  .describe('A crew card: colour and value (`red-5`), or a ghost (`ghost-1`, `ghost-5`, `ghost-7`).');

const lootCard = z
  .enum(ids(LOOT_IDS), { error: 'must be a loot card id such as "rum-6" or "plus8"' })
  .describe('A loot card: good and tons (`rum-6`), or a special card (`plus8`, `double`, `remove`, …).');

const shipCard = z
  .enum(ids([...LOOT_IDS, ...PRISONER_VALUES.map(prisonerId)]), {
    error: 'must be a loot card id ("rum-6", "minus10") or a prisoner card id ("prisoner-3")',
  })
  .describe(
    'A card on one of your ships: a loot card id (`rum-6`, `double`) or a prisoner card (`prisoner-3`).',
  );

const ship = z
  .enum(GOODS, { error: `must be one of ${GOODS.join(', ')}` })
  .describe('A ship, by the name of its good.');

const colour = z.enum(COLOURS, { error: `must be one of ${COLOURS.join(', ')}` }).describe('A crew colour.');

const seat = z
  .number({ error: 'must be a seat number from 0 to 3' })
  .int({ error: 'must be a seat number from 0 to 3' })
  .min(0, { error: 'must be a seat number from 0 to 3' })
  .max(3, { error: 'must be a seat number from 0 to 3' })
  .describe('A seat, counted from 0.');

const bidMessage = `must be a whole number of tons from ${RULES.minimumBid} to ${RULES.debtCap}`;
const amount = z
  .number({ error: bidMessage })
  .int({ error: bidMessage })
  .min(RULES.minimumBid, { error: bidMessage })
  .max(RULES.debtCap, { error: bidMessage })
  .describe(`Tons: above the high bid, and your yellow debt + amount ≤ ${RULES.debtCap}.`);

const prisonerMessage = 'must be the value (1–6) of a prisoner card you won';
const prisoner = z
  .number({ error: prisonerMessage })
  .int({ error: prisonerMessage })
  .min(1, { error: prisonerMessage })
  .max(PRISONER_VALUES.length, { error: prisonerMessage })
  .describe('A prisoner card you won, by its value (1–6).');

const action = <T extends string, F extends z.ZodRawShape>(type: T, fields: F, description: string) =>
  z.strictObject({ type: z.literal(type), ...fields }).describe(description);

export const portRoyalActionSchema = z.discriminatedUnion('type', [
  action('bid', { amount }, 'The auction: raise the high bid to `amount` tons.'),
  action('pass', {}, 'The auction: pass (final for this auction unless the table chose otherwise).'),
  action(
    'setAside',
    { card: crewCard },
    'Privilege (a), twice: set a crew card aside face down for this round.',
  ),
  action('chooseTrump', { colour }, 'Privilege (b): the trump colour of the round.'),
  action('chooseLeader', { seat }, 'Privilege (c): the seat that leads the first trick.'),
  action(
    'chooseLoot',
    { loot: lootCard },
    'The leader puts the pirate on a displayed loot card: the loot at stake in this trick.',
  ),
  action('playCard', { card: crewCard }, 'Play a crew card to the trick.'),
  action(
    'loadLoot',
    { ship },
    'Load the loot card won onto a ship: a standard card onto the ship of its good, a grey card onto any.',
  ),
  action(
    'payDebt',
    {},
    'The privileged player discards the loot card won to move his black cube down by its value.',
  ),
  action(
    'useRemove',
    {},
    'Discard the loot card won together with the `Remove 1 card` kept beside your board.',
  ),
  action(
    'removeCard',
    { card: shipCard },
    '`Remove 1 card` just won: discard it now together with this card from one of your ships.',
  ),
  action('keepRemove', {}, '`Remove 1 card` just won: keep it beside your board for later.'),
  action(
    'moveCard',
    { card: shipCard, to: ship },
    '`Move 1 card` just won: move a special or prisoner card from one of your ships to ship `to`.',
  ),
  action('discardMove', {}, '`Move 1 card` just won: discard it without moving anything.'),
  action(
    'placePrisoner',
    { prisoner, ship },
    'Place the prisoner cards from beneath the loot won face down, all together, on one ship; `prisoner` names the first of them (`won.prisoners[0]`).',
  ),
]);

export type PortRoyalAction = z.output<typeof portRoyalActionSchema>;
export type PortRoyalActionType = PortRoyalAction['type'];

/** Every action type, read off the schema: what a client must offer and word. */
export const PORT_ROYAL_ACTION_TYPES: readonly PortRoyalActionType[] = portRoyalActionSchema.options.map(
  (option) => option.shape.type.value,
);
/** The action of one type. */
export type ActionOf<T extends PortRoyalActionType> = Extract<PortRoyalAction, { type: T }>;
