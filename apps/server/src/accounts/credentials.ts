import { DomainError, isDomainError } from '../errors.js';
import type { SignInThrottle } from '../security/sign-in-throttle.js';
import type { ThrottleScope } from '../security/throttled.js';
import type { AuditLog, PasswordCheck } from './audit.js';
import { decoyHash, verifyPassword } from './passwords.js';
import type { AccountRepository } from './repository.js';

/** Longest handle and password worth hashing: anything longer is wrong anyway. */
const MAX_HANDLE = 64;
const MAX_PASSWORD = 256;

/**
 * The one place a password is checked (sign-in, password change, account deletion): throttled per
 * account and per client address, and logged, so every way of guessing shares one allowance.
 */
export class Credentials {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly throttle: SignInThrottle,
    private readonly audit: AuditLog,
  ) {}

  /** The account with this handle if `password` is its password; INVALID_CREDENTIALS otherwise. */
  async check(handle: string, password: string, address: string, check: PasswordCheck) {
    const handleKey = handle.slice(0, MAX_HANDLE).toLowerCase();
    const attempt = await this.throttle.begin(handleKey, address).catch((error: unknown) => {
      if (isDomainError(error, 'RATE_LIMITED')) {
        this.audit.record({
          event: 'sign_in_throttled',
          check,
          handleKey,
          address,
          scope: error.details['scope'] as ThrottleScope,
          retryAfterSeconds: Number(error.details['retryAfterSeconds']),
        });
      }
      throw error;
    });
    const { user, valid } = await this.verify(handle, password).catch(async (error: unknown) => {
      // Not checked (the database is away): the attempt counts for nothing. The caller hears of
      // the outage itself, whatever giving the attempt back met.
      await attempt.abandoned().catch(() => undefined);
      throw error;
    });
    if (!user || !valid) {
      const failures = await attempt.failed();
      this.audit.record({
        event: 'sign_in_failed',
        check,
        handleKey,
        address,
        reason: user ? 'wrong_password' : 'unknown_handle',
        failures,
      });
      // Where only a password was asked (a signed-in person's own), the reason says so: the
      // handle was not typed, so it cannot be wrong.
      throw check === 'sign_in'
        ? new DomainError('INVALID_CREDENTIALS', 'wrong handle or password')
        : new DomainError('INVALID_CREDENTIALS', 'wrong password', { reason: 'PASSWORD' });
    }
    await attempt.succeeded();
    return user;
  }

  /** The account with this handle, if any, and whether `password` is its password. */
  private async verify(handle: string, password: string) {
    const user = handle.length <= MAX_HANDLE ? await this.accounts.findUserByHandle(handle) : null;
    // An unknown handle costs the same hash as a known one, so timing tells nothing.
    const valid = await verifyPassword(
      user?.passwordHash ?? (await decoyHash()),
      password.slice(0, MAX_PASSWORD),
    );
    return { user, valid };
  }
}
