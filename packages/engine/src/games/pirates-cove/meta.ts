import type { GameMeta } from '../../core/meta.js';

/** Pirate's Cove at a glance: enough for a page that names the game without loading its rules. */
export const piratesCoveMeta = {
  id: 'pirates-cove',
  name: "Pirate's Cove",
  minPlayers: 1,
  maxPlayers: 5,
} as const satisfies GameMeta;
