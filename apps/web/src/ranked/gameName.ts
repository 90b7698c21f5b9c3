import { getTranslations } from 'next-intl/server';
import { loadGame } from '@/lib/engine';
import { gameName } from '@/matches/names';

/**
 * A game's name for page titles, in the reader's language: the catalogue's, else the engine's,
 * else the id itself for a game neither knows.
 */
export async function gameTitle(id: string): Promise<string> {
  const tc = await getTranslations('common');
  return gameName({ id, name: (await loadGame(id))?.name ?? id }, tc);
}
