import { createHmac } from 'node:crypto';
import { sameText } from '../security/same-text.js';
import type { NotificationKind } from '../notifications/model.js';
import { isNotificationKind } from './preferences.js';

/** What an unsubscribe link stops: one kind of notification, or every mail but verifications. */
export type UnsubscribeScope = NotificationKind | 'ALL';

/** A verification link as read from its token; its signature is checked against the stored row. */
export interface VerificationClaim {
  readonly userId: string;
  readonly nonce: string;
  readonly expiresAt: Date;
  readonly token: string;
}

/** A password-reset link as read from its token, once its own signature checked out. */
export interface RecoveryClaim {
  readonly userId: string;
  readonly expiresAt: Date;
  readonly token: string;
}

/** A token is short in practice (about 120 characters); anything longer is not one of ours. */
const MAX_TOKEN = 300;
/** Ids, nonces and signatures are base64url or UUIDs: no dots, no spaces. */
const PART = /^[A-Za-z0-9_-]+$/;

/**
 * Signs and reads the tokens in mail links with HMAC-SHA256 under the mail secret. A verification
 * token names the account, the pending link's nonce and its expiry, and signs them with the
 * address, so it confirms that address only, once (verifying clears the nonce), until it expires.
 * An unsubscribe token names the account and what it stops: it never expires, and is worthless
 * once the secret changes.
 */
export class LinkSigner {
  constructor(private readonly secret: string) {}

  verificationToken(userId: string, nonce: string, expiresAt: Date, address: string): string {
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    return ['v', userId, nonce, expires, this.mac('verify', userId, nonce, expires, address)].join('.');
  }

  /** The parts of a verification token, or null when it is not shaped like one. */
  readVerification(token: string): VerificationClaim | null {
    const parts = split(token, 5, 'v');
    if (!parts) return null;
    const [, userId, nonce, expires] = parts as [string, string, string, string, string];
    if (!/^\d{1,12}$/.test(expires)) return null;
    return { userId, nonce, expiresAt: new Date(Number(expires) * 1000), token };
  }

  /** Whether `claim` was signed by us for `address`. */
  signedFor(claim: VerificationClaim, address: string): boolean {
    const expires = String(Math.floor(claim.expiresAt.getTime() / 1000));
    const expected = this.mac('verify', claim.userId, claim.nonce, expires, address);
    return sameText(claim.token.slice(claim.token.lastIndexOf('.') + 1), expected);
  }

  /**
   * A password-reset token: the account and expiry, signed on their own (so a forged token is told
   * from a spent one), and signed again with the account's password hash and address. Setting a
   * password changes the hash (argon2 salts each one), so the link works once and dies with any
   * other password change, or when the address changes.
   */
  recoveryToken(userId: string, expiresAt: Date, passwordHash: string, address: string): string {
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    return [
      'r',
      userId,
      expires,
      this.mac('recover', userId, expires),
      this.mac('recover-state', userId, expires, passwordHash, address.toLowerCase()),
    ].join('.');
  }

  /** The account and expiry of a reset token we signed; null when it is not one. */
  readRecovery(token: string): RecoveryClaim | null {
    const parts = split(token, 5, 'r');
    if (!parts) return null;
    const [, userId, expires, mac] = parts as [string, string, string, string, string];
    if (!/^\d{1,12}$/.test(expires) || !sameText(mac, this.mac('recover', userId, expires))) return null;
    return { userId, expiresAt: new Date(Number(expires) * 1000), token };
  }

  /** Whether `claim` still matches the account: the same password and address as when it was mailed. */
  recoveryCurrent(claim: RecoveryClaim, passwordHash: string, address: string): boolean {
    const expires = String(Math.floor(claim.expiresAt.getTime() / 1000));
    const expected = this.mac('recover-state', claim.userId, expires, passwordHash, address.toLowerCase());
    return sameText(claim.token.slice(claim.token.lastIndexOf('.') + 1), expected);
  }

  unsubscribeToken(userId: string, scope: UnsubscribeScope): string {
    return ['u', userId, scope, this.mac('unsubscribe', userId, scope)].join('.');
  }

  /** What an unsubscribe token stops, for whom; null when it is not one we signed. */
  readUnsubscribe(token: string): { readonly userId: string; readonly scope: UnsubscribeScope } | null {
    const parts = split(token, 4, 'u');
    if (!parts) return null;
    const [, userId, scope, mac] = parts as [string, string, string, string];
    if (scope !== 'ALL' && !isNotificationKind(scope)) return null;
    if (!sameText(mac, this.mac('unsubscribe', userId, scope))) return null;
    return { userId, scope };
  }

  /** Each purpose signs its own fields, so no token of one kind passes for another. */
  private mac(purpose: string, ...fields: string[]): string {
    return createHmac('sha256', this.secret)
      .update([purpose, ...fields].join('\n'))
      .digest('base64url');
  }
}

function split(token: string, count: number, tag: string): string[] | null {
  if (token.length > MAX_TOKEN) return null;
  const parts = token.split('.');
  if (parts.length !== count || parts[0] !== tag || !parts.every((part) => PART.test(part))) return null;
  return parts;
}
