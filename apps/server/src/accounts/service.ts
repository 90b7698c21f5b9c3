import { DomainError } from '../errors.js';
import type { RateLimits } from '../security/rate-limits.js';
import type { AuditLog } from './audit.js';
import type { Credentials } from './credentials.js';
import { guestHandle } from './guests.js';
import { checkNewPassword } from './password-policy.js';
import { hashPassword } from './passwords.js';
import type { AccountRepository } from './repository.js';
import type { ReservedHandles } from './reserved-handles.js';
import { sessionEnd, type SessionSettings } from './sessions.js';
import type { TokenCache } from './token-cache.js';
import type { UserChanges } from './user-changes.js';
import type { TokenKeeper } from './token-keeper.js';
import { tokenHash } from './tokens.js';
import { deviceSchema, handleSchema, parseInput } from './validation.js';
import { viewerOf, type Viewer } from './viewer.js';

export type { Viewer } from './viewer.js';

/** The languages the web app speaks: a person's choice must be one of them. */
export const LOCALES = ['en', 'it', 'fr'] as const;

export interface SignedIn {
  readonly user: {
    readonly id: string;
    readonly handle: string;
    readonly createdAt: Date;
    readonly locale: string | null;
    readonly guest: boolean;
  };
  readonly token: string;
}

/** Only refresh `lastUsedAt` (and a session's end) this often, so every request does not write. */
const TOUCH_INTERVAL_MS = 60_000;
/** Fresh guest handles to draw before giving up (a collision is already rare). */
const GUEST_HANDLE_ATTEMPTS = 5;
/** Longer than any token this server issues: not worth hashing. */
const MAX_TOKEN_LENGTH = 200;

/** Signing up and in, who a token speaks for, and what a person changes about their account. */
export class AccountService {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly credentials: Credentials,
    private readonly tokens: TokenKeeper,
    private readonly limits: RateLimits,
    private readonly reserved: ReservedHandles,
    private readonly sessions: SessionSettings,
    private readonly audit: AuditLog,
    private readonly cache: TokenCache,
    private readonly userChanges: UserChanges,
  ) {}

  async signUp(
    handleInput: string,
    passwordInput: string,
    deviceInput: unknown,
    address: string,
  ): Promise<SignedIn> {
    await this.limits.consumeAuth(address);
    const handle = this.newHandle(handleInput);
    const password = checkNewPassword(passwordInput, handle);
    const device = parseInput(deviceSchema, deviceInput ?? '', 'device');
    const user = await this.accounts.createUser(handle, await hashPassword(password));
    if (!user) throw new DomainError('HANDLE_TAKEN', `the handle "${handle}" is taken`);
    const { token, tokenId } = await this.tokens.startSession(user.id, device);
    this.audit.record({
      event: 'sign_up',
      userId: user.id,
      handleKey: handle.toLowerCase(),
      address,
      tokenId,
    });
    return { user, token };
  }

  async signIn(handle: string, password: string, deviceInput: unknown, address: string): Promise<SignedIn> {
    await this.limits.consumeAuth(address);
    const device = parseInput(deviceSchema, deviceInput ?? '', 'device');
    const user = await this.credentials.check(handle, password, address, 'sign_in');
    const { token, tokenId } = await this.tokens.startSession(user.id, device);
    this.audit.record({
      event: 'sign_in',
      userId: user.id,
      handleKey: user.handle.toLowerCase(),
      address,
      tokenId,
    });
    return {
      user: {
        id: user.id,
        handle: user.handle,
        createdAt: user.createdAt,
        locale: user.locale,
        guest: user.guest,
      },
      token,
    };
  }

  /**
   * A guest account and its session, in one call: no handle to choose, no password. Limited per
   * client address (so one client cannot make thousands), as well as by the sign-in limit.
   */
  async startGuest(deviceInput: unknown, address: string): Promise<SignedIn> {
    await this.limits.consumeAuth(address);
    await this.limits.consumeGuest(address);
    const device = parseInput(deviceSchema, deviceInput ?? '', 'device');
    let user = null;
    // Six random letters from 31 rarely collide; when they do, draw again.
    for (let attempt = 0; !user && attempt < GUEST_HANDLE_ATTEMPTS; attempt += 1) {
      user = await this.accounts.createGuest(guestHandle());
    }
    if (!user) throw new Error('no free guest handle after several draws');
    const { token, tokenId } = await this.tokens.startSession(user.id, device);
    this.audit.record({
      event: 'guest_started',
      userId: user.id,
      handleKey: user.handle.toLowerCase(),
      address,
      tokenId,
    });
    return { user, token };
  }

  /**
   * Makes the guest an ordinary account with a handle and password of their choosing (the same
   * checks as `signUp`), keeping its matches and this session.
   */
  async claimGuest(viewer: Viewer, handleInput: string, passwordInput: string, address: string) {
    if (!viewer.guest) throw new DomainError('FORBIDDEN', 'only a guest account can be claimed');
    await this.limits.consumeAuth(address);
    const handle = this.newHandle(handleInput);
    const password = checkNewPassword(passwordInput, handle);
    const user = await this.accounts.claimGuest(viewer.id, handle, await hashPassword(password));
    if (user === 'NOT_GUEST') throw new DomainError('FORBIDDEN', 'only a guest account can be claimed');
    if (!user) throw new DomainError('HANDLE_TAKEN', `the handle "${handle}" is taken`);
    await this.userChanges.changed(viewer.id);
    this.audit.record({ event: 'guest_claimed', userId: user.id, handleKey: handle.toLowerCase(), address });
    return user;
  }

  /**
   * The user a bearer token speaks for, or null when it speaks for nobody: unknown, revoked, or a
   * session past its end (idle too long, or older than the absolute limit). Each use, at most once a
   * minute, is recorded and moves a session's end forward.
   */
  async authenticate(token: string | null): Promise<Viewer | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const hash = tokenHash(token);
    const cached = this.cache.get(hash);
    const found = cached ?? (await this.accounts.findToken(hash));
    if (!found) return null;
    const now = new Date();
    if (found.revokedAt) {
      this.audit.record({
        event: 'token_refused',
        userId: found.user.id,
        tokenId: found.id,
        reason: 'revoked',
      });
      return null;
    }
    const session = found.kind === 'SESSION';
    const end = session ? sessionEnd(found.createdAt, now, this.sessions) : null;
    if (session && (!found.expiresAt || found.expiresAt <= now || (end && end <= now))) {
      this.audit.record({
        event: 'token_refused',
        userId: found.user.id,
        tokenId: found.id,
        reason: 'expired',
      });
      return null;
    }
    let used = found;
    if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.accounts.touchToken(found.id, now, end);
      used = { ...found, lastUsedAt: now, expiresAt: end ?? found.expiresAt };
    }
    // A cached token left as it was stays as it is (`get` has already marked it recently used).
    if (used !== cached) this.cache.set(hash, used);
    return viewerOf(found);
  }

  /** A handle someone chose for a new account: well formed and not reserved. */
  private newHandle(input: string): string {
    const handle = parseInput(handleSchema, input, 'handle');
    if (this.reserved.has(handle)) {
      throw new DomainError('BAD_USER_INPUT', `handle: "${handle}" is reserved; choose another`, {
        field: 'handle',
        reason: 'RESERVED',
      });
    }
    return handle;
  }

  /** Remembers the language the person chose for the web app (null forgets it). */
  async setLocale(viewer: Viewer, locale: string | null) {
    if (locale !== null && !(LOCALES as readonly string[]).includes(locale)) {
      throw new DomainError('BAD_USER_INPUT', `locale: must be one of ${LOCALES.join(', ')}, or null`);
    }
    const user = await this.accounts.setLocale(viewer.id, locale);
    await this.userChanges.changed(viewer.id);
    return user;
  }

  /**
   * A new password, given the current one. The other sessions end (whoever knew the old password
   * is signed out); this one and the API tokens stay. Returns how many sessions ended.
   */
  async changePassword(viewer: Viewer, current: string, next: string, address: string): Promise<number> {
    const password = checkNewPassword(next, viewer.handle);
    const user = await this.credentials.check(viewer.handle, current, address, 'change_password');
    await this.accounts.setPassword(user.id, await hashPassword(password));
    const ended = await this.tokens.end(
      user.id,
      { kind: 'SESSION', exceptId: viewer.tokenId },
      'password_changed',
    );
    this.audit.record({ event: 'password_changed', userId: user.id, address, endedSessions: ended.length });
    return ended.length;
  }

  /**
   * A new password without the current one, for a reset link checked by the caller: set only if the
   * password hash is still `current` (so a link works once, even sent twice at the same moment).
   * Every session ends. Returns how many, or null when the password changed meanwhile.
   */
  async resetPassword(
    user: { readonly id: string; readonly handle: string },
    current: string,
    next: string,
    address: string,
  ): Promise<number | null> {
    const password = checkNewPassword(next, user.handle);
    if (!(await this.accounts.replacePassword(user.id, current, await hashPassword(password)))) return null;
    const ended = await this.tokens.end(user.id, { kind: 'SESSION' }, 'password_reset');
    this.audit.record({ event: 'password_reset', userId: user.id, address, endedSessions: ended.length });
    return ended.length;
  }
}
