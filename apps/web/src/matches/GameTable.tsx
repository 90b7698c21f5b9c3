'use client';

import type { CartagenaView, PortRoyalView, TortugaView } from '@brethren/engine';
import { CartagenaTable } from '@/games/cartagena/CartagenaTable';
import { PortRoyalTable } from '@/games/port-royal/PortRoyalTable';
import { TortugaTable } from '@/games/tortuga/TortugaTable';
import type { LogEntry, MatchDetail } from '@/lib/api/types';
import { GenericTable } from './GenericTable';

/**
 * The table of a match's game. Every game table takes the same props: the viewer's view, names,
 * legal actions (sent back unchanged through `onAct`), the visible log. A game without a drawn
 * table falls back to the generic one.
 */
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
  const common = {
    names,
    viewerSeat: match.viewerSeat,
    legalActions: match.legalActions,
    activeSeats: match.activeSeats,
    log,
    live,
    busy,
    onAct,
  };
  switch (match.game.id) {
    case 'cartagena':
      return <CartagenaTable view={match.viewJson as CartagenaView} {...common} />;
    case 'port-royal':
      return <PortRoyalTable view={match.viewJson as PortRoyalView} {...common} />;
    case 'tortuga':
      return <TortugaTable view={match.viewJson as TortugaView} {...common} />;
    default:
      return <GenericTable match={match} names={names} log={log} busy={busy} onAct={onAct} />;
  }
}
