import type { GameId } from '@brethren/engine/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { GAME_IDS } from './ids';

/**
 * A component of every game as React.lazy, each loading its own game's code (a loader of
 * games/registry or games/tables) on first render. Call it once per module: a lazy component made
 * during a render would load again every time.
 */
export function lazyByGame<P>(
  load: (game: GameId) => Promise<ComponentType<P>>,
): Readonly<Record<GameId, LazyExoticComponent<ComponentType<P>>>> {
  const entries = GAME_IDS.map(
    (game) => [game, lazy(() => load(game).then((component) => ({ default: component })))] as const,
  );
  return Object.fromEntries(entries) as Record<GameId, LazyExoticComponent<ComponentType<P>>>;
}
