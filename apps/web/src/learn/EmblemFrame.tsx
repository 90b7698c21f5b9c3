import type { GameId } from '@brethren/engine/core';
import type { ReactNode } from 'react';
import './learn.css';

/** The ground every game's emblem is drawn on (see GameEmblem). */
export function EmblemFrame({ game, size, children }: { game: GameId; size: number; children?: ReactNode }) {
  return (
    <svg
      width={size}
      height={(size * 3) / 4}
      viewBox="0 0 96 72"
      aria-hidden="true"
      className={`game-emblem game-emblem-${game}`}
    >
      <rect x="0" y="0" width="96" height="72" rx="10" className="game-emblem-ground" />
      {children}
    </svg>
  );
}
