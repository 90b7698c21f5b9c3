import { parse, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadBudget } from './rate-limits.js';
import { buildSchema } from '../schema.js';
import {
  Collector,
  data,
  gql,
  gqlWithHeaders,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import { MATCH_UPDATED } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';
import { documentCost } from './document-cost.js';
import { logDownloadCost } from '../http/log-download.js';

const GAMES = '{ games { id } }';
/** Fifty live matches' summaries: thousands of points (`GAMES`: 20). */
const LIVE =
  '{ liveMatches(first: 50) { edges { node { id game { id } status seats { player { handle } } } } } }';
const LIVE_DOCUMENT = parse(LIVE);
const measure = documentCost(buildSchema());
const LIVE_COST = measure(LIVE_DOCUMENT, LIVE_DOCUMENT.definitions[0] as OperationDefinitionNode, {}).cost;
/** The same list sized by a variable, or left to its default (50 live matches). */
const LIVE_SIZED =
  'query ($n: Int) { liveMatches(first: $n) { edges { node { id game { id } status seats { player { handle } } } } } }';
const LIVE_UNSIZED =
  '{ liveMatches { edges { node { id game { id } status seats { player { handle } } } } } }';
const DOWNLOAD_COST = logDownloadCost(measure);

/** Lets the tests read from addresses of their choosing, as the web server names its browsers'. */
const CLIENT_SECRET = 'read budget test secret';

const refusal = (result: Awaited<ReturnType<typeof gql>>) => ({
  status: result.status,
  retryAfter: result.headers.get('retry-after'),
  code: result.errors?.[0]?.extensions?.code,
  scope: result.errors?.[0]?.extensions?.['scope'],
  reason: result.errors?.[0]?.extensions?.['reason'],
  data: result.data ?? null,
});

/** A server with this read budget (and every other limit lifted) for the tests of one `describe`. */
function serverWith(reads: ReadBudget): { readonly current: TestServer } {
  const holder = {} as { current: TestServer };
  beforeAll(async () => {
    holder.current = await startTestServer({
      rateLimits: { authPerMinute: 10_000, actionsPerSecond: 10_000, reads },
      clientAddressSecret: CLIENT_SECRET,
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
    costPerMinute: 1_000_000,
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
      // Not too many actions: too many reads (the scope alone could not tell them apart).
      reason: 'READS',
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
    costPerMinute: 1_000_000,
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

/** Budgets with room for two reads costing `cost` a minute, not three, for an account and an address. */
function roomForTwo(cost: number) {
  const points = Math.ceil(2.5 * cost);
  return {
    perAccountPerMinute: 1000,
    costPerMinute: points,
    anonymousPerMinute: 1000,
    anonymousCostPerMinute: points,
  };
}

describe('the cost of a list sized by a variable or by its default', () => {
  // Room for two reads of the live list, not three.
  const running = serverWith(roomForTwo(LIVE_COST));

  it('is what the list really holds: `first: $n` with 50, or `first` left out, spend it as `first: 50` does', async () => {
    const server = running.current;
    const fromAddress = (address: string) => ({
      'x-brethren-client-address': address,
      'x-brethren-client-secret': CLIENT_SECRET,
    });
    for (const [address, query, variables] of [
      ['203.0.113.1', LIVE_SIZED, { n: 50 }],
      ['203.0.113.2', LIVE_UNSIZED, {}],
    ] as const) {
      for (let i = 0; i < 2; i++)
        expect(
          (await gqlWithHeaders(server.url, query, variables, fromAddress(address))).errors,
        ).toBeUndefined();
      expect(refusal(await gqlWithHeaders(server.url, query, variables, fromAddress(address)))).toMatchObject(
        {
          status: 429,
          code: 'RATE_LIMITED',
          scope: 'ADDRESS',
          data: null,
        },
      );
    }
  });

  it('is charged to signed-in callers too, from their own budget (scope PLAYER)', async () => {
    const server = running.current;
    const { token } = await signUp(server.url, 'cost-account');
    for (let i = 0; i < 2; i++)
      expect((await gql(server.url, LIVE_UNSIZED, {}, token)).errors).toBeUndefined();
    expect(refusal(await gql(server.url, LIVE_UNSIZED, {}, token))).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      scope: 'PLAYER',
      data: null,
    });
    // Over WebSocket, the same account is refused as well.
    const signedIn = wsClient(server.wsUrl, token);
    const feed = new Collector(signedIn, LIVE_UNSIZED, {});
    await expect(feed.until(() => false, 5000)).rejects.toThrow(/RATE_LIMITED/);
    await signedIn.dispose();
  });
});

describe('log downloads', () => {
  // Room for two downloads, not three; reads a minute are not what stops them here.
  const running = serverWith(roomForTwo(DOWNLOAD_COST));

  it('spend the reader’s budget as the same read through GraphQL: over it, 429 with Retry-After and a typed error', async () => {
    const server = running.current;
    const { matchId, tokens } = await startedDuel(server.url, 'download');
    await data(
      server.url,
      'mutation ($id: ID!) { resignMatch(matchId: $id) { status } }',
      { id: matchId },
      tokens[0],
    );
    const url = `${new URL(server.url).origin}/matches/${matchId}/log.jsonl`;
    for (let i = 0; i < 2; i++) expect((await fetch(url)).status).toBe(200);
    const refused = await fetch(url);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', scope: 'ADDRESS' });

    // With a token, a download is the account's read: charged to it, not to the address.
    const authorization = { authorization: `Bearer ${tokens[1]}` };
    for (let i = 0; i < 2; i++) expect((await fetch(url, { headers: authorization })).status).toBe(200);
    const account = await fetch(url, { headers: authorization });
    expect(account.status).toBe(429);
    expect(((await account.json()) as typeof body).errors[0]?.extensions).toMatchObject({ scope: 'PLAYER' });
    // A token that speaks for nobody is refused as over GraphQL.
    expect((await fetch(url, { headers: { authorization: 'Bearer nobody' } })).status).toBe(401);
  });
});
