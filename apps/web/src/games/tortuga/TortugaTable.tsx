'use client';

import { actionKey } from '@brethren/engine/core';
import type { TortugaAction, TortugaEventBody, TortugaView } from '@brethren/engine/tortuga';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AllActions } from '../shared/AllActions';
import { TurnBar } from '../shared/TurnBar';
import { EventLog } from '../shared/EventLog';
import { lastMoves } from '../shared/logLines';
import type { TableProps } from '../shared/TableProps';
import { ActButton, Decision, TurnActions } from './Actions';
import { Board } from './Board';
import { describeAction, logInWords, type Words } from './describe';
import { turnText } from './turnText';
import { name, readerOf } from '../shared/words';
import { EventRow } from './EventRow';
import { KnownCards } from './KnownCards';
import { boardTargets, groupMoves, pairKey, type MoveGroups } from './moves';
import { Piles, Seats, YouPanel } from './Panels';
import { PawnIcon } from './Pieces';
import { VoteDialog } from './VoteDialog';
import '../shared/table.css';
import './tortuga.css';
import { useBoardMotion } from '@/motion/useBoardMotion';
import { tortugaMotions } from './motions';

export type TortugaTableProps = TableProps<TortugaView, TortugaEventBody>;

const NO_TARGETS: ReadonlyMap<string, TortugaAction> = new Map();
const NO_SLOTS: ReadonlySet<number> = new Set();
const NO_DIRECT: ReadonlyMap<number, TortugaAction> = new Map();
const NOBODY: readonly number[] = [];

/**
 * The Tortuga 1667 table: the event row, both ships, Tortuga and the galleon drawn in SVG; the
 * viewer's move or pending choice; loyalty and vote hand; every pirate and what lies in front of him;
 * the log in words. Votes are cast in a dialog. Every legal action is offered by a control of its own,
 * and all of them once more in a list for the rare ones.
 */
export function TortugaTable(props: TortugaTableProps) {
  const { view, names, viewerSeat, legalActions, activeSeats, onAct, busy, live } = props;
  const t = useTranslations('tortuga');
  const locale = useLocale();
  const reader = readerOf(props);
  const words: Words = useMemo(
    () => ({ view, names, viewer: viewerSeat, you: reader, t, locale }),
    [view, names, viewerSeat, reader, t, locale],
  );
  const lines = useMemo(() => logInWords(props.log, words), [props.log, words]);
  const table = useRef<HTMLDivElement>(null);
  useBoardMotion(table, props.log, tortugaMotions);
  const moves = useMemo(() => groupMoves(live ? legalActions : []), [legalActions, live]);
  const pending = view.pending;
  // Only the reader's own turn: a replay following another seat shows no move to make.
  const myTurn = live && reader !== null && activeSeats.includes(reader) && moves.all.length > 0;
  const ownTurn = myTurn && pending === null && view.turn.seat === viewerSeat;

  // Event cards picked on the row; a pick no legal action backs any more is dropped.
  const [picked, setPicked] = useState<readonly number[]>([]);
  const selected = picked.every((slot) => moves.slots.has(slot)) ? picked : NOBODY;
  const toggle = useCallback(
    (slot: number) =>
      setPicked((old) => (old.includes(slot) ? old.filter((s) => s !== slot) : [...old, slot].slice(-2))),
    [],
  );
  const clear = useCallback(() => setPicked([]), []);

  // The vote dialog opens for each new vote the viewer must answer; it can be put aside.
  const voteKey =
    pending?.kind === 'vote' && moves.votes.length > 0
      ? `${view.turn.number}:${pending.caller}:${pending.vote}:${pending.participants.join(',')}`
      : null;
  const [hiddenVote, setHiddenVote] = useState<string | null>(null);
  const voteOpen = voteKey !== null && hiddenVote !== voteKey;
  const openVote = useCallback(() => setHiddenVote(null), []);
  const hideVote = useCallback(() => setHiddenVote(voteKey), [voteKey]);
  // Put aside, the dialog leaves the focus on the button that opens it again.
  const reopen = useRef<HTMLButtonElement>(null);
  const voteAside = voteKey !== null && !voteOpen;
  useEffect(() => {
    if (voteAside) reopen.current?.focus();
  }, [voteAside]);

  const act = useCallback(
    (action: TortugaAction) => {
      setPicked([]);
      onAct(action);
    },
    [onAct],
  );

  const pair = selected.length === 2 ? pairKey(selected) : null;
  const viewerShip =
    view.ships.find((ship) => viewerSeat !== null && ship.crew.includes(viewerSeat))?.name ?? null;
  const ownShip =
    pending?.kind === 'startingTreasure' || pending?.kind === 'attackTreasure' ? pending.ship : viewerShip;
  const targets = useMemo(() => {
    if (!myTurn || busy) return NO_TARGETS;
    const forces = pair ? (moves.force.get(pair) ?? []) : [];
    const list: TortugaAction[] =
      pending !== null
        ? [...moves.answers]
        : forces.length > 0
          ? [...forces]
          : [...moves.move, ...moves.role, ...moves.answers];
    return boardTargets(list, ownShip);
  }, [myTurn, busy, pending, moves, pair, ownShip]);

  const direct = useMemo(() => {
    const found = new Map<number, TortugaAction>();
    for (const action of moves.answers) if (action.type === 'chooseSlot') found.set(action.slot, action);
    return found;
  }, [moves]);
  const designated = pending?.kind === 'forcedReveal' ? (pending.slots ?? NOBODY) : NOBODY;
  const turnSeat = view.phase === 'play' && pending === null ? view.turn.seat : null;

  return (
    <div className="tortuga" ref={table} data-my-turn={myTurn ? 'true' : 'false'} data-testid="tortuga-table">
      <TurnBar text={turnText(view, words, live)} mine={myTurn} className="tortuga-turn" />

      <div className="tortuga-main">
        <section className="panel row-panel" aria-labelledby="tortuga-row-title">
          <h3 id="tortuga-row-title">{t('table.eventCards')}</h3>
          <EventRow
            view={view}
            words={words}
            selected={selected}
            selectable={ownTurn ? moves.slots : NO_SLOTS}
            direct={myTurn ? direct : NO_DIRECT}
            designated={designated}
            busy={busy}
            onToggle={toggle}
            onAct={act}
          />
          <RowVerbs
            view={view}
            selected={selected}
            moves={moves}
            active={ownTurn && moves.slots.size > 0}
            words={words}
            busy={busy}
            onAct={act}
            onClear={clear}
          />
          <Piles view={view} locale={locale} />
        </section>
        <Board view={view} words={words} turnSeat={turnSeat} targets={targets} onTarget={act} />
      </div>

      <div className="tortuga-side">
        <div className={live ? 'table-tray' : 'table-stack'}>
          {/* In the tray on a phone, above the moves; floating at the corner on a wide screen. */}
          {voteAside ? (
            <button
              ref={reopen}
              type="button"
              className="button vote-reopen"
              onClick={openVote}
              data-testid="vote-open"
            >
              {t('table.voteAside')}
            </button>
          ) : null}
          <MovesPanel
            view={view}
            moves={moves}
            words={words}
            myTurn={myTurn}
            ownTurn={ownTurn}
            live={live}
            busy={busy}
            onAct={act}
            onOpenVote={openVote}
          />
          <YouPanel view={view} words={words} />
        </div>
        <Seats
          view={view}
          words={words}
          activeSeats={live ? activeSeats : NOBODY}
          lastMoves={lastMoves(lines)}
        />
        <EventLog lines={lines} id="tortuga-log-title" names={names} viewer={reader} />
      </div>

      {/* Keyed by its vote: a vote that follows another at once opens a dialog of its own, its
          title focused and nothing picked, as the first did. */}
      {voteOpen && pending?.kind === 'vote' && view.hand ? (
        <VoteDialog
          key={voteKey}
          pending={pending}
          hand={view.hand}
          votes={moves.votes}
          words={words}
          busy={busy}
          onVote={act}
          onHide={hideVote}
        />
      ) : null}
    </div>
  );
}

/** What the viewer may do now (or what the table waits for), and every legal action in a list. */
const MovesPanel = memo(function MovesPanel({
  view,
  moves,
  words,
  myTurn,
  ownTurn,
  live,
  busy,
  onAct,
  onOpenVote,
}: {
  view: TortugaView;
  moves: MoveGroups;
  words: Words;
  myTurn: boolean;
  ownTurn: boolean;
  live: boolean;
  busy: boolean;
  onAct: (action: TortugaAction) => void;
  onOpenVote: () => void;
}) {
  const t = useTranslations('tortuga');
  return (
    <section
      className={`panel moves-panel${live ? '' : ' over'}`}
      aria-labelledby="tortuga-moves-title"
      data-testid="moves"
    >
      <h3 id="tortuga-moves-title">
        {ownTurn
          ? t('table.moves.yourMove')
          : myTurn
            ? t('table.moves.yourChoice')
            : t('table.moves.waiting')}
      </h3>
      {ownTurn ? (
        <TurnActions view={view} moves={moves} words={words} onAct={onAct} busy={busy} />
      ) : myTurn ? (
        <Decision view={view} moves={moves} words={words} onAct={onAct} busy={busy} onOpenVote={onOpenVote} />
      ) : (
        <p className="muted">{live ? t('table.moves.nothing') : t('table.over')}</p>
      )}
      {myTurn ? (
        <AllActions
          actions={moves.all}
          describe={(action) => describeAction(action, words)}
          busy={busy}
          onAct={onAct}
        />
      ) : null}
    </section>
  );
});

/** Under the row: what the picked event cards can do (reveal, peek, force a player). */
function RowVerbs({
  view,
  selected,
  moves,
  active,
  words,
  busy,
  onAct,
  onClear,
}: {
  view: TortugaView;
  selected: readonly number[];
  moves: MoveGroups;
  active: boolean;
  words: Words;
  busy: boolean;
  onAct: (action: TortugaAction) => void;
  onClear: () => void;
}) {
  const t = useTranslations('tortuga');
  if (!active) return <div className="row-verbs" />;
  const [a, b] = selected;
  const reveal = selected.length === 1 && a !== undefined ? moves.reveal.get(a) : undefined;
  const peek = selected.length === 2 ? moves.peek.get(pairKey(selected)) : undefined;
  const forces = selected.length === 2 ? (moves.force.get(pairKey(selected)) ?? []) : [];
  return (
    <div className="row-verbs" data-testid="row-verbs">
      {selected.length === 0 ? <p className="hint">{t('table.row.pickHint')}</p> : null}
      {selected.length === 1 ? (
        <p className="hint">
          {t('table.row.picked', {
            slot: a ?? 0,
            more: moves.peek.size > 0 || moves.force.size > 0 ? 'yes' : 'no',
          })}
        </p>
      ) : null}
      <KnownCards view={view} slots={selected} />
      <div className="turn-actions">
        {reveal ? <ActButton action={reveal} words={words} onAct={onAct} busy={busy} primary /> : null}
        {peek ? <ActButton action={peek} words={words} onAct={onAct} busy={busy} primary /> : null}
        {selected.length > 0 ? (
          <button type="button" className="button secondary small" onClick={onClear} disabled={busy}>
            {t('table.row.clear')}
          </button>
        ) : null}
      </div>
      {forces.length > 0 ? (
        <div className="force-targets">
          <p className="hint">{t('table.row.forceHint', { first: a ?? 0, second: b ?? 0 })}</p>
          <ul className="button-list">
            {forces.map((action) => (
              <li key={actionKey(action)}>
                <ActButton action={action} words={words} onAct={onAct} busy={busy}>
                  <PawnIcon seat={action.target} size={14} />
                  <span className="sr-only">{describeAction(action, words)}</span>
                  <span aria-hidden="true">{name(action.target, words)}</span>
                </ActButton>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
