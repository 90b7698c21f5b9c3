import { z } from 'zod';
import { HOLDS, PLACES, ROW_SLOTS, SHIP_NAMES, voteCodeOf, type VoteCard } from './data.js';

/**
 * Tortuga 1667's actions as API clients write them: strict JSON objects `{ type, ...fields }`. The
 * schema is the whole definition: the types below are read off it, and it is published to clients
 * as JSON Schema. Event slots are numbered 1–5 as on the board; seats are counted from 0.
 */

const seat = z
  .number({ error: 'must be a seat number from 0' })
  .int({ error: 'must be a seat number from 0' })
  .min(0, { error: 'must be a seat number from 0' })
  .max(8, { error: 'must be a seat number from 0 to 8' })
  .describe('A seat, counted from 0.');

const SLOT_MESSAGE = `must be a slot number from 1 to ${ROW_SLOTS}`;
const slot = z
  .number({ error: SLOT_MESSAGE })
  .int({ error: SLOT_MESSAGE })
  .min(1, { error: SLOT_MESSAGE })
  .max(ROW_SLOTS, { error: SLOT_MESSAGE })
  .describe('An event slot, numbered 1–5 as on the board.');

const TWO_SLOTS = `must be two different slot numbers from 1 to ${ROW_SLOTS}`;
/** Two different slots in the order the engine lists them (lowest first), whatever order was sent. */
const twoSlots = z
  .array(slot, { error: TWO_SLOTS })
  .length(2, { error: TWO_SLOTS })
  .refine((slots) => new Set(slots).size === 2, { error: TWO_SLOTS })
  .transform((slots): readonly number[] => slots.slice().sort((a, b) => a - b))
  .describe('Two different event slots, in either order.');

const hold = z
  .enum(HOLDS, { error: `must be ${HOLDS.join(' or ')}` })
  .describe("A nation's hold on a ship (or area on Tortuga): british or french.");

const ship = z
  .enum(SHIP_NAMES, { error: `must be ${SHIP_NAMES.join(' or ')}` })
  .describe('A ship: flyingDutchman or jollyRoger.');

const place = z
  .enum(PLACES, { error: `must be one of ${PLACES.join(', ')}` })
  .describe('Where a pirate goes: a ship, a ship’s rowboat, or tortuga.');

const voteCard = z
  .strictObject({
    top: z.enum(['cannon', 'water', 'torch']).describe('The top third: cannon, water or torch.'),
    flag: hold.describe('The flag in the middle: british or french.'),
    bottom: z.enum(['skull', 'helm']).describe('The bottom third: skull or helm.'),
    double: z.boolean().describe('FR-2e’s two special cards show two of each symbol.'),
  })
  .refine((card) => voteCodeOf(card) >= 0, { error: 'is not a card of the vote deck' })
  .describe('A vote card: its three symbols and whether it is one of the double cards.');

const byCode = (a: VoteCard, b: VoteCard) => voteCodeOf(a) - voteCodeOf(b);
/** One vote card, or two with El Dorado, in the order the engine lists them, whatever order was sent. */
const voteCards = z
  .array(voteCard, { error: 'must list one vote card (two with El Dorado)' })
  .min(1, { error: 'must list one vote card (two with El Dorado)' })
  .max(2, { error: 'must list one vote card (two with El Dorado)' })
  .transform((cards): readonly VoteCard[] => cards.slice().sort(byCode))
  .describe('The vote cards played: one, or two (in either order) with the El Dorado map.');

const action = <T extends string, F extends z.ZodRawShape>(type: T, fields: F, description: string) =>
  z.strictObject({ type: z.literal(type), ...fields }).describe(description);

export const tortugaActionSchema = z.discriminatedUnion('type', [
  // ——— The start ———
  action(
    'placeStartingTreasure',
    { hold },
    'Standard start: a captain puts his starting treasure in a hold of his ship.',
  ),
  action(
    'chooseStart',
    {
      place: z
        .enum(['flyingDutchman', 'jollyRoger', 'tortuga'], {
          error: 'must be flyingDutchman, jollyRoger or tortuga',
        })
        .describe('A ship or Tortuga.'),
      position: z
        .number({ error: 'must be a position from 1' })
        .int({ error: 'must be a position from 1' })
        .min(1, { error: 'must be a position from 1' })
        .max(9, { error: 'must be a position from 1 to 9' })
        .describe('The space: 1–5 on a ship (1 is the captain), 1 up to 9 on Tortuga (1 is the Governor).'),
    },
    'Brain-burner start: the pawn drawn from the bag takes a free space.',
  ),
  // ——— General actions ———
  action(
    'peek',
    {
      slots: twoSlots,
      outOfTime: z
        .literal(true)
        .optional()
        .describe(
          'Sent by the platform for a seat whose time ran out (the 30-second timer, or the platform’s clock): the log says so.',
        ),
    },
    'Look at two face-down event cards in secret.',
  ),
  action('reveal', { slot }, 'Turn a face-down event card up and resolve it.'),
  action(
    'force',
    { slots: twoSlots, target: seat },
    'Show everyone two slots and name another player, who must reveal one of them.',
  ),
  action(
    'move',
    { to: place },
    "Step from a ship into its rowboat, or from a rowboat to Tortuga or the rowboat's ship.",
  ),
  // ——— Role actions ———
  action('attack', {}, 'Captain: call an attack vote to take treasure from the Galleon or the other ship.'),
  action('maroon', { target: seat }, 'Captain: send a pirate of your crew to Tortuga.'),
  action('mutiny', {}, 'First mate: call a mutiny vote to maroon the captain.'),
  action(
    'shiftTreasure',
    { from: hold },
    "Cabin boy: move one treasure from this hold of your ship to the other nation's hold.",
  ),
  action('brawl', {}, "Governor of Tortuga: call a brawl vote over Tortuga's treasure."),
  action(
    'playLetterOfMarque',
    { pirate: seat, ship },
    'FR-2e: play a kept Letter of Marque as your action, moving a pirate from Tortuga or a rowboat to the back of a ship.',
  ),
  // ——— Answers ———
  action('vote', { cards: voteCards }, 'Cast your secret vote.'),
  action(
    'takeTreasure',
    {
      from: z
        .enum(['galleon', ...HOLDS], { error: 'must be galleon, british or french' })
        .describe(
          'Where the treasure comes from: the Galleon, or a hold of the other ship (while the Galleon is empty).',
        ),
      hold: hold.describe('The hold of your own ship it goes into.'),
    },
    'After a successful attack, the captain takes one treasure.',
  ),
  action(
    'chooseSlot',
    { slot },
    'A forced reveal: the chooser reveals one of the two designated slots (FR-2e; or the forcer after a timeout).',
  ),
  action(
    'revealAtRandom',
    {},
    'IT-1e forced reveal: the forced player reveals one of the two designated slots drawn at random.',
  ),
  action(
    'deferToForcer',
    {},
    'With the 30-second timer only: the forced player’s time ran out, so the forcer chooses the slot.',
  ),
  action(
    'moveWithLetterOfMarque',
    { pirate: seat, ship },
    'A revealed Letter of Marque: move a pirate from Tortuga or a rowboat to the back of a ship.',
  ),
  action('keepLetterOfMarque', {}, 'FR-2e: keep the revealed Letter of Marque to play later as an action.'),
  action(
    'drawVoteCard',
    {},
    'IT-1e: use the revealed Letter of Marque to draw a vote card, then put one back on top of the vote deck.',
  ),
  action(
    'returnVoteCard',
    { card: voteCard },
    'IT-1e Letter of Marque: the vote card from your hand put on top of the vote deck.',
  ),
  action('shootPirate', { target: seat }, 'Pistol: the pirate to maroon.'),
  action('giveTreasureMap', { to: seat }, 'A revealed treasure map: the player who receives it.'),
  action('blowUpRowboat', { ship }, 'FR-2e Black Powder: the ship whose rowboat is destroyed.'),
  action(
    'shareCabinFever',
    { target: seat },
    'Cabin Fever: the player whose loyalty card is shuffled with yours and dealt back.',
  ),
  action(
    'searchVoteHand',
    { target: seat },
    "Crow's Nest: the player whose vote hand goes into the vote deck, which you then search.",
  ),
  action(
    'giveVoteCard',
    { card: voteCard },
    "Crow's Nest: a card from the vote deck handed to the player searched.",
  ),
  action(
    'useFountainOfYouth',
    {},
    'About to be marooned: discard the Fountain of Youth map to stay where you are.',
  ),
  action(
    'useAtlantis',
    {},
    'Use the Atlantis map: sail from your ship to the back of the other one (before a turn, when marooned, or to join a vote).',
  ),
  action('declineAtlantis', {}, 'Let the chance to use the Atlantis map pass.'),
  action('acceptMarooning', {}, 'About to be marooned: keep your treasure maps and go to Tortuga.'),
  action(
    'loseVoteCard',
    { card: voteCard },
    'IT-1e, marooned again on Tortuga: the vote card you lose to the bottom of the vote deck.',
  ),
]);

export type TortugaAction = z.output<typeof tortugaActionSchema>;

/**
 * What only a clock sends, for a seat whose time ran out: the timeout's peek and, with the timer,
 * the forced player's deferral. An engine has no clock, so they are listed like any action; bots and
 * the table never choose them.
 */
export function isTimeoutAction(action: TortugaAction): boolean {
  return (action.type === 'peek' && action.outOfTime === true) || action.type === 'deferToForcer';
}
export type TortugaActionType = TortugaAction['type'];

/** Every action type, read off the schema: what a client must offer and word. */
export const TORTUGA_ACTION_TYPES: readonly TortugaActionType[] = tortugaActionSchema.options.map(
  (option) => option.shape.type.value,
);
