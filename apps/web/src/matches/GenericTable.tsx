'use client';

import { useTranslations } from 'next-intl';
import type { LogEntry, MatchDetail } from '@/lib/api/types';
import { useFormats } from '@/lib/format';
import { gameName } from './names';

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
  const t = useTranslations('match.generic');
  const tc = useTranslations('common');
  const formats = useFormats();
  const toPlay = match.activeSeats.map((seat) => names[seat] ?? String(seat + 1));
  return (
    <section className="panel generic-table">
      <p>
        {t('notDrawn', { game: gameName(match.game, tc) })}{' '}
        {t('toPlay', { count: toPlay.length, names: formats.list(toPlay) })}
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
        <summary>{t('view')}</summary>
        <pre className="json">{JSON.stringify(match.viewJson, null, 2)}</pre>
      </details>
      <p className="muted small">{t('logged', { count: log.length })}</p>
    </section>
  );
}
