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

function isGraphQLErrorList(error: unknown): error is { message: string; extensions?: { code?: string } }[] {
  return Array.isArray(error);
}

/**
 * Subscribes to a typed subscription document, and subscribes again after a lost connection with
 * fresh variables (so a match feed resumes with `sinceSeq` = the last seq seen). The graphql-ws
 * client itself does not retry: a client retry would resend the first variables. Errors the API
 * sends (a match that does not exist, a bad document) are final. Returns the function that stops
 * it all.
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
    dispose = client.subscribe<T>(
      { query, variables: variables() },
      {
        next: (value: ExecutionResult<T>) => {
          if (value.data) {
            attempt = 0;
            handlers.status?.('live');
            handlers.next(value.data);
          }
        },
        error: (error: unknown) => {
          if (settled || stopped) return;
          settled = true;
          if (isGraphQLErrorList(error)) {
            handlers.status?.('failed', error[0]?.message ?? 'the subscription was refused');
            return;
          }
          retry();
        },
        complete: () => {
          settled = true;
        },
      },
    );
  };

  const retry = () => {
    attempt += 1;
    handlers.status?.('reconnecting');
    timer = setTimeout(() => {
      timer = null;
      void Promise.resolve(handlers.beforeResubscribe?.())
        .catch(() => undefined)
        .then(start);
    }, backoff(attempt));
  };

  start();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    if (settleTimer) clearTimeout(settleTimer);
    dispose?.();
  };
}
