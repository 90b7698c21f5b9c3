'use client';

import { actionKey } from '@brethren/engine/core';
import {
  cardRefusal,
  type CardRefusal,
  type PortRoyalAction,
  type PortRoyalCrewCardView,
  type PortRoyalView,
} from '@brethren/engine/port-royal';
import { useLocale, useTranslations } from 'next-intl';
import { memo, useId } from 'react';
import { explains } from '../shared/explain/explains';
import { isYou, listOf, person } from '../shared/words';
import { colourName, crewName, type Words } from './describe';
import { motionKey } from './motions';
import { sortHand, type MoveGroups } from './moves';
import { CrewCardIcon } from './Pieces';

/**
 * The hand of the seat whose view this is: each card a button that plays or sets it aside, or says
 * why it cannot. Another player's hand (a replay following their seat) is named and only shown.
 */
export function HandPanel({
  view,
  words,
  moves,
  myTurn,
  busy,
  onAct,
}: {
  view: PortRoyalView;
  words: Words;
  moves: MoveGroups;
  myTurn: boolean;
  busy: boolean;
  onAct: (action: PortRoyalAction) => void;
}) {
  const t = useTranslations('portRoyal');
  const locale = useLocale();
  // One id per panel: a replay shows every seat's hand at once.
  const titleId = useId();
  const hand = view.hand;
  if (!hand) {
    return (
      <section className="panel pr-hand-panel" data-testid="spectating">
        <h3>{t('hand.watching')}</h3>
        <p className="muted">{t('hand.watchingNote')}</p>
      </section>
    );
  }
  const seat = view.viewer ?? -1;
  const owner = person(seat, words, 'owner');
  // The reader's own cards wait for a turn; another player's only lie open.
  const mine = isYou(seat, words);
  const sorted = sortHand(hand);
  const choosing = moves.cards.size > 0;
  const setting = choosing && view.step === 'setAside';
  const picked = new Set(view.pickedUp.map((card) => card.id));
  const led = view.trick?.ledColour ? colourName(view.trick.ledColour, t) : '';
  const hint = !mine
    ? ''
    : setting
      ? t('hand.hintSetAside', { done: view.setAsideCount })
      : choosing
        ? t('hand.hintPlay')
        : view.step === 'over'
          ? t('hand.hintOver')
          : myTurn
            ? t('hand.hintBelow')
            : t('hand.hintWait');
  return (
    <section className="panel pr-hand-panel" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {t('hand.title', { count: hand.length, ...owner })} <span className="pr-hint-inline">{hint}</span>
      </h3>
      <ul className="pr-hand" data-testid="hand" aria-label={t('hand.label', owner)}>
        {sorted.map((card, index) => (
          <HandCard
            key={card.id}
            card={card}
            action={moves.cards.get(card.id)}
            newColour={index > 0 && sorted[index - 1]?.colour !== card.colour}
            trump={card.colour !== null && card.colour === view.trump}
            picked={picked.has(card.id)}
            choosing={choosing}
            why={moves.cards.has(card.id) || !mine ? null : whyNot(view, card.id, choosing, myTurn)}
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
