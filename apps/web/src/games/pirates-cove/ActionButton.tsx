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
  const labelled = children !== undefined && !textInside;
  return (
    <button
      type="button"
      className={primary ? 'button' : 'button secondary'}
      disabled={busy}
      data-action={actionKey(action)}
      data-testid={`action-${action.type}`}
      aria-label={labelled ? text : undefined}
      title={labelled ? text : undefined}
      onClick={() => onAct(action)}
    >
      {children ?? text}
    </button>
  );
}
