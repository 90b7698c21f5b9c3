import type { ReactNode } from 'react';
import { errorCode, errorMessage } from '@/lib/api/request';

/** A loading line that keeps its place. */
export function Loading({ children = 'Loading…' }: { children?: ReactNode }) {
  return (
    <p className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {children}
    </p>
  );
}

/** An error in words, with the API's code where there is one. */
export function ErrorNote({ error, title }: { error: unknown; title?: string }) {
  const code = errorCode(error);
  return (
    <div className="error-note" role="alert">
      {title ? <strong>{title} </strong> : null}
      {errorMessage(error)}
      {code ? <code className="error-code">{code}</code> : null}
    </div>
  );
}

export function StatusBadge({ status }: { status: string }) {
  const label =
    status === 'OPEN'
      ? 'Open table'
      : status === 'ACTIVE'
        ? 'Live'
        : status === 'FINISHED'
          ? 'Finished'
          : 'Closed';
  return <span className={`badge status-${status.toLowerCase()}`}>{label}</span>;
}

export function formatDate(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}
