import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret someone gave (a link's signature, an invite code) is the one expected, compared
 * in constant time, so that nobody learns from how long a refusal takes how much of it was right.
 */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
