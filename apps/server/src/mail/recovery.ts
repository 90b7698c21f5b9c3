import type { AccountService } from '../accounts/service.js';
import { DomainError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { RateLimits } from '../security/rate-limits.js';
import type { LinkSigner } from './links.js';
import type { MailRepository } from './repository.js';

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
 * refusals and even its timing are the same, since the look-up happens after the answer. The link
 * is then due on the address row, and a node's Mailer sends it (retried while the mail server
 * refuses for now, and by another node if this one dies). It is signed over the account's password
 * hash and address (see LinkSigner), so it works once, for `MailSettings.recoveryTtlMs`, and dies with any change of
 * either.
 */
export class PasswordRecovery {
  /** Requests being looked up; awaited on shutdown. */
  private readonly asking = new Set<Promise<void>>();

  constructor(
    private readonly repository: MailRepository,
    private readonly signer: LinkSigner,
    private readonly limits: RateLimits,
    private readonly accounts: Pick<AccountService, 'resetPassword'>,
    private readonly logger: Logger,
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
    const ask = this.askLinks(login)
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'a password-reset link could not be asked for'),
      )
      .finally(() => this.asking.delete(ask));
    this.asking.add(ask);
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

  /** Waits for the requests under way (on shutdown, before the database closes). */
  async settle(): Promise<void> {
    await Promise.all([...this.asking]);
  }

  private async askLinks(login: string): Promise<void> {
    for (const target of await this.repository.recoveryTargets(login)) {
      if (!(await this.limits.recoveryMailAllowed(target.userId, target.address))) continue;
      await this.repository.askRecoveryMail(target.userId);
    }
  }
}

function invalidLink(reason: 'INVALID' | 'EXPIRED' | 'USED', message: string): DomainError {
  return new DomainError('INVALID_LINK', message, { reason });
}
