import { DomainError } from '../errors.js';

/**
 * Who has to wait: one account (whoever guesses), one client address, one player (actions), one
 * player's chat, the tables one player opens, the challenges one player makes, the verification
 * mails one account (or one email address) is sent, or the password-reset links asked for one name.
 */
export type ThrottleScope =
  'ACCOUNT' | 'ADDRESS' | 'PLAYER' | 'CHAT' | 'TABLES' | 'CHALLENGES' | 'MAIL' | 'RECOVERY';

/** A refusal to go on yet, as the error a client receives (`retryAfterSeconds` and `scope`). */
export function throttled(scope: ThrottleScope, msBeforeNext: number, what: string): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainError('RATE_LIMITED', `${what}: try again in ${retryAfterSeconds} s`, {
    retryAfterSeconds,
    scope,
  });
}
