import type { GameId } from '@brethren/engine/core';
import { SCORING_SECTION } from '@/learn/content';
import type { WebGame } from './web-game';

/**
 * The games this app draws, the place to add one (README, "Adding a game"). Keyed by the engine's
 * `GameId`, so a game the engine has and this map lacks is a type error. Every drawn part is a
 * loader: a page reading the registry loads only the parts of the game it shows. Server modules read
 * it too, so it holds nothing client-only: each game's table is loaded from games/tables.
 */
export const WEB_GAMES = {
  cartagena: {
    namespace: 'cartagena',
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
    engine: () => import('@brethren/engine/cartagena').then((module) => module.cartagena),
    logInWords: () => import('./cartagena/describe').then((module) => module.logInWords),
    emblem: () => import('./cartagena/Emblem').then((module) => module.CartagenaEmblem),
  },
  tortuga: {
    namespace: 'tortuga',
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
    engine: () => import('@brethren/engine/tortuga').then((module) => module.tortuga),
    logInWords: () => import('./tortuga/describe').then((module) => module.logInWords),
    emblem: () => import('./tortuga/Emblem').then((module) => module.TortugaEmblem),
  },
  'port-royal': {
    namespace: 'portRoyal',
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
    engine: () => import('@brethren/engine/port-royal').then((module) => module.portRoyal),
    logInWords: () => import('./port-royal/describe').then((module) => module.logInWords),
    emblem: () => import('./port-royal/Emblem').then((module) => module.PortRoyalEmblem),
  },
  'pirates-cove': {
    namespace: 'piratesCove',
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
    engine: () => import('@brethren/engine/pirates-cove').then((module) => module.piratesCove),
    logInWords: () => import('./pirates-cove/describe').then((module) => module.logInWords),
    emblem: () => import('./pirates-cove/Emblem').then((module) => module.PiratesCoveEmblem),
  },
} as const satisfies Record<GameId, WebGame>;

/** The games in the order the lobby and the rules index show them: the registry's order. */
export const GAME_IDS = Object.keys(WEB_GAMES) as readonly GameId[];

/** A game's catalogue namespace (`cartagena`, `portRoyal`, …). */
export type GameNamespace = (typeof WEB_GAMES)[GameId]['namespace'];

export function isWebGame(id: string): id is GameId {
  return Object.hasOwn(WEB_GAMES, id);
}
