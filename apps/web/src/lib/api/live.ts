import type { Client, ExecutionResult } from 'graphql-ws';
import { documentText, type ApiDocument } from './request';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'failed';

export interface LiveHandlers<T> {
  next(data: T): void;
  /** Connection state, for a quiet indicator in the UI. */
  status?(status: LiveStatus, detail?: string): void;
  /** Before each resubscription after a lost connection: catch up over HTTP if needed. */
  beforeResubscribe?(): Promise<void> | void;
  /**
   * Shortly after each (re)subscription. graphql-ws does not acknowledge a subscription, so what
   * changed while it was being set up (a table started, a seat taken) can only be read over HTTP.
   */
  afterSubscribe?(): Promise<void> | void;
}

/** How long after subscribing `afterSubscribe` runs. */
export const SETTLE_MS = 800;

/** Delay before the n-th reconnection attempt (1 s, 2 s, 4 s, … up to 10 s). */
export function backoff(attempt: number): number {
  return Math.min(10_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

interface ApiRefusal {
  readonly message: string;
  readonly extensions?: Readonly<Record<string, unknown>>;
}

function isGraphQLErrorList(error: unknown): error is ApiRefusal[] {
  return Array.isArray(error);
}

/**
 * How long the API asked to wait before the same subscription can succeed, or null if its refusal is
 * final. A refusal for now (the database briefly away, a rate limit) says `retryAfterSeconds`; one
 * for good (no such match, a bad document) does not.
 */
function retryAfterMs(errors: readonly ApiRefusal[]): number | null {
  const waits = errors.map((error) => error.extensions?.['retryAfterSeconds']);
  if (waits.length === 0 || !waits.every((wait): wait is number => typeof wait === 'number')) return null;
  return Math.max(...waits) * 1000;
}

/**
 * Subscribes to a typed subscription document, and subscribes again after a lost connection with
 * fresh variables (so a match feed resumes with `sinceSeq` = the last seq seen). The graphql-ws
 * client itself does not retry: a client retry would resend the first variables. Errors the API
 * sends are final (a match that does not exist, a bad document), except a refusal for now (an
 * outage, a rate limit: it says `retryAfterSeconds`), after which it subscribes again no sooner
 * than asked. Returns the function that stops it all.
 */
export function subscribeLive<T, Variables extends Record<string, unknown>>(
  client: Client,
  document: ApiDocument<T, Variables>,
  variables: () => Variables,
  handlers: LiveHandlers<T>,
): () => void {
  const query = documentText(document);
  let stopped = false;
  let attempt = 0;
  let dispose: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let settleTimer: ReturnType<typeof setTimeout> | null = null;

  const start = () => {
    if (stopped) return;
    handlers.status?.(attempt === 0 ? 'connecting' : 'reconnecting');
    if (handlers.afterSubscribe) {
      if (settleTimer) clearTimeout(settleTimer);
      settleTimer = setTimeout(() => {
        settleTimer = null;
        if (!stopped) void Promise.resolve(handlers.afterSubscribe?.()).catch(() => undefined);
      }, SETTLE_MS);
    }
    let settled = false;
    const refused = (errors: readonly ApiRefusal[]) => {
      if (settled || stopped) return;
      settled = true;
      // Ended here too, in case the API's refusal did not end it.
      dispose?.();
      const wait = retryAfterMs(errors);
      if (wait === null) handlers.status?.('failed', errors[0]?.message ?? 'the subscription was refused');
      else retry(wait);
    };
    dispose = client.subscribe<T>(
      { query, variables: variables() },
      {
        next: (value: ExecutionResult<T>) => {
          if (value.data) {
            attempt = 0;
            handlers.status?.('live');
            handlers.next(value.data);
          } else if (value.errors?.length) {
            // Refused as it started (the match cannot be read now, or at all): graphql-ws sends
            // the errors as a result, then completes.
            refused(value.errors);
          }
        },
        error: (error: unknown) => {
          if (isGraphQLErrorList(error)) {
            refused(error);
            return;
          }
          if (settled || stopped) return;
          settled = true;
          retry(0);
        },
        complete: () => {
          settled = true;
        },
      },
    );
  };

  /** Subscribes again after the backoff, or after `atLeastMs` if the API asked for longer. */
  const retry = (atLeastMs: number) => {
    attempt += 1;
    handlers.status?.('reconnecting');
    timer = setTimeout(
      () => {
        timer = null;
        void Promise.resolve(handlers.beforeResubscribe?.())
          .catch(() => undefined)
          .then(start);
      },
      Math.max(atLeastMs, backoff(attempt)),
    );
  };

  start();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    if (settleTimer) clearTimeout(settleTimer);
    dispose?.();
  };
}
