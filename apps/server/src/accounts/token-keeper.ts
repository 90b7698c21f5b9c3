import {
  createdCursor,
  paginate,
  type Connection,
  type CreatedKey,
  type ListSpec,
  type PageArgs,
} from '../pagination.js';
import type { AuditLog, EndReason } from './audit.js';
import type { LiveTokens } from './live-tokens.js';
import type { AccountRepository, TokenKind, TokenSelection } from './repository.js';
import { sessionEnd, type SessionSettings } from './sessions.js';
import { newToken, tokenHash } from './tokens.js';
import { parseInput, tokenNameSchema } from './validation.js';
import type { Viewer } from './viewer.js';

/** An API token or a session as its owner sees it (never its secret). */
export interface TokenInfo {
  readonly id: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly expiresAt: Date | null;
}

/** A session as its owner sees it: which device, and whether it is the one asking. */
export interface SessionInfo extends TokenInfo {
  readonly current: boolean;
}

const API_TOKENS: ListSpec<TokenInfo, CreatedKey> = {
  cursor: createdCursor('apiTokens'),
  defaultFirst: 50,
  keyOf: (token) => ({ createdAt: token.createdAt, id: token.id }),
};

const SESSIONS: ListSpec<TokenInfo, CreatedKey> = {
  cursor: createdCursor('sessions'),
  defaultFirst: 50,
  keyOf: (token) => ({ createdAt: token.createdAt, id: token.id }),
};

/**
 * Issues, lists and ends a user's bearer tokens: browser sessions (which expire) and API tokens
 * (which last until revoked). Whatever ends a token also closes its live connections on every node
 * and goes into the audit log.
 */
export class TokenKeeper {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly live: LiveTokens,
    private readonly audit: AuditLog,
    private readonly sessions: SessionSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new session for the user, ending after the idle window; returns the token and its id. */
  async startSession(userId: string, device: string): Promise<{ token: string; tokenId: string }> {
    const now = this.now();
    const token = newToken('session');
    const row = await this.accounts.createToken(
      userId,
      'SESSION',
      device,
      tokenHash(token),
      sessionEnd(now, now, this.sessions),
    );
    return { token, tokenId: row.id };
  }

  /** A new API token, made from the viewer's session (see token-powers.ts: API tokens make none). */
  async createApiToken(viewer: Viewer, nameInput: string): Promise<{ apiToken: TokenInfo; token: string }> {
    const name = parseInput(tokenNameSchema, nameInput, 'name');
    const token = newToken('api');
    const apiToken = await this.accounts.createToken(viewer.id, 'API', name, tokenHash(token), null);
    this.audit.record({
      event: 'token_created',
      userId: viewer.id,
      tokenId: apiToken.id,
      kind: 'API',
      madeWithTokenId: viewer.tokenId,
    });
    return { apiToken, token };
  }

  listApiTokens(viewer: Viewer, page: PageArgs): Promise<Connection<TokenInfo>> {
    return this.list(viewer, 'API', page, API_TOKENS);
  }

  /** The viewer's sessions that still work, newest first, the one asking marked `current`. */
  async listSessions(viewer: Viewer, page: PageArgs): Promise<Connection<SessionInfo>> {
    const connection = await this.list(viewer, 'SESSION', page, SESSIONS);
    return {
      ...connection,
      edges: connection.edges.map((edge) => ({
        ...edge,
        node: { ...edge.node, current: edge.node.id === viewer.tokenId },
      })),
    };
  }

  /** Ends the session that authenticated this request (false when it was an API token). */
  async signOut(viewer: Viewer): Promise<boolean> {
    const ended = await this.end(viewer.id, { ids: [viewer.tokenId], kind: 'SESSION' }, 'sign_out');
    return ended.length > 0;
  }

  async endSession(viewer: Viewer, id: string): Promise<boolean> {
    return (await this.end(viewer.id, { ids: [id], kind: 'SESSION' }, 'ended_by_owner')).length > 0;
  }

  async revokeApiToken(viewer: Viewer, id: string): Promise<boolean> {
    return (await this.end(viewer.id, { ids: [id], kind: 'API' }, 'ended_by_owner')).length > 0;
  }

  /** Ends every session of the viewer (but the one asking, with `keepCurrent`); returns how many. */
  async signOutEverywhere(viewer: Viewer, keepCurrent: boolean): Promise<number> {
    const selection = { kind: 'SESSION', ...(keepCurrent ? { exceptId: viewer.tokenId } : {}) } as const;
    return (await this.end(viewer.id, selection, 'sign_out_everywhere')).length;
  }

  /** Ends the selected tokens of a user, closes their connections everywhere, logs it. */
  async end(userId: string, selection: TokenSelection, reason: EndReason): Promise<string[]> {
    const ids = await this.accounts.revokeTokens(userId, selection);
    if (ids.length > 0) {
      this.audit.record({ event: 'tokens_ended', userId, tokenIds: ids, reason });
      await this.live.ended(ids);
    }
    return ids;
  }

  private list(viewer: Viewer, kind: TokenKind, page: PageArgs, spec: ListSpec<TokenInfo, CreatedKey>) {
    const now = this.now();
    return paginate(page, spec, (query) =>
      this.accounts.listTokens(viewer.id, kind, query.take, query.after, now),
    );
  }
}
