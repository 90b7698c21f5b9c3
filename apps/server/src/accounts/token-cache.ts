import { LRUCache } from 'lru-cache';
import type { FoundToken } from './repository.js';

/** How long a token found in the database is trusted without looking again, and how many are kept. */
export interface TokenCacheSettings {
  readonly ttlMs: number;
  readonly max: number;
}

/**
 * Half a minute: a player moving every few seconds (a thousand live matches) finds their token
 * cached on most moves, where 5 s missed on every other one.
 */
export const DEFAULT_TOKEN_CACHE: TokenCacheSettings = { ttlMs: 30_000, max: 50_000 };

/**
 * Tokens recently found by their hash, so that a client's every request does not cost a database
 * round trip (the per-move hot path). Whatever ends a token forgets it on every node at once (the
 * live-token channel), and so does whatever changes its account (`UserChanges`); `ttlMs` bounds what
 * a missed message could leave stale. Expiry is still judged on every request.
 */
export class TokenCache {
  private readonly found: LRUCache<string, FoundToken>;
  /** A ttl of 0 turns the cache off (lru-cache would read it as "for ever"). */
  private readonly enabled: boolean;

  constructor(settings: TokenCacheSettings = DEFAULT_TOKEN_CACHE) {
    this.enabled = settings.ttlMs > 0;
    // `ttlResolution: 0`: the clock is read on each look. lru-cache's default keeps a reading for a
    // millisecond with a timer each time, and this cache is looked in on every request.
    this.found = new LRUCache({
      max: Math.max(1, settings.max),
      ttl: Math.max(1, settings.ttlMs),
      ttlResolution: 0,
    });
  }

  get(tokenHash: string): FoundToken | undefined {
    return this.enabled ? this.found.get(tokenHash) : undefined;
  }

  set(tokenHash: string, token: FoundToken): void {
    if (!this.enabled) return;
    // Replaced with the row as it now is (a use recorded) without prolonging the time it is trusted.
    this.found.set(tokenHash, token, { noUpdateTTL: this.found.has(tokenHash) });
  }

  forgetTokens(tokenIds: readonly string[]): void {
    const ids = new Set(tokenIds);
    this.forget((token) => ids.has(token.id));
  }

  forgetUser(userId: string): void {
    this.forget((token) => token.user.id === userId);
  }

  private forget(which: (token: FoundToken) => boolean): void {
    const hashes = [...this.found.entries()].filter(([, token]) => which(token)).map(([hash]) => hash);
    for (const hash of hashes) this.found.delete(hash);
  }
}
