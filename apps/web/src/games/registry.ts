import type { AnyGameDefinition, GameId } from '@brethren/engine/core';
import type { ComponentType } from 'react';
import { SCORING_SECTION } from '@/learn/content';
import type { ActionInWords, GameData, Load, LogInWords } from './web-game';

/*
 * The games this app draws, the place to add one (README, "Adding a game"): one record per part of
 * a game, each keyed by the engine's `GameId`, so a game the engine has and a record lacks is a type
 * error. Its namespace and the games' order are in games/ids, its table in games/tables. Separate
 * records rather than one object per game, because a bundler drops an unused export but never an
 * unused property: the table page, which needs only the engines, carries no emblem or log loader.
 * Every drawn part is a loader, so a page loads only the parts of the game it shows. Server modules
 * read this module too, so it holds nothing client-only.
 */

/** Each game's light facts: length, bot table, rules sections and option order. */
export const GAME_DATA = {
  cartagena: {
    minutes: [30, 45],
    botTable: 3,
    rules: {
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
  },
  tortuga: {
    minutes: [20, 40],
    botTable: 5,
    rules: {
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
  },
  'port-royal': {
    minutes: [45, 60],
    botTable: 4,
    rules: {
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
  },
  'pirates-cove': {
    minutes: [60, 90],
    botTable: 3,
    rules: {
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
  },
} as const satisfies Record<GameId, GameData>;

/** Each game's rules engine. */
export const GAME_ENGINES = {
  cartagena: () => import('@brethren/engine/cartagena').then((module) => module.cartagena),
  tortuga: () => import('@brethren/engine/tortuga').then((module) => module.tortuga),
  'port-royal': () => import('@brethren/engine/port-royal').then((module) => module.portRoyal),
  'pirates-cove': () => import('@brethren/engine/pirates-cove').then((module) => module.piratesCove),
} as const satisfies Record<GameId, Load<AnyGameDefinition>>;

/** Each game's log in words, for a replay's move list. */
export const GAME_LOG_WORDS = {
  cartagena: () => import('./cartagena/describe').then((module) => module.logInWords),
  tortuga: () => import('./tortuga/describe').then((module) => module.logInWords),
  'port-royal': () => import('./port-royal/describe').then((module) => module.logInWords),
  'pirates-cove': () => import('./pirates-cove/describe').then((module) => module.logInWords),
} as const satisfies Record<GameId, Load<LogInWords>>;

/** Each game's actions in words, for a post-game review's played and best choices. */
export const GAME_ACTION_WORDS = {
  cartagena: () => import('./cartagena/describe').then((module) => module.describeAction),
  tortuga: () => import('./tortuga/describe').then((module) => module.describeAction),
  'port-royal': () => import('./port-royal/describe').then((module) => module.describeAction),
  'pirates-cove': () => import('./pirates-cove/describe').then((module) => module.describeAction),
} as const satisfies Record<GameId, Load<ActionInWords>>;

/** Each game's small picture, drawn with its table's own pieces inside `GameEmblem`'s 96×72 frame. */
export const GAME_EMBLEMS = {
  cartagena: () => import('./cartagena/Emblem').then((module) => module.CartagenaEmblem),
  tortuga: () => import('./tortuga/Emblem').then((module) => module.TortugaEmblem),
  'port-royal': () => import('./port-royal/Emblem').then((module) => module.PortRoyalEmblem),
  'pirates-cove': () => import('./pirates-cove/Emblem').then((module) => module.PiratesCoveEmblem),
} as const satisfies Record<GameId, Load<ComponentType>>;
