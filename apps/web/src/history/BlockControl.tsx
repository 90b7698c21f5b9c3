'use client';

import { useState } from 'react';
import { ErrorNote } from '@/components/Status';
import { useApi } from '@/lib/api/ApiProvider';
import { BLOCK_PLAYER, UNBLOCK_PLAYER } from '@/lib/api/operations';

/**
 * "Never match me with this player" in ranked queues, and its undo. The API does not say whom you
 * blocked, so both are offered and the answer is reported.
 */
export function BlockControl({ handle }: { handle: string }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const run = async (block: boolean) => {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      if (block) {
        await api.request<{ blockPlayer: boolean }>(BLOCK_PLAYER, { handle });
        setNote(`You will not be matched with ${handle} in ranked queues.`);
      } else {
        const answer = await api.request<{ unblockPlayer: boolean }>(UNBLOCK_PLAYER, { handle });
        setNote(
          answer.unblockPlayer
            ? `${handle} may be matched with you again.`
            : `You had not blocked ${handle}.`,
        );
      }
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="block-control">
      <summary>Ranked matchmaking</summary>
      <div className="block-control-body">
        <div className="button-row">
          <button
            type="button"
            className="button small secondary"
            disabled={busy}
            onClick={() => void run(true)}
          >
            Never match me with {handle}
          </button>
          <button
            type="button"
            className="button small secondary"
            disabled={busy}
            onClick={() => void run(false)}
          >
            Allow again
          </button>
        </div>
        <p className="small" aria-live="polite">
          {note}
        </p>
        {error ? <ErrorNote error={error} /> : null}
      </div>
    </details>
  );
}
