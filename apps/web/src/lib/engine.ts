import type { AnyGameDefinition } from '@brethren/engine/core';
import { isWebGame, WEB_GAMES } from '@/games/registry';

/**
 * A game's definition, or null for a game the engine does not know. Each game's rules load on
 * demand from its own entry point (games/registry): a page loads the rules of the game it shows
 * and no other.
 */
export async function loadGame(id: string): Promise<AnyGameDefinition | null> {
  return isWebGame(id) ? WEB_GAMES[id].engine() : null;
}
