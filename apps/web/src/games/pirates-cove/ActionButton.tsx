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
  children,
}: {
  action: Action;
  words: Words;
  busy: boolean;
  onAct: (action: Action) => void;
  primary?: boolean;
  children?: ReactNode;
}) {
  const text = describeAction(action, words);
  return (
    <button
      type="button"
      className={primary ? 'button' : 'button secondary'}
      disabled={busy}
      data-action={actionKey(action)}
      data-testid={`action-${action.type}`}
      aria-label={children ? text : undefined}
      title={children ? text : undefined}
      onClick={() => onAct(action)}
    >
      {children ?? text}
    </button>
  );
}
