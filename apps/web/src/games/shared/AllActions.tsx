'use client';

import { useId, useState } from 'react';

export interface AllActionsProps<A> {
  readonly actions: readonly A[];
  /** The action in words, as its button reads. */
  readonly describe: (action: A) => string;
  /** A stable key per action (the table's own controls carry the same key). */
  readonly keyOf: (action: A) => string;
  readonly busy: boolean;
  /** Sends the action unchanged. */
  readonly onAct: (action: A) => void;
}

/**
 * Every legal action as a plain list of buttons, behind a toggle: a fallback beside the table's
 * own controls, for keyboard and screen-reader users who prefer words and for programs driving
 * the page. Built only while open, since it can be long.
 */
export function AllActions<A>({ actions, describe, keyOf, busy, onAct }: AllActionsProps<A>) {
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
        {open ? 'Hide' : 'Show'} every legal action ({actions.length})
      </button>
      {open ? (
        <ul className="button-list" id={listId}>
          {actions.map((action) => (
            <li key={keyOf(action)}>
              <button
                type="button"
                className="link-button"
                disabled={busy}
                data-testid="legal-action"
                data-action={keyOf(action)}
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
