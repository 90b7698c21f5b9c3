import { randomBytes } from 'node:crypto';
import { DomainError } from '../errors.js';
import type { Viewer } from './viewer.js';

/** Letters and digits of a guest handle's tail, without look-alikes (0/o, 1/l/i). */
const TAIL_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const TAIL_LENGTH = 6;

/** A handle for a new guest, `guest-` and six random letters or digits (a reserved form: nobody signs up as one). */
export function guestHandle(): string {
  const bytes = randomBytes(TAIL_LENGTH);
  let tail = '';
  for (const byte of bytes) tail += TAIL_ALPHABET[byte % TAIL_ALPHABET.length];
  return `guest-${tail}`;
}

/**
 * Guests try the games against bots; what would let a throwaway account bother others or skew the
 * ladders (ranked play, chat, API tokens that never end) waits until they claim the account.
 */
export function refuseGuest(viewer: Pick<Viewer, 'guest'>, what: string): void {
  if (viewer.guest) {
    throw new DomainError('FORBIDDEN', `guests cannot ${what}: claim your account first (claimGuest)`, {
      reason: 'GUEST',
    });
  }
}
