import { DomainError } from '../errors.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';
import type { AccountRepository } from './repository.js';
import { newToken, tokenHash } from './tokens.js';
import { handleSchema, parseInput, passwordSchema, tokenNameSchema } from './validation.js';

/** An API token as its owner sees it (never its secret). */
export interface ApiTokenInfo {
  readonly id: string;
  readonly name: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

export interface Viewer {
  readonly id: string;
  readonly handle: string;
  readonly createdAt: Date;
  /** The token that authenticated this request (to sign out). */
  readonly tokenId: string;
}

export interface SignedIn {
  readonly user: { readonly id: string; readonly handle: string; readonly createdAt: Date };
  readonly token: string;
}

/** Only refresh `lastUsedAt` this often, so every request does not write. */
const TOUCH_INTERVAL_MS = 60_000;

export class AccountService {
  constructor(private readonly accounts: AccountRepository) {}

  async signUp(handleInput: string, passwordInput: string): Promise<SignedIn> {
    const handle = parseInput(handleSchema, handleInput, 'handle');
    const password = parseInput(passwordSchema, passwordInput, 'password');
    const user = await this.accounts.createUser(handle, await hashPassword(password));
    if (!user) throw new DomainError('HANDLE_TAKEN', `the handle "${handle}" is taken`);
    return { user, token: await this.issue(user.id, 'SESSION', 'session') };
  }

  async signIn(handle: string, password: string): Promise<SignedIn> {
    const user =
      typeof handle === 'string' && handle.length <= 64 ? await this.accounts.findUserByHandle(handle) : null;
    const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password.slice(0, 256));
    if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS', 'wrong handle or password');
    return {
      user: { id: user.id, handle: user.handle, createdAt: user.createdAt },
      token: await this.issue(user.id, 'SESSION', 'session'),
    };
  }

  /** The user a bearer token belongs to, or null for a missing, unknown or revoked token. */
  async authenticate(token: string | null): Promise<Viewer | null> {
    if (!token || token.length > 200) return null;
    const found = await this.accounts.findActiveToken(tokenHash(token));
    if (!found) return null;
    const now = new Date();
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.accounts.touchToken(found.id, now);
    }
    return { ...found.user, tokenId: found.id };
  }

  signOut(viewer: Viewer): Promise<boolean> {
    return this.accounts.revokeToken(viewer.id, viewer.tokenId, 'SESSION');
  }

  async createApiToken(
    viewer: Viewer,
    nameInput: string,
  ): Promise<{ apiToken: ApiTokenInfo; token: string }> {
    const name = parseInput(tokenNameSchema, nameInput, 'name');
    const token = newToken('api');
    const apiToken = await this.accounts.createToken(viewer.id, 'API', name, tokenHash(token));
    return { apiToken, token };
  }

  revokeApiToken(viewer: Viewer, id: string): Promise<boolean> {
    return this.accounts.revokeToken(viewer.id, id, 'API');
  }

  listApiTokens(viewer: Viewer): Promise<ApiTokenInfo[]> {
    return this.accounts.listApiTokens(viewer.id);
  }

  private async issue(userId: string, kind: 'SESSION' | 'API', name: string): Promise<string> {
    const token = newToken(kind === 'API' ? 'api' : 'session');
    await this.accounts.createToken(userId, kind, name, tokenHash(token));
    return token;
  }
}
