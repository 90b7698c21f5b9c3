import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from 'graphql-ws';
import {
  Collector,
  data,
  gql,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import { MATCH_UPDATED, SUBMIT } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const SIGN_IN =
  'mutation ($handle: String!, $password: String!) { signIn(handle: $handle, password: $password) { token } }';

type Update = { matchUpdated: { seq: number; match: { view: { hand: unknown[] | null } | null } } };

/** Resolves when the subscription has been ended by the server (its socket closed). */
async function closedBy(feed: Collector<Update>, timeoutMs = 10_000): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  while (feed.errors.length === 0 && !feed.completed) {
    if (Date.now() > deadline) throw new Error('the subscription is still open');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return feed.errors[0];
}

type Duel = Awaited<ReturnType<typeof startedDuel>>;

/** Seat 0 follows its match with `token` (on `node`); a move is made to prove it streams. */
async function follow(server: TestServer, node: TestServer, table: Duel, token: string) {
  const client: Client = wsClient(node.wsUrl, token);
  const feed = new Collector<Update>(client, MATCH_UPDATED, { matchId: table.matchId, sinceSeq: 0 });
  const move = async () => {
    const { seat, match } = await table.mover();
    await data(
      server.url,
      SUBMIT,
      { matchId: table.matchId, expectedSeq: match.seq, action: match.legalActions[0] },
      table.tokens[seat],
    );
    return match.seq + 1;
  };
  await new Promise((resolve) => setTimeout(resolve, 200));
  const seq = await move();
  const [update] = await feed.until((items) => items.some((item) => item.matchUpdated.seq === seq));
  // The private view: seat 0's own hand.
  expect(update?.matchUpdated.match.view?.hand?.length).toBeGreaterThan(0);
  return { table, client, feed, move };
}

/** A fresh duel whose seat 0 follows it with its session token. */
async function following(server: TestServer, node: TestServer, prefix: string) {
  const table = await startedDuel(server.url, prefix);
  return follow(server, node, table, table.tokens[0]!);
}

/**
 * After the token ended: the feed is closed, and a further move sends it nothing. Seat 0's player
 * signs in afresh (on `server`), so that either seat can make that move.
 */
async function expectEnded(
  server: TestServer,
  following: Awaited<ReturnType<typeof follow>>,
  handle: string,
) {
  const error = await closedBy(following.feed);
  expect(error).toMatchObject({ code: 4403 });
  following.table.tokens[0] = (
    await data(server.url, SIGN_IN, { handle, password: 'correct horse battery' })
  ).signIn.token;
  const before = following.feed.items.length;
  await following.move();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(following.feed.items.length).toBe(before);
  await following.client.dispose();
}

describe('ending a token ends its live subscriptions (one node)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ sessions: { sweepIntervalMs: 200 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('signing out closes the seat’s matchUpdated feed at once', async () => {
    const live = await following(server, server, 'out');
    await data(server.url, 'mutation { signOut }', {}, live.table.tokens[0]);
    await expectEnded(server, live, 'out-a');
  });

  it('revoking an API token closes the feed it opened', async () => {
    const table = await startedDuel(server.url, 'api-seat');
    const session = table.tokens[0]!;
    const { token: apiToken, apiToken: info } = (
      await data(
        server.url,
        'mutation { createApiToken(name: "bot") { token apiToken { id } } }',
        {},
        session,
      )
    ).createApiToken;
    // The API token speaks for seat 0's player, as the session does.
    const live = await follow(server, server, table, apiToken);
    await data(server.url, 'mutation ($id: ID!) { revokeApiToken(id: $id) }', { id: info.id }, session);
    await expectEnded(server, live, 'api-seat-a');
  });

  it('an expired session’s feed is closed by the next sweep', async () => {
    const live = await following(server, server, 'expiring');
    await server.platform.prisma.$executeRawUnsafe(
      `UPDATE api_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users WHERE handle_key = 'expiring-a')`,
    );
    await expectEnded(server, live, 'expiring-a');
  });

  it('other people’s feeds stay open', async () => {
    const live = await following(server, server, 'stays');
    const other = await signUp(server.url, 'someone-else');
    await data(server.url, 'mutation { signOut }', {}, other.token);
    const seq = await live.move();
    await live.feed.until((items) => items.some((item) => item.matchUpdated.seq === seq));
    expect(live.feed.errors).toEqual([]);
    live.feed.dispose();
    await live.client.dispose();
  });
});

describe('ending a token ends its live subscriptions on every node', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createMigratedTestDatabase('tokens');
    nodeA = await startTestServer({ database, redisUrl: REDIS_URL });
    nodeB = await startTestServer({ database, redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  it('signing out on one node closes the feed the token holds on the other', async () => {
    const live = await following(nodeA, nodeB, 'nodes');
    await data(nodeA.url, 'mutation { signOut }', {}, live.table.tokens[0]);
    await expectEnded(nodeA, live, 'nodes-a');
  });

  it('a token ended on one node is refused by the other at once, though that node had just trusted it', async () => {
    const ME = '{ me { handle } }';
    const { token } = await signUp(nodeA.url, 'cached');
    // Node B finds the token and keeps it for its next requests.
    expect((await data(nodeB.url, ME, {}, token)).me.handle).toBe('cached');
    expect((await data(nodeB.url, ME, {}, token)).me.handle).toBe('cached');
    await data(nodeA.url, 'mutation { signOut }', {}, token);
    // Well before the cache would let it go (seconds): the end travels by pub/sub.
    const deadline = Date.now() + 1_000;
    const codeOf = async () => (await gql(nodeB.url, ME, {}, token)).errors?.[0]?.extensions?.code;
    let code = await codeOf();
    while (code !== 'UNAUTHENTICATED' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      code = await codeOf();
    }
    expect(code).toBe('UNAUTHENTICATED');
  });
});
