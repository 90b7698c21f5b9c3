'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiCache } from './queries';
import type { ApiDocument } from './request';

/**
 * A mutation's answer written into every page of a list (see `useApiCache().updatePages`). A read of
 * the list under way began before the mutation, and would put the list back as it was when it
 * lands: it is cancelled before the write, and the list read afresh after. Not for live updates:
 * they come too often to cancel reads for, and a list that kept being cancelled would never load.
 * Its own module: only the pages that change a list by a mutation (account, moderation) load it.
 */
export function useAnswerPages() {
  const client = useQueryClient();
  const { keyOf, updatePages } = useApiCache();
  return useCallback(
    async <Result, Variables extends object>(
      document: ApiDocument<Result, Variables>,
      variables: Variables,
      change: (pages: readonly Result[]) => Result[],
    ) => {
      const queryKey = keyOf(document, variables);
      const reading = client.isFetching({ queryKey, exact: true }) > 0;
      if (reading) await client.cancelQueries({ queryKey, exact: true });
      updatePages(document, variables, change);
      if (reading) void client.invalidateQueries({ queryKey, exact: true });
    },
    [client, keyOf, updatePages],
  );
}
