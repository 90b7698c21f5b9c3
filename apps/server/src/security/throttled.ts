import { DomainError } from '../errors.js';

/**
 * Who has to wait: one account (whoever guesses), one client address, one player (actions), one
 * player's chat, the tables one player opens, the challenges one player makes, the verification
 * mails one account (or one email address) is sent, or the password-reset links asked for one name.
 */
export type ThrottleScope =
  'ACCOUNT' | 'ADDRESS' | 'PLAYER' | 'CHAT' | 'TABLES' | 'CHALLENGES' | 'MAIL' | 'RECOVERY';

/**
 * What was limited (`extensions.reason`), so a client words each refusal for what the person did:
 * several limits share a scope (an address is limited in failed sign-ins, in sign-in requests, in
 * guest accounts made and in reading without an account), and each needs its own words.
 */
export type ThrottleReason =
  | 'FAILED_SIGN_INS'
  | 'SIGN_IN_REQUESTS'
  | 'GUEST_ACCOUNTS'
  | 'READS'
  | 'ACTIONS'
  | 'CHAT_MESSAGES'
  | 'TABLES_OPENED'
  | 'CHALLENGES'
  | 'VERIFICATION_MAILS'
  | 'RECOVERY_REQUESTS'
  | 'RECOVERY_MAILS';

/** A refusal to go on yet, as the error a client receives (`retryAfterSeconds`, `scope`, `reason`). */
export function throttled(
  scope: ThrottleScope,
  reason: ThrottleReason,
  msBeforeNext: number,
  what: string,
): DomainError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainError('RATE_LIMITED', `${what}: try again in ${retryAfterSeconds} s`, {
    retryAfterSeconds,
    scope,
    reason,
  });
}
