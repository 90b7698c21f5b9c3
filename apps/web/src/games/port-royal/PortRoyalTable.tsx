'use client';

import type {
  PortRoyalAction,
  PortRoyalColour,
  PortRoyalCrewCardView,
  PortRoyalGood,
  PortRoyalView,
} from '@brethren/engine';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { AllActions } from '../shared/AllActions';
import { EventLog, logLines } from '../shared/EventLog';
import type { TableProps } from '../shared/TableProps';
import {
  crewName,
  describeAction,
  describeEvent,
  lootName,
  possessive,
  shipOfCard,
  who,
  type Words,
} from './describe';
import { Harbour } from './Harbour';
import { actionKey, groupMoves, sortHand, type MoveGroups } from './moves';
import { CREW_FILL, CrewCardIcon, Emblem, GoodIcon, LootCardIcon } from './Pieces';
import { PlayerBoard } from './PlayerBoard';
import { sameProps } from '../shared/sameProps';
import './port-royal.css';

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
export type PortRoyalTableProps = TableProps<PortRoyalView>;

/** What the seat to act is deciding, in a few words (no subject: "bid or pass"). */
export function taskOf(view: PortRoyalView): string {
  switch (view.step) {
    case 'bid': {
      const auction = view.auction;
      const high = auction && auction.highBidder !== null ? `high bid ${auction.highBid} t` : 'no bid yet';
      return `bid for the privileges or pass (${high})`;
    }
    case 'setAside':
      return `set aside two cards (${view.setAsideCount} of 2 done)`;
    case 'chooseTrump':
      return 'choose trump';
    case 'chooseLeader':
      return 'choose who leads the first trick';
    case 'chooseLoot':
      return `put the pirate on the loot for trick ${view.trick?.number ?? 1}`;
    case 'playCard':
      return `play a card to trick ${view.trick?.number ?? 1}`;
    case 'settleLoot':
      return `settle the loot won${view.won?.loot ? ` (${lootName(view.won.loot.id)})` : ''}`;
    case 'placePrisoner': {
      const count = view.won?.prisonerCount ?? 0;
      return `place ${count} prisoner card${count === 1 ? '' : 's'} on ships`;
    }
    case 'over':
      return 'the game is over';
  }
}

export function PortRoyalTable(props: PortRoyalTableProps) {
  const { view, names, viewerSeat, legalActions, activeSeats, onAct, busy, live } = props;
  const words: Words = useMemo(() => ({ view, names, viewer: viewerSeat }), [view, names, viewerSeat]);
  const lines = useMemo(
    () => logLines(props.log, (event) => describeEvent(event, words)),
    [props.log, words],
  );
  const myTurn = live && viewerSeat !== null && activeSeats.includes(viewerSeat);
  const moves = useMemo(() => groupMoves(myTurn ? legalActions : []), [legalActions, myTurn]);
  // One stable callback for every piece (pieces are memoised by value): it reaches the latest onAct
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
    <div className="port-royal" data-my-turn={myTurn ? 'true' : 'false'} data-step={view.step}>
      <TurnBar view={view} words={words} activeSeats={activeSeats} live={live} />
      <div className="pr-main">
        <Harbour view={view} words={words} lootTargets={moves.loot} onAct={act} busy={busy} />
        <div className="pr-boards" data-players={view.players}>
          {order.map((seat) => (
            <PlayerBoard
              key={seat.seat}
              trump={view.trump}
              seat={seat}
              name={names[seat.seat] ?? `Seat ${seat.seat + 1}`}
              isViewer={seat.seat === viewerSeat}
              active={live && activeSeats.includes(seat.seat)}
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
        <EventLog lines={lines} id="pr-log-title" />
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
  view: PortRoyalView;
  words: Words;
  activeSeats: readonly number[];
  live: boolean;
}) {
  let text: string;
  if (view.step === 'over' && view.scores) {
    const best = Math.max(...view.scores);
    const winners = view.scores.flatMap((score, seat) => (score === best ? [seat] : []));
    const byDebt =
      winners.length > 1 && view.options.tieBreak === 'lowerDebt'
        ? winners.filter(
            (seat) =>
              (view.seats[seat]?.debt ?? 0) === Math.min(...winners.map((s) => view.seats[s]?.debt ?? 0)),
          )
        : winners;
    text =
      byDebt.length === 1 && byDebt[0] === words.viewer
        ? `You won with ${best} points!`
        : `${byDebt.map((seat) => who(seat, words)).join(' and ')} won with ${best} points.`;
  } else if (!live) text = 'The match is over.';
  else if (view.turn === null) text = 'Waiting.';
  else {
    const seat = view.turn;
    const name = seat === words.viewer ? 'Your turn' : `${who(seat, words)}’s turn`;
    text = `Round ${view.round} of ${view.rounds} · ${name}: ${taskOf(view)}`;
  }
  const mine = live && words.viewer !== null && activeSeats.includes(words.viewer);
  return (
    <p
      className={`turn-bar pr-turn-bar${mine ? ' mine' : ''}`}
      role="status"
      aria-live="polite"
      data-testid="turn-bar"
    >
      {text}
    </p>
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
  const hand = view.hand;
  if (!hand) {
    return (
      <section className="panel pr-hand-panel" data-testid="spectating">
        <h3>Watching</h3>
        <p className="muted">You are watching: hands stay hidden.</p>
      </section>
    );
  }
  const sorted = sortHand(hand);
  const choosing = moves.cards.size > 0;
  const setting = choosing && view.step === 'setAside';
  const picked = new Set(view.pickedUp.map((card) => card.id));
  const hint = setting
    ? `Click a card to set it aside (${view.setAsideCount} of 2 done).`
    : choosing
      ? 'Play a highlighted card.'
      : view.step === 'over'
        ? 'The game is over.'
        : myTurn
          ? 'Your cards wait: the choice now is below.'
          : 'Not your turn: your cards wait.';
  return (
    <section className="panel pr-hand-panel" aria-labelledby="pr-hand-title">
      <h3 id="pr-hand-title">
        Your hand ({hand.length}) <span className="pr-hint-inline">{hint}</span>
      </h3>
      <ul className="pr-hand" data-testid="hand" aria-label="Your hand, by colour">
        {sorted.map((card, index) => (
          <HandCard
            key={card.id}
            card={card}
            action={moves.cards.get(card.id)}
            newColour={index > 0 && sorted[index - 1]?.colour !== card.colour}
            trump={card.colour !== null && card.colour === view.trump}
            picked={picked.has(card.id)}
            choosing={choosing}
            busy={busy}
            onAct={onAct}
          />
        ))}
        {hand.length === 0 ? <li className="muted">No cards.</li> : null}
      </ul>
      {view.setAside && view.setAside.length > 0 ? (
        <p className="muted small pr-set-aside" data-testid="set-aside">
          Set aside this round: {view.setAside.map((card) => crewName(card.id)).join(', ')}.
        </p>
      ) : null}
    </section>
  );
}

const HandCard = memo(function HandCard({
  card,
  action,
  newColour,
  trump,
  picked,
  choosing,
  busy,
  onAct,
}: {
  card: PortRoyalCrewCardView;
  action: PortRoyalAction | undefined;
  newColour: boolean;
  trump: boolean;
  picked: boolean;
  choosing: boolean;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
}) {
  const playable = action !== undefined;
  const label =
    `${playable ? (action.type === 'setAside' ? 'Set aside' : 'Play') : ''} ${crewName(card.id)}${trump ? ' (trump)' : ''}${picked ? ' (picked up)' : ''}`.trim();
  return (
    <li className={newColour ? 'new-colour' : undefined}>
      <button
        type="button"
        className={`pr-card-button${playable ? ' legal' : choosing ? ' illegal' : ''}`}
        data-testid="hand-card"
        data-card={card.id}
        {...(playable ? { 'data-action': actionKey(action) } : {})}
        aria-label={label}
        title={label}
        disabled={!playable || busy}
        onClick={() => action && onAct(action)}
      >
        <CrewCardIcon card={card} width={48} trump={trump} />
        {picked ? <span className="pr-picked">new</span> : null}
      </button>
    </li>
  );
}, sameProps);

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
            <h3>Privileges 1 of 3: set aside</h3>
            <p className="hint">
              You took the two face-up cards. Now set two cards of your hand aside, face down, out of play for
              this round: click them in your hand ({view.setAsideCount} of 2 done).
            </p>
          </>
        );
        break;
      case 'chooseTrump':
        body = <ChooseTrump {...common} />;
        break;
      case 'chooseLeader':
        body = (
          <>
            <h3>Privileges 3 of 3: the first leader</h3>
            <p className="hint">Who leads the first trick (and puts the pirate on its loot)?</p>
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
            <h3>Trick {view.trick?.number ?? 1}: the loot at stake</h3>
            <p className="hint">
              Put the pirate on a loot card: click it on display, or here. Then lead a card.
            </p>
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
                      label={`${describeAction(action, words)}${entry.prisonerCount > 0 ? ` (${entry.prisonerCount} prisoner card${entry.prisonerCount === 1 ? '' : 's'} beneath)` : ''}`}
                    >
                      <LootCardIcon card={entry.loot} width={26} />
                      <span>
                        {lootName(entry.loot.id)}
                        {entry.prisonerCount > 0
                          ? ` (+${entry.prisonerCount} prisoner${entry.prisonerCount === 1 ? '' : 's'})`
                          : ''}
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
        {myTurn ? 'Your move' : 'What is being decided'}
      </h2>
      {body}
      {myTurn && moves.all.length > 0 ? (
        <AllActions
          actions={moves.all}
          describe={(action) => describeAction(action, words)}
          keyOf={actionKey}
          busy={busy}
          onAct={onAct}
        />
      ) : null}
    </section>
  );
}

function Waiting({ view, words }: { view: PortRoyalView; words: Words }) {
  const seat = view.turn;
  return (
    <>
      <h3>Waiting</h3>
      <p className="hint" data-testid="waiting">
        {seat === null ? 'Nobody is to play.' : `${who(seat, words)} — ${taskOf(view)}.`}
      </p>
      {view.step === 'settleLoot' && view.won?.loot ? (
        <p className="pr-won-line">
          <LootCardIcon card={view.won.loot} width={26} /> {who(view.won.seat, words)} won{' '}
          {lootName(view.won.loot.id)}
          {view.won.prisonerCount > 0 ? ` and ${view.won.prisonerCount} prisoner card(s)` : ''}.
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
  const auction = view.auction;
  if (!auction) return null;
  const me = words.viewer;
  const debt = me === null ? 0 : (view.seats[me]?.debt ?? 0);
  return (
    <div className="pr-auction" data-testid="auction">
      <h3>Auction for the privileges</h3>
      <p className="hint">
        {auction.highBidder !== null
          ? `High bid: ${auction.highBid} t by ${who(auction.highBidder, words)}.`
          : 'No bid yet.'}{' '}
        The winner takes the two face-up cards, sets two aside, chooses trump and the first leader; the bid is
        added to the debt.
      </p>
      <ul className="pr-auction-seats">
        {view.seats.map((seat) => {
          const status = auction.passed[seat.seat]
            ? 'passed'
            : auction.highBidder === seat.seat
              ? `high bid ${auction.highBid}`
              : view.turn === seat.seat
                ? 'to bid'
                : 'in';
          return (
            <li key={seat.seat} className={view.turn === seat.seat ? 'active' : undefined}>
              <span className="seat-name">{who(seat.seat, words)}</span>
              <span className={`pr-badge${auction.passed[seat.seat] ? ' passed' : ''}`}>{status}</span>
              <span className="muted small">
                debt {seat.debt} · max {auction.maxBids[seat.seat] ?? 0}
              </span>
            </li>
          );
        })}
      </ul>
      {myTurn && (moves.bids.length > 0 || moves.pass) ? (
        <>
          <p className="hint">
            {moves.bids.length > 0
              ? `Bid ${moves.bids[0]?.amount ?? ''}–${moves.bids[moves.bids.length - 1]?.amount ?? ''} tons (your debt ${debt} + bid may not pass 19), or pass${view.options.passIsFinal ? ' (a pass is final)' : ''}.`
              : 'You cannot raise: pass.'}
          </p>
          <ul className="pr-bids" aria-label="Bid">
            {moves.bids.map((action) => (
              <li key={action.amount}>
                <ActionButton
                  action={action}
                  words={words}
                  busy={busy}
                  onAct={onAct}
                  className="button secondary pr-bid"
                  label={`Bid ${action.amount} ton${action.amount === 1 ? '' : 's'} (debt would become ${debt + action.amount})`}
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
            ? `Waiting for ${who(view.turn, words)} to bid or pass.`
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
  const count = (colour: PortRoyalColour) =>
    (view.hand ?? []).filter((card) => card.colour === colour).length;
  return (
    <>
      <h3>Privileges 2 of 3: trump</h3>
      <p className="hint">Which colour is trump this round?</p>
      <ul className="button-list">
        {moves.trumps.map((action) => (
          <li key={action.colour}>
            <ActionButton
              action={action}
              words={words}
              busy={busy}
              onAct={onAct}
              label={`${describeAction(action, words)} (you hold ${count(action.colour)})`}
            >
              <ColourSwatch colour={action.colour} />
              <span>
                {action.colour} <span className="muted small">({count(action.colour)} in hand)</span>
              </span>
            </ActionButton>
          </li>
        ))}
      </ul>
    </>
  );
}

function PlayHint({ view }: { view: PortRoyalView }) {
  const trick = view.trick;
  const led = trick?.ledColour ?? null;
  return (
    <>
      <h3>Trick {trick?.number ?? 1}: your card</h3>
      <p className="hint">
        {trick === null || trick.cards.length === 0
          ? 'You lead: play any card from your hand.'
          : led
            ? `Led: ${led}. You need not follow; you may trump (${view.trump ?? '—'}) only without ${led}, and without ${led} but with a ghost you must play the ghost.`
            : 'A ghost was led: there is no led colour and every card may be played; the highest value wins.'}{' '}
        The highlighted cards of your hand may be played.
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
  return (
    <ActionButton
      action={action}
      words={words}
      busy={busy}
      onAct={onAct}
      className="button secondary pr-ship-button"
      label={`${describeAction(action, words)}${note ? ` (${note})` : ''}`}
    >
      <svg width="18" height="18" viewBox="-12 -12 24 24" aria-hidden="true">
        <GoodIcon good={good} />
      </svg>
      <span>
        {good}
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
  const won = view.won;
  const loot = won?.loot ?? null;
  const me = words.viewer === null ? null : view.seats[words.viewer];
  const ships = me?.ships ?? [];
  const common = { words, busy, onAct };
  const special = loot?.special ?? null;
  const black = me?.black ?? null;
  const relief = loot
    ? loot.good
      ? loot.tons
      : loot.special === 'plus8' || loot.special === 'plus6'
        ? loot.tons
        : 0
    : 0;
  const paid = black !== null && me ? Math.min(relief, black - me.debt) : 0;
  return (
    <div className="pr-settle" data-testid="settle">
      <h3>You won the trick</h3>
      {loot ? (
        <p className="pr-won-line">
          <LootCardIcon card={loot} width={30} />
          <span>
            {lootName(loot.id)}
            {won && won.prisonerCount > 0 ? `, with ${won.prisonerCount} prisoner card(s) to place next` : ''}
            .
          </span>
        </p>
      ) : null}
      {moves.load.size > 0 ? (
        <>
          <p className="hint">
            {loot?.good
              ? `Load it onto your ${loot.good} ship (or click the ship).`
              : 'Load it onto any of your ships (or click a ship).'}
          </p>
          <ul className="button-list">
            {ships.map((ship) => {
              const action = moves.load.get(ship.ship);
              if (!action) return null;
              const after = ship.tons + (loot?.tons ?? 0);
              const limit = ship.limit + (loot?.limitChange ?? 0);
              return (
                <li key={ship.ship}>
                  <ShipButton
                    good={ship.ship}
                    action={action}
                    {...common}
                    note={`${after}/${limit} t${after > limit ? ' — over!' : ''}`}
                  />
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {moves.payDebt || moves.useRemove ? (
        <ul className="button-list">
          {moves.payDebt ? (
            <li>
              <ActionButton
                action={moves.payDebt}
                {...common}
                label={`Discard it to lower your bid by ${paid} (bid cube ${black ?? 0} → ${(black ?? 0) - paid})`}
              >
                Debt relief: discard it, bid cube {black ?? 0} → {(black ?? 0) - paid}
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
          <p className="hint">
            Remove 1 card: discard it now together with one card from your ships, or keep it beside your board
            to discard a loot card you win later.
          </p>
          {ships.map((ship) => {
            const here = moves.remove.filter(
              (action) => shipOfCard(action.card, words.viewer, words) === ship.ship,
            );
            if (here.length === 0) return null;
            return (
              <div key={ship.ship} className="pr-choice-row">
                <span className="pr-row-label">From the {ship.ship} ship:</span>
                <ul className="button-list">
                  {here.map((action) => (
                    <li key={action.card}>
                      <ActionButton action={action} {...common}>
                        {lootName(action.card)}
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
          <p className="hint">
            Move 1 card: move a special or prisoner card from one of your ships to another.
          </p>
          {[...moves.move.entries()].map(([card, actions]) => {
            const from = shipOfCard(card, words.viewer, words);
            return (
              <div key={card} className="pr-choice-row">
                <span className="pr-row-label">
                  {lootName(card)}
                  {from ? ` (on the ${from} ship)` : ''} to:
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
  const oneShip = view.options.prisonerPlacement === 'oneShip';
  const count = view.won?.prisonerCount ?? 0;
  return (
    <div className="pr-prisoners" data-testid="prisoners">
      <h3>Prisoner cards</h3>
      <p className="hint">
        {oneShip
          ? `Put all ${count} prisoner card${count === 1 ? '' : 's'} face down on one of your ships.`
          : `Put each prisoner card face down on a ship of your choice (${count} left). They score their value unless the ship sinks.`}
      </p>
      {[...moves.prisoners.entries()].map(([value, actions]) => (
        <div key={value} className="pr-choice-row">
          <span className="pr-row-label">
            {oneShip ? `All ${count} (first: ${value})` : `Prisoner card ${value}`} to:
          </span>
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
  if (!view.scores) {
    return (
      <>
        <h3>The match is over</h3>
        <p className="hint">Play has stopped.</p>
      </>
    );
  }
  const scores = view.scores;
  const ranked = view.seats
    .map((seat) => ({ seat: seat.seat, score: scores[seat.seat] ?? 0, debt: seat.debt }))
    .sort((a, b) => b.score - a.score || a.debt - b.debt);
  return (
    <>
      <h3>Final scores</h3>
      <ol className="pr-scores" data-testid="final-scores">
        {ranked.map((entry) => (
          <li key={entry.seat}>
            <span className="seat-name">{who(entry.seat, words)}</span> <strong>{entry.score}</strong>{' '}
            <span className="muted small">
              ({possessive(entry.seat, words)} debt {entry.debt})
            </span>
          </li>
        ))}
      </ol>
      <p className="hint">
        Ships over their limit sank and score nothing; each score is the surviving ships less the debt.
      </p>
    </>
  );
}
