'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { Loading } from '@/components/Status';
import type { TableProps } from '@/games/shared/TableProps';
import type { LogEntry, MatchDetail } from '@/lib/api/types';
import { GenericTable } from './GenericTable';

const loading = () => <Loading />;

/**
 * The games this app draws, by id, each loaded on demand: a table page loads its own game's code
 * and no other's. Every game table takes the same props: the viewer's view (the game's own JSON),
 * names, legal actions (sent back unchanged through `onAct`), the visible log.
 */
const TABLES: Readonly<Record<string, ComponentType<TableProps<never>>>> = {
  cartagena: dynamic(
    () => import('@/games/cartagena/CartagenaTable').then((module) => module.CartagenaTable),
    {
      loading,
    },
  ),
  'port-royal': dynamic(
    () => import('@/games/port-royal/PortRoyalTable').then((module) => module.PortRoyalTable),
    { loading },
  ),
  tortuga: dynamic(() => import('@/games/tortuga/TortugaTable').then((module) => module.TortugaTable), {
    loading,
  }),
  'pirates-cove': dynamic(
    () => import('@/games/pirates-cove/PiratesCoveTable').then((module) => module.PiratesCoveTable),
    { loading },
  ),
};

/** A game's own table, or null for a game this app does not draw. */
export function DrawnTable({ game, view, ...common }: { game: string } & TableProps<unknown>) {
  const Table = TABLES[game];
  return Table ? <Table view={view as never} {...common} /> : null;
}

/** The table of a match's game; a game without a drawn table falls back to the generic one. */
export function GameTable({
  match,
  names,
  log,
  live,
  busy,
  onAct,
}: {
  match: MatchDetail;
  names: readonly string[];
  log: readonly LogEntry[];
  live: boolean;
  busy: boolean;
  onAct: (action: unknown) => void;
}) {
  if (!Object.hasOwn(TABLES, match.game.id))
    return <GenericTable match={match} names={names} log={log} busy={busy} onAct={onAct} />;
  return (
    <DrawnTable
      game={match.game.id}
      view={match.viewJson}
      names={names}
      viewerSeat={match.viewerSeat}
      legalActions={match.legalActions}
      activeSeats={match.activeSeats}
      log={log}
      live={live}
      busy={busy}
      onAct={onAct}
    />
  );
}
