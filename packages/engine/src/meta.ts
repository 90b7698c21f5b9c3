/**
 * @brethren/engine/meta — every game's name and player counts, without its rules: light enough for
 * a page that lists the games.
 */
import type { GameId } from './core/game.js';
import type { GameMeta } from './core/meta.js';
import { cartagenaMeta } from './games/cartagena/meta.js';
import { piratesCoveMeta } from './games/pirates-cove/meta.js';
import { portRoyalMeta } from './games/port-royal/meta.js';
import { tortugaMeta } from './games/tortuga/meta.js';

export type { GameMeta } from './core/meta.js';

export const gameMeta = {
  cartagena: cartagenaMeta,
  'port-royal': portRoyalMeta,
  tortuga: tortugaMeta,
  'pirates-cove': piratesCoveMeta,
} as const satisfies Record<GameId, GameMeta>;
