'use client';

import { actionKey } from '@brethren/engine/core';
import {
  cardRefusal,
  debtPayment,
  loadedShip,
  type CardRefusal,
  type PortRoyalAction,
  type PortRoyalColour,
  type PortRoyalCrewCardView,
  type PortRoyalEventBody,
  type PortRoyalGood,
  type PortRoyalView,
} from '@brethren/engine/port-royal';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { AllActions } from '../shared/AllActions';
import { TurnBar } from '../shared/TurnBar';
import { EventLog } from '../shared/EventLog';
import { lastMoves } from '../shared/logLines';
import type { TableProps } from '../shared/TableProps';
import {
  colourName,
  crewName,
  describeAction,
  logInWords,
  goodName,
  lootName,
  shipName,
  shipOfCard,
  type Words,
} from './describe';
import { listOf, name as seatName, person } from '../shared/words';
import { Harbour } from './Harbour';
import { groupMoves, sortHand, type MoveGroups } from './moves';
import { CREW_FILL, CrewCardIcon, Emblem, GoodIcon, LootCardIcon } from './Pieces';
import { PlayerBoard } from './PlayerBoard';
import { taskOf, turnText } from './turnText';
import { explains } from '../shared/explain/explains';
import '../shared/table.css';
import './port-royal.css';
import { useBoardMotion } from '@/motion/useBoardMotion';
import type { LogEntry } from '@/lib/api/types';
import { motionKey, portRoyalMotions } from './motions';

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
  const words: Words = useMemo(
    () => ({ view, names, viewer: viewerSeat, t, locale }),
    [view, names, viewerSeat, t, locale],
  );
  const lines = useMemo(() => logInWords(props.log, words), [props.log, words]);
  const table = useRef<HTMLDivElement>(null);
  const motionsOf = useCallback(
    (entry: LogEntry<PortRoyalEventBody>) => portRoyalMotions(entry, viewerSeat),
    [viewerSeat],
  );
  useBoardMotion(table, props.log, motionsOf);
  const seatsLastMoves = useMemo(() => lastMoves(lines), [lines]);
  const myTurn = live && viewerSeat !== null && activeSeats.includes(viewerSeat);
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
  const order =
    viewerSeat === null ? view.seats : [...view.seats.slice(viewerSeat), ...view.seats.slice(0, viewerSeat)];

  return (
    <div className="port-royal" ref={table} data-my-turn={myTurn ? 'true' : 'false'} data-step={view.step}>
      <TurnBar text={turnText(view, words, live)} mine={myTurn} className="pr-turn-bar" />
      <div className="pr-main">
        <Harbour view={view} words={words} lootTargets={moves.loot} onAct={act} busy={busy} />
        <div className="pr-boards" data-players={view.players}>
          {order.map((seat) => (
            <PlayerBoard
              key={seat.seat}
              trump={view.trump}
              seat={seat}
              name={names[seat.seat] ?? t('board.seat', { number: seat.seat + 1 })}
              isViewer={seat.seat === viewerSeat}
              active={live && activeSeats.includes(seat.seat)}
              lastMove={seatsLastMoves.get(seat.seat)}
              {...(seat.seat === viewerSeat ? { shipTargets: moves.load, onAct: act, busy } : {})}
            />
          ))}
        </div>
      </div>
      <div className="pr-side">
        <HandPanel view={view} moves={moves} myTurn={myTurn} busy={busy} onAct={act} />
        <DecisionPanel
          view={view}
          words={words}
          moves={moves}
          myTurn={myTurn}
          live={live}
          busy={busy}
          onAct={act}
        />
        <EventLog lines={lines} id="pr-log-title" names={names} viewer={viewerSeat} />
      </div>
    </div>
  );
}

function HandPanel({
  view,
  moves,
  myTurn,
  busy,
  onAct,
}: {
  view: PortRoyalView;
  moves: MoveGroups;
  myTurn: boolean;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
}) {
  const t = useTranslations('portRoyal');
  const locale = useLocale();
  const hand = view.hand;
  if (!hand) {
    return (
      <section className="panel pr-hand-panel" data-testid="spectating">
        <h3>{t('hand.watching')}</h3>
        <p className="muted">{t('hand.watchingNote')}</p>
      </section>
    );
  }
  const sorted = sortHand(hand);
  const choosing = moves.cards.size > 0;
  const setting = choosing && view.step === 'setAside';
  const picked = new Set(view.pickedUp.map((card) => card.id));
  const led = view.trick?.ledColour ? colourName(view.trick.ledColour, t) : '';
  const hint = setting
    ? t('hand.hintSetAside', { done: view.setAsideCount })
    : choosing
      ? t('hand.hintPlay')
      : view.step === 'over'
        ? t('hand.hintOver')
        : myTurn
          ? t('hand.hintBelow')
          : t('hand.hintWait');
  return (
    <section className="panel pr-hand-panel" aria-labelledby="pr-hand-title">
      <h3 id="pr-hand-title">
        {t('hand.title', { count: hand.length })} <span className="pr-hint-inline">{hint}</span>
      </h3>
      <ul className="pr-hand" data-testid="hand" aria-label={t('hand.label')}>
        {sorted.map((card, index) => (
          <HandCard
            key={card.id}
            card={card}
            action={moves.cards.get(card.id)}
            newColour={index > 0 && sorted[index - 1]?.colour !== card.colour}
            trump={card.colour !== null && card.colour === view.trump}
            picked={picked.has(card.id)}
            choosing={choosing}
            why={moves.cards.has(card.id) ? null : whyNot(view, card.id, choosing, myTurn)}
            led={led}
            busy={busy}
            onAct={onAct}
          />
        ))}
        {hand.length === 0 ? <li className="muted">{t('hand.empty')}</li> : null}
      </ul>
      {view.setAside && view.setAside.length > 0 ? (
        <p className="muted small pr-set-aside" data-testid="set-aside">
          {t('hand.setAside', {
            cards: listOf(
              view.setAside.map((card) => crewName(card.id, t)),
              locale,
            ),
          })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Why a card of the hand is not among the choices now, told on a tap on the greyed card: the rule
 * that keeps it back (the engine's `cardRefusal`), or else the moment — the game is over, the
 * choice now is not a card ('elsewhere'), or it is another player's turn ('wait').
 */
type Unplayable = CardRefusal | 'over' | 'elsewhere' | 'wait';

function whyNot(view: PortRoyalView, card: string, choosing: boolean, myTurn: boolean): Unplayable {
  if (view.step === 'over') return 'over';
  if (!choosing) return myTurn ? 'elsewhere' : 'wait';
  return cardRefusal(view, card) ?? 'wait';
}

const HandCard = memo(function HandCard({
  card,
  action,
  newColour,
  trump,
  picked,
  choosing,
  why,
  led,
  busy,
  onAct,
}: {
  card: PortRoyalCrewCardView;
  action: PortRoyalAction | undefined;
  newColour: boolean;
  trump: boolean;
  picked: boolean;
  choosing: boolean;
  /** Why the card cannot be chosen, null when it can; `led` names the led colour for it. */
  why: Unplayable | null;
  led: string;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
}) {
  const t = useTranslations('portRoyal');
  const playable = action !== undefined;
  const label = t('hand.card', {
    action: playable ? (action.type === 'setAside' ? 'setAside' : 'play') : 'none',
    card: crewName(card.id, t),
    trump: trump ? 'yes' : 'no',
    picked: picked ? 'yes' : 'no',
  });
  // A card that cannot be chosen stays focusable, marked unavailable rather than disabled (which
  // takes no tap and no focus), and says on a tap, a click or Enter why it cannot be.
  const explanation = why === null ? null : t('hand.cannotPlay', { card: label, why, led });
  return (
    <li className={newColour ? 'new-colour' : undefined}>
      <button
        type="button"
        className={`pr-card-button${playable ? ' legal' : choosing ? ' illegal' : ''}`}
        data-testid="hand-card"
        data-card={card.id}
        data-motion={motionKey.handCard(card.id)}
        {...(playable ? { 'data-action': actionKey(action) } : {})}
        aria-label={label}
        title={explanation ?? label}
        disabled={playable && busy}
        aria-disabled={playable ? undefined : true}
        {...(explanation === null ? {} : explains(explanation))}
        onClick={() => action && onAct(action)}
      >
        {/* One value on a card in hand: its button's name says it once ("Play red 2"). */}
        <CrewCardIcon card={card} width={48} trump={trump} cornerValue={false} />
        {picked ? (
          <>
            {' '}
            <span className="pr-picked">{t('hand.new')}</span>
          </>
        ) : null}
      </button>
    </li>
  );
});

function ActionButton({
  action,
  words,
  busy,
  onAct,
  children,
  className = 'button secondary',
  label,
}: {
  action: PortRoyalAction;
  words: Words;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
  children?: React.ReactNode;
  className?: string;
  label?: string;
}) {
  const text = describeAction(action, words);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      data-action={actionKey(action)}
      aria-label={label ?? text}
      title={label ?? text}
      onClick={() => onAct(action)}
    >
      {children ?? text}
    </button>
  );
}

function DecisionPanel({
  view,
  words,
  moves,
  myTurn,
  live,
  busy,
  onAct,
}: {
  view: PortRoyalView;
  words: Words;
  moves: MoveGroups;
  myTurn: boolean;
  live: boolean;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
}) {
  const t = useTranslations('portRoyal');
  const common = { view, words, moves, busy, onAct };
  const buttons = { words, busy, onAct };
  let body: React.ReactNode;
  if (view.step === 'over' || !live) body = <FinalScores view={view} words={words} />;
  else if (view.step === 'bid') body = <Auction {...common} myTurn={myTurn} />;
  else if (!myTurn) body = <Waiting view={view} words={words} />;
  else
    switch (view.step) {
      case 'setAside':
        body = (
          <>
            <h3>{t('decision.setAsideTitle')}</h3>
            <p className="hint">{t('decision.setAsideHint', { done: view.setAsideCount })}</p>
          </>
        );
        break;
      case 'chooseTrump':
        body = <ChooseTrump {...common} />;
        break;
      case 'chooseLeader':
        body = (
          <>
            <h3>{t('decision.leaderTitle')}</h3>
            <p className="hint">{t('decision.leaderHint')}</p>
            <ul className="button-list">
              {moves.leaders.map((action) => (
                <li key={action.seat}>
                  <ActionButton action={action} {...buttons} />
                </li>
              ))}
            </ul>
          </>
        );
        break;
      case 'chooseLoot':
        body = (
          <>
            <h3>{t('decision.lootTitle', { trick: view.trick?.number ?? 1 })}</h3>
            <p className="hint">{t('decision.lootHint')}</p>
            <ul className="button-list pr-loot-choices">
              {view.display.map((entry) => {
                const action = moves.loot.get(entry.loot.id);
                if (!action) return null;
                return (
                  <li key={entry.loot.id}>
                    <ActionButton
                      action={action}
                      {...buttons}
                      className="button secondary pr-loot-button"
                      label={t('harbour.putPirate', {
                        loot: lootName(entry.loot.id, t),
                        prisoners: entry.prisonerCount,
                      })}
                    >
                      <LootCardIcon card={entry.loot} width={26} />
                      <span>
                        {t('decision.lootChoice', {
                          loot: lootName(entry.loot.id, t),
                          prisoners: entry.prisonerCount,
                        })}
                      </span>
                    </ActionButton>
                  </li>
                );
              })}
            </ul>
          </>
        );
        break;
      case 'playCard':
        body = <PlayHint view={view} />;
        break;
      case 'settleLoot':
        body = <Settle {...common} />;
        break;
      case 'placePrisoner':
        body = <Prisoners {...common} />;
        break;
    }
  return (
    <section
      className={`panel pr-decision${myTurn ? ' mine' : ''}`}
      aria-labelledby="pr-decision-title"
      data-testid="decision"
    >
      <h2 id="pr-decision-title" className="sr-only">
        {myTurn ? t('decision.mine') : t('decision.others')}
      </h2>
      {body}
      {myTurn && moves.all.length > 0 ? (
        <AllActions
          actions={moves.all}
          describe={(action) => describeAction(action, words)}
          busy={busy}
          onAct={onAct}
        />
      ) : null}
    </section>
  );
}

function Waiting({ view, words }: { view: PortRoyalView; words: Words }) {
  const t = useTranslations('portRoyal');
  const seat = view.turn;
  return (
    <>
      <h3>{t('decision.waitingTitle')}</h3>
      <p className="hint" data-testid="waiting">
        {seat === null
          ? t('decision.nobody')
          : t('decision.waiting', { ...person(seat, words, 'player'), task: taskOf(view, t) })}
      </p>
      {view.step === 'settleLoot' && view.won?.loot ? (
        <p className="pr-won-line">
          <LootCardIcon card={view.won.loot} width={26} />{' '}
          {t('decision.wonLoot', {
            ...person(view.won.seat, words, 'winner'),
            loot: lootName(view.won.loot.id, t),
            prisoners: view.won.prisonerCount,
          })}
        </p>
      ) : null}
    </>
  );
}

function Auction({
  view,
  words,
  moves,
  busy,
  onAct,
  myTurn,
}: {
  view: PortRoyalView;
  words: Words;
  moves: MoveGroups;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
  myTurn: boolean;
}) {
  const t = useTranslations('portRoyal');
  const auction = view.auction;
  if (!auction) return null;
  const me = words.viewer;
  const debt = me === null ? 0 : (view.seats[me]?.debt ?? 0);
  return (
    <div className="pr-auction" data-testid="auction">
      <h3>{t('auction.title')}</h3>
      <p className="hint">
        {auction.highBidder !== null
          ? t('auction.high', { amount: auction.highBid, ...person(auction.highBidder, words, 'bidder') })
          : t('auction.noBid')}{' '}
        {t('auction.explain')}
      </p>
      <ul className="pr-auction-seats">
        {view.seats.map((seat) => {
          const status = auction.passed[seat.seat]
            ? t('auction.passed')
            : auction.highBidder === seat.seat
              ? t('auction.highBid', { amount: auction.highBid })
              : view.turn === seat.seat
                ? t('auction.toBid')
                : t('auction.in');
          return (
            <li key={seat.seat} className={view.turn === seat.seat ? 'active' : undefined}>
              <span className="seat-name">{t('player', person(seat.seat, words, 'player'))}</span>
              <span className={`pr-badge${auction.passed[seat.seat] ? ' passed' : ''}`}>{status}</span>
              <span className="muted small">
                {t('auction.seatInfo', { debt: seat.debt, max: auction.maxBids[seat.seat] ?? 0 })}
              </span>
            </li>
          );
        })}
      </ul>
      {myTurn && (moves.bids.length > 0 || moves.pass) ? (
        <>
          <p className="hint">
            {moves.bids.length > 0
              ? t('auction.range', {
                  min: moves.bids[0]?.amount ?? 0,
                  max: moves.bids[moves.bids.length - 1]?.amount ?? 0,
                  debt,
                  final: view.options.passIsFinal ? 'yes' : 'no',
                })
              : t('auction.cannotRaise')}
          </p>
          <ul className="pr-bids" aria-label={t('auction.bids')}>
            {moves.bids.map((action) => (
              <li key={action.amount}>
                <ActionButton
                  action={action}
                  words={words}
                  busy={busy}
                  onAct={onAct}
                  className="button secondary pr-bid"
                  label={t('auction.bidLabel', { amount: action.amount, debt: debt + action.amount })}
                >
                  {action.amount}
                </ActionButton>
              </li>
            ))}
          </ul>
          {moves.pass ? (
            <div className="turn-actions">
              <ActionButton action={moves.pass} words={words} busy={busy} onAct={onAct} className="button" />
            </div>
          ) : null}
        </>
      ) : (
        <p className="hint" data-testid="waiting">
          {view.turn !== null && view.turn !== me
            ? t('auction.waitingFor', { player: seatName(view.turn, words) })
            : null}
        </p>
      )}
    </div>
  );
}

function ColourSwatch({ colour }: { colour: PortRoyalColour }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <rect x="1" y="1" width="18" height="18" rx="4" fill={CREW_FILL[colour]} />
      <Emblem colour={colour} x={10} y={10} size={8} />
    </svg>
  );
}

function ChooseTrump({
  view,
  words,
  moves,
  busy,
  onAct,
}: {
  view: PortRoyalView;
  words: Words;
  moves: MoveGroups;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
}) {
  const t = useTranslations('portRoyal');
  const count = (colour: PortRoyalColour) =>
    (view.hand ?? []).filter((card) => card.colour === colour).length;
  return (
    <>
      <h3>{t('decision.trumpTitle')}</h3>
      <p className="hint">{t('decision.trumpHint')}</p>
      <ul className="button-list">
        {moves.trumps.map((action) => (
          <li key={action.colour}>
            <ActionButton
              action={action}
              words={words}
              busy={busy}
              onAct={onAct}
              label={t('decision.trumpLabel', {
                action: describeAction(action, words),
                count: count(action.colour),
              })}
            >
              <ColourSwatch colour={action.colour} />
              <span>
                {colourName(action.colour, t)}{' '}
                <span className="muted small">
                  {t('decision.trumpCount', { count: count(action.colour) })}
                </span>
              </span>
            </ActionButton>
          </li>
        ))}
      </ul>
    </>
  );
}

function PlayHint({ view }: { view: PortRoyalView }) {
  const t = useTranslations('portRoyal');
  const trick = view.trick;
  const led = trick?.ledColour ?? null;
  return (
    <>
      <h3>{t('play.title', { trick: trick?.number ?? 1 })}</h3>
      <p className="hint">
        {trick === null || trick.cards.length === 0
          ? t('play.lead')
          : led
            ? t('play.led', {
                led: colourName(led, t),
                trump: view.trump ? colourName(view.trump, t) : '—',
              })
            : t('play.ghostLed')}{' '}
        {t('play.highlighted')}
      </p>
    </>
  );
}

function ShipButton({
  good,
  action,
  words,
  busy,
  onAct,
  note,
}: {
  good: PortRoyalGood;
  action: PortRoyalAction;
  words: Words;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
  note?: string;
}) {
  const t = useTranslations('portRoyal');
  const text = describeAction(action, words);
  return (
    <ActionButton
      action={action}
      words={words}
      busy={busy}
      onAct={onAct}
      className="button secondary pr-ship-button"
      label={note ? t('withNote', { text, note }) : text}
    >
      <svg width="18" height="18" viewBox="-12 -12 24 24" aria-hidden="true">
        <GoodIcon good={good} />
      </svg>
      <span>
        {goodName(good, t)}
        {note ? <span className="muted small"> {note}</span> : null}
      </span>
    </ActionButton>
  );
}

function Settle({
  view,
  words,
  moves,
  busy,
  onAct,
}: {
  view: PortRoyalView;
  words: Words;
  moves: MoveGroups;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
}) {
  const t = useTranslations('portRoyal');
  const won = view.won;
  const loot = won?.loot ?? null;
  const me = words.viewer === null ? null : view.seats[words.viewer];
  const ships = me?.ships ?? [];
  const common = { words, busy, onAct };
  const special = loot?.special ?? null;
  const payment = debtPayment(view);
  return (
    <div className="pr-settle" data-testid="settle">
      <h3>{t('settle.title')}</h3>
      {loot ? (
        <p className="pr-won-line">
          <LootCardIcon card={loot} width={30} />
          <span>{t('settle.won', { loot: lootName(loot.id, t), prisoners: won?.prisonerCount ?? 0 })}</span>
        </p>
      ) : null}
      {moves.load.size > 0 ? (
        <>
          <p className="hint">
            {loot?.good ? t('settle.loadGood', { ship: shipName(loot.good, t) }) : t('settle.loadAny')}
          </p>
          <ul className="button-list">
            {ships.map((ship) => {
              const action = moves.load.get(ship.ship);
              const after = loadedShip(view, ship.ship);
              if (!action || !after) return null;
              return (
                <li key={ship.ship}>
                  <ShipButton
                    good={ship.ship}
                    action={action}
                    {...common}
                    note={t('settle.after', {
                      tons: after.tons,
                      limit: after.limit,
                      over: after.overLimit ? 'yes' : 'no',
                    })}
                  />
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {moves.payDebt || moves.useRemove ? (
        <ul className="button-list">
          {moves.payDebt && payment ? (
            <li>
              <ActionButton
                action={moves.payDebt}
                {...common}
                label={t('settle.payDebtLabel', { ...payment })}
              >
                {t('settle.payDebt', { ...payment })}
              </ActionButton>
            </li>
          ) : null}
          {moves.useRemove ? (
            <li>
              <ActionButton action={moves.useRemove} {...common} />
            </li>
          ) : null}
        </ul>
      ) : null}
      {special === 'remove' ? (
        <>
          <p className="hint">{t('settle.removeHint')}</p>
          {ships.map((ship) => {
            const here = moves.remove.filter(
              (action) => shipOfCard(action.card, words.viewer, words) === ship.ship,
            );
            if (here.length === 0) return null;
            return (
              <div key={ship.ship} className="pr-choice-row">
                <span className="pr-row-label">{t('settle.from', { ship: shipName(ship.ship, t) })}</span>
                <ul className="button-list">
                  {here.map((action) => (
                    <li key={action.card}>
                      <ActionButton action={action} {...common}>
                        {lootName(action.card, t)}
                      </ActionButton>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          {moves.remove.some((action) => shipOfCard(action.card, words.viewer, words) === null) ? (
            <ul className="button-list">
              {moves.remove
                .filter((action) => shipOfCard(action.card, words.viewer, words) === null)
                .map((action) => (
                  <li key={action.card}>
                    <ActionButton action={action} {...common} />
                  </li>
                ))}
            </ul>
          ) : null}
          {moves.keepRemove ? (
            <div className="turn-actions">
              <ActionButton action={moves.keepRemove} {...common} className="button" />
            </div>
          ) : null}
        </>
      ) : null}
      {special === 'move' ? (
        <>
          <p className="hint">{t('settle.moveHint')}</p>
          {[...moves.move.entries()].map(([card, actions]) => {
            const from = shipOfCard(card, words.viewer, words);
            return (
              <div key={card} className="pr-choice-row">
                <span className="pr-row-label">
                  {t('settle.moveRow', {
                    card: lootName(card, t),
                    where: from ? 'ship' : 'none',
                    from: from ? shipName(from, t) : '',
                  })}
                </span>
                <ul className="button-list">
                  {actions.map((action) => (
                    <li key={action.to}>
                      <ShipButton good={action.to} action={action} {...common} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          {moves.discardMove ? (
            <div className="turn-actions">
              <ActionButton action={moves.discardMove} {...common} className="button" />
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function Prisoners({
  view,
  words,
  moves,
  busy,
  onAct,
}: {
  view: PortRoyalView;
  words: Words;
  moves: MoveGroups;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
}) {
  const t = useTranslations('portRoyal');
  const count = view.won?.prisonerCount ?? 0;
  return (
    <div className="pr-prisoners" data-testid="prisoners">
      <h3>{t('prisoners.title')}</h3>
      <p className="hint">{t('prisoners.hint', { count })}</p>
      {[...moves.prisoners.entries()].map(([value, actions]) => (
        <div key={value} className="pr-choice-row">
          <span className="pr-row-label">{t('prisoners.row', { count })}</span>
          <ul className="button-list">
            {actions.map((action) => (
              <li key={action.ship}>
                <ShipButton good={action.ship} action={action} words={words} busy={busy} onAct={onAct} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function FinalScores({ view, words }: { view: PortRoyalView; words: Words }) {
  const t = useTranslations('portRoyal');
  if (!view.scores) {
    return (
      <>
        <h3>{t('scores.stoppedTitle')}</h3>
        <p className="hint">{t('scores.stopped')}</p>
      </>
    );
  }
  const scores = view.scores;
  const ranked = view.seats
    .map((seat) => ({ seat: seat.seat, score: scores[seat.seat] ?? 0, debt: seat.debt }))
    .sort((a, b) => b.score - a.score || a.debt - b.debt);
  return (
    <>
      <h3>{t('scores.title')}</h3>
      <ol className="pr-scores" data-testid="final-scores">
        {ranked.map((entry) => (
          <li key={entry.seat}>
            <span className="seat-name">{t('player', person(entry.seat, words, 'player'))}</span>{' '}
            <strong>{entry.score}</strong>{' '}
            <span className="muted small">{t('scores.debt', { debt: entry.debt })}</span>
          </li>
        ))}
      </ol>
      <p className="hint">{t('scores.explain')}</p>
    </>
  );
}
