'use client';

import { useCallback, useEffect, useState } from 'react';

/** How long an acted table waits for its own update before reading the match over HTTP. */
export const AWAIT_UPDATE_MS = 3000;

/**
 * An action's answer carries only its seq: the new position comes once, through the table's own
 * `matchUpdated` subscription. Until the shown match reaches that seq the table stays pending (its
 * buttons off), so the old position never flickers back and no second action goes out at a stale
 * seq. If the update does not come in time (the connection is down), the match is read over HTTP.
 */
export function useAwaitedSeq(
  shownSeq: number | null,
  refresh: () => Promise<void>,
  waitMs = AWAIT_UPDATE_MS,
): { readonly pending: boolean; readonly awaitSeq: (seq: number) => void } {
  const [awaited, setAwaited] = useState<number | null>(null);
  const pending = awaited !== null && (shownSeq ?? -1) < awaited;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      void refresh()
        .catch(() => undefined)
        .finally(() => setAwaited(null));
    }, waitMs);
    return () => clearTimeout(timer);
  }, [pending, refresh, waitMs]);
  const awaitSeq = useCallback((seq: number) => setAwaited(seq), []);
  return { pending, awaitSeq };
}
