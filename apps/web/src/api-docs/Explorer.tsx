'use client';

import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/webpack';
import 'graphiql/style.css';
import { getIntrospectionQuery } from 'graphql';
import { createClient } from 'graphql-ws';
import { useEffect, useMemo } from 'react';
import { EXAMPLE_QUERY } from './examples';

/**
 * GraphiQL, bundled with the app (no CDN): queries go to the public API with the user's token in
 * the Authorization header, subscriptions over graphql-ws with it in the connection parameters.
 */
export default function Explorer({
  apiUrl,
  wsUrl,
  token,
}: {
  apiUrl: string;
  wsUrl: string;
  token: string | null;
}) {
  const wsClient = useMemo(
    () =>
      createClient({
        url: wsUrl,
        lazy: true,
        connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      }),
    [wsUrl, token],
  );
  useEffect(() => () => void wsClient.dispose(), [wsClient]);
  const fetcher = useMemo<Fetcher>(() => {
    const base = createGraphiQLFetcher({ url: apiUrl, wsClient, enableIncrementalDelivery: false });
    // The API refuses documents deeper than 15 levels; GraphiQL's default introspection nests type
    // references 9 deep (21 levels). Five levels of `ofType` cover this schema's deepest type,
    // Tortuga's `[[TortugaVoteCard!]!]!`.
    return (params, options) =>
      base(
        params.operationName === 'IntrospectionQuery'
          ? { ...params, query: getIntrospectionQuery({ typeDepth: 5, inputValueDeprecation: true }) }
          : params,
        options,
      );
  }, [apiUrl, wsClient]);
  const headers = token ? JSON.stringify({ Authorization: `Bearer ${token}` }, null, 2) : '{}';
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={EXAMPLE_QUERY}
      initialHeaders={headers}
      defaultHeaders={headers}
      shouldPersistHeaders={false}
      defaultEditorToolsVisibility={token ? 'headers' : false}
    />
  );
}
