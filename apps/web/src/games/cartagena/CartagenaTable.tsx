'use client';

import { actionKey } from '@brethren/engine/core';
import {
  pirateDestination,
  type CartagenaAction,
  type CartagenaEventBody,
  type CartagenaView,
  type Card,
  type Place,
} from '@brethren/engine/cartagena';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useBoardMotion } from '@/motion/useBoardMotion';
import type { LogEntry } from '@/lib/api/types';
import { AllActions } from '../shared/AllActions';
import { explains } from '../shared/explain/explains';
import { SeatList } from '../shared/SeatList';
import { TurnBar } from '../shared/TurnBar';
import { person, readerOf } from '../shared/words';
import { EventLog } from '../shared/EventLog';
import { lastMoves } from '../shared/logLines';
import type { TableProps } from '../shared/TableProps';
import { Board } from './Board';
import { CardFace } from './CardFace';
import {
  cardName,
  cardsName,
  describeAction,
  logInWords,
  placeAt,
  placeFrom,
  placeName,
  placeTo,
  type Words,
} from './describe';
import { cardKey, groupMoves, handGroups, placeKey, type PirateTarget } from './moves';
import { MiniIcon } from './MiniIcons';
import { cartagenaMotions } from './motions';
import { PirateIcon } from './Symbols';
import { turnText } from './turnText';
import '../shared/table.css';
import './cartagena.css';

export type CartagenaTableProps = TableProps<CartagenaView, CartagenaEventBody>;

type Selection = { kind: 'card'; key: string } | { kind: 'moveBack' } | { kind: 'push' } | null;

export function CartagenaTable(props: CartagenaTableProps) {
  const { view, names, viewerSeat, legalActions, activeSeats, onAct, busy, live } = props;
  const t = useTranslations('cartagena');
  const locale = useLocale();
  const reader = readerOf(props);
  const words: Words = useMemo(
    () => ({ view, names, viewer: viewerSeat, you: reader, t, locale }),
    [view, names, viewerSeat, reader, t, locale],
  );
  const lines = useMemo(() => logInWords(props.log, words), [props.log, words]);
  const moves = useMemo(() => groupMoves(legalActions, viewerSeat), [legalActions, viewerSeat]);
  const [selection, setSelection] = useState<Selection>(null);
  const [preview, setPreview] = useState<PirateTarget | null>(null);
  const table = useRef<HTMLDivElement>(null);
  const squares = view.squares.length;
  const motionsOf = useCallback(
    (entry: LogEntry<CartagenaEventBody>) => cartagenaMotions(entry, squares),
    [squares],
  );
  useBoardMotion(table, props.log, motionsOf);

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
  const destination: Place | null = preview ? pirateDestination(view, preview.action) : null;

  // Only the reader's own turn: a replay following another seat shows no move to make.
  const myTurn = reader !== null && activeSeats.includes(reader);
  const hand = view.hand;
  const isPlayable = (key: string) => !busy && (moves.plays.has(key) || moves.withCard.has(key));
  const handPlayable = hand?.some((card) => isPlayable(cardKey(card))) ?? false;
  const owner = person(view.viewer ?? -1, words, 'owner');
  const cardActions = current?.kind === 'card' ? (moves.withCard.get(current.key) ?? []) : [];
  const selectedCard =
    current?.kind === 'card' ? hand?.find((card) => cardKey(card) === current.key) : undefined;

  return (
    <div className="cartagena" ref={table} data-my-turn={myTurn ? 'true' : 'false'}>
      <div className="board-wrap">
        <Board
          view={view}
          names={names}
          targets={targets}
          onTarget={(target) => act(target.action)}
          onPreview={setPreview}
          destination={destination}
          label={t('board.label', {
            count: view.pathLength,
            from: placeFrom('start', words),
            to: placeTo('finish', words),
          })}
        />
        <PileLine view={view} />
      </div>

      <div className="side-panel">
        <TurnBar text={turnText(view, words, live)} mine={myTurn && live} />
        <div className="panel seat-panel">
          <SeatList
            seats={view.seats.map((seat) => seat.seat)}
            names={names}
            viewer={viewerSeat}
            you={reader}
            active={live ? activeSeats : []}
            icon={(seat) => <PirateIcon colour={view.seats[seat]!.colour} />}
            details={(seat) => <SeatStats seat={view.seats[seat]!} words={words} />}
            lastMoves={lastMoves(lines)}
          />
          <SeatStatsKey words={words} />
        </div>

        <div className={live ? 'table-tray' : 'table-stack'}>
          {hand ? (
            <section className="panel hand-panel" aria-labelledby="hand-title">
              <h3 id="hand-title">{t('table.hand.title', { count: hand.length, ...owner })}</h3>
              <ul
                className="hand"
                data-testid="hand"
                aria-label={t('table.hand.label', owner)}
                // With every card disabled (not your turn) the keyboard still reaches the hand: on a
                // phone it scrolls sideways in the tray.
                tabIndex={handPlayable ? undefined : 0}
              >
                {handGroups(hand).map(({ card, count, key }) => {
                  const playable = isPlayable(key);
                  const pressed = current?.kind === 'card' && current.key === key;
                  return (
                    <li key={key}>
                      <button
                        type="button"
                        className={`card-button${pressed ? ' selected' : ''}`}
                        data-testid="card"
                        data-card={key}
                        data-select="card"
                        aria-pressed={pressed}
                        disabled={!playable}
                        onClick={() => setSelection(pressed ? null : { kind: 'card', key })}
                      >
                        <CardFace card={card} count={count} />
                      </button>
                    </li>
                  );
                })}
                {hand.length === 0 ? <li className="muted">{t('table.hand.empty')}</li> : null}
              </ul>
              {view.knownDrawPileTop.length > 0 ? (
                <p className="muted small">
                  {t('table.hand.lanternTop', { cards: cardsName(view.knownDrawPileTop, words), ...owner })}
                </p>
              ) : null}
            </section>
          ) : (
            <p className="panel muted" data-testid="spectating">
              {t('table.spectating')}
            </p>
          )}

          {myTurn && live ? (
            <section className="panel moves-panel" aria-labelledby="moves-title" data-testid="moves">
              <h3 id="moves-title">{t('table.moves.title')}</h3>
              {moves.followUps.length > 0 ? (
                <FollowUps view={view} words={words} actions={moves.followUps} busy={busy} onAct={act} />
              ) : null}
              {current === null && moves.plays.size > 0 ? (
                <p className="hint">{t('table.moves.pickCard')}</p>
              ) : null}
              {targetList.length > 0 ? (
                <div className="target-list">
                  <p className="hint">
                    {current?.kind === 'card' && selectedCard
                      ? t('table.moves.whichForCard', { card: cardName(selectedCard, words) })
                      : current?.kind === 'moveBack'
                        ? t('table.moves.whichBack')
                        : t('table.moves.whichPush')}
                  </p>
                  <ul className="button-list">
                    {targetList.map((target) => {
                      const to = pirateDestination(view, target.action);
                      return (
                        <li key={actionKey(target.action)}>
                          <button
                            type="button"
                            className="button secondary"
                            disabled={busy}
                            data-testid="target-button"
                            data-action={actionKey(target.action)}
                            onClick={() => act(target.action)}
                            onMouseEnter={() => setPreview(target)}
                            onMouseLeave={() => setPreview(null)}
                            onFocus={() => setPreview(target)}
                            onBlur={() => setPreview(null)}
                          >
                            {t('table.moves.target', {
                              ...person(target.seat, words, 'owner'),
                              from: placeName(target.place, words),
                              to: to === null ? '' : placeName(to, words),
                              known: to === null ? 'no' : 'yes',
                            })}
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
                        data-action={actionKey(action)}
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
                    data-select="moveBack"
                    onClick={() => setSelection(current?.kind === 'moveBack' ? null : { kind: 'moveBack' })}
                  >
                    {t('table.moves.moveBack')}
                  </button>
                ) : null}
                {moves.push.length > 0 ? (
                  <button
                    type="button"
                    className="button secondary"
                    aria-pressed={current?.kind === 'push'}
                    disabled={busy}
                    data-select="push"
                    onClick={() => setSelection(current?.kind === 'push' ? null : { kind: 'push' })}
                  >
                    {t('table.moves.push')}
                  </button>
                ) : null}
                {moves.turn.map((action) => (
                  <button
                    key={actionKey(action)}
                    type="button"
                    className={action.type === 'endTurn' ? 'button' : 'button secondary'}
                    disabled={busy}
                    data-testid={`action-${action.type}`}
                    data-action={actionKey(action)}
                    onClick={() => act(action)}
                  >
                    {describeAction(action, words)}
                  </button>
                ))}
              </div>
              <AllActions
                actions={moves.all}
                describe={(action) => describeAction(action, words)}
                busy={busy}
                onAct={act}
              />
            </section>
          ) : null}
        </div>

        <EventLog lines={lines} id="log-title" names={names} viewer={reader} />
      </div>
    </div>
  );
}

/** What the seat list tells of a seat: cards in hand, pirates at the start, aboard and home. */
function SeatStats({ seat, words }: { seat: CartagenaView['seats'][number]; words: Words }) {
  const { t } = words;
  const start = placeAt('start', words);
  const aboard = placeAt('boat', words);
  const finish = placeAt('finish', words);
  return (
    <span className="seat-stats">
      <span
        title={t('table.seat.hand')}
        data-testid="hand-size"
        {...explains(t('table.seat.handCount', { count: seat.handSize }))}
      >
        <MiniIcon kind="cards" label={t('table.seat.hand')} /> {seat.handSize}
      </span>
      <span title={start} {...explains(t('table.seat.piratesAt', { at: start, count: seat.atStart }))}>
        <MiniIcon kind="start" label={start} /> {seat.atStart}
      </span>
      {words.view.options.story === 'full' ? (
        <span title={aboard} {...explains(t('table.seat.piratesAt', { at: aboard, count: seat.aboard }))}>
          <MiniIcon kind="boat" label={aboard} /> {seat.aboard}
        </span>
      ) : null}
      <span title={finish} {...explains(t('table.seat.piratesAt', { at: finish, count: seat.atFinish }))}>
        <MiniIcon kind="finish" label={finish} /> {seat.atFinish}
      </span>
      {seat.discardsOwed > 0 ? (
        <span className="owed">{t('table.seat.owed', { count: seat.discardsOwed })}</span>
      ) : null}
    </span>
  );
}

/**
 * What the seat list's icons count, in words under the list: a phone has no hover to show their
 * titles. Screen readers have each count's own label, so the key is for the eyes only.
 */
function SeatStatsKey({ words }: { words: Words }) {
  const { t } = words;
  const kinds = [
    { kind: 'cards' as const, text: t('table.seat.hand') },
    { kind: 'start' as const, text: placeAt('start', words) },
    ...(words.view.options.story === 'full' ? [{ kind: 'boat' as const, text: placeAt('boat', words) }] : []),
    { kind: 'finish' as const, text: placeAt('finish', words) },
  ];
  return (
    <p className="seat-stats-key" aria-hidden="true">
      {kinds.map(({ kind, text }) => (
        <span key={kind}>
          <MiniIcon kind={kind} label={text} /> {text}
        </span>
      ))}
    </p>
  );
}

/** The piles, the boat's shore and the house rules in play, in a line under the board. */
function PileLine({ view }: { view: CartagenaView }) {
  const t = useTranslations('cartagena');
  const discards = view.discardPile.reduce((sum, pile) => sum + pile.count, 0);
  const parts = [
    t('table.pile.draw', { count: view.drawPileSize }),
    t('table.pile.discard', { count: discards }),
  ];
  if (view.options.story === 'full' && view.boat) parts.push(t('table.pile.boat', { shore: view.boat }));
  if (view.options.drawRule !== 'classic')
    parts.push(t('table.pile.drawRule', { rule: t(`options.drawRule.choices.${view.options.drawRule}`) }));
  if (view.options.filibuster) parts.push(t('options.filibuster.label'));
  if (view.options.blackMagicWoman) parts.push(t('options.blackMagicWoman.label'));
  return (
    <p className="pile-line muted small">
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 ? ' · ' : null}
          {part}
        </span>
      ))}
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
  const { t } = words;
  const pending = view.pending;
  const title =
    pending?.kind === 'pistol'
      ? t('table.followUps.pistol', person(pending.target, words, 'target'))
      : pending?.kind === 'rum'
        ? t('table.followUps.rum')
        : pending?.kind === 'lantern'
          ? pending.kept
            ? t('table.followUps.lanternReturn')
            : t('table.followUps.lanternKeep')
          : t('table.followUps.power');
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
                data-action={actionKey(action)}
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
