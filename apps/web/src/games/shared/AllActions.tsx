'use client';

import { actionKey } from '@brethren/engine/core';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

export interface AllActionsProps<A> {
  readonly actions: readonly A[];
  /** The action in words, as its button reads. */
  readonly describe: (action: A) => string;
  readonly busy: boolean;
  /** Sends the action unchanged. */
  readonly onAct: (action: A) => void;
}

/**
 * Every legal action as a plain list of buttons behind a toggle, keyed by `actionKey` like the
 * table's own controls: a fallback beside them, for keyboard and screen-reader users who prefer
 * words and for programs driving the page. Built only while open, since it can be long.
 */
export function AllActions<A>({ actions, describe, busy, onAct }: AllActionsProps<A>) {
  const t = useTranslations('table.allActions');
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="all-moves" data-testid="all-actions">
      <button
        type="button"
        className="link-button small"
        aria-expanded={open}
        aria-controls={listId}
        data-testid="all-actions-toggle"
        onClick={() => setOpen(!open)}
      >
        {open ? t('hide', { count: actions.length }) : t('show', { count: actions.length })}
      </button>
      {open ? (
        <ul className="button-list" id={listId}>
          {actions.map((action) => (
            <li key={actionKey(action)}>
              <button
                type="button"
                className="link-button"
                disabled={busy}
                data-testid="legal-action"
                data-action={actionKey(action)}
                onClick={() => onAct(action)}
              >
                {describe(action)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
