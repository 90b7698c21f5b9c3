import { z } from 'zod';
import { BATTLE_CARDS, EVENT_CARDS, PARROTS, SECTIONS, VOLLEY_CARDS } from './data.js';
import { RULES } from './rules.js';
import { PISTOL_CHOICES, WEAPONS } from './state.js';

/**
 * Pirate's Cove's actions as API clients write them: strict JSON objects `{ type, ...fields }`. The
 * schema is the whole definition: the types below are read off it, and it is published to clients
 * as JSON Schema. Whether an action is allowed now is for the legal actions to say; the schema
 * only says what an action looks like.
 */

const integer = (error: string) => z.number({ error }).int({ error });

const section = z
  .enum(SECTIONS, { error: `must be one of ${SECTIONS.join(', ')}` })
  .describe('A section of the ship mat.');

const island = integer('must be an island number')
  .min(0, { error: 'must be an island number' })
  .describe('An island: 1 Tavern, 2 Hull, 3 Sail, 4 Cannon, 5 Crew, 6 Treasure Island.');

const ship = integer('must be a ship number')
  .min(0, { error: 'must be a ship number' })
  .describe('A ship: a player seat 0–4, a Legendary Pirate ship 10–12, the Royal Navy 20, the solo fort 30.');

const count = (what: string) =>
  integer(`must be a whole number of ${what} from 0`).min(0, {
    error: `must be a whole number of ${what} from 0`,
  });

const cardOf = <const C extends readonly [string, ...string[]]>(cards: C, what: string) =>
  z.enum(cards, { error: `must be one of ${cards.join(', ')}` }).describe(`${what} from your hand.`);

const loot = z
  .strictObject({
    fame: count('fame').describe('Fame it gives.'),
    gold: count('gold').describe('Gold it gives.'),
    treasures: count('treasures').describe('Treasures it gives.'),
    tavern: count('cards').describe('Tavern cards it draws.'),
  })
  .describe('A loot card, by what it gives.');

/** Gold buried is read as the threes it holds (S004 scenario 8): 7 gold buries 6, 1 stays aboard. */
const buriedGold = count('gold')
  .transform((gold) => gold - (gold % RULES.buryGoldPerFame))
  .describe('Gold to bury, in threes (1 fame per 3); any remainder stays aboard.');

const action = <T extends string, F extends z.ZodRawShape>(type: T, fields: F, description: string) =>
  z.strictObject({ type: z.literal(type), ...fields }).describe(description);

export const piratesCoveActionSchema = z.discriminatedUnion('type', [
  action(
    'upgrade',
    {
      section,
      levels: integer('must be a number of levels from 1')
        .min(1, { error: 'must be a number of levels from 1' })
        .describe('Levels to raise.'),
    },
    'Raise a section: before turn 1 at printed cost, at Hull, Sail, Cannon or Crew Island its own section at cumulative cost, on Treasure Island one level of any section at double cost.',
  ),
  action('endShopping', {}, 'End pre-game shopping.'),
  action(
    'placeLoot',
    { loot, island: island.describe('An outer island, 1–5.') },
    'I rudi bucanieri: place a loot card from your hand face up on an outer island.',
  ),
  action('setCourse', { island }, 'Set your wheel in secret: the island you sail to this turn.'),
  action(
    'playNewRoute',
    { island },
    'New Route window: play your New Route card to sail to another island instead (secret until all have decided).',
  ),
  action('keepCourse', {}, 'New Route window: keep your course.'),
  action(
    'playBattleCard',
    {
      card: cardOf(BATTLE_CARDS, 'A Battle card'),
      target: ship.optional().describe('Grapple attack only: the ship grappled.'),
    },
    'Battle-card window: play a Battle card.',
  ),
  action('passBattle', {}, 'Battle-card window: pass.'),
  action(
    'playVolley',
    { card: cardOf(VOLLEY_CARDS, 'A Volley card') },
    'Cannon round: a Volley card for the shot you are about to fire.',
  ),
  action(
    'fire',
    { target: ship, section: section.describe('The section aimed at (the fort: cannons).') },
    'Cannon round: fire a broadside at a ship.',
  ),
  action('flee', {}, 'Cannon round: flee to Pirate’s Cove (a die: a mutiny on 1–2).'),
  action(
    'boardShip',
    {},
    'Board the only other ship: after shooting away all its sails, or instead of firing with the Boarding card.',
  ),
  action('declineBoarding', {}, 'Do not board: the ship without sails is defeated.'),
  action('challengeDuel', {}, 'Boarded: challenge the other captain to a duel.'),
  action('acceptBoarding', {}, 'Boarded: fight the boarding crew against crew.'),
  action(
    'acceptDuel',
    {
      weapon: z
        .enum(['swords', 'pistols'], { error: 'must be swords or pistols' })
        .describe('swords, or pistols (with the pistols option).'),
    },
    'Challenged: accept the duel.',
  ),
  action('refuseDuel', {}, 'Challenged: refuse the duel at −2 fame; the boarding goes ahead.'),
  action(
    'chooseWeapon',
    {
      weapon: z
        .enum(WEAPONS, { error: `must be one of ${WEAPONS.join(', ')}` })
        .describe('The weapon; a better one may win a tie.'),
    },
    'Duel with weapons: choose your weapon in secret.',
  ),
  action(
    'pistolMove',
    {
      move: z
        .enum(PISTOL_CHOICES, { error: 'must be shoot or wait' })
        .describe('shoot now, or wait (+1 fame) and shoot second.'),
    },
    'Pistol duel: this exchange’s move, chosen in secret.',
  ),
  action('swapShips', {}, 'Ship swap option: take the loser’s sails, cannons and hull.'),
  action('keepShip', {}, 'Ship swap option: keep your ship.'),
  action(
    'buryUnderFire',
    {
      what: z
        .enum(['treasure', 'gold'], { error: 'must be treasure or gold' })
        .describe('One treasure, or 3 gold.'),
    },
    'I rudi bucanieri, fired at on Treasure Island: bury 1 treasure or 3 gold for 1 fame.',
  ),
  action('declineBury', {}, 'I rudi bucanieri, fired at on Treasure Island: bury nothing.'),
  action('buyTavernCard', {}, 'Tavern Island: buy a Tavern card for 2 gold (up to 3 a turn).'),
  action('buyNewRoute', {}, 'Tavern Island: buy a New Route card from the display for 15 gold.'),
  action(
    'bury',
    {
      treasures: count('treasures').describe('Treasures to bury (1 fame each).'),
      gold: buriedGold,
    },
    'Treasure Island: bury treasures and gold for fame.',
  ),
  action(
    'playMastercraft',
    { section: section.describe('The section of the Mastercraft card played.') },
    'Islands 1–5, once a turn: put a Mastercraft from your hand on your ship (it replaces the one there).',
  ),
  action('repairMastercraft', {}, 'Repair your damaged Mastercraft for 1 gold.'),
  action(
    'placeParrot',
    { card: cardOf(PARROTS, 'A Parrot card') },
    'Put a parrot from your hand on your ship for 1 fame (it replaces the one there).',
  ),
  action('playEvent', { card: cardOf(EVENT_CARDS, 'An Event card') }, 'Play an Event card.'),
  action(
    'exchangeTreasure',
    {},
    'I rudi bucanieri, after plundering an outer island: a treasure for 2 gold.',
  ),
  action(
    'coveReward',
    {
      reward: z
        .enum(['twoCards', 'cardAndGold'], { error: 'must be twoCards or cardAndGold' })
        .describe('Two Tavern cards, or one and 2 gold.'),
    },
    'Pirate’s Cove, repairs paid in full: take your reward.',
  ),
  action('finishUpgrades', {}, 'End your upgrade step.'),
]);

export type PiratesCoveAction = z.output<typeof piratesCoveActionSchema>;
export type PiratesCoveActionType = PiratesCoveAction['type'];

/** Every action type, read off the schema: what a client must offer and word. */
export const PIRATES_COVE_ACTION_TYPES: readonly PiratesCoveActionType[] =
  piratesCoveActionSchema.options.map((option) => option.shape.type.value);
export type ActionOf<T extends PiratesCoveActionType> = Extract<PiratesCoveAction, { type: T }>;
export type CoveReward = ActionOf<'coveReward'>['reward'];
