import { parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadBudget } from './rate-limits.js';
import { buildSchema } from '../schema.js';
import { Collector, gql, signUp, startTestServer, wsClient, type TestServer } from '../testing/harness.js';
import { MATCH_UPDATED } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';
import { documentCost } from './document-cost.js';

const GAMES = '{ games { id } }';
/** Fifty live matches' summaries: thousands of points by armor's measure (`GAMES`: 3.5). */
const LIVE =
  '{ liveMatches(first: 50) { edges { node { id game { id } status seats { player { handle } } } } } }';
const LIVE_DOCUMENT = parse(LIVE);
const LIVE_COST = documentCost(buildSchema())(
  LIVE_DOCUMENT,
  LIVE_DOCUMENT.definitions[0] as OperationDefinitionNode,
);

const refusal = (result: Awaited<ReturnType<typeof gql>>) => ({
  status: result.status,
  retryAfter: result.headers.get('retry-after'),
  code: result.errors?.[0]?.extensions?.code,
  scope: result.errors?.[0]?.extensions?.['scope'],
  data: result.data ?? null,
});

/** A server with this read budget (and every other limit lifted) for the tests of one `describe`. */
function serverWith(reads: ReadBudget): { readonly current: TestServer } {
  const holder = {} as { current: TestServer };
  beforeAll(async () => {
    holder.current = await startTestServer({
      rateLimits: { authPerMinute: 10_000, actionsPerSecond: 10_000, reads },
    });
  });
  afterAll(async () => {
    await holder.current.close();
  });
  return holder;
}

describe('the read budget: reads per minute for everyone, and a cost budget without an account', () => {
  const running = serverWith({
    perAccountPerMinute: 8,
    anonymousPerMinute: 6,
    anonymousCostPerMinute: 1_000_000,
  });

  it('an anonymous client over its reads a minute gets 429 RATE_LIMITED with Retry-After and no data; an account on the same address still reads', async () => {
    const server = running.current;
    for (let i = 0; i < 6; i++) expect((await gql(server.url, GAMES)).errors).toBeUndefined();
    const refused = refusal(await gql(server.url, GAMES));
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED', scope: 'ADDRESS', data: null });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);

    const { token } = await signUp(server.url, 'budget-reader');
    expect((await gql(server.url, GAMES, {}, token)).errors).toBeUndefined();
  });

  it('an account over its reads a minute is refused (scope PLAYER) while its mutations still run', async () => {
    const server = running.current;
    const { token } = await signUp(server.url, 'budget-poller');
    for (let i = 0; i < 8; i++) expect((await gql(server.url, GAMES, {}, token)).errors).toBeUndefined();
    expect(refusal(await gql(server.url, GAMES, {}, token))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      scope: 'PLAYER',
    });
    const created = await gql(
      server.url,
      'mutation { createMatch(input: { game: "cartagena", seats: [{}, {}] }) { id } }',
      {},
      token,
    );
    expect(created.errors).toBeUndefined();
  });
});

describe('the anonymous cost budget', () => {
  // Room for two reads of the live list, not three.
  const running = serverWith({
    perAccountPerMinute: 1000,
    anonymousPerMinute: 1000,
    anonymousCostPerMinute: Math.ceil(2.5 * LIVE_COST),
  });

  it('expensive lists spend it in two reads while cheap ones would have taken hundreds; over WebSocket too', async () => {
    const server = running.current;
    expect(LIVE_COST).toBeGreaterThan(1000);
    const { matchId } = await startedDuel(server.url, 'cost');
    expect((await gql(server.url, LIVE)).errors).toBeUndefined();
    expect((await gql(server.url, LIVE)).errors).toBeUndefined();
    expect(refusal(await gql(server.url, LIVE))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      scope: 'ADDRESS',
    });

    // The same address follows a match over WebSocket: refused with the same typed error.
    const anonymous = wsClient(server.wsUrl);
    const feed = new Collector(anonymous, MATCH_UPDATED, { matchId });
    await expect(feed.until(() => false, 5000)).rejects.toThrow(/RATE_LIMITED/);
    await anonymous.dispose();

    // Someone with an account reads on, whatever the address spent.
    const { token } = await signUp(server.url, 'cost-watcher');
    const signedIn = wsClient(server.wsUrl, token);
    const followed = new Collector(signedIn, MATCH_UPDATED, { matchId });
    await followed.until((items) => items.length === 1, 5000);
    followed.dispose();
    await signedIn.dispose();
  });
});
