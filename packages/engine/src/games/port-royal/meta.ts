import type { GameMeta } from '../../core/meta.js';

/** Port Royal at a glance: enough for a page that names the game without loading its rules. */
export const portRoyalMeta = {
  id: 'port-royal',
  name: 'Port Royal',
  minPlayers: 3,
  maxPlayers: 4,
} as const satisfies GameMeta;
