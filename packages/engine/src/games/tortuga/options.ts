import { z } from 'zod';
import { defineOptions, option } from '../../core/options.js';
import {
  BASE_EVENT_COUNTS,
  DEFAULT_STAR_COUNT,
  EVENT_CARDS,
  ROW_SLOTS,
  RULESETS,
  STAR_CARDS,
  type EventCard,
  type Ruleset,
} from './data.js';
import { DECISIONS, EDITIONS } from './rules.js';

/** Open loyalty (FR-2e variant): nobody's card face up, everyone's, or one British and one French. */
export type OpenLoyalty = 'none' | 'all' | 'partial';

export interface TortugaOptions {
  readonly ruleset: Ruleset;
  /** Star cards drawn at random (3 by default; more is the advanced option). */
  readonly starCardCount: number;
  /** Star cards chosen by the table; null draws `starCardCount` of them at random. */
  readonly starCards: readonly EventCard[] | null;
  /** DECISION: 2–3 players with random stars exclude Façade and Cabin Fever unless this is set. */
  readonly allowFacadeCabinFeverSmallGames: boolean;
  /** "Brain-burner" start: fixed treasure, each drawn pawn chooses its starting position. */
  readonly brainBurner: boolean;
  readonly openLoyalty: OpenLoyalty;
  /** FR-2e, 4/6/8 players: two Dutch cards replace one British and one French; Dutch win ties. */
  readonly dutchSauce: boolean;
  /** Unseen cards removed from the top of the built event deck (shorter game). */
  readonly shorterDeck: number;
  /** Every star card in the deck and no Peek action ("fast, crazy and hilarious"). */
  readonly noPeeking: boolean;
  /**
   * The rulebooks' optional 30-second timer (the platform runs it; see `timeoutAction`): only with it
   * does a forced player out of time hand the choice to the forcer.
   */
  readonly timer: boolean;
}

const STAR_NAMES = STAR_CARDS['FR-2e'];
/** The player counts at which random star cards leave out Façade and Cabin Fever. */
const SMALL_GAMES = Array.from({ length: DECISIONS.smallGameMaxPlayers - 1 }, (_, index) => index + 2);
const STARS_MESSAGE = `must list at least ${DEFAULT_STAR_COUNT} different star cards`;

export const tortugaOptions = defineOptions<TortugaOptions>({
  fields: {
    ruleset: option.choice({
      choices: RULESETS,
      default: 'FR-2e',
      description:
        'FR-2e: the official French second edition (2–9 players). IT-1e: the Italian first edition (4–9).',
    }),
    starCardCount: option.integer({
      min: DEFAULT_STAR_COUNT,
      max: STAR_NAMES.length,
      default: DEFAULT_STAR_COUNT,
      group: 'advanced',
      description: 'Star cards drawn at random into the event deck (3 normally; IT-1e has 6, FR-2e 8).',
      // No peeking puts every star card in the deck.
      appliesWhen: { options: { noPeeking: [false] } },
    }),
    starCards: option.json<readonly EventCard[] | null>({
      schema: z
        .array(z.enum(STAR_NAMES, { error: `must be a star card: ${STAR_NAMES.join(', ')}` }), {
          error: STARS_MESSAGE,
        })
        .min(DEFAULT_STAR_COUNT, { error: STARS_MESSAGE })
        .refine((cards) => new Set(cards).size === cards.length, { error: STARS_MESSAGE })
        .nullable(),
      default: null,
      description:
        'The star cards chosen by the table (at least 3 names), instead of drawing them at random.',
      appliesWhen: { options: { noPeeking: [false] } },
    }),
    allowFacadeCabinFeverSmallGames: option.boolean({
      default: false,
      group: 'advanced',
      description: 'At 2–3 players, let random star cards include Façade and Cabin Fever (advised against).',
      appliesWhen: { players: SMALL_GAMES, options: { noPeeking: [false] } },
    }),
    brainBurner: option.boolean({
      default: false,
      description:
        'Advanced start: fixed treasure, and each pawn drawn from the bag chooses its starting place.',
    }),
    openLoyalty: option.choice({
      choices: ['none', 'all', 'partial'],
      default: 'none',
      description: 'Less bluff: every loyalty card face up, or one British and one French card face up.',
    }),
    dutchSauce: option.boolean({
      default: false,
      description:
        'FR-2e with 4, 6 or 8 players: two Dutch pirates replace a British and a French one; Dutch win ties.',
      appliesWhen: { players: [4, 6, 8], options: { ruleset: ['FR-2e'] } },
    }),
    shorterDeck: option.integer({
      min: 0,
      max: 18,
      default: 0,
      description: 'Remove this many unseen cards from the top of the event deck for a shorter game.',
    }),
    noPeeking: option.boolean({
      default: false,
      description: 'Every star card in the deck, and nobody may peek: each reveal is a surprise.',
    }),
    timer: option.boolean({
      default: false,
      description:
        'The rulebooks’ optional 30-second timer: a player out of time peeks at two event cards; a forced player out of time lets the forcer choose.',
    }),
  },
  check: optionsProblem,
});

/** What the fields' own checks cannot see: the edition's player counts and star cards, and the deck. */
function optionsProblem(options: TortugaOptions, players: number): string | null {
  const { ruleset } = options;
  const edition = EDITIONS[ruleset];
  if (players < edition.minPlayers || players > edition.maxPlayers) {
    return `Tortuga 1667 (${ruleset}) is played by ${edition.minPlayers} to ${edition.maxPlayers} players`;
  }
  const stars = STAR_CARDS[ruleset];
  if (options.starCardCount > stars.length) {
    return `starCardCount must be an integer from ${DEFAULT_STAR_COUNT} to ${stars.length}`;
  }
  const starCards = options.starCards;
  if (starCards !== null && !starCards.every((card) => stars.includes(card))) {
    return `starCards ${STARS_MESSAGE} of ${ruleset}: ${stars.join(', ')}`;
  }
  if (options.noPeeking && starCards !== null && starCards.length !== stars.length) {
    return 'noPeeking plays with every star card: leave starCards out';
  }
  if (starCards === null && !options.noPeeking && options.starCardCount > starPool(options, players).length) {
    return `only ${starPool(options, players).length} star cards can be drawn at ${players} players (see allowFacadeCabinFeverSmallGames)`;
  }
  if (options.dutchSauce) {
    if (!edition.dutchSauce) return 'Dutch sauce is an FR-2e variant';
    if (players % 2 !== 0 || players < 4) return 'Dutch sauce is played with 4, 6 or 8 players';
  }
  const most = fullDeckSize(options, players) - ROW_SLOTS;
  if (options.shorterDeck > most) {
    return `shorterDeck must be an integer from 0 to ${most} (the row still needs five cards)`;
  }
  return null;
}

/** The star cards random selection may draw from. */
export function starPool(
  options: Pick<TortugaOptions, 'ruleset' | 'allowFacadeCabinFeverSmallGames'>,
  players: number,
) {
  const stars = STAR_CARDS[options.ruleset];
  if (options.allowFacadeCabinFeverSmallGames || players > DECISIONS.smallGameMaxPlayers) return stars;
  return stars.filter((card) => !DECISIONS.smallGameExcludedStars.includes(card));
}

/** The non-star, non-Armada event cards of an edition at a player count. */
export function baseEventCards(ruleset: Ruleset, players: number): EventCard[] {
  const cards: EventCard[] = [];
  const counts = BASE_EVENT_COUNTS[ruleset];
  for (const card of EVENT_CARDS) {
    if (card === 'albatross' && players < EDITIONS[ruleset].removeAlbatrossBelow) continue;
    for (let i = 0; i < (counts[card] ?? 0); i++) cards.push(card);
  }
  return cards;
}

/** How many star cards the options put in the deck. */
export function starCount(options: TortugaOptions): number {
  if (options.noPeeking) return STAR_CARDS[options.ruleset].length;
  return options.starCards ? options.starCards.length : options.starCardCount;
}

/** The built event deck's size before the shorter-deck removal (Armada included). */
export function fullDeckSize(options: TortugaOptions, players: number): number {
  return baseEventCards(options.ruleset, players).length + starCount(options) + 1;
}
