import { randomBytes } from 'node:crypto';
import { refuseGuest } from '../accounts/guests.js';
import type { Viewer } from '../accounts/viewer.js';
import { DomainError } from '../errors.js';
import type { NotificationKind } from '../notifications/model.js';
import type { RateLimits } from '../security/rate-limits.js';
import { parseAddress } from './address.js';
import type { LinkSigner } from './links.js';
import { NOTIFICATION_KINDS, deliveries, type MailDelivery } from './preferences.js';
import type { MailRepository } from './repository.js';

/** The viewer's address and what is mailed to them: private, shown to them alone. */
export interface MailSettingsModel {
  readonly address: string | null;
  readonly verified: boolean;
  /** When the pending verification link was asked for, and when it expires; null when none pends. */
  readonly verificationRequestedAt: Date | null;
  readonly verificationExpiresAt: Date | null;
  readonly preferences: readonly { readonly kind: NotificationKind; readonly delivery: MailDelivery }[];
}

/** What an unsubscribe link stops, for which account. */
export interface UnsubscribeModel {
  readonly handle: string;
  readonly kinds: readonly NotificationKind[];
}

/**
 * An account's side of mail: its address (set, verified through a mailed link, removed) and its
 * choices per kind, and the two links anyone holding them may follow without signing in: the
 * verification and the unsubscribe. Mail itself goes out through the Mailer.
 */
export class MailAccountService {
  constructor(
    private readonly repository: MailRepository,
    private readonly signer: LinkSigner,
    private readonly limits: RateLimits,
    private readonly verificationTtlMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async settings(viewer: Viewer): Promise<MailSettingsModel> {
    const [address, chosen] = await Promise.all([
      this.repository.address(viewer.id),
      this.repository.preferences(viewer.id),
    ]);
    const pending = address?.verifyNonce ? address : null;
    return {
      address: address?.address ?? null,
      verified: Boolean(address?.verifiedAt),
      verificationRequestedAt: pending?.verifyRequestedAt ?? null,
      verificationExpiresAt: pending?.verifyExpiresAt ?? null,
      preferences: [...deliveries(chosen)].map(([kind, delivery]) => ({ kind, delivery })),
    };
  }

  /**
   * Sets the viewer's address, unverified, and mails it a verification link. The address it
   * replaces is forgotten (and with it its verification). The same address again while it waits
   * for verification sends a new link; once verified, it changes nothing.
   */
  async setEmail(viewer: Viewer, input: string): Promise<MailSettingsModel> {
    refuseGuest(viewer, 'give an email address');
    const address = parseAddress(input);
    const current = await this.repository.address(viewer.id);
    if (current?.address === address && current.verifiedAt) return this.settings(viewer);
    await this.limits.consumeVerificationMail(viewer.id, address);
    const now = this.now();
    await this.repository.setAddress(viewer.id, address, newNonce(), this.expiry(now), now);
    return this.settings(viewer);
  }

  /** A new verification link for the viewer's unverified address (the one before stops working). */
  async resendVerification(viewer: Viewer): Promise<MailSettingsModel> {
    const current = await this.repository.address(viewer.id);
    if (!current) throw new DomainError('NOT_FOUND', 'you have no email address: set one first');
    if (current.verifiedAt)
      throw new DomainError('BAD_USER_INPUT', 'your email address is verified already', {
        reason: 'ALREADY_VERIFIED',
      });
    await this.limits.consumeVerificationMail(viewer.id, current.address);
    const now = this.now();
    await this.repository.renewVerification(viewer.id, newNonce(), this.expiry(now), now);
    return this.settings(viewer);
  }

  async removeEmail(viewer: Viewer): Promise<MailSettingsModel> {
    await this.repository.removeAddress(viewer.id);
    return this.settings(viewer);
  }

  /**
   * Verifies an address from its link, without signing in: the link must be ours (signed for the
   * address it names), the latest asked for, unused and unexpired; anything else is INVALID_LINK
   * (`reason` EXPIRED, else INVALID) and changes nothing. The account's handle.
   */
  async verify(token: string): Promise<string> {
    const claim = this.signer.readVerification(token);
    const current = claim ? await this.repository.address(claim.userId) : null;
    if (
      !claim ||
      !current ||
      current.verifyNonce !== claim.nonce ||
      !this.signer.signedFor(claim, current.address)
    )
      throw invalidLink(
        'INVALID',
        'this verification link is not valid: it was used, replaced by a newer one, or is not ours',
      );
    const now = this.now();
    if (claim.expiresAt <= now)
      throw invalidLink(
        'EXPIRED',
        'this verification link has expired: ask for a new one on your account page',
      );
    if (!(await this.repository.verify(claim.userId, claim.nonce, now)))
      throw invalidLink('INVALID', 'this verification link was used already');
    const handle = await this.repository.handleOf(claim.userId);
    return handle ?? '';
  }

  /** Sets how each kind named is mailed to the viewer; kinds not named keep theirs. */
  async setPreferences(
    viewer: Viewer,
    preferences: readonly { readonly kind: NotificationKind; readonly delivery: MailDelivery }[],
  ): Promise<MailSettingsModel> {
    const kinds = preferences.map((preference) => preference.kind);
    if (kinds.length === 0 || new Set(kinds).size !== kinds.length)
      throw new DomainError('BAD_USER_INPUT', 'name each kind once, and at least one', {
        field: 'preferences',
        reason: 'DUPLICATE_KIND',
      });
    await this.repository.setPreferences(
      viewer.id,
      preferences.map((preference) => [preference.kind, preference.delivery] as const),
    );
    return this.settings(viewer);
  }

  /** What an unsubscribe link would stop, without stopping it (the page shows it before the click). */
  async unsubscribeLink(token: string): Promise<UnsubscribeModel> {
    const { userId, kinds } = this.readUnsubscribe(token);
    const handle = await this.repository.handleOf(userId);
    if (handle === null)
      throw invalidLink('INVALID', 'this unsubscribe link is for an account that no longer exists');
    return { handle, kinds };
  }

  /** Turns mail off for what the link names, without signing in; INVALID_LINK for a forged one. */
  async unsubscribe(token: string): Promise<UnsubscribeModel> {
    const { userId, kinds } = this.readUnsubscribe(token);
    const handle = await this.repository.turnOff(userId, kinds);
    if (handle === null)
      throw invalidLink('INVALID', 'this unsubscribe link is for an account that no longer exists');
    return { handle, kinds };
  }

  private readUnsubscribe(token: string): { userId: string; kinds: readonly NotificationKind[] } {
    const link = this.signer.readUnsubscribe(token);
    if (!link) throw invalidLink('INVALID', 'this unsubscribe link is not valid');
    return { userId: link.userId, kinds: link.scope === 'ALL' ? NOTIFICATION_KINDS : [link.scope] };
  }

  private expiry(now: Date): Date {
    return new Date(now.getTime() + this.verificationTtlMs);
  }
}

function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

function invalidLink(reason: 'INVALID' | 'EXPIRED', message: string): DomainError {
  return new DomainError('INVALID_LINK', message, { reason });
}
