'use client';

import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import 'graphiql/setup-workers/webpack';
import 'graphiql/style.css';
import { getIntrospectionQuery } from 'graphql';
import { createClient } from 'graphql-ws';
import { useEffect, useMemo } from 'react';
import { exampleQuery } from './examples';

/**
 * GraphiQL, bundled with the app (no CDN): queries go to the public API with the user's token in
 * the Authorization header, subscriptions over graphql-ws with it in the connection parameters. The
 * fetcher adds the header itself, so the Headers pane (visible to anyone watching a shared screen)
 * never holds the token; the page offers it behind a reveal (`TokenReveal`).
 */
export default function Explorer({
  apiUrl,
  wsUrl,
  token,
  comment,
}: {
  apiUrl: string;
  wsUrl: string;
  token: string | null;
  /** The line above the example query, in the reader's language. */
  comment: string;
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
    const base = createGraphiQLFetcher({
      url: apiUrl,
      wsClient,
      enableIncrementalDelivery: false,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
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
  }, [apiUrl, wsClient, token]);
  return <GraphiQL fetcher={fetcher} defaultQuery={exampleQuery(comment)} shouldPersistHeaders={false} />;
}
