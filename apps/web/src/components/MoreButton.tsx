'use client';

import { useTranslations } from 'next-intl';
import { ErrorNote } from './Status';

/** What a "more" button needs of a list read page by page (`useApiConnection`). */
export interface PagedList {
  readonly data: unknown;
  readonly error: unknown;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
}

/**
 * Reads the next page of a list, while there is one. A page that failed after the first says why
 * here, under the list (the first page's error stands for the whole list where it is shown).
 */
export function MoreButton({ list, label, testId }: { list: PagedList; label: string; testId?: string }) {
  const t = useTranslations('common');
  return (
    <>
      {list.data && list.error ? <ErrorNote error={list.error} /> : null}
      {list.hasNextPage ? (
        <button
          type="button"
          className="button secondary small more-button"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          data-testid={testId}
        >
          {list.isFetchingNextPage ? t('loading') : label}
        </button>
      ) : null}
    </>
  );
}
