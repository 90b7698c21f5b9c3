import type { AnyGameDefinition, GameId } from '@brethren/engine/core';

/**
 * The engine's games, each loaded on demand from its own entry point: a page loads the rules of
 * the game it shows and no other.
 */
const LOADERS: Readonly<Record<GameId, () => Promise<AnyGameDefinition>>> = {
  cartagena: () => import('@brethren/engine/cartagena').then((module) => module.cartagena),
  'port-royal': () => import('@brethren/engine/port-royal').then((module) => module.portRoyal),
  tortuga: () => import('@brethren/engine/tortuga').then((module) => module.tortuga),
  'pirates-cove': () => import('@brethren/engine/pirates-cove').then((module) => module.piratesCove),
};

export function isEngineGame(id: string): id is GameId {
  return Object.hasOwn(LOADERS, id);
}

/** A game's definition, or null for a game the engine does not know. */
export async function loadGame(id: string): Promise<AnyGameDefinition | null> {
  return isEngineGame(id) ? LOADERS[id]() : null;
}
