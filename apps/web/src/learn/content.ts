import type { GameId } from '@brethren/engine/core';

/** The games, in the order the lobby and the rules index show them. */
export const LEARN_GAMES: readonly GameId[] = ['cartagena', 'tortuga', 'port-royal', 'pirates-cove'];

export function isLearnGame(id: string): id is GameId {
  return (LEARN_GAMES as readonly string[]).includes(id);
}

/** What the lobby says of a game at a glance, and the table "Play a bot now" opens. */
export interface GameFacts {
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Length in minutes, as the boxes and rulebooks give it. */
  readonly minutes: readonly [number, number];
  /** Seats at a table against bots: you and the rest heuristic bots, with the default options. */
  readonly botTable: number;
}

export const GAME_FACTS: Readonly<Record<GameId, GameFacts>> = {
  cartagena: { minPlayers: 2, maxPlayers: 5, minutes: [30, 45], botTable: 3 },
  tortuga: { minPlayers: 2, maxPlayers: 9, minutes: [20, 40], botTable: 5 },
  'port-royal': { minPlayers: 3, maxPlayers: 4, minutes: [45, 60], botTable: 4 },
  'pirates-cove': { minPlayers: 1, maxPlayers: 5, minutes: [60, 90], botTable: 3 },
};

/** The bot level "Play a bot now" seats: the sensible one every game ships. */
export const BOT_LEVEL = 'heuristic';

/** The section every rules page ends its play with, which the end of a match links to. */
export const SCORING_SECTION = 'scoring';
export const OPTIONS_SECTION = 'options';
export const FIRST_TURN_SECTION = 'first-turn';

/**
 * Each game's rules, section by section (the ids are the page's anchors and the catalogue's keys under
 * `<game>Rules.sections`), then the options in the order the page explains them: every option the
 * engine declares, each with its own paragraph (`<game>Rules.options.<name>`, anchor `option-<name>`).
 */
export const RULES = {
  cartagena: {
    sections: ['goal', 'setup', 'turn', 'advance', 'back', SCORING_SECTION],
    options: [
      'story',
      'tiles',
      'tunnelTiles',
      'jungleTiles',
      'pirates',
      'drawRule',
      'filibuster',
      'blackMagicWoman',
      'reversibleTiles',
      'layout',
    ],
  },
  tortuga: {
    sections: ['goal', 'setup', 'turn', 'roles', 'votes', 'marooning', 'events', SCORING_SECTION],
    options: [
      'ruleset',
      'starCardCount',
      'starCards',
      'allowFacadeCabinFeverSmallGames',
      'brainBurner',
      'openLoyalty',
      'dutchSauce',
      'shorterDeck',
      'noPeeking',
      'timer',
    ],
  },
  'port-royal': {
    sections: ['goal', 'setup', 'round', 'auction', 'tricks', 'loot', SCORING_SECTION],
    options: [
      'firstDealer',
      'passIsFinal',
      'noBidPrivileges',
      'ghostLead',
      'prisonersOfDiscardedLoot',
      'removeTargets',
      'doubleWeight',
      'tieBreak',
    ],
  },
  'pirates-cove': {
    sections: ['goal', 'setup', 'turn', 'islands', 'combat', 'boarding', 'cards', SCORING_SECTION],
    options: [
      'variant',
      'shortGame',
      'soloMovement',
      'legendMovement',
      'preGameShopping',
      'baseFlee',
      'baseCove',
      'duelWeapons',
      'pistols',
      'shipSwap',
    ],
  },
} as const satisfies Record<GameId, { sections: readonly string[]; options: readonly string[] }>;

/** The anchor of an option's paragraph on its game's rules page. */
export function optionAnchor(option: string): string {
  return `option-${option}`;
}

/** A game's rules page, optionally at a section or an option's paragraph. */
export function rulesHref(game: string, anchor?: string): string {
  return `/games/${game}${anchor ? `#${anchor}` : ''}`;
}
