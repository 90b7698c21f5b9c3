import { hash, randomBytes } from 'node:crypto';

/** A new bearer token: a recognisable prefix and 32 random bytes. Only its hash is stored. */
export function newToken(kind: 'session' | 'api'): string {
  return `${kind === 'api' ? 'brt_api' : 'brt_ses'}_${randomBytes(32).toString('base64url')}`;
}

/** SHA-256 of the token, hex: what is stored. One call, no `Hash` object: every request makes it. */
export function tokenHash(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The token in an `Authorization: Bearer …` value (or a bare token), or null. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^\s*(?:Bearer\s+)?(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
