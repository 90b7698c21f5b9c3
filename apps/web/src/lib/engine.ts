import type { AnyGameDefinition } from '@brethren/engine/core';
import { isWebGame } from '@/games/ids';
import { GAME_ENGINES } from '@/games/registry';

/**
 * A game's definition, or null for a game the engine does not know. Each game's rules load on
 * demand from its own entry point (`GAME_ENGINES` in games/registry): a page loads the rules of
 * the game it shows and no other.
 */
export async function loadGame(id: string): Promise<AnyGameDefinition | null> {
  return isWebGame(id) ? GAME_ENGINES[id]() : null;
}
