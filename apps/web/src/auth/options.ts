import { randomBytes } from 'node:crypto';
import type { AuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { internalApiUrl } from '../lib/config';
import { ApiError, graphqlRequest } from '../lib/api/request';
import { apiHeadersFor, requesterOf, type Requester } from './clientAddress';
import { encodeAuthFailure } from './failure';
import { deviceName } from './device';
import {
  SignUpDocument as SignUpMutation,
  SignInDocument as SignInMutation,
  StartGuestDocument as StartGuestMutation,
  SessionMeDocument as SessionMeQuery,
  SignOutDocument as SignOutMutation,
} from '../lib/api/generated/graphql';

/**
 * NextAuth with a credentials provider backed by the API's `signIn` / `signUp` mutations, and one
 * for guests (`startGuest`: nothing to type, an account to play bots at once). The API
 * bearer token those return lives in the (encrypted) NextAuth JWT, and the session hands it to the
 * browser, which uses it for every GraphQL request and the WebSocket: the web server is only the
 * door keeper, never a proxy.
 */

const globalSecret = globalThis as { __brethrenAuthSecret?: string };

/**
 * NEXTAUTH_SECRET from the environment; otherwise one generated for this process (sessions then end
 * when it restarts). `npm start` passes a generated secret kept under .data/, so it needs no setup.
 */
export function authSecret(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env['NEXTAUTH_SECRET'];
  if (configured) return configured;
  if (!globalSecret.__brethrenAuthSecret) {
    globalSecret.__brethrenAuthSecret = randomBytes(32).toString('base64url');
    if (env['NEXT_PHASE'] !== 'phase-production-build')
      console.warn('brethren-web: NEXTAUTH_SECRET is not set; using a secret generated for this process');
  }
  return globalSecret.__brethrenAuthSecret;
}

// Without NEXTAUTH_URL, NextAuth 4 trusts the Host header (a self-hosted app on localhost).
if (!process.env['NEXTAUTH_URL'] && !process.env['AUTH_TRUST_HOST']) process.env['AUTH_TRUST_HOST'] = '1';

export async function authorizeWithApi(
  credentials: Record<string, string> | undefined,
  apiUrl: string = internalApiUrl(),
  requester: Requester = {},
): Promise<User> {
  // The API limits sign-ins per client address: it is told the browser's, not this server's.
  const init = { headers: apiHeadersFor(requester.address) };
  const variables = {
    handle: credentials?.['handle']?.trim() ?? '',
    password: credentials?.['password'] ?? '',
    device: deviceName(requester.userAgent),
  };
  const signingUp = credentials?.['mode'] === 'signup';
  try {
    if (signingUp) {
      const { signUp } = await graphqlRequest(apiUrl, SignUpMutation, variables, init);
      return {
        id: signUp.user.id,
        handle: signUp.user.handle,
        name: signUp.user.handle,
        apiToken: signUp.token,
        locale: signUp.user.locale ?? null,
        guest: false,
      };
    }
    const { signIn } = await graphqlRequest(apiUrl, SignInMutation, variables, init);
    return {
      id: signIn.user.id,
      handle: signIn.user.handle,
      name: signIn.user.handle,
      apiToken: signIn.token,
      locale: signIn.user.locale ?? null,
      guest: false,
    };
  } catch (error) {
    // NextAuth hands this message to the sign-in form as `error` (read back by `authFailure`).
    if (error instanceof ApiError) throw new Error(encodeAuthFailure(error));
    throw error;
  }
}

/** A new guest account, made for this browser by the API (limited per the browser's address). */
export async function startGuestWithApi(
  apiUrl: string = internalApiUrl(),
  requester: Requester = {},
): Promise<User> {
  const init = { headers: apiHeadersFor(requester.address) };
  try {
    const { startGuest } = await graphqlRequest(
      apiUrl,
      StartGuestMutation,
      { device: deviceName(requester.userAgent) },
      init,
    );
    return {
      id: startGuest.user.id,
      handle: startGuest.user.handle,
      name: startGuest.user.handle,
      apiToken: startGuest.token,
      locale: startGuest.user.locale ?? null,
      guest: true,
    };
  } catch (error) {
    if (error instanceof ApiError) throw new Error(encodeAuthFailure(error));
    throw error;
  }
}

export const authOptions: AuthOptions = {
  secret: authSecret(),
  session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: '/signin' },
  providers: [
    CredentialsProvider({
      id: 'credentials',
      name: 'Brethren',
      credentials: {
        handle: { label: 'Handle', type: 'text' },
        password: { label: 'Password', type: 'password' },
        mode: { label: 'Mode', type: 'hidden' },
      },
      authorize: (credentials, request) =>
        authorizeWithApi(credentials, internalApiUrl(), requesterOf(request.headers)),
    }),
    CredentialsProvider({
      id: 'guest',
      name: 'Guest',
      credentials: {},
      authorize: (_credentials, request) => startGuestWithApi(internalApiUrl(), requesterOf(request.headers)),
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger }) {
      if (user) {
        token.apiToken = user.apiToken;
        token.handle = user.handle;
        token.locale = user.locale;
        token.guest = user.guest;
        token.sub = user.id;
      }
      // A claimed guest account has a new handle: asked from the API, never taken from the page.
      if (trigger === 'update' && token.apiToken) {
        const { me } = await graphqlRequest(internalApiUrl(), SessionMeQuery, {}, { token: token.apiToken });
        if (me) {
          token.handle = me.handle;
          token.guest = me.guest;
        }
      }
      return token;
    },
    session({ session, token }) {
      return {
        ...session,
        apiToken: token.apiToken ?? '',
        locale: token.locale ?? null,
        user: {
          id: token.sub ?? '',
          handle: token.handle ?? '',
          name: token.handle ?? '',
          guest: token.guest ?? false,
        },
      };
    },
  },
  events: {
    // Signing out of the web app ends the API session too.
    async signOut({ token }) {
      if (!token?.apiToken) return;
      await graphqlRequest(internalApiUrl(), SignOutMutation, {}, { token: token.apiToken }).catch(
        () => undefined,
      );
    },
  },
};
