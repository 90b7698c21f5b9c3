import type { GameMeta } from '../../core/meta.js';

/** Cartagena at a glance: enough for a page that names the game without loading its rules. */
export const cartagenaMeta = {
  id: 'cartagena',
  name: 'Cartagena',
  minPlayers: 2,
  maxPlayers: 5,
} as const satisfies GameMeta;
