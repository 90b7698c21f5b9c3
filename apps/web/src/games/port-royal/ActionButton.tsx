'use client';

import { actionKey } from '@brethren/engine/core';
import type { PortRoyalAction, PortRoyalGood } from '@brethren/engine/port-royal';
import { useTranslations } from 'next-intl';
import { describeAction, goodName, type Words } from './describe';
import { GoodIcon } from './Pieces';

/** One legal action as a button, named by the action in words unless a label says more. */
export function ActionButton({
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

/** An action that goes to one ship (load, move a card, place prisoners), drawn with its good. */
export function ShipButton({
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
