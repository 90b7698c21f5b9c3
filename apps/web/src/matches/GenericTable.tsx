'use client';

import type { LogEntry, MatchDetail } from '@/lib/api/types';

/**
 * A table for a game this app cannot draw yet: whose turn, the viewer's view as JSON and every
 * legal action as a button, so a match can still be followed and played.
 */
export function GenericTable({
  match,
  names,
  log,
  busy,
  onAct,
}: {
  match: MatchDetail;
  names: readonly string[];
  log: readonly LogEntry[];
  busy: boolean;
  onAct: (action: unknown) => void;
}) {
  return (
    <section className="panel generic-table">
      <p>
        The {match.game.name} table is not drawn yet; this is its raw view. To play:{' '}
        {match.activeSeats.map((seat) => names[seat] ?? `seat ${seat + 1}`).join(', ') || 'nobody'}.
      </p>
      {match.legalActions.length > 0 ? (
        <ul className="button-list">
          {match.legalActions.map((action) => (
            <li key={JSON.stringify(action)}>
              <button
                type="button"
                className="button secondary"
                disabled={busy}
                onClick={() => onAct(action)}
              >
                <code>{JSON.stringify(action)}</code>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <details>
        <summary>View (JSON)</summary>
        <pre className="json">{JSON.stringify(match.viewJson, null, 2)}</pre>
      </details>
      <p className="muted small">{log.length} logged actions.</p>
    </section>
  );
}
