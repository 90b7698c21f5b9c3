'use client';

import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from './ApiProvider';
import { apiQueryKey, type ApiQueryOptions } from './queries';
import { graphqlRequest, type ApiDocument, type ApiError } from './request';

/**
 * The API's lists that can grow are Relay connections: a page of `edges` (each with its `node`)
 * and a `pageInfo` telling whether more follow and the cursor to continue from. These helpers
 * read and edit connections as the app's operations select them, page by page, and
 * `useApiConnection` reads one (here rather than in ./queries: a page that reads no connection
 * carries no infinite query).
 */

/** One page of a connection, as the app's operations select it. */
export interface ConnectionPage<Node> {
  readonly edges: readonly { readonly node: Node }[];
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor?: string | null };
}

/** Where the page after this one starts; null at the end of the list. */
export function nextCursor(connection: ConnectionPage<unknown>): string | null {
  return connection.pageInfo.hasNextPage ? (connection.pageInfo.endCursor ?? null) : null;
}

/** Every node of the pages read so far, in order. */
export function nodesOf<Node>(pages: readonly ConnectionPage<Node>[]): Node[] {
  return pages.flatMap((page) => page.edges.map((edge) => edge.node));
}

/** The same page holding `nodes` instead (a live update or a mutation's answer put in). */
export function withNodes<Node, Page extends ConnectionPage<Node>>(page: Page, nodes: readonly Node[]): Page {
  return { ...page, edges: nodes.map((node) => ({ node })) };
}

/**
 * A connection read page by page: `pageVariables(cursor)` are the variables of the page after
 * `cursor` (null: the first page), `nextCursor(page)` the cursor to continue from, if any.
 */
export function useApiInfiniteQuery<Result, Variables extends object>(
  document: ApiDocument<Result, Variables>,
  variables: Variables,
  pageVariables: (cursor: string | null) => Variables,
  nextCursor: (page: Result) => string | null | undefined,
  options: Pick<ApiQueryOptions, 'enabled'> = {},
): UseInfiniteQueryResult<InfiniteData<Result, string | null>, ApiError> {
  const { config, token, handle, sessionEnded } = useApi();
  return useInfiniteQuery({
    queryKey: apiQueryKey(document as ApiDocument<unknown, never>, variables, handle),
    queryFn: ({ signal, pageParam }) =>
      graphqlRequest(config.apiUrl, document, pageVariables(pageParam), {
        token,
        signal,
        onTokenRejected: sessionEnded,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page: Result) => nextCursor(page) ?? undefined,
    enabled: options.enabled ?? true,
  });
}

/**
 * One connection of the API read page by page (the document takes `$after`): the pages' nodes in
 * order, and `fetchNextPage` for a "more" button while `hasNextPage`. `connectionOf` picks the
 * connection out of an answer; keep it stable (a module-level function).
 */
export function useApiConnection<Result, Variables extends object, Node>(
  document: ApiDocument<Result, Variables>,
  variables: Variables,
  connectionOf: (page: Result) => ConnectionPage<Node>,
  options: Pick<ApiQueryOptions, 'enabled'> = {},
) {
  const query = useApiInfiniteQuery(
    document,
    variables,
    (after) => (after === null ? variables : { ...variables, after }),
    (page) => nextCursor(connectionOf(page)),
    options,
  );
  const { data } = query;
  const nodes = useMemo(() => (data ? nodesOf(data.pages.map(connectionOf)) : []), [data, connectionOf]);
  return { ...query, nodes };
}
