'use client';

import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from './ApiProvider';
import { graphqlRequest, operationName, type ApiDocument, type ApiError } from './request';
import { socketOperation } from './socketOperation';

/**
 * The app's data hooks: TanStack Query over the typed documents. A query's key is its operation's
 * name, its variables and the viewer (each user sees their own answers: views, seats, tickets).
 */

/** The cache key of one operation with these variables, for the signed-in viewer. */
export function apiQueryKey(document: ApiDocument<unknown, never>, variables: object, viewer: string | null) {
  return [operationName(document), variables, viewer] as const;
}

/** Writes cached answers: live updates and mutation answers land here. */
export function useApiCache() {
  const client = useQueryClient();
  const { handle } = useApi();
  const keyOf = useCallback(
    <Result, Variables extends object>(document: ApiDocument<Result, Variables>, variables: Variables) =>
      apiQueryKey(document as ApiDocument<unknown, never>, variables, handle) as QueryKey,
    [handle],
  );
  const update = useCallback(
    <Result, Variables extends object>(
      document: ApiDocument<Result, Variables>,
      variables: Variables,
      change: (current: Result | undefined) => Result | undefined,
    ) => client.setQueryData<Result>(keyOf(document, variables), change),
    [client, keyOf],
  );
  /** Changes every page read so far of a connection read with `useApiConnection` (./connections). */
  const updatePages = useCallback(
    <Result, Variables extends object>(
      document: ApiDocument<Result, Variables>,
      variables: Variables,
      change: (pages: readonly Result[]) => Result[],
    ) =>
      client.setQueryData<InfiniteData<Result, string | null>>(keyOf(document, variables), (data) =>
        data ? { ...data, pages: change(data.pages) } : data,
      ),
    [client, keyOf],
  );
  return { keyOf, update, updatePages };
}

export interface ApiQueryOptions {
  /** False: do not ask (yet). */
  readonly enabled?: boolean;
  /** Ask again every so many milliseconds. */
  readonly refetchInterval?: number | false;
}

/**
 * One query, run with the user's token once the session is known, and again when the variables or
 * the user change. The previous answer stays on screen while the next one loads, so nothing jumps.
 */
export function useApiQuery<Result, Variables extends object>(
  document: ApiDocument<Result, Variables>,
  variables: Variables,
  options: ApiQueryOptions = {},
): UseQueryResult<Result, ApiError> {
  const { config, token, handle, sessionEnded } = useApi();
  return useQuery<Result, ApiError>({
    queryKey: apiQueryKey(document, variables, handle),
    queryFn: ({ signal }) =>
      graphqlRequest(config.apiUrl, document, variables, { token, signal, onTokenRejected: sessionEnded }),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
    ...(options.refetchInterval !== undefined ? { refetchInterval: options.refetchInterval } : {}),
  });
}

/** One mutation with the user's token. */
export function useApiMutation<Result, Variables extends object, Context = unknown>(
  document: ApiDocument<Result, Variables>,
  options: Omit<UseMutationOptions<Result, ApiError, Variables, Context>, 'mutationFn'> & {
    /** Send it on the WebSocket while that is connected (moves, which come often), else over HTTP. */
    readonly onSocket?: boolean;
  } = {},
): UseMutationResult<Result, ApiError, Variables, Context> {
  const { config, token, sessionEnded, ws, connected } = useApi();
  const { onSocket = false, ...mutation } = options;
  return useMutation<Result, ApiError, Variables, Context>({
    ...mutation,
    mutationFn: (variables) =>
      onSocket && ws && connected
        ? socketOperation(ws, document, variables, sessionEnded)
        : graphqlRequest(config.apiUrl, document, variables, { token, onTokenRejected: sessionEnded }),
  });
}
