import type { OptionDescriptor, ParsedOptions } from '../../core/game.js';
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
  /** The table plays with the 30-second timer (the platform runs it; see `timeoutAction`). */
  readonly timer: boolean;
}

export const DEFAULT_OPTIONS: TortugaOptions = {
  ruleset: 'FR-2e',
  starCardCount: DEFAULT_STAR_COUNT,
  starCards: null,
  allowFacadeCabinFeverSmallGames: false,
  brainBurner: false,
  openLoyalty: 'none',
  dutchSauce: false,
  shorterDeck: 0,
  noPeeking: false,
  timer: false,
};

export const OPTION_DESCRIPTORS: readonly OptionDescriptor[] = [
  {
    name: 'ruleset',
    kind: 'choice',
    choices: [...RULESETS],
    default: 'FR-2e',
    description:
      'FR-2e: the official French second edition (2–9 players). IT-1e: the Italian first edition (4–9).',
  },
  {
    name: 'starCardCount',
    kind: 'integer',
    min: 3,
    max: 8,
    default: DEFAULT_STAR_COUNT,
    description: 'Star cards drawn at random into the event deck (3 normally; IT-1e has 6, FR-2e 8).',
  },
  {
    name: 'starCards',
    kind: 'json',
    default: null,
    description: 'The star cards chosen by the table (at least 3 names), instead of drawing them at random.',
  },
  {
    name: 'allowFacadeCabinFeverSmallGames',
    kind: 'boolean',
    default: false,
    description: 'At 2–3 players, let random star cards include Façade and Cabin Fever (advised against).',
  },
  {
    name: 'brainBurner',
    kind: 'boolean',
    default: false,
    description:
      'Advanced start: fixed treasure, and each pawn drawn from the bag chooses its starting place.',
  },
  {
    name: 'openLoyalty',
    kind: 'choice',
    choices: ['none', 'all', 'partial'],
    default: 'none',
    description: 'Less bluff: every loyalty card face up, or one British and one French card face up.',
  },
  {
    name: 'dutchSauce',
    kind: 'boolean',
    default: false,
    description:
      'FR-2e with 4, 6 or 8 players: two Dutch pirates replace a British and a French one; Dutch win ties.',
  },
  {
    name: 'shorterDeck',
    kind: 'integer',
    min: 0,
    max: 18,
    default: 0,
    description: 'Remove this many unseen cards from the top of the event deck for a shorter game.',
  },
  {
    name: 'noPeeking',
    kind: 'boolean',
    default: false,
    description: 'Every star card in the deck, and nobody may peek: each reveal is a surprise.',
  },
  {
    name: 'timer',
    kind: 'boolean',
    default: false,
    description:
      '30-second turns: a player out of time peeks at two event cards; a forced player lets the forcer choose.',
  },
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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

export function parseOptions(raw: unknown, players: number): ParsedOptions<TortugaOptions> {
  const input = raw ?? {};
  if (!isRecord(input)) return { ok: false, message: 'options must be an object' };
  const known = new Set(Object.keys(DEFAULT_OPTIONS));
  const unknown = Object.keys(input).filter((key) => !known.has(key));
  if (unknown.length > 0) return { ok: false, message: `unknown option ${unknown.join(', ')}` };
  const value = (name: keyof TortugaOptions): unknown => input[name] ?? DEFAULT_OPTIONS[name];

  const ruleset = value('ruleset');
  if (!RULESETS.includes(ruleset as Ruleset))
    return { ok: false, message: `ruleset must be ${RULESETS.join(' or ')}` };
  const edition = EDITIONS[ruleset as Ruleset];
  if (!Number.isInteger(players) || players < edition.minPlayers || players > edition.maxPlayers) {
    return {
      ok: false,
      message: `Tortuga 1667 (${ruleset as string}) is played by ${edition.minPlayers} to ${edition.maxPlayers} players`,
    };
  }
  const booleans = [
    'allowFacadeCabinFeverSmallGames',
    'brainBurner',
    'dutchSauce',
    'noPeeking',
    'timer',
  ] as const;
  for (const name of booleans) {
    if (typeof value(name) !== 'boolean') return { ok: false, message: `${name} must be true or false` };
  }
  const openLoyalty = value('openLoyalty');
  if (openLoyalty !== 'none' && openLoyalty !== 'all' && openLoyalty !== 'partial') {
    return { ok: false, message: 'openLoyalty must be none, all or partial' };
  }
  const stars = STAR_CARDS[ruleset as Ruleset];
  const starCardCount = value('starCardCount');
  if (
    typeof starCardCount !== 'number' ||
    !Number.isInteger(starCardCount) ||
    starCardCount < DEFAULT_STAR_COUNT ||
    starCardCount > stars.length
  ) {
    return {
      ok: false,
      message: `starCardCount must be an integer from ${DEFAULT_STAR_COUNT} to ${stars.length}`,
    };
  }
  const rawStars = value('starCards');
  let starCards: EventCard[] | null = null;
  if (rawStars !== null) {
    if (
      !Array.isArray(rawStars) ||
      rawStars.length < DEFAULT_STAR_COUNT ||
      new Set(rawStars).size !== rawStars.length ||
      !rawStars.every((card) => stars.includes(card as EventCard))
    ) {
      return {
        ok: false,
        message: `starCards must list at least ${DEFAULT_STAR_COUNT} different star cards of ${ruleset as string}: ${stars.join(', ')}`,
      };
    }
    starCards = rawStars as EventCard[];
  }
  const options: TortugaOptions = {
    ruleset: ruleset as Ruleset,
    starCardCount,
    starCards,
    allowFacadeCabinFeverSmallGames: value('allowFacadeCabinFeverSmallGames') as boolean,
    brainBurner: value('brainBurner') as boolean,
    openLoyalty,
    dutchSauce: value('dutchSauce') as boolean,
    shorterDeck: 0,
    noPeeking: value('noPeeking') as boolean,
    timer: value('timer') as boolean,
  };
  if (options.noPeeking && starCards !== null && starCards.length !== stars.length) {
    return { ok: false, message: 'noPeeking plays with every star card: leave starCards out' };
  }
  if (starCards === null && !options.noPeeking && starCardCount > starPool(options, players).length) {
    return {
      ok: false,
      message: `only ${starPool(options, players).length} star cards can be drawn at ${players} players (see allowFacadeCabinFeverSmallGames)`,
    };
  }
  if (options.dutchSauce) {
    if (!edition.dutchSauce) return { ok: false, message: 'Dutch sauce is an FR-2e variant' };
    if (players % 2 !== 0 || players < 4)
      return { ok: false, message: 'Dutch sauce is played with 4, 6 or 8 players' };
  }
  const shorterDeck = value('shorterDeck');
  const most = fullDeckSize(options, players) - ROW_SLOTS;
  if (
    typeof shorterDeck !== 'number' ||
    !Number.isInteger(shorterDeck) ||
    shorterDeck < 0 ||
    shorterDeck > most
  ) {
    return {
      ok: false,
      message: `shorterDeck must be an integer from 0 to ${most} (the row still needs five cards)`,
    };
  }
  return { ok: true, options: { ...options, shorterDeck } };
}
