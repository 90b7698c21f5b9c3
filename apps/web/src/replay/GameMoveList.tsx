'use client';

import { lazy, type ComponentType } from 'react';
import type { MoveListProps } from '@/games/shared/MoveList';

/**
 * Each game's move list, loaded on demand as its table is (see matches/GameTable): a replay loads
 * the words of its own game only.
 */
const MOVE_LISTS: Readonly<Record<string, ComponentType<MoveListProps<never>>>> = {
  cartagena: lazy(() =>
    import('@/games/cartagena/MoveList').then((module) => ({ default: module.CartagenaMoveList })),
  ),
  'port-royal': lazy(() =>
    import('@/games/port-royal/MoveList').then((module) => ({ default: module.PortRoyalMoveList })),
  ),
  tortuga: lazy(() =>
    import('@/games/tortuga/MoveList').then((module) => ({ default: module.TortugaMoveList })),
  ),
  'pirates-cove': lazy(() =>
    import('@/games/pirates-cove/MoveList').then((module) => ({ default: module.PiratesCoveMoveList })),
  ),
};

/** The move list of a replay's game, or nothing for a game this app does not draw. */
export function GameMoveList({ game, view, ...common }: { game: string } & MoveListProps<unknown>) {
  const List = MOVE_LISTS[game];
  return List ? <List view={view as never} {...common} /> : null;
}
