'use client';

import { createClient, type Client } from 'graphql-ws';
import { signOut, useSession } from '@/auth/client';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ClientConfig } from '../config';
import { graphqlRequest, type ApiDocument, type VariablesOf } from './request';
import { sessionEndedUrl } from './sessionEnded';

/** A typed request with the signed-in user's token. */
export type ApiRequest = <Result, Variables>(
  document: ApiDocument<Result, Variables>,
  ...rest: [...VariablesOf<Variables>, signal?: AbortSignal]
) => Promise<Result>;

export interface Api {
  readonly config: ClientConfig;
  /** The bearer token of the signed-in user, or null. */
  readonly token: string | null;
  /** The signed-in user's handle, or null. */
  readonly handle: string | null;
  /** Whether the signed-in account is a guest's (it may claim it; no ranked play, no chat). */
  readonly guest: boolean;
  /** One operation over HTTP, as this user. */
  readonly request: ApiRequest;
  /** A graphql-ws client for this user (connects lazily, on the first subscription). */
  readonly ws: Client | null;
  /** Whether the socket is connected now. */
  readonly connected: boolean;
  /**
   * The API refused this session's token (it expired, or was ended from another device): sign out
   * of the web app and go to the sign-in page, which says so. Requests call it by themselves.
   */
  readonly sessionEnded: () => void;
  /**
   * This page is about to end its own session (deleting the account, signing out everywhere), and
   * leaves by itself once the API says so: meanwhile the token's refusal (the socket is closed at
   * once) is expected, not news from another device. False again if the request failed.
   */
  readonly expectSessionEnd: (expected: boolean) => void;
}

/** graphql-ws's close code for a connection refused or ended for its token. */
const FORBIDDEN = 4403;

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ config, children }: { config: ClientConfig; children: ReactNode }) {
  const { data: session } = useSession();
  const token = session?.apiToken ?? null;
  const handle = session?.user?.handle ?? null;
  const guest = session?.user?.guest ?? false;
  const [ws, setWs] = useState<Client | null>(null);
  const [connected, setConnected] = useState(false);
  const ending = useRef(false);
  const endExpected = useRef(false);
  const expectSessionEnd = useCallback((expected: boolean) => {
    endExpected.current = expected;
  }, []);

  const sessionEnded = useCallback(() => {
    if (ending.current || endExpected.current) return;
    ending.current = true;
    const here = `${window.location.pathname}${window.location.search}`;
    void signOut({ redirect: false }).finally(() => window.location.assign(sessionEndedUrl(here)));
  }, []);

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
        closed: (event) => {
          setConnected(false);
          if (token && (event as { code?: number } | null)?.code === FORBIDDEN) sessionEnded();
        },
      },
    });
    setWs(client);
    return () => {
      setWs(null);
      // Disposing while a connection attempt fails rejects with that attempt's close event: nothing
      // is left to clean up then.
      void Promise.resolve(client.dispose()).catch(() => undefined);
    };
  }, [config.wsUrl, token, sessionEnded]);

  const request = useCallback<ApiRequest>(
    <Result, Variables>(
      document: ApiDocument<Result, Variables>,
      ...rest: [...VariablesOf<Variables>, signal?: AbortSignal]
    ) => {
      const [variables, signal] = rest as unknown as [Variables | undefined, AbortSignal | undefined];
      return graphqlRequest(config.apiUrl, document, variables, {
        token,
        onTokenRejected: sessionEnded,
        ...(signal ? { signal } : {}),
      });
    },
    [config.apiUrl, token, sessionEnded],
  );

  const value = useMemo<Api>(
    () => ({
      config,
      token,
      handle,
      guest,
      request,
      ws,
      connected,
      sessionEnded,
      expectSessionEnd,
    }),
    [config, token, handle, guest, request, ws, connected, sessionEnded, expectSessionEnd],
  );
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}
