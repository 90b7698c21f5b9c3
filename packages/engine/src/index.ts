/**
 * @brethren/engine — pure, deterministic rules for every Brethren game. No I/O, no clock, no ambient
 * randomness: `seed + actions` reproduces a match exactly.
 */
import type { AnyGameDefinition, GameId } from './core/game.js';
import { cartagena } from './games/cartagena/index.js';
import { piratesCove } from './games/pirates-cove/index.js';
import { portRoyal } from './games/port-royal/index.js';
import { tortuga } from './games/tortuga/index.js';

/**
 * The games the platform offers: every game of the engine, each with its typed view in the API.
 */
export const games = {
  cartagena,
  'port-royal': portRoyal,
  tortuga,
  'pirates-cove': piratesCove,
} as const satisfies Record<GameId, AnyGameDefinition>;

export type ImplementedGameId = keyof typeof games;

export function isImplementedGame(id: string): id is ImplementedGameId {
  return Object.hasOwn(games, id);
}

export * from './core/index.js';
export * from './games/cartagena/index.js';
export * from './games/pirates-cove/index.js';
export * from './games/port-royal/index.js';
export * from './games/tortuga/index.js';
