import { DomainError } from '../errors.js';

/** RFC 5321's limits: a whole address, and its part before the @. */
const MAX_ADDRESS = 254;
const MAX_LOCAL = 64;

/** The local part: dot-separated runs of RFC 5322's atext (no quoted forms, which nobody types). */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A domain label: letters (any script, for international domains), digits and inner hyphens. */
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;

/**
 * The address `input` names, trimmed, or BAD_USER_INPUT (`field: address`, `reason`
 * `NOT_AN_ADDRESS` or `TOO_LONG`). A mailbox at a domain with at least two labels, the last not
 * all digits; nothing a mail server would refuse for its form alone.
 */
export function parseAddress(input: string): string {
  const address = input.trim();
  if (address.length > MAX_ADDRESS)
    refuse('TOO_LONG', `an email address has at most ${MAX_ADDRESS} characters`);
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  const valid =
    at > 0 &&
    local.length <= MAX_LOCAL &&
    LOCAL.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    !/^\d+$/.test(labels.at(-1)!);
  if (!valid) refuse('NOT_AN_ADDRESS', 'that is not an email address (name@example.org)');
  return address;
}

function refuse(reason: string, message: string): never {
  throw new DomainError('BAD_USER_INPUT', message, { field: 'address', reason });
}
