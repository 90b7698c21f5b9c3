import type { GameId } from '@brethren/engine/core';
import { lazy, type LazyExoticComponent } from 'react';
import { GAME_IDS, WEB_GAMES } from './registry';
import type { WebGame } from './web-game';

type DrawnPart = 'table' | 'moveList';
type Part<K extends DrawnPart> = Awaited<ReturnType<WebGame[K]>>;

/**
 * One drawn part of every game as a React.lazy component, each loading its own game's code on first
 * render. Made once per module: a lazy component made during a render would load again every time.
 */
export function lazyParts<K extends DrawnPart>(
  part: K,
): Readonly<Record<GameId, LazyExoticComponent<Part<K>>>> {
  const games: Readonly<Record<GameId, WebGame>> = WEB_GAMES;
  const entries = GAME_IDS.map((id) => {
    const load = games[id][part] as () => Promise<Part<K>>;
    return [id, lazy(() => load().then((component) => ({ default: component })))] as const;
  });
  return Object.fromEntries(entries) as Record<GameId, LazyExoticComponent<Part<K>>>;
}
