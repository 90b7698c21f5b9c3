import { randomBytes } from 'node:crypto';
import type { AuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { internalApiUrl } from '../lib/config';
import { SIGN_IN, SIGN_OUT, SIGN_UP } from '../lib/api/operations';
import { ApiError, graphqlRequest } from '../lib/api/request';

/**
 * NextAuth with one credentials provider backed by the API's `signIn` / `signUp` mutations. The API
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

interface AuthAnswer {
  token: string;
  user: { id: string; handle: string };
}

export async function authorizeWithApi(
  credentials: Record<string, string> | undefined,
  apiUrl: string = internalApiUrl(),
  clientAddress?: string,
): Promise<User> {
  // The API rate-limits sign-ins per client address: pass on the person's, not this server's.
  const init = clientAddress ? { headers: { 'x-forwarded-for': clientAddress } } : {};
  const handle = credentials?.['handle']?.trim() ?? '';
  const password = credentials?.['password'] ?? '';
  const signingUp = credentials?.['mode'] === 'signup';
  try {
    if (signingUp) {
      const { signUp } = await graphqlRequest<{ signUp: AuthAnswer }>(
        apiUrl,
        SIGN_UP,
        { handle, password },
        null,
        init,
      );
      return {
        id: signUp.user.id,
        handle: signUp.user.handle,
        name: signUp.user.handle,
        apiToken: signUp.token,
      };
    }
    const { signIn } = await graphqlRequest<{ signIn: AuthAnswer }>(
      apiUrl,
      SIGN_IN,
      { handle, password },
      null,
      init,
    );
    return {
      id: signIn.user.id,
      handle: signIn.user.handle,
      name: signIn.user.handle,
      apiToken: signIn.token,
    };
  } catch (error) {
    // NextAuth hands this message to the sign-in form as `error`.
    if (error instanceof ApiError) throw new Error(`${error.code}: ${error.message}`);
    throw error;
  }
}

/** The browser's address as this server saw it (first hop of X-Forwarded-For, if a proxy set it). */
function clientAddress(headers: Record<string, unknown> | undefined): string | undefined {
  const forwarded = headers?.['x-forwarded-for'];
  const first = typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined;
  return first || undefined;
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
        authorizeWithApi(credentials, internalApiUrl(), clientAddress(request.headers)),
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.apiToken = user.apiToken;
        token.handle = user.handle;
        token.sub = user.id;
      }
      return token;
    },
    session({ session, token }) {
      return {
        ...session,
        apiToken: token.apiToken ?? '',
        user: { id: token.sub ?? '', handle: token.handle ?? '', name: token.handle ?? '' },
      };
    },
  },
  events: {
    // Signing out of the web app ends the API session too.
    async signOut({ token }) {
      if (!token?.apiToken) return;
      await graphqlRequest(internalApiUrl(), SIGN_OUT, {}, token.apiToken).catch(() => undefined);
    },
  },
};
