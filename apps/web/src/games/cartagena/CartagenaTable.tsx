'use client';

import type { CartagenaAction, CartagenaView, Card, Place } from '@brethren/engine';
import { useMemo, useState } from 'react';
import { AllActions } from '../shared/AllActions';
import { EventLog, logLines } from '../shared/EventLog';
import type { TableProps } from '../shared/TableProps';
import { Board } from './Board';
import { CardFace } from './CardFace';
import {
  cardName,
  describeAction,
  describeEvent,
  finishName,
  placeName,
  startName,
  type Words,
} from './describe';
import {
  actionKey,
  cardKey,
  groupMoves,
  handGroups,
  placeKey,
  previewDestination,
  type PirateTarget,
} from './moves';
import { MiniIcon } from './MiniIcons';
import { PirateIcon } from './Symbols';

export type CartagenaTableProps = TableProps<CartagenaView>;

type Selection = { kind: 'card'; key: string } | { kind: 'moveBack' } | { kind: 'push' } | null;

export function CartagenaTable(props: CartagenaTableProps) {
  const { view, names, viewerSeat, legalActions, activeSeats, onAct, busy, live } = props;
  const words: Words = useMemo(() => ({ view, names, viewer: viewerSeat }), [view, names, viewerSeat]);
  const lines = useMemo(
    () => logLines(props.log, (event) => describeEvent(event, words)),
    [props.log, words],
  );
  const moves = useMemo(() => groupMoves(legalActions, viewerSeat), [legalActions, viewerSeat]);
  const [selection, setSelection] = useState<Selection>(null);
  const [preview, setPreview] = useState<PirateTarget | null>(null);

  // A selection that no legal action backs any more (the position moved on) is dropped.
  const current: Selection =
    selection?.kind === 'card'
      ? moves.plays.has(selection.key) || moves.withCard.has(selection.key)
        ? selection
        : null
      : selection?.kind === 'moveBack'
        ? moves.moveBack.length > 0
          ? selection
          : null
        : selection?.kind === 'push'
          ? moves.push.length > 0
            ? selection
            : null
          : null;

  const selected = current === null ? '' : current.kind === 'card' ? `card:${current.key}` : current.kind;
  const targetList: readonly PirateTarget[] = useMemo(
    () =>
      selected.startsWith('card:')
        ? (moves.plays.get(selected.slice(5)) ?? [])
        : selected === 'moveBack'
          ? moves.moveBack
          : selected === 'push'
            ? moves.push
            : [],
    [selected, moves],
  );
  const targets = useMemo(
    () => new Map(targetList.map((target) => [placeKey(target.seat, target.place), target])),
    [targetList],
  );

  const act = (action: CartagenaAction) => {
    setSelection(null);
    setPreview(null);
    onAct(action);
  };
  const destination: Place | null = preview ? previewDestination(view, preview.action) : null;

  const myTurn = viewerSeat !== null && activeSeats.includes(viewerSeat);
  const hand = view.hand;
  const cardActions = current?.kind === 'card' ? (moves.withCard.get(current.key) ?? []) : [];
  const selectedCard =
    current?.kind === 'card' ? hand?.find((card) => cardKey(card) === current.key) : undefined;

  return (
    <div className="cartagena" data-my-turn={myTurn ? 'true' : 'false'}>
      <div className="board-wrap">
        <Board
          view={view}
          names={names}
          targets={targets}
          onTarget={(target) => act(target.action)}
          onPreview={setPreview}
          destination={destination}
          label={`Cartagena board: ${view.pathLength} squares from ${startName(view.options.story)} to ${finishName(view.options.story)}`}
        />
        <PileLine view={view} />
      </div>

      <div className="side-panel">
        <TurnBar view={view} words={words} activeSeats={activeSeats} live={live} />
        <SeatList view={view} names={names} viewerSeat={viewerSeat} activeSeats={activeSeats} live={live} />

        {hand ? (
          <section className="panel hand-panel" aria-labelledby="hand-title">
            <h3 id="hand-title">Your hand ({hand.length})</h3>
            <ul className="hand" data-testid="hand" aria-label="Your hand">
              {handGroups(hand).map(({ card, count, key }) => {
                const playable = moves.plays.has(key) || moves.withCard.has(key);
                const pressed = current?.kind === 'card' && current.key === key;
                return (
                  <li key={key}>
                    <button
                      type="button"
                      className={`card-button${pressed ? ' selected' : ''}`}
                      data-testid="card"
                      data-card={key}
                      aria-pressed={pressed}
                      disabled={!playable || busy}
                      onClick={() => setSelection(pressed ? null : { kind: 'card', key })}
                    >
                      <CardFace card={card} count={count} />
                    </button>
                  </li>
                );
              })}
              {hand.length === 0 ? <li className="muted">No cards.</li> : null}
            </ul>
            {view.knownDrawPileTop.length > 0 ? (
              <p className="muted small">
                Top of the draw pile (your Lantern): {view.knownDrawPileTop.map(cardName).join(', ')}.
              </p>
            ) : null}
          </section>
        ) : (
          <p className="panel muted" data-testid="spectating">
            You are watching: hands stay hidden.
          </p>
        )}

        {myTurn && live ? (
          <section className="panel moves-panel" aria-labelledby="moves-title" data-testid="moves">
            <h3 id="moves-title">Your move</h3>
            {moves.followUps.length > 0 ? (
              <FollowUps view={view} words={words} actions={moves.followUps} busy={busy} onAct={act} />
            ) : null}
            {current === null && moves.plays.size > 0 ? (
              <p className="hint">Pick a card, then a highlighted pirate.</p>
            ) : null}
            {targetList.length > 0 ? (
              <div className="target-list">
                <p className="hint">
                  {current?.kind === 'card' && selectedCard
                    ? `Move which pirate with ${cardName(selectedCard)}?`
                    : current?.kind === 'moveBack'
                      ? 'Move back which pirate? (draw 1 or 2 cards)'
                      : 'Push which pirate? (draw 1 or 2 cards)'}
                </p>
                <ul className="button-list">
                  {targetList.map((target) => {
                    const to = previewDestination(view, target.action);
                    return (
                      <li key={actionKey(target.action)}>
                        <button
                          type="button"
                          className="button secondary"
                          disabled={busy}
                          data-testid="target-button"
                          onClick={() => act(target.action)}
                          onMouseEnter={() => setPreview(target)}
                          onMouseLeave={() => setPreview(null)}
                          onFocus={() => setPreview(target)}
                          onBlur={() => setPreview(null)}
                        >
                          {target.seat !== viewerSeat ? `${names[target.seat] ?? ''} ` : ''}
                          {placeName(target.place, words)}
                          {to !== null ? ` → ${placeName(to, words)}` : ''}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
            {cardActions.length > 0 ? (
              <ul className="button-list">
                {cardActions.map((action) => (
                  <li key={actionKey(action)}>
                    <button
                      type="button"
                      className="button secondary"
                      disabled={busy}
                      onClick={() => act(action)}
                    >
                      {describeAction(action, words)}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="turn-actions">
              {moves.moveBack.length > 0 ? (
                <button
                  type="button"
                  className="button secondary"
                  aria-pressed={current?.kind === 'moveBack'}
                  disabled={busy}
                  onClick={() => setSelection(current?.kind === 'moveBack' ? null : { kind: 'moveBack' })}
                >
                  Move back…
                </button>
              ) : null}
              {moves.push.length > 0 ? (
                <button
                  type="button"
                  className="button secondary"
                  aria-pressed={current?.kind === 'push'}
                  disabled={busy}
                  onClick={() => setSelection(current?.kind === 'push' ? null : { kind: 'push' })}
                >
                  Push a pirate…
                </button>
              ) : null}
              {moves.turn.map((action) => (
                <button
                  key={actionKey(action)}
                  type="button"
                  className={action.type === 'endTurn' ? 'button' : 'button secondary'}
                  disabled={busy}
                  data-testid={`action-${action.type}`}
                  onClick={() => act(action)}
                >
                  {describeAction(action, words)}
                </button>
              ))}
            </div>
            <AllActions
              actions={moves.all}
              describe={(action) => describeAction(action, words)}
              keyOf={actionKey}
              busy={busy}
              onAct={act}
            />
          </section>
        ) : null}

        <EventLog lines={lines} id="log-title" />
      </div>
    </div>
  );
}

function TurnBar({
  view,
  words,
  activeSeats,
  live,
}: {
  view: CartagenaView;
  words: Words;
  activeSeats: readonly number[];
  live: boolean;
}) {
  let text: string;
  if (view.winner !== null)
    text = view.winner === words.viewer ? 'You won!' : `${words.names[view.winner] ?? 'Someone'} won.`;
  else if (!live) text = 'The match is over.';
  else if (view.seats.some((seat) => seat.discardsOwed > 0)) {
    const owing = view.seats
      .filter((seat) => seat.discardsOwed > 0)
      .map((seat) => `${who(seat.seat, words)} ${seat.discardsOwed}`);
    text = `Filibuster: discarding down to 7 (${owing.join(', ')}).`;
  } else if (view.pending) {
    const actor = who(view.pending.seat, words);
    text =
      view.pending.kind === 'pistol'
        ? `${actor} ${view.pending.seat === words.viewer ? 'are' : 'is'} taking a card from ${whoLower(view.pending.target, words)}.`
        : view.pending.kind === 'rum'
          ? `${actor}: rum — giving out ${view.pending.cardCount} card${view.pending.cardCount === 1 ? '' : 's'}.`
          : `${actor}: lantern — ${view.pending.kept ? 'putting cards back' : 'choosing a card to keep'}.`;
  } else {
    const seat = view.turn.seat;
    const name = seat === words.viewer ? 'Your turn' : `${words.names[seat] ?? `Seat ${seat + 1}`}’s turn`;
    const left = view.turn.actionsLeft;
    text = `${name} · ${left} action${left === 1 ? '' : 's'} left${view.turn.captainMoveAvailable ? ' · Captain may sail free' : ''}`;
  }
  const mine = words.viewer !== null && activeSeats.includes(words.viewer);
  return (
    <p
      className={`turn-bar${mine && live ? ' mine' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="turn-bar"
    >
      {text}
    </p>
  );
}

function who(seat: number, words: Words): string {
  return seat === words.viewer ? 'You' : (words.names[seat] ?? `Seat ${seat + 1}`);
}

function whoLower(seat: number, words: Words): string {
  return seat === words.viewer ? 'you' : (words.names[seat] ?? `seat ${seat + 1}`);
}

function SeatList({
  view,
  names,
  viewerSeat,
  activeSeats,
  live,
}: {
  view: CartagenaView;
  names: readonly string[];
  viewerSeat: number | null;
  activeSeats: readonly number[];
  live: boolean;
}) {
  const story = view.options.story;
  return (
    <ul className="panel seat-list" aria-label="Players">
      {view.seats.map((seat) => {
        const active = live && activeSeats.includes(seat.seat);
        return (
          <li key={seat.seat} className={active ? 'active' : undefined} data-seat={seat.seat}>
            <PirateIcon colour={seat.colour} />
            <span className="seat-name">
              {names[seat.seat] ?? `Seat ${seat.seat + 1}`}
              {seat.seat === viewerSeat ? <span className="muted"> (you)</span> : null}
              {active ? <span className="sr-only"> — to play</span> : null}
            </span>
            <span className="seat-stats">
              <span title="cards in hand" data-testid="hand-size">
                <MiniIcon kind="cards" label="cards in hand" /> {seat.handSize}
              </span>
              <span title={`in ${startName(story)}`}>
                <MiniIcon kind="start" label={`in ${startName(story)}`} /> {seat.atStart}
              </span>
              {story === 'full' ? (
                <span title="aboard the boat">
                  <MiniIcon kind="boat" label="aboard the boat" /> {seat.aboard}
                </span>
              ) : null}
              <span title={`in ${finishName(story)}`}>
                <MiniIcon kind="finish" label={`in ${finishName(story)}`} /> {seat.atFinish}
              </span>
              {seat.discardsOwed > 0 ? <span className="owed">discard {seat.discardsOwed}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function PileLine({ view }: { view: CartagenaView }) {
  const discards = view.discardPile.reduce((sum, pile) => sum + pile.count, 0);
  return (
    <p className="pile-line muted small">
      Draw pile: {view.drawPileSize} · Discard pile: {discards}
      {view.options.story === 'full' && view.boat
        ? ` · The boat lies at ${view.boat === 'tortuga' ? 'Tortuga' : 'Cartagena'}`
        : ''}
      {view.options.drawRule !== 'classic' ? ` · Draw rule: ${view.options.drawRule}` : ''}
      {view.options.filibuster ? ' · Filibuster' : ''}
      {view.options.blackMagicWoman ? ' · Black Magic Woman' : ''}
    </p>
  );
}

function FollowUps({
  view,
  words,
  actions,
  busy,
  onAct,
}: {
  view: CartagenaView;
  words: Words;
  actions: readonly CartagenaAction[];
  busy: boolean;
  onAct: (action: CartagenaAction) => void;
}) {
  const pending = view.pending;
  let title = 'Finish the card’s power';
  if (pending?.kind === 'pistol')
    title = `Pistol: take one card from ${whoLower(pending.target, words)}’s hand`;
  if (pending?.kind === 'rum') title = 'Rum: give one card to each other player';
  if (pending?.kind === 'lantern')
    title = pending.kept
      ? 'Lantern: put the cards back, one by one (the last is the top)'
      : 'Lantern: keep one card';
  return (
    <div className="follow-ups">
      <p className="hint">{title}</p>
      <ul className="button-list cards">
        {actions.map((action) => {
          const card: Card | null = 'card' in action ? action.card : null;
          return (
            <li key={actionKey(action)}>
              <button
                type="button"
                className="button secondary"
                disabled={busy}
                onClick={() => onAct(action)}
              >
                {card ? <CardFace card={card} size="small" /> : null}
                <span>{describeAction(action, words)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
