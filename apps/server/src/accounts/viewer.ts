import type { TokenKind } from './repository.js';

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
