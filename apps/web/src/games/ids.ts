import type { GameId } from '@brethren/engine/core';

/**
 * Each game's catalogue namespace: the table's words and its options' words (`<namespace>.options`),
 * its rules page (`<namespace>Rules`) and the note on what its score counts
 * (`match.results.scoreNote.<namespace>`). Its order is the order the lobby and the rules index show
 * the games. Apart from games/registry so that a page asking only which games exist (the table
 * page, for one) carries four names and none of the registry's loaders.
 */
export const GAME_NAMESPACES = {
  cartagena: 'cartagena',
  tortuga: 'tortuga',
  'port-royal': 'portRoyal',
  'pirates-cove': 'piratesCove',
} as const satisfies Record<GameId, string>;

/** A game's catalogue namespace (`cartagena`, `portRoyal`, …). */
export type GameNamespace = (typeof GAME_NAMESPACES)[GameId];

/** The games in the order the lobby and the rules index show them. */
export const GAME_IDS = Object.keys(GAME_NAMESPACES) as readonly GameId[];

export function isWebGame(id: string): id is GameId {
  return Object.hasOwn(GAME_NAMESPACES, id);
}
