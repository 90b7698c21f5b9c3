'use client';

import type {
  PortRoyalAction,
  PortRoyalDisplayCardView,
  PortRoyalPlayedCardView,
  PortRoyalView,
} from '@brethren/engine';
import { memo, type KeyboardEvent } from 'react';
import { crewName, lootName, who, type Words } from './describe';
import { actionKey } from './moves';
import { sameProps } from '../shared/sameProps';
import { CrewCard, Flag, LootCard, PiratePawn, PrisonerCard, TrumpMarker } from './Pieces';

/**
 * The harbour: the loot on display (with the prisoner cards beneath and the pirate on the loot at
 * stake), the trick in progress card by seat, the trump and the face-up crew cards. Each piece is
 * its own small SVG in an HTML grid, so the display folds from nine columns to five on a phone.
 */
export interface HarbourProps {
  readonly view: PortRoyalView;
  readonly words: Words;
  /** Display cards the pirate may be put on now, by loot id. */
  readonly lootTargets: ReadonlyMap<string, PortRoyalAction>;
  readonly onAct: (action: PortRoyalAction) => void;
  readonly busy: boolean;
}

const SLOTS = 9;

/** Enter or Space on an SVG button does what a click does. */
export function activateOnKey(run: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      run();
    }
  };
}

function describeDisplayCard(entry: PortRoyalDisplayCardView): string {
  const prisoners = entry.prisonerCount;
  return `${lootName(entry.loot.id)}${prisoners > 0 ? `, ${prisoners} prisoner card${prisoners === 1 ? '' : 's'} beneath` : ''}${entry.atStake ? ', at stake: the pirate stands on it' : ''}`;
}

function DisplayCardDrawing({ entry, target }: { entry: PortRoyalDisplayCardView; target: boolean }) {
  const prisoners = entry.prisonerCount;
  return (
    <svg viewBox="-5 -5 72 114" className="pr-piece" aria-hidden="true">
      {Array.from({ length: Math.min(prisoners, 3) }, (_, i) => (
        <rect
          key={i}
          x={(i + 1) * 3}
          y={(i + 1) * 3}
          width={58}
          height={80}
          rx={6}
          fill="#5b3a22"
          stroke="#2a1a0c"
        />
      ))}
      {target ? <rect x={-4} y={-4} width={66} height={88} rx={9} className="pr-target-ring" /> : null}
      <LootCard card={entry.loot} x={0} y={0} />
      {entry.atStake ? (
        <>
          <rect x={-3} y={-3} width={64} height={86} rx={8} className="pr-stake-ring" />
          <PiratePawn x={55} y={3} scale={1.1} />
        </>
      ) : null}
      {prisoners > 0 ? (
        <g data-testid="prisoner-count">
          <PrisonerCard x={12} y={91} value={null} width={12} height={15} />
          <text x={29} y={104} className="pr-count-text">
            ×{prisoners}
          </text>
        </g>
      ) : null}
    </svg>
  );
}

const DisplaySlot = memo(function DisplaySlot({
  entry,
  target,
  busy,
  onAct,
}: {
  entry: PortRoyalDisplayCardView | undefined;
  target: PortRoyalAction | undefined;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
}) {
  if (!entry) {
    return (
      <li className="pr-slot empty" data-testid="display-empty">
        <svg viewBox="-5 -5 72 114" className="pr-piece" aria-hidden="true">
          <rect x={0} y={0} width={58} height={80} rx={6} className="pr-empty-slot" />
        </svg>
      </li>
    );
  }
  const what = describeDisplayCard(entry);
  return (
    <li
      className={`pr-slot${entry.atStake ? ' at-stake' : ''}`}
      data-testid="display-card"
      data-loot={entry.loot.id}
      data-prisoners={entry.prisonerCount}
    >
      {target ? (
        <button
          type="button"
          className="pr-piece-button pr-target"
          data-action={actionKey(target)}
          aria-label={`Put the pirate on ${what}`}
          title={`Put the pirate on ${what}`}
          disabled={busy}
          onClick={() => onAct(target)}
        >
          <DisplayCardDrawing entry={entry} target />
        </button>
      ) : (
        <div role="img" aria-label={what} title={what}>
          <DisplayCardDrawing entry={entry} target={false} />
        </div>
      )}
    </li>
  );
}, sameProps);

const TrickSlot = memo(function TrickSlot({
  name,
  seat,
  played,
  leads,
  toPlay,
  winning,
  trump,
}: {
  name: string;
  seat: number;
  played: PortRoyalPlayedCardView | undefined;
  leads: boolean;
  toPlay: boolean;
  winning: boolean;
  trump: PortRoyalView['trump'];
}) {
  const state = played
    ? `${crewName(played.card.id)}${winning ? ', winning so far' : ''}`
    : toPlay
      ? 'to play'
      : 'no card yet';
  return (
    <li
      className={`pr-trick-slot${winning ? ' winning' : ''}${toPlay ? ' to-play' : ''}`}
      data-testid="trick-slot"
      data-seat={seat}
      data-card={played?.card.id ?? ''}
      aria-label={`${name}${leads ? ' (leads)' : ''}: ${state}`}
    >
      <svg viewBox="-5 -5 68 90" className="pr-piece" aria-hidden="true">
        {played ? (
          <>
            {winning ? (
              <rect x={-4} y={-4} width={66} height={88} rx={9} className="pr-winning-ring" />
            ) : null}
            <CrewCard
              card={played.card}
              trump={played.card.colour !== null && played.card.colour === trump}
            />
          </>
        ) : (
          <>
            <rect
              x={0}
              y={0}
              width={58}
              height={80}
              rx={6}
              className={`pr-empty-slot${toPlay ? ' to-play' : ''}`}
            />
            {toPlay ? (
              <text x={29} y={44} textAnchor="middle" className="pr-count-text">
                to play
              </text>
            ) : null}
          </>
        )}
      </svg>
      <span className="pr-slot-name" title={name}>
        {winning ? '★ ' : ''}
        {name}
      </span>
      <span className="pr-slot-note">{leads ? 'leads' : winning ? 'winning' : '\u00a0'}</span>
    </li>
  );
}, sameProps);

/** The trump flag, the face-up (or taken) crew cards and who holds the privileges. */
const Info = memo(function Info({
  trump,
  over,
  faceUp,
  pickedUp,
  privileges,
}: {
  trump: PortRoyalView['trump'];
  over: boolean;
  faceUp: PortRoyalView['faceUp'];
  pickedUp: PortRoyalView['pickedUp'];
  privileges: string;
}) {
  const shown = faceUp.length > 0 ? faceUp : pickedUp;
  return (
    <div className="pr-info">
      <div className="pr-trump" data-testid="trump" data-colour={trump ?? ''}>
        <span className="pr-info-label">Trump</span>
        {trump ? (
          <span className="pr-trump-value">
            <svg viewBox="-4 -26 40 32" width="44" height="35" aria-hidden="true">
              <Flag colour={trump} x={2} y={4} scale={1.05} />
              <TrumpMarker x={26} y={-2} r={4} />
            </svg>
            <strong>{trump}</strong>
          </span>
        ) : (
          <span className="muted small">{over ? '—' : 'not chosen yet'}</span>
        )}
      </div>
      <div className="pr-faceup" data-testid="face-up">
        <span className="pr-info-label">
          {faceUp.length === 0 && pickedUp.length > 0 ? 'Taken' : 'Face up'}
        </span>
        <span className="pr-faceup-cards">
          {shown.map((card) => (
            <svg
              key={card.id}
              viewBox="-1 -1 60 82"
              className={`pr-mini-card${faceUp.length > 0 ? '' : ' taken'}`}
              role="img"
              aria-label={crewName(card.id)}
            >
              <CrewCard card={card} />
            </svg>
          ))}
          {shown.length === 0 ? <span className="muted small">—</span> : null}
        </span>
      </div>
      <p className="pr-privileges small">{privileges}</p>
    </div>
  );
}, sameProps);

export function Harbour(props: HarbourProps) {
  const { view, words } = props;
  const trick = view.trick;
  const players = view.players;
  const leader = trick?.leader ?? 0;
  const status =
    view.step === 'over'
      ? 'The game is over'
      : trick
        ? `Trick ${trick.number} of 8${trick.stake ? ` · at stake: ${lootName(trick.stake.id)}` : ' · choosing the loot'}${trick.ledColour ? ` · led: ${trick.ledColour}` : trick.ghostPlayed ? ' · a ghost: the highest value wins' : ''}`
        : view.step === 'bid'
          ? 'The auction for the privileges'
          : 'The privileges';
  const privileged = view.privileged;
  const last = view.lastTrick;
  return (
    <section className="pr-harbour-wrap" aria-label="The harbour" data-testid="harbour">
      <div className="pr-head">
        <h3>Loot on display</h3>
        <span className="muted small">
          Round {view.round} of {view.rounds} · loot deck {view.lootDeckSize} · discarded{' '}
          {view.discard.length}
        </span>
      </div>
      <ul className="pr-display" aria-label="Loot on display">
        {Array.from({ length: SLOTS }, (_, i) => (
          <DisplaySlot
            key={view.display[i]?.loot.id ?? `empty-${i}`}
            entry={view.display[i]}
            target={view.display[i] ? props.lootTargets.get(view.display[i].loot.id) : undefined}
            busy={props.busy}
            onAct={props.onAct}
          />
        ))}
      </ul>
      <div className="pr-head">
        <h3 className="pr-status" data-testid="trick-status">
          {status}
        </h3>
      </div>
      <div className="pr-trick-area">
        <ol className="pr-trick" data-testid="trick" aria-label="The trick, in play order">
          {Array.from({ length: players }, (_, i) => {
            const seat = (leader + i) % players;
            const played = trick?.cards[i];
            return (
              <TrickSlot
                key={seat}
                name={who(seat, words)}
                seat={seat}
                played={played}
                leads={trick !== null && i === 0}
                toPlay={view.step === 'playCard' && view.turn === seat && !played}
                winning={trick !== null && played !== undefined && trick.winning === seat}
                trump={view.trump}
              />
            );
          })}
        </ol>
        <Info
          trump={view.trump}
          over={view.step === 'over'}
          faceUp={view.faceUp}
          pickedUp={view.pickedUp}
          privileges={
            view.step === 'over'
              ? 'Six rounds played: the ships are weighed.'
              : privileged === null
                ? 'Privileges: to the auction’s winner'
                : `Privileges: ${who(privileged, words)}${view.setAsideCount > 0 ? ` · ${view.setAsideCount} set aside` : ''}`
          }
        />
      </div>
      <p className="pr-last-trick muted small" data-testid="last-trick">
        {last
          ? `Last trick (${last.number}): ${last.cards.map((played) => `${who(played.seat, words)} ${crewName(played.card.id)}`).join(', ')} — ${who(last.winner, words)} took ${lootName(last.loot.id)}.`
          : 'No trick played yet this round.'}
      </p>
    </section>
  );
}
