import type { Logger } from '../logger.js';
import type { ThrottleScope } from '../security/throttled.js';

/** Why sessions or tokens ended. */
export type EndReason =
  | 'sign_out'
  | 'ended_by_owner'
  | 'sign_out_everywhere'
  | 'password_changed'
  | 'password_reset'
  | 'account_deleted'
  | 'guest_swept';

/** What needed a password. */
export type PasswordCheck = 'sign_in' | 'change_password' | 'delete_account';

/**
 * Everything the audit log records, one shape per event. Never a password or a token: tokens are
 * named by their row id, people by user id and handle key, clients by address.
 */
export type AuditEvent =
  | { event: 'sign_up'; userId: string; handleKey: string; address: string; tokenId: string }
  | { event: 'guest_started'; userId: string; handleKey: string; address: string; tokenId: string }
  | { event: 'guest_claimed'; userId: string; handleKey: string; address: string }
  | { event: 'sign_in'; userId: string; handleKey: string; address: string; tokenId: string }
  | {
      event: 'sign_in_failed';
      check: PasswordCheck;
      handleKey: string;
      address: string;
      reason: 'unknown_handle' | 'wrong_password';
      failures: number;
    }
  | {
      event: 'sign_in_throttled';
      check: PasswordCheck;
      handleKey: string;
      address: string;
      scope: ThrottleScope;
      retryAfterSeconds: number;
    }
  | {
      event: 'token_created';
      userId: string;
      tokenId: string;
      kind: 'API';
      /** The session it was made with, to trace what a stolen session made. */
      madeWithTokenId: string;
    }
  | { event: 'tokens_ended'; userId: string; tokenIds: readonly string[]; reason: EndReason }
  | { event: 'token_refused'; userId: string; tokenId: string; reason: 'expired' | 'revoked' }
  | { event: 'connections_closed'; tokenIds: readonly string[]; reason: 'token_no_longer_valid' }
  | { event: 'password_changed'; userId: string; address: string; endedSessions: number }
  | { event: 'password_reset'; userId: string; address: string; endedSessions: number }
  | {
      event: 'account_deleted';
      userId: string;
      handleKey: string;
      address: string;
      resigned: number;
      leftTables: number;
      endedTokens: number;
      /** Reported chat messages kept for moderators. */
      keptMessages: number;
    }
  | {
      event: 'guest_swept';
      userId: string;
      resigned: number;
      leftTables: number;
      endedTokens: number;
      keptMessages: number;
    };

const MESSAGES: Record<AuditEvent['event'], string> = {
  sign_up: 'account created',
  sign_in: 'signed in',
  sign_in_failed: 'wrong handle or password',
  sign_in_throttled: 'password check refused: too many failures',
  token_created: 'API token created',
  tokens_ended: 'tokens ended',
  token_refused: 'token refused',
  connections_closed: 'connections closed: their tokens ended',
  password_changed: 'password changed',
  password_reset: 'password set through a mailed link',
  account_deleted: 'account deleted',
  guest_started: 'guest account created',
  guest_claimed: 'guest account claimed',
  guest_swept: 'unused guest account deleted',
};

/** Structured audit lines (`audit: true`) through the server's logger, for security reviews. */
export class AuditLog {
  constructor(private readonly logger: Logger) {}

  record(entry: AuditEvent): void {
    const level = entry.event === 'sign_in_throttled' || entry.event === 'sign_in_failed' ? 'warn' : 'info';
    this.logger[level]({ audit: true, ...entry }, MESSAGES[entry.event]);
  }
}
