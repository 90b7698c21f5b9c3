import type { FoundToken, TokenKind } from './repository.js';

/** Who is asking: the account behind the bearer token of this request. */
export interface Viewer {
  readonly id: string;
  readonly handle: string;
  readonly createdAt: Date;
  /** The language chosen for the web app, or null. */
  readonly locale: string | null;
  /** A guest account (see guests.ts): no password yet, never ranked. */
  readonly guest: boolean;
  /** The token that authenticated this request (to sign out, and to mark the current session). */
  readonly tokenId: string;
  /**
   * What that token is: a session (signIn, signUp, startGuest), which may do everything the
   * account may, or an API token (createApiToken), which plays, reads and chats (see token-powers.ts).
   */
  readonly tokenKind: TokenKind;
}

/**
 * The viewer `token` speaks for, every field named: one object shape for every request's viewer,
 * where a spread of the cached account made each request copy it through V8's slow paths.
 */
export function viewerOf(token: FoundToken): Viewer {
  const { user } = token;
  return {
    id: user.id,
    handle: user.handle,
    createdAt: user.createdAt,
    locale: user.locale,
    guest: user.guest,
    tokenId: token.id,
    tokenKind: token.kind,
  };
}
