'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ErrorNote } from '@/components/Status';
import { useApiMutation } from '@/lib/api/queries';
import {
  BlockPlayerDocument as BlockPlayerMutation,
  UnblockPlayerDocument as UnblockPlayerMutation,
} from '@/lib/api/generated/graphql';

/**
 * "Never match me with this player" in ranked queues, and its undo. The API does not say whom you
 * blocked, so both are offered and the answer is reported.
 */
export function BlockControl({ handle }: { handle: string }) {
  const t = useTranslations('history.block');
  const [note, setNote] = useState<string | null>(null);
  const block = useApiMutation(BlockPlayerMutation, {
    onMutate: () => setNote(null),
    onSuccess: () => setNote(t('blocked', { handle })),
  });
  const unblock = useApiMutation(UnblockPlayerMutation, {
    onMutate: () => setNote(null),
    onSuccess: ({ unblockPlayer }) =>
      setNote(unblockPlayer ? t('unblocked', { handle }) : t('notBlocked', { handle })),
  });
  const busy = block.isPending || unblock.isPending;
  const error = block.error ?? unblock.error;
  const run = (blocking: boolean) => {
    block.reset();
    unblock.reset();
    (blocking ? block : unblock).mutate({ handle });
  };

  return (
    <details className="block-control">
      <summary>{t('title')}</summary>
      <div className="block-control-body">
        <div className="button-row">
          <button type="button" className="button small secondary" disabled={busy} onClick={() => run(true)}>
            {t('block', { handle })}
          </button>
          <button type="button" className="button small secondary" disabled={busy} onClick={() => run(false)}>
            {t('unblock')}
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
