import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

/** The browser's address, as the web server names it when it signs someone in. */
export const CLIENT_ADDRESS_HEADER = 'x-brethren-client-address';
/** The secret the web server shares with the API (CLIENT_ADDRESS_SECRET), proving who names it. */
export const CLIENT_SECRET_HEADER = 'x-brethren-client-secret';

/**
 * express's `trust proxy` value for a TRUST_PROXY setting: `none` or `false` trusts no proxy (the
 * socket's address counts), `true` any, a number that many hops, anything else addresses or
 * subnets (`loopback`, `10.0.0.0/8`).
 */
export function trustProxySetting(value: string): boolean | number | string {
  const normalised = value.trim().toLowerCase();
  if (normalised === '' || normalised === 'none' || normalised === 'false') return false;
  if (normalised === 'true') return true;
  if (/^\d+$/.test(normalised)) return Number(normalised);
  return value;
}

/** Compares in constant time, whatever the lengths. */
function sameSecret(given: string, secret: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/**
 * Where a request comes from, for limits and the audit log. The web server signs people in for
 * their browsers and names the browser's address in a header, believed only with the secret the
 * two share; any other request comes from the address express sees (the socket's, or a trusted
 * proxy's X-Forwarded-For).
 */
export function clientAddress(
  headers: IncomingHttpHeaders,
  seen: string | undefined,
  secret: string | undefined,
): string {
  const named = headers[CLIENT_ADDRESS_HEADER];
  const proof = headers[CLIENT_SECRET_HEADER];
  if (secret && typeof named === 'string' && typeof proof === 'string' && sameSecret(proof, secret)) {
    const address = named.trim();
    if (isIP(address) !== 0) return address;
  }
  return seen ?? 'unknown';
}
