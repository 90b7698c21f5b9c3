'use client';

import { actionKey } from '@brethren/engine/core';
import type { PortRoyalAction, PortRoyalEventBody, PortRoyalView } from '@brethren/engine/port-royal';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { TurnBar } from '../shared/TurnBar';
import { readerOf } from '../shared/words';
import { EventLog } from '../shared/EventLog';
import { lastMoves } from '../shared/logLines';
import type { TableProps } from '../shared/TableProps';
import { logInWords, type Words } from './describe';
import { Harbour } from './Harbour';
import { HandPanel } from './HandPanel';
import { groupMoves } from './moves';
import { DecisionPanel } from './Moves';
import { Seats } from './Seats';
import { turnText } from './turnText';
import '../shared/table.css';
import './port-royal.css';
import { useBoardMotion } from '@/motion/useBoardMotion';
import type { LogEntry } from '@/lib/api/types';
import { portRoyalMotions } from './motions';

/**
 * The Port Royal table. The harbour (the loot on display, the pirate on the loot at stake, the trick
 * by seat, trump and the face-up cards) and every player's board (four ships, debt track, flags and
 * white stones) are drawn in SVG; beside them the hand, the decision of the moment and the log.
 *
 * Every legal action is offered where a player looks for it: cards to play or set aside in the
 * hand; bids and pass in the auction panel; trump and the first leader as buttons; the loot at stake
 * on the display (or as buttons); loading on the player's own ships (or as buttons); debt relief,
 * Remove 1 card, Move 1 card and prisoner cards as labelled buttons; and all of them again in a
 * plain list that opens on demand. Legal actions are sent back exactly as they came.
 */
export type PortRoyalTableProps = TableProps<PortRoyalView, PortRoyalEventBody>;

export function PortRoyalTable(props: PortRoyalTableProps) {
  const { view, names, viewerSeat, legalActions, activeSeats, onAct, busy, live } = props;
  const t = useTranslations('portRoyal');
  const locale = useLocale();
  const reader = readerOf(props);
  const words: Words = useMemo(
    () => ({ view, names, viewer: viewerSeat, you: reader, t, locale }),
    [view, names, viewerSeat, reader, t, locale],
  );
  const lines = useMemo(() => logInWords(props.log, words), [props.log, words]);
  const table = useRef<HTMLDivElement>(null);
  const motionsOf = useCallback(
    (entry: LogEntry<PortRoyalEventBody>) => portRoyalMotions(entry, viewerSeat),
    [viewerSeat],
  );
  useBoardMotion(table, props.log, motionsOf);
  const seatsLastMoves = useMemo(() => lastMoves(lines), [lines]);
  // Only the reader's own turn: a replay following another seat shows no move to make.
  const myTurn = live && reader !== null && activeSeats.includes(reader);
  const moves = useMemo(() => groupMoves(myTurn ? legalActions : []), [legalActions, myTurn]);
  // One stable callback for every piece (pieces are memoised): it reaches the latest onAct
  // and sends the very object of the current legal actions that the clicked control stands for.
  const current = useMemo(
    () => new Map(moves.all.map((action) => [actionKey(action), action] as const)),
    [moves],
  );
  const latest = useRef({ onAct, busy, current });
  useLayoutEffect(() => {
    latest.current = { onAct, busy, current };
  });
  const act = useCallback((action: PortRoyalAction) => {
    const { onAct: send, busy: waiting, current: legal } = latest.current;
    const chosen = legal.get(actionKey(action));
    if (!waiting && chosen) send(chosen);
  }, []);

  return (
    <div className="port-royal" ref={table} data-my-turn={myTurn ? 'true' : 'false'} data-step={view.step}>
      <TurnBar text={turnText(view, words, live)} mine={myTurn} className="pr-turn-bar" />
      <div className="pr-main">
        <Harbour view={view} words={words} lootTargets={moves.loot} onAct={act} busy={busy} />
        <Seats
          view={view}
          names={names}
          viewerSeat={viewerSeat}
          reader={reader}
          activeSeats={activeSeats}
          live={live}
          lastMoves={seatsLastMoves}
          moves={moves}
          busy={busy}
          onAct={act}
        />
      </div>
      <div className="pr-side">
        <div className={live ? 'table-tray' : 'table-stack'}>
          <HandPanel view={view} words={words} moves={moves} myTurn={myTurn} busy={busy} onAct={act} />
          <DecisionPanel
            view={view}
            words={words}
            moves={moves}
            myTurn={myTurn}
            live={live}
            busy={busy}
            onAct={act}
          />
        </div>
        <EventLog lines={lines} id="pr-log-title" names={names} viewer={reader} />
      </div>
    </div>
  );
}
