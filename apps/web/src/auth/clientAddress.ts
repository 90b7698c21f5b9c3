/**
 * The browser's address travels from this web server's own front (server.mjs, which reads it from
 * the socket and its trusted proxies, never from what the browser claims) to the API (which
 * believes it only with the secret the two share).
 */
export const CLIENT_ADDRESS_HEADER = 'x-brethren-client-address';
export const CLIENT_SECRET_HEADER = 'x-brethren-client-secret';

/** Who is signing in, as this server saw the request: for the API's limits and session list. */
export interface Requester {
  /** The browser's address, when this server's front named it. */
  readonly address?: string | undefined;
  /** The browser's User-Agent, named as a device on the session ("Firefox · Linux"). */
  readonly userAgent?: string | undefined;
}

/** Set by server.mjs: the address header on incoming requests is its own, not a browser's. */
const FRONTED = Symbol.for('brethren.web.clientAddressHeader');

let warned = false;

/** The requester of a sign-in, from the headers of the request NextAuth received. */
export function requesterOf(headers: Record<string, unknown> | undefined): Requester {
  const fronted = (globalThis as Record<symbol, unknown>)[FRONTED] === true;
  const address = headers?.[CLIENT_ADDRESS_HEADER];
  const userAgent = headers?.['user-agent'];
  return {
    address: fronted && typeof address === 'string' && address ? address : undefined,
    userAgent: typeof userAgent === 'string' ? userAgent : undefined,
  };
}

/**
 * The headers that tell the API whose sign-in this is. Without CLIENT_ADDRESS_SECRET (or an
 * address) none: the API then counts every sign-in through this server as one address.
 */
export function apiHeadersFor(
  address: string | undefined,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Record<string, string> {
  const secret = env['CLIENT_ADDRESS_SECRET'];
  if (!secret) {
    if (!warned && env['NEXT_PHASE'] !== 'phase-production-build') {
      warned = true;
      console.warn(
        'brethren-web: CLIENT_ADDRESS_SECRET is not set; the API limits sign-ins through this server as if all came from one address',
      );
    }
    return {};
  }
  return address ? { [CLIENT_ADDRESS_HEADER]: address, [CLIENT_SECRET_HEADER]: secret } : {};
}
