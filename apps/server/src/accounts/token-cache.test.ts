import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { FoundToken } from './repository.js';
import { TokenCache } from './token-cache.js';

const token = (id: string, userId: string): FoundToken => ({
  id,
  name: 'laptop',
  kind: 'SESSION',
  createdAt: new Date(0),
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  user: { id: userId, handle: userId, createdAt: new Date(0), locale: null, guest: false },
});

describe('TokenCache', () => {
  it('keeps a found token for its time, then reads it again', async () => {
    const cache = new TokenCache({ ttlMs: 300, max: 10 });
    cache.set('h1', token('t1', 'u1'));
    await sleep(200);
    expect(cache.get('h1')?.id).toBe('t1');
    // Recording a use replaces the row but does not prolong the trust.
    cache.set('h1', { ...token('t1', 'u1'), lastUsedAt: new Date(1) });
    expect(cache.get('h1')?.lastUsedAt).toEqual(new Date(1));
    await sleep(200);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('forgets ended tokens and a changed user’s tokens, and nothing else', () => {
    const cache = new TokenCache({ ttlMs: 60_000, max: 10 });
    cache.set('h1', token('t1', 'u1'));
    cache.set('h2', token('t2', 'u1'));
    cache.set('h3', token('t3', 'u2'));
    cache.forgetTokens(['t1']);
    expect([cache.get('h1'), cache.get('h2')?.id, cache.get('h3')?.id]).toEqual([undefined, 't2', 't3']);
    cache.forgetUser('u1');
    expect([cache.get('h2'), cache.get('h3')?.id]).toEqual([undefined, 't3']);
  });

  it('with a time of 0 keeps nothing', () => {
    const cache = new TokenCache({ ttlMs: 0, max: 0 });
    cache.set('h1', token('t1', 'u1'));
    expect(cache.get('h1')).toBeUndefined();
  });
});
