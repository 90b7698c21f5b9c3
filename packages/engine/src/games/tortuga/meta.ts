import type { GameMeta } from '../../core/meta.js';

/** Tortuga 1667 at a glance: enough for a page that names the game without loading its rules. */
export const tortugaMeta = {
  id: 'tortuga',
  name: 'Tortuga 1667',
  minPlayers: 2,
  maxPlayers: 9,
} as const satisfies GameMeta;
