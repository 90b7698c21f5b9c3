'use client';

import type { GameId } from '@brethren/engine/core';
import { Suspense } from 'react';
import { lazyParts } from '@/games/lazyParts';
import { EmblemFrame } from './EmblemFrame';

const EMBLEMS = lazyParts('emblem');

/**
 * A game's emblem (see GameEmblem) on a client page: its frame at once, the drawing as soon as its
 * game's pieces load, so the lobby carries no game's pieces in its own code.
 */
export function LazyGameEmblem({ game, size = 96 }: { game: GameId; size?: number }) {
  const Drawing = EMBLEMS[game];
  return (
    <Suspense fallback={<EmblemFrame game={game} size={size} />}>
      <EmblemFrame game={game} size={size}>
        <Drawing />
      </EmblemFrame>
    </Suspense>
  );
}
