import type { AccountService } from '../accounts/service.js';
import { DomainError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { RateLimits } from '../security/rate-limits.js';
import type { MailComposer } from './compose.js';
import type { LinkSigner } from './links.js';
import type { MailRepository, RecoveryTarget } from './repository.js';
import type { MailTransport } from './transport.js';

/** A handle is at most 24 characters and an address 254: anything longer names nobody. */
const MAX_LOGIN = 254;

/** The answer to a password reset. */
export interface PasswordResetModel {
  readonly handle: string;
  /** How many sessions the new password ended. */
  readonly endedSessions: number;
}

/**
 * A way back into an account whose password is lost: a link mailed to its verified address that
 * sets a new one. Asking tells nothing about which handles or addresses exist: the answer, its
 * refusals and even its timing are the same, since the look-up and the mail happen after the
 * answer. The link is signed over the account's password hash and address (see LinkSigner), so it
 * works once, for `ttlMs`, and dies with any change of either.
 */
export class PasswordRecovery {
  /** Mails being looked up and sent; awaited on shutdown. */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly repository: MailRepository,
    private readonly signer: LinkSigner,
    private readonly limits: RateLimits,
    private readonly composer: MailComposer,
    private readonly transport: MailTransport,
    private readonly accounts: Pick<AccountService, 'resetPassword'>,
    private readonly logger: Logger,
    private readonly ttlMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Mails a reset link to the verified address of the account `loginInput` names (a handle or an
   * address), if there is one. Counted per client address (as signing in is) and per name typed,
   * known or not; the mails themselves per account and per address, silently.
   */
  async request(loginInput: string, clientAddress: string): Promise<void> {
    const login = loginInput.trim().toLowerCase();
    if (login === '' || login.length > MAX_LOGIN)
      throw new DomainError('BAD_USER_INPUT', 'give your handle or your email address', {
        field: 'login',
        reason: login === '' ? 'REQUIRED' : 'TOO_LONG',
      });
    await this.limits.consumeAuth(clientAddress);
    await this.limits.consumeRecoveryAsk(login);
    const send = this.mailLinks(login)
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'a password-reset link could not be mailed'),
      )
      .finally(() => this.sending.delete(send));
    this.sending.add(send);
  }

  /**
   * Sets a new password with the token of a mailed link, and ends every session of the account.
   * INVALID_LINK (`reason` INVALID: not ours; EXPIRED; USED: used already, or the password or the
   * address changed since) changes nothing; so does a password the policy refuses.
   */
  async reset(token: string, password: string, clientAddress: string): Promise<PasswordResetModel> {
    await this.limits.consumeAuth(clientAddress);
    const claim = this.signer.readRecovery(token);
    if (!claim) throw invalidLink('INVALID', 'this password-reset link is not valid');
    if (claim.expiresAt <= this.now())
      throw invalidLink('EXPIRED', 'this password-reset link has expired: ask for a new one');
    const target = await this.repository.recoveryTarget(claim.userId);
    const used = () =>
      invalidLink(
        'USED',
        'this password-reset link no longer works: it was used, or the password or address changed since',
      );
    if (!target || !this.signer.recoveryCurrent(claim, target.passwordHash, target.address)) throw used();
    const ended = await this.accounts.resetPassword(
      { id: target.userId, handle: target.handle },
      target.passwordHash,
      password,
      clientAddress,
    );
    if (ended === null) throw used();
    return { handle: target.handle, endedSessions: ended };
  }

  /** Waits for the mails under way (on shutdown, before the transport closes). */
  async settle(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  private async mailLinks(login: string): Promise<void> {
    for (const target of await this.repository.recoveryTargets(login)) {
      if (!(await this.limits.recoveryMailAllowed(target.userId, target.address))) continue;
      await this.transport.send(this.letter(target));
    }
  }

  private letter(target: RecoveryTarget) {
    const expiresAt = new Date(this.now().getTime() + this.ttlMs);
    const token = this.signer.recoveryToken(target.userId, expiresAt, target.passwordHash, target.address);
    return this.composer.recovery(target, token, Math.round(this.ttlMs / 60_000));
  }
}

function invalidLink(reason: 'INVALID' | 'EXPIRED' | 'USED', message: string): DomainError {
  return new DomainError('INVALID_LINK', message, { reason });
}
