'use client';

import { useTranslations } from 'next-intl';

/** The id Next.js gives an error thrown on the server, which its log shows next to the error. */
function digestOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('digest' in error)) return null;
  return typeof error.digest === 'string' ? error.digest : null;
}

/**
 * What a page that failed to draw shows instead: what happened, that no match was lost, and the two
 * ways on — draw it again, or leave for the lobby. The lobby link reloads the whole app, since what
 * broke may be in the state the app holds.
 */
export function Crash({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('crash');
  const digest = digestOf(error);
  return (
    <section className="panel crash" role="alert" data-testid="crash">
      <title>{t('title')}</title>
      <h1>{t('heading')}</h1>
      <p>{t('text')}</p>
      <p className="crash-ways">
        <button type="button" className="button" onClick={retry} data-testid="crash-retry">
          {t('retry')}
        </button>
        <a href="/">{t('lobby')}</a>
      </p>
      {digest ? <p className="muted small">{t('reference', { digest })}</p> : null}
    </section>
  );
}
