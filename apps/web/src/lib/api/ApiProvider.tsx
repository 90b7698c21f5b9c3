'use client';

import { createClient, type Client } from 'graphql-ws';
import { useSession } from 'next-auth/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ClientConfig } from '../config';
import { graphqlRequest } from './request';

export interface Api {
  readonly config: ClientConfig;
  /** The bearer token of the signed-in user, or null. */
  readonly token: string | null;
  /** The signed-in user's handle, or null. */
  readonly handle: string | null;
  /** Whether the session is still being read. */
  readonly sessionLoading: boolean;
  request<T>(query: string, variables?: Record<string, unknown>, signal?: AbortSignal): Promise<T>;
  /** A graphql-ws client for this user (connects lazily, on the first subscription). */
  readonly ws: Client | null;
  /** Whether the socket is connected now. */
  readonly connected: boolean;
}

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  const { data: session, status } = useSession();
  const token = session?.apiToken ?? null;
  const handle = session?.user?.handle ?? null;
  const [ws, setWs] = useState<Client | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const client = createClient({
      url: config.wsUrl,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      lazy: true,
      // `subscribeLive` resubscribes itself, with fresh variables.
      retryAttempts: 0,
      keepAlive: 15_000,
      on: {
        connected: () => setConnected(true),
        closed: () => setConnected(false),
      },
    });
    setWs(client);
    return () => {
      setWs(null);
      void client.dispose();
    };
  }, [config.wsUrl, token]);

  const request = useCallback(
    <T,>(query: string, variables: Record<string, unknown> = {}, signal?: AbortSignal) =>
      graphqlRequest<T>(config.apiUrl, query, variables, token, signal ? { signal } : {}),
    [config.apiUrl, token],
  );

  const value = useMemo<Api>(
    () => ({ config, token, handle, sessionLoading: status === 'loading', request, ws, connected }),
    [config, token, handle, status, request, ws, connected],
  );
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}
