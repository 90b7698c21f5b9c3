'use client';

import { actionKey } from '@brethren/engine/core';
import type { ReactNode } from 'react';
import { describeAction, type Words } from './describe';
import { type Action } from './moves';

export function ActionButton({
  action,
  words,
  busy,
  onAct,
  primary = false,
  textInside = false,
  children,
}: {
  action: Action;
  words: Words;
  busy: boolean;
  onAct: (action: Action) => void;
  primary?: boolean;
  /** The children say the action in words besides a picture: they name the button themselves. */
  textInside?: boolean;
  children?: ReactNode;
}) {
  const text = describeAction(action, words);
  // Short visible words ("Hull 3", "→ 6") are said in full after them, unseen: the button's name
  // starts with what it shows (so a voice command naming it works) and goes on with what it does.
  const spelledOut = children !== undefined && !textInside;
  return (
    <button
      type="button"
      className={primary ? 'button' : 'button secondary'}
      disabled={busy}
      data-action={actionKey(action)}
      data-testid={`action-${action.type}`}
      title={spelledOut ? text : undefined}
      onClick={() => onAct(action)}
    >
      {children ?? text}
      {spelledOut ? (
        <span className="sr-only" data-testid="action-words">
          {' '}
          {text}
        </span>
      ) : null}
    </button>
  );
}
