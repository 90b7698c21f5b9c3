import { randomUUID } from 'node:crypto';
import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { redisConnection } from '../pubsub/redis-connection.js';
import { Collector, data, signUp, startTestServer, wsClient, type TestServer } from '../testing/harness.js';
import { CHALLENGES_UPDATED, FOLLOW, FOLLOWING } from '../testing/people-operations.js';
import { RedisPresence } from './presence.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** Asks `check` again every 100 ms until it holds (5 s at most). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; !(await check()); tries++) {
    if (tries === 50) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('presence across two server nodes on one PostgreSQL and one Redis', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createMigratedTestDatabase('presence-nodes');
    nodeA = await startTestServer({ database, redisUrl: REDIS_URL });
    nodeB = await startTestServer({ database, redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  it('a player connected to one node is online on the other, until their last connection closes', async () => {
    const anne = await signUp(nodeA.url, 'pres-anne');
    const bob = await signUp(nodeA.url, 'pres-bob');
    await data(nodeB.url, FOLLOW, { handle: 'pres-bob' }, anne.token);
    const bobOnline = async () =>
      (await data(nodeB.url, FOLLOWING, {}, anne.token)).me.following[0].online as boolean;
    expect(await bobOnline()).toBe(false);

    // Two connections of bob's, one on each node.
    const connections = [wsClient(nodeA.wsUrl, bob.token), wsClient(nodeB.wsUrl, bob.token)];
    const feeds = connections.map((client) => new Collector(client, CHALLENGES_UPDATED, {}));
    for (const feed of feeds) await feed.until((items) => items.length > 0);
    expect(await bobOnline()).toBe(true);

    // One closes: the other keeps him online.
    feeds[0]!.dispose();
    await connections[0]!.dispose();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await bobOnline()).toBe(true);

    feeds[1]!.dispose();
    await connections[1]!.dispose();
    await eventually(async () => !(await bobOnline()), 'bob offline once his last connection closed');
  });

  it('a node that dies without a word stops counting once its entries expire', async () => {
    const logger = createLogger('silent');
    // The entry must outlive the 300 ms look below by a wide margin, however late a loaded machine
    // runs the last heartbeat and the look.
    const settings = { heartbeatMs: 100, ttlMs: 1500 };
    const dying = redisConnection(REDIS_URL, 'dying', logger);
    const living = redisConnection(REDIS_URL, 'living', logger);
    await Promise.all([dying.connect(), living.connect()]);
    const prefix = `presence-test-${randomUUID()}:`;
    const doomed = new RedisPresence(dying, prefix, logger, settings);
    const observer = new RedisPresence(living, prefix, logger, settings);
    try {
      doomed.connected('user-1');
      await eventually(async () => (await observer.online(['user-1'])).has('user-1'), 'user-1 online');
      // The node's connection to Redis is cut, as when its process is killed: no heartbeat, no goodbye.
      dying.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await observer.online(['user-1'])).has('user-1')).toBe(true);
      await eventually(async () => !(await observer.online(['user-1'])).has('user-1'), 'user-1 expired');
    } finally {
      await doomed.close().catch(() => undefined);
      await observer.close();
      await living.quit();
    }
  });
});
