'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { errorWords } from '@/lib/errorWords';

/** A loading line that keeps its place. */
export function Loading({ children }: { children?: ReactNode }) {
  const t = useTranslations('common');
  return (
    <p className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {children ?? t('loading')}
    </p>
  );
}

/**
 * An error in words (see `errorWords`): what happened in the reader's language, and the API's own
 * message where it says more (which field) — in English, as the API sends it. The API's code is
 * for bug reports and tests (`data-error-code`), never shown: a person reads words.
 */
export function ErrorNote({ error, title, testId }: { error: unknown; title?: string; testId?: string }) {
  const te = useTranslations('errors');
  const words = errorWords(error, te);
  return (
    <div className="error-note" role="alert" data-testid={testId} data-error-code={words.code ?? undefined}>
      {title ? <strong>{title} </strong> : null}
      {words.text}
      {words.detail ? (
        <span className="error-detail" lang="en">
          {words.detail}
        </span>
      ) : null}
    </div>
  );
}

/** A match's status as a badge: open table, live, finished or closed. */
export function StatusBadge({ status }: { status: string }) {
  const t = useTranslations('common');
  return <span className={`badge status-${status.toLowerCase()}`}>{t('status', { status })}</span>;
}
