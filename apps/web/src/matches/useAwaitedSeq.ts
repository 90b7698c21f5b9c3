'use client';

import { useCallback, useState } from 'react';
import type { LiveStatus } from '@/lib/api/live';

/**
 * An action's answer carries only its seq: the new position comes through the table's own
 * `matchUpdated` subscription. Sent on the WebSocket that follows the match, the answer comes after
 * that update (the server writes the move's update to the connection first), so the table already
 * shows it. Sent over HTTP while the socket was away, the update comes with the snapshot of the
 * resubscription, which resumes from the last seq held. Until the shown match reaches the answer's
 * seq the table stays pending (its buttons off), so the old position never flickers back and no
 * second action goes out at a stale seq; a subscription that failed for good brings nothing more,
 * and stops the wait.
 */
export function useAwaitedSeq(
  shownSeq: number | null,
  live: LiveStatus,
): { readonly pending: boolean; readonly awaitSeq: (seq: number) => void } {
  const [awaited, setAwaited] = useState<number | null>(null);
  const pending = awaited !== null && (shownSeq ?? -1) < awaited && live !== 'failed';
  const awaitSeq = useCallback((seq: number) => setAwaited(seq), []);
  return { pending, awaitSeq };
}
