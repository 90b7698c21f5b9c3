'use client';

import { Suspense, useMemo, useRef, type ReactNode } from 'react';
import { Loading } from '@/components/Status';
import { lazyByGame } from '@/games/lazyByGame';
import { isWebGame } from '@/games/ids';
import { GAME_TABLES } from '@/games/tables';
import { ExplainFrame } from '@/games/shared/explain/ExplainFrame';
import { PlatformSeatsContext, type PlatformSeats } from '@/games/shared/platformSeats';
import type { TableProps } from '@/games/shared/TableProps';
import { useFocusFollowsPlay } from '@/games/shared/useFocusFollowsPlay';
import type { LogEntry, MatchDetail } from '@/lib/api/types';
import { GenericTable } from './GenericTable';
import { usePacedMatch } from './usePacedMatch';

/**
 * Each game's table, loaded on demand: a table page loads its own game's code and no other's. Every
 * game table takes the same props: the viewer's view (the game's own JSON), names, legal actions
 * (sent back unchanged through `onAct`), the visible log.
 */
const TABLES = lazyByGame<TableProps<never, never>>((game) => GAME_TABLES[game]());

/**
 * A game's own table, or null for a game this app does not draw. Its cards, symbols and scores
 * explain themselves when tapped (ExplainFrame).
 */
export function DrawnTable({ game, view, log, ...common }: { game: string } & TableProps<unknown>) {
  if (!isWebGame(game)) return null;
  const Table = TABLES[game];
  // The view and the log are the game's own (its view, its engine's events), as the API sends them.
  return (
    <ExplainFrame>
      <Suspense fallback={<Loading />}>
        <Table view={view as never} log={log as never} {...common} />
      </Suspense>
    </ExplainFrame>
  );
}

/** The log as far as a position: a paced table tells only the moves it has drawn. */
export function logUpTo(log: readonly LogEntry[], seq: number): readonly LogEntry[] {
  const last = log.at(-1);
  return last === undefined || last.seq <= seq ? log : log.filter((entry) => entry.seq <= seq);
}

/**
 * The table of a match's game; a game without a drawn table falls back to the generic one. It draws
 * the match paced (`usePacedMatch`): while it shows a position older than the latest, its log stops
 * at that position and its buttons wait. Focus follows play (`useFocusFollowsPlay`).
 */
export function GameTable({
  match: latest,
  names,
  log,
  live,
  busy,
  onAct,
  question,
}: {
  match: MatchDetail;
  names: readonly string[];
  log: readonly LogEntry[];
  live: boolean;
  busy: boolean;
  onAct: (action: unknown) => void;
  /** What the platform asks of the players now, shown under the turn bar (see `PlatformSeats`). */
  question?: ReactNode;
}) {
  const match = usePacedMatch(latest);
  const behind = match.seq < latest.seq;
  const shownLog = useMemo(() => logUpTo(log, match.seq), [log, match.seq]);
  const frame = useRef<HTMLDivElement>(null);
  useFocusFollowsPlay(frame, match.seq, busy || behind);
  // Who is away and who left or came back: as the latest answer says, told in the log up to the
  // position drawn.
  const seats = useMemo<PlatformSeats>(
    () => ({
      away: new Set(latest.seats.filter((seat) => seat.away).map((seat) => seat.seat)),
      changes: latest.seatChanges,
      seq: match.seq,
      ...(latest.status === 'ACTIVE' ? {} : { endSeq: latest.seq }),
      question,
    }),
    [latest.seats, latest.seatChanges, latest.status, latest.seq, match.seq, question],
  );
  // The position drawn, for the browser tests that follow the pacing.
  const paced = { className: 'paced-table', 'data-shown-seq': match.seq, ref: frame };
  if (!isWebGame(match.game.id))
    return (
      <div {...paced}>
        <GenericTable match={match} names={names} log={shownLog} busy={busy || behind} onAct={onAct} />
      </div>
    );
  return (
    <div {...paced}>
      <PlatformSeatsContext value={seats}>
        <DrawnTable
          game={match.game.id}
          view={match.viewJson}
          names={names}
          viewerSeat={match.viewerSeat}
          legalActions={match.legalActions}
          activeSeats={match.activeSeats}
          log={shownLog}
          live={live}
          busy={busy || behind}
          onAct={onAct}
        />
      </PlatformSeatsContext>
    </div>
  );
}
