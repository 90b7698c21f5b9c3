'use client';

import { lazyParts } from '@/games/lazyParts';
import { isWebGame } from '@/games/registry';
import type { MoveListProps } from '@/games/shared/MoveList';

/**
 * Each game's move list, loaded on demand as its table is (see matches/GameTable): a replay loads
 * the words of its own game only.
 */
const MOVE_LISTS = lazyParts('moveList');

/** The move list of a replay's game, or nothing for a game this app does not draw. */
export function GameMoveList({ game, view, ...common }: { game: string } & MoveListProps<unknown>) {
  if (!isWebGame(game)) return null;
  const List = MOVE_LISTS[game];
  return <List view={view as never} {...common} />;
}
