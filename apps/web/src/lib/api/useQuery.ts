'use client';

import { useCallback, useEffect, useState } from 'react';
import { useApi } from './ApiProvider';

export interface QueryState<T> {
  readonly data: T | undefined;
  readonly error: unknown;
  readonly loading: boolean;
  refetch(): void;
  /** Replaces the data in place (live updates). */
  update(change: (data: T) => T): void;
}

/**
 * A GraphQL query run in the browser with the user's token; it runs again when the variables or
 * the user change. Old data stays on screen while a refetch runs, so nothing jumps.
 */
export function useQuery<T>(
  query: string,
  variables: Record<string, unknown> = {},
  options: { skip?: boolean } = {},
): QueryState<T> {
  const { request, sessionLoading } = useApi();
  const key = JSON.stringify(variables);
  const skip = options.skip ?? false;
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(!skip);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (skip || sessionLoading) return;
    const controller = new AbortController();
    setLoading(true);
    request<T>(query, JSON.parse(key) as Record<string, unknown>, controller.signal).then(
      (result) => {
        setData(result);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [query, key, request, skip, sessionLoading, version]);

  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  const update = useCallback((change: (current: T) => T) => {
    setData((current) => (current === undefined ? current : change(current)));
  }, []);
  return { data, error, loading, refetch, update };
}
