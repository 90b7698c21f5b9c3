'use client';

import type { Session } from 'next-auth';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The browser's side of the web session, in place of `next-auth/react` (10 kB gzip on every page,
 * most of it a generator runtime and the server's error classes). The layout reads the session on
 * the server and hands it down; a page that signs in or out loads afresh, so the session never
 * changes under a page and needs no refetching. Signing in and out speaks NextAuth's own routes
 * (`/api/auth/…`) as its client does: a CSRF token, a form post, `json` for an answer in JSON.
 */

const AUTH = '/api/auth';

interface SessionState {
  readonly data: Session | null;
  readonly status: 'authenticated' | 'unauthenticated';
}

const SessionContext = createContext<SessionState>({ data: null, status: 'unauthenticated' });

export function SessionProvider({ session, children }: { session: Session | null; children: ReactNode }) {
  const state: SessionState = { data: session, status: session ? 'authenticated' : 'unauthenticated' };
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

/** The session the page was loaded with. */
export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** The session as the server holds it now (null when signed out). */
export async function getSession(): Promise<Session | null> {
  const response = await fetch(`${AUTH}/session`, { cache: 'no-store' });
  const session = (await response.json()) as Session | Record<string, never>;
  return 'user' in session ? (session as Session) : null;
}

async function post(route: string, fields: Record<string, string>): Promise<Response> {
  const { csrfToken } = (await (await fetch(`${AUTH}/csrf`)).json()) as { csrfToken: string };
  return fetch(`${AUTH}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, csrfToken, callbackUrl: window.location.href, json: 'true' }),
  });
}

/** What signing in answered: the error NextAuth put in its redirect, if any. */
export interface SignInResult {
  readonly ok: boolean;
  readonly error: string | null;
}

/** Signs in with a provider (`credentials`, or `guest` for a new guest account), staying on the page. */
export async function signIn(
  credentials: Record<string, string>,
  provider: 'credentials' | 'guest' = 'credentials',
): Promise<SignInResult> {
  const response = await post(`callback/${provider}`, credentials);
  const { url } = (await response.json()) as { url: string };
  return { ok: response.ok, error: new URL(url, window.location.href).searchParams.get('error') };
}

/**
 * Has the server read the session's account afresh (NextAuth's `update`: its handle after a guest
 * claimed the account), then loads the page again so everything on it names the account anew.
 */
export async function refreshSession(): Promise<void> {
  const { csrfToken } = (await (await fetch(`${AUTH}/csrf`)).json()) as { csrfToken: string };
  await fetch(`${AUTH}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ csrfToken, data: {} }),
  });
  window.location.reload();
}

/** Ends the web session; then goes to `callbackUrl`, unless `redirect` is false. */
export async function signOut({
  redirect = true,
  callbackUrl = window.location.href,
}: { redirect?: boolean; callbackUrl?: string } = {}): Promise<void> {
  await post('signout', {});
  if (redirect) window.location.assign(callbackUrl);
}
