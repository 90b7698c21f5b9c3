'use client';

import type { ComponentType } from 'react';
import { CartagenaTable } from '@/games/cartagena/CartagenaTable';
import { PiratesCoveTable } from '@/games/pirates-cove/PiratesCoveTable';
import { PortRoyalTable } from '@/games/port-royal/PortRoyalTable';
import type { TableProps } from '@/games/shared/TableProps';
import { TortugaTable } from '@/games/tortuga/TortugaTable';
import type { LogEntry, MatchDetail } from '@/lib/api/types';
import { GenericTable } from './GenericTable';

/**
 * The games this app draws, by id. Every game table takes the same props: the viewer's view (the
 * game's own JSON), names, legal actions (sent back unchanged through `onAct`), the visible log.
 */
const TABLES: Readonly<Record<string, ComponentType<TableProps<never>>>> = {
  cartagena: CartagenaTable,
  'port-royal': PortRoyalTable,
  tortuga: TortugaTable,
  'pirates-cove': PiratesCoveTable,
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
