'use client';

import { actionKey } from '@brethren/engine/core';
import type {
  PortRoyalAction,
  PortRoyalDisplayCardView,
  PortRoyalPlayedCardView,
  PortRoyalView,
} from '@brethren/engine/port-royal';
import { useLocale, useTranslations } from 'next-intl';
import { memo, type KeyboardEvent } from 'react';
import type { Translator } from '@/i18n/translator';
import { explains } from '../shared/explain/explains';
import { isYou, listOf, name as seatName, person } from '../shared/words';
import { colourName, crewName, lootName, type Words } from './describe';
import { CrewCard, Flag, LootCard, PiratePawn, PrisonerCard, TrumpMarker } from './Pieces';
import { motionKey } from './motions';

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

function describeDisplayCard(entry: PortRoyalDisplayCardView, t: Translator<'portRoyal'>): string {
  return t('harbour.displayCard', {
    loot: lootName(entry.loot.id, t),
    prisoners: entry.prisonerCount,
    stake: entry.atStake ? 'yes' : 'no',
  });
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
  const t = useTranslations('portRoyal');
  if (!entry) {
    return (
      <li className="pr-slot empty" data-testid="display-empty">
        <svg viewBox="-5 -5 72 114" className="pr-piece" aria-hidden="true">
          <rect x={0} y={0} width={58} height={80} rx={6} className="pr-empty-slot" />
        </svg>
      </li>
    );
  }
  const what = describeDisplayCard(entry, t);
  const put = t('harbour.putPirate', { loot: lootName(entry.loot.id, t), prisoners: entry.prisonerCount });
  return (
    <li
      className={`pr-slot${entry.atStake ? ' at-stake' : ''}`}
      data-testid="display-card"
      data-loot={entry.loot.id}
      data-motion={motionKey.loot(entry.loot.id)}
      data-prisoners={entry.prisonerCount}
    >
      {target ? (
        <button
          type="button"
          className="pr-piece-button pr-target"
          data-action={actionKey(target)}
          aria-label={put}
          title={put}
          disabled={busy}
          onClick={() => onAct(target)}
        >
          <DisplayCardDrawing entry={entry} target />
        </button>
      ) : (
        <div aria-label={what} title={what} {...explains(what, 'img')}>
          <DisplayCardDrawing entry={entry} target={false} />
        </div>
      )}
    </li>
  );
});

const TrickSlot = memo(function TrickSlot({
  name,
  you,
  seat,
  played,
  leads,
  toPlay,
  winning,
  trump,
}: {
  name: string;
  you: boolean;
  seat: number;
  played: PortRoyalPlayedCardView | undefined;
  leads: boolean;
  toPlay: boolean;
  winning: boolean;
  trump: PortRoyalView['trump'];
}) {
  const t = useTranslations('portRoyal');
  const who = { player: name, playerYou: you ? 'yes' : 'no' };
  const shown = t('player', who);
  const slot = t('harbour.slot', {
    ...who,
    leads: leads ? 'yes' : 'no',
    state: played ? 'played' : toPlay ? 'toPlay' : 'none',
    card: played ? crewName(played.card.id, t) : '',
    trump: played && played.card.colour !== null && played.card.colour === trump ? 'yes' : 'no',
    winning: winning ? 'yes' : 'no',
  });
  return (
    <li
      className={`pr-trick-slot${winning ? ' winning' : ''}${toPlay ? ' to-play' : ''}`}
      data-testid="trick-slot"
      data-seat={seat}
      data-card={played?.card.id ?? ''}
    >
      <svg
        viewBox="-5 -5 68 90"
        className="pr-piece"
        aria-label={slot}
        {...explains(slot, 'img')}
        data-motion={played ? motionKey.trick(played.card.id) : undefined}
      >
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
                {t('harbour.toPlay')}
              </text>
            ) : null}
          </>
        )}
      </svg>
      <span className="pr-slot-name" title={shown}>
        {winning ? '★ ' : ''}
        {shown}
      </span>
      <span className="pr-slot-note">
        {leads ? t('harbour.leads') : winning ? t('harbour.winning') : '\u00a0'}
      </span>
    </li>
  );
});

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
  const t = useTranslations('portRoyal');
  const shown = faceUp.length > 0 ? faceUp : pickedUp;
  return (
    <div className="pr-info">
      <div className="pr-trump" data-testid="trump" data-colour={trump ?? ''}>
        <span className="pr-info-label">{t('harbour.trump')}</span>
        {trump ? (
          <span className="pr-trump-value">
            <svg viewBox="-4 -26 40 32" width="44" height="35" aria-hidden="true">
              <Flag colour={trump} x={2} y={4} scale={1.05} />
              <TrumpMarker x={26} y={-2} r={4} />
            </svg>
            <strong>{colourName(trump, t)}</strong>
          </span>
        ) : (
          <span className="muted small">{over ? '—' : t('harbour.notChosen')}</span>
        )}
      </div>
      <div className="pr-faceup" data-testid="face-up">
        <span className="pr-info-label">
          {faceUp.length === 0 && pickedUp.length > 0 ? t('harbour.taken') : t('harbour.faceUp')}
        </span>
        <span className="pr-faceup-cards">
          {shown.map((card) => (
            <svg
              key={card.id}
              viewBox="-1 -1 60 82"
              className={`pr-mini-card${faceUp.length > 0 ? '' : ' taken'}`}
              aria-label={crewName(card.id, t)}
              {...explains(crewName(card.id, t), 'img')}
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
});

export function Harbour(props: HarbourProps) {
  const { view, words } = props;
  const t = useTranslations('portRoyal');
  const locale = useLocale();
  const trick = view.trick;
  const players = view.players;
  const leader = trick?.leader ?? 0;
  const status =
    view.step === 'over'
      ? t('harbour.statusOver')
      : trick
        ? t('harbour.statusTrick', {
            trick: trick.number,
            stake: trick.stake ? 'yes' : 'no',
            loot: trick.stake ? lootName(trick.stake.id, t) : '',
            led: trick.ledColour ? 'colour' : trick.ghostPlayed ? 'ghost' : 'none',
            colour: trick.ledColour ? colourName(trick.ledColour, t) : '',
          })
        : view.step === 'bid'
          ? t('harbour.statusAuction')
          : t('harbour.statusPrivileges');
  const privileged = view.privileged;
  const last = view.lastTrick;
  return (
    <section className="pr-harbour-wrap" aria-label={t('harbour.label')} data-testid="harbour">
      <div className="pr-head">
        <h3>{t('harbour.display')}</h3>
        <span className="muted small">
          {t('harbour.meta', {
            round: view.round,
            rounds: view.rounds,
            deck: view.lootDeckSize,
            discarded: view.discard.length,
          })}
        </span>
      </div>
      <ul className="pr-display" aria-label={t('harbour.display')}>
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
        <ol className="pr-trick" data-testid="trick" aria-label={t('harbour.trickLabel')}>
          {Array.from({ length: players }, (_, i) => {
            const seat = (leader + i) % players;
            const played = trick?.cards[i];
            return (
              <TrickSlot
                key={seat}
                name={seatName(seat, words)}
                you={isYou(seat, words)}
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
              ? t('harbour.privilegesOver')
              : privileged === null
                ? t('harbour.privilegesOpen')
                : t('harbour.privilegesHeld', {
                    ...person(privileged, words, 'holder'),
                    setAside: view.setAsideCount,
                  })
          }
        />
      </div>
      <p className="pr-last-trick muted small" data-testid="last-trick">
        {last
          ? t('harbour.lastTrick', {
              // A round's eighth trick stays shown through the next round's auction and privileges.
              earlier: last.round < view.round ? 'yes' : 'no',
              round: last.round,
              trick: last.number,
              cards: listOf(
                last.cards.map((played) =>
                  t('harbour.lastTrickCard', {
                    ...person(played.seat, words, 'player'),
                    card: crewName(played.card.id, t),
                  }),
                ),
                locale,
              ),
              ...person(last.winner, words, 'winner'),
              loot: lootName(last.loot.id, t),
            })
          : t('harbour.noTrick')}
      </p>
    </section>
  );
}
