import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Collector, signUp, startTestServer, wsClient, type TestServer } from '../testing/harness.js';
import { MATCH_UPDATED } from '../testing/operations.js';
import { RawWsConnection } from '../testing/raw-ws.js';
import { TestRedis } from '../testing/redis-server.js';
import { startedDuel } from '../testing/tables.js';
import { DEFAULT_WS_CAPS, TOO_MANY_CONNECTIONS } from './ws-caps.js';

describe('WebSocket caps per connection and per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      wsCaps: { operationsPerConnection: 2, operationsPerAddress: 3, connectionsPerAddress: 2 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('over a cap a subscription gets TOO_MANY_SUBSCRIPTIONS and a connection is closed with 4429, at once', async () => {
    const { matchId } = await startedDuel(server.url, 'caps');
    /** A subscription that answered with its snapshot. */
    const follow = async (client: ReturnType<typeof wsClient>) => {
      const feed = new Collector(client, MATCH_UPDATED, { matchId });
      await feed.until((items) => items.length === 1, 5000);
      return feed;
    };
    const refused = async (client: ReturnType<typeof wsClient>) => {
      const feed = new Collector(client, MATCH_UPDATED, { matchId });
      await expect(feed.until(() => false, 5000)).rejects.toThrow(/TOO_MANY_SUBSCRIPTIONS/);
    };

    const first = wsClient(server.wsUrl);
    const a = await follow(first);
    await follow(first);
    await refused(first);
    // A finished subscription frees its place.
    a.dispose();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await follow(first);

    const second = wsClient(server.wsUrl);
    await follow(second);
    await refused(second); // the address's third place is taken

    const third = wsClient(server.wsUrl);
    const closed = new Promise<number>((resolve) =>
      third.on('closed', (event) => resolve((event as { code: number }).code)),
    );
    third.subscribe(
      { query: MATCH_UPDATED, variables: { matchId } },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    expect(await closed).toBe(TOO_MANY_CONNECTIONS);

    await Promise.all([first.dispose(), second.dispose(), third.dispose()]);
  });
});

// With Redis, as when nodes share one, each read's budget is charged with a round trip, and with
// no token cache each token is read from the database: the frames or connections of a burst all
// arrive before the first of them is through its checks.
describe('WebSocket caps under a burst (the default caps, limits in Redis)', () => {
  let redis: TestRedis;
  let server: TestServer;
  beforeAll(async () => {
    redis = await TestRedis.start();
  });
  afterAll(async () => {
    await redis.stop();
  });
  beforeEach(async () => {
    server = await startTestServer({ redisUrl: redis.url, tokenCache: { ttlMs: 0, max: 1 } });
  });
  afterEach(async () => {
    await server.close();
  });
  const caps = DEFAULT_WS_CAPS;
  const follow = (id: string, matchId: string) => RawWsConnection.subscribe(id, MATCH_UPDATED, { matchId });
  /** Every subscription answered: a snapshot if it runs, else its refusal. */
  const allAnswered = (connection: RawWsConnection, count: number) =>
    connection.until(() => {
      const { ran, refused } = connection.answers('TOO_MANY_SUBSCRIPTIONS');
      return ran.size + refused.size === count;
    }, 30_000);

  it('600 subscribe frames sent in one write on one connection: exactly the per-connection cap runs', async () => {
    const { matchId } = await startedDuel(server.url, 'burst');
    const connection = RawWsConnection.connect(server.wsUrl);
    expect(await connection.acknowledged).toBe(true);

    connection.burst(Array.from({ length: 600 }, (_, index) => follow(String(index), matchId)));
    await allAnswered(connection, 600);

    const { ran, refused } = connection.answers('TOO_MANY_SUBSCRIPTIONS');
    expect(ran.size).toBe(caps.operationsPerConnection);
    expect(refused.size).toBe(600 - caps.operationsPerConnection);
    connection.close();
  });

  it('subscriptions sent at once over 20 connections of one address: exactly the per-address cap runs', async () => {
    const { matchId } = await startedDuel(server.url, 'spread');
    const connections = Array.from({ length: 20 }, () => RawWsConnection.connect(server.wsUrl));
    expect(await Promise.all(connections.map((connection) => connection.acknowledged))).not.toContain(false);

    // Each connection stays within its own cap; together they ask twice the address's.
    for (const connection of connections)
      connection.burst(
        Array.from({ length: caps.operationsPerConnection }, (_, index) => follow(String(index), matchId)),
      );
    await Promise.all(connections.map((connection) => allAnswered(connection, caps.operationsPerConnection)));

    const answers = connections.map((connection) => connection.answers('TOO_MANY_SUBSCRIPTIONS'));
    const ran = answers.reduce((sum, { ran }) => sum + ran.size, 0);
    const refused = answers.reduce((sum, { refused }) => sum + refused.size, 0);
    expect(ran).toBe(caps.operationsPerAddress);
    expect(refused).toBe(20 * caps.operationsPerConnection - caps.operationsPerAddress);
    for (const connection of connections) connection.close();
  });

  it('120 connections with a token initialised at once: the cap is accepted, the rest closed with 4429', async () => {
    const { token } = await signUp(server.url, 'crowd');
    const connections = Array.from({ length: 120 }, () => RawWsConnection.open(server.wsUrl));
    await Promise.all(connections.map((connection) => connection.opened));
    for (const connection of connections) connection.init(token);
    const accepted = await Promise.all(connections.map((connection) => connection.acknowledged));

    expect(accepted.filter(Boolean)).toHaveLength(caps.connectionsPerAddress);
    const refused = connections.filter((_, index) => !accepted[index]);
    const codes = await Promise.all(refused.map(async (connection) => (await connection.closed).code));
    expect(codes).toEqual(refused.map(() => TOO_MANY_CONNECTIONS));
    for (const connection of connections) connection.close();
  });
});

describe('WebSocket caps behind a proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: 'loopback', wsCaps: { connectionsPerAddress: 2 } });
  });
  afterAll(async () => {
    await server.close();
  });
  const from = (address: string) => RawWsConnection.open(server.wsUrl, { 'x-forwarded-for': address });

  it('count each client by the address its trusted proxy names, not the proxy’s own', async () => {
    const first = [from('203.0.113.1'), from('203.0.113.1')];
    await Promise.all(first.map((connection) => connection.opened));
    const over = from('203.0.113.1');
    // Another client behind the same proxy is not held to the first one's cap.
    const other = from('203.0.113.2');
    expect((await over.closed).code).toBe(TOO_MANY_CONNECTIONS);
    await other.opened;
    expect(other.socket.readyState).toBe(other.socket.OPEN);
    for (const connection of [...first, other]) connection.socket.close();
    await Promise.all([...first, other].map((connection) => connection.closed));
  });
});
