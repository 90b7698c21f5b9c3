import { describe, expect, it } from 'vitest';
import { LinkSigner } from './links.js';

const signer = new LinkSigner('a secret long enough to sign with');
const other = new LinkSigner('another secret, as after a rotation');
const USER = '019a0000-0000-7000-8000-000000000001';
const expires = new Date('2026-12-02T10:00:00Z');

/** The token with one character of its part `index` changed. */
const tampered = (token: string, index: number) => {
  const parts = token.split('.');
  const part = parts[index]!;
  parts[index] = (part[0] === 'A' ? 'B' : 'A') + part.slice(1);
  return parts.join('.');
};

describe('verification links', () => {
  const token = signer.verificationToken(USER, 'nonce123', expires, 'anne@example.org');

  it('read back with their account, nonce and expiry, signed for their address only', () => {
    const claim = signer.readVerification(token)!;
    expect(claim).toMatchObject({ userId: USER, nonce: 'nonce123', expiresAt: expires });
    expect(signer.signedFor(claim, 'anne@example.org')).toBe(true);
    expect(signer.signedFor(claim, 'bob@example.org')).toBe(false);
    expect(other.signedFor(claim, 'anne@example.org')).toBe(false);
  });

  it('refuse any part changed: account, nonce, expiry or signature', () => {
    const later = token.replace(/\.(\d+)\./, (_match, seconds: string) => `.${Number(seconds) + 3600}.`);
    for (const forged of [later, tampered(token, 1), tampered(token, 2), tampered(token, 4)]) {
      const claim = signer.readVerification(forged);
      expect(claim !== null && signer.signedFor(claim, 'anne@example.org'), forged).toBe(false);
    }
  });

  it('are not unsubscribe links, nor the other way round', () => {
    expect(signer.readUnsubscribe(token)).toBeNull();
    expect(signer.readVerification(signer.unsubscribeToken(USER, 'ALL'))).toBeNull();
  });

  it('refuse what is not shaped like one', () => {
    for (const junk of [
      '',
      'v',
      'v.a.b.c',
      'v.a.b.c.d.e',
      'v.a.b.soon.d',
      `v.${'a'.repeat(400)}.b.1.d`,
      'v.a b.c.1.d',
    ])
      expect(signer.readVerification(junk), junk).toBeNull();
  });
});

describe('unsubscribe links', () => {
  it('name the account and the kind they stop, and only under the secret that signed them', () => {
    const token = signer.unsubscribeToken(USER, 'YOUR_TURN');
    expect(signer.readUnsubscribe(token)).toEqual({ userId: USER, scope: 'YOUR_TURN' });
    expect(signer.readUnsubscribe(signer.unsubscribeToken(USER, 'ALL'))).toEqual({
      userId: USER,
      scope: 'ALL',
    });
    expect(other.readUnsubscribe(token)).toBeNull();
  });

  it('refuse another account, another kind or a changed signature', () => {
    const token = signer.unsubscribeToken(USER, 'YOUR_TURN');
    const otherUser = token.replace(USER, USER.replace(/1$/, '2'));
    const otherKind = token.replace('YOUR_TURN', 'CHALLENGED');
    const unknownKind = token.replace('YOUR_TURN', 'EVERYTHING');
    for (const forged of [otherUser, otherKind, unknownKind, tampered(token, 3)])
      expect(signer.readUnsubscribe(forged), forged).toBeNull();
  });
});

describe('password-reset links', () => {
  const HASH = '$argon2id$v=19$m=19456,t=2,p=1$salt$hash';
  const token = signer.recoveryToken(USER, expires, HASH, 'Anne@example.org');

  it('read back with their account and expiry, current while the password and address stay', () => {
    const claim = signer.readRecovery(token)!;
    expect(claim).toMatchObject({ userId: USER, expiresAt: expires });
    expect(signer.recoveryCurrent(claim, HASH, 'anne@example.org')).toBe(true);
    expect(signer.recoveryCurrent(claim, `${HASH}x`, 'anne@example.org')).toBe(false);
    expect(signer.recoveryCurrent(claim, HASH, 'bob@example.org')).toBe(false);
  });

  it('refuse any part changed, or another secret', () => {
    const later = token.replace(/\.(\d+)\./, (_match, seconds: string) => `.${Number(seconds) + 3600}.`);
    for (const forged of [later, tampered(token, 1), tampered(token, 3)])
      expect(signer.readRecovery(forged), forged).toBeNull();
    expect(other.readRecovery(token)).toBeNull();
    const claim = signer.readRecovery(tampered(token, 4))!;
    expect(signer.recoveryCurrent(claim, HASH, 'anne@example.org')).toBe(false);
  });

  it('pass for no other kind of link', () => {
    expect(signer.readVerification(token)).toBeNull();
    expect(signer.readUnsubscribe(token)).toBeNull();
    expect(signer.readRecovery(signer.verificationToken(USER, 'n', expires, 'anne@example.org'))).toBeNull();
  });
});
