import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errorCode, gql, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { CREATE_MATCH, START_MATCH } from '../testing/operations.js';
import { SEND_CHAT } from '../testing/chat-operations.js';

const START_GUEST = 'mutation { startGuest(device: "Chromium · Linux") { token user { id handle guest } } }';
const CLAIM = `mutation ($handle: String!, $password: String!) {
  claimGuest(handle: $handle, password: $password) { id handle guest } }`;
const SIGN_IN = `mutation ($handle: String!, $password: String!) {
  signIn(handle: $handle, password: $password) { token user { id guest } } }`;
const JOIN_QUEUE = 'mutation { joinQueue(game: "cartagena", playerCounts: [2]) { status } }';
const HISTORY = `query ($player: String!) {
  matches(filter: { player: $player }) { edges { node { id } } } }`;
const PASSWORD = 'correct horse battery';

async function startGuest(url: string) {
  return (await data(url, START_GUEST)).startGuest as {
    token: string;
    user: { id: string; handle: string; guest: boolean };
  };
}

/** A private table of the guest's against a heuristic bot, started: what "Play a bot now" opens. */
async function botMatch(url: string, token: string): Promise<string> {
  const input = { game: 'cartagena', seats: [{}, { bot: 'heuristic' }], visibility: 'PRIVATE' };
  const { id } = (await data(url, CREATE_MATCH, { input }, token)).createMatch;
  await data(url, START_MATCH, { matchId: id }, token);
  return id;
}

describe('guest accounts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('are made in one call, named guest-…, and play a bot table at once', async () => {
    const guest = await startGuest(server.url);
    expect(guest.user.handle).toMatch(/^guest-[a-z2-9]{6}$/);
    expect(guest.user.guest).toBe(true);
    const me = await data(server.url, 'query { me { handle guest } }', {}, guest.token);
    expect(me.me).toEqual({ handle: guest.user.handle, guest: true });
    const matchId = await botMatch(server.url, guest.token);
    const match = await data(
      server.url,
      'query ($id: ID!) { match(id: $id) { status viewerSeat } }',
      {
        id: matchId,
      },
      guest.token,
    );
    expect(match.match).toEqual({ status: 'ACTIVE', viewerSeat: 0 });
  });

  it('cannot play ranked, chat, make API tokens or be signed in to with a password', async () => {
    const guest = await startGuest(server.url);
    const matchId = await botMatch(server.url, guest.token);
    const refused = await gql(server.url, JOIN_QUEUE, {}, guest.token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'GUEST' });
    const chat = await gql(server.url, SEND_CHAT, { matchId, channel: 'PLAYERS', text: 'hi' }, guest.token);
    expect(chat.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'GUEST' });
    expect(
      await errorCode(server.url, 'mutation { createApiToken(name: "x") { token } }', {}, guest.token),
    ).toBe('FORBIDDEN');
    for (const password of ['', PASSWORD])
      expect(await errorCode(server.url, SIGN_IN, { handle: guest.user.handle, password })).toBe(
        'INVALID_CREDENTIALS',
      );
    // Nobody signs up under a guest's name.
    const pretender = await gql(
      server.url,
      'mutation ($h: String!, $p: String!) { signUp(handle: $h, password: $p) { token } }',
      {
        h: 'guest-abcdef',
        p: PASSWORD,
      },
    );
    expect(pretender.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'RESERVED' });
  });

  it('are claimed with a handle and password, keeping the session and the matches', async () => {
    const guest = await startGuest(server.url);
    const matchId = await botMatch(server.url, guest.token);
    await signUp(server.url, 'taken-name');
    expect(
      await errorCode(server.url, CLAIM, { handle: 'taken-name', password: PASSWORD }, guest.token),
    ).toBe('HANDLE_TAKEN');
    expect(await errorCode(server.url, CLAIM, { handle: 'admin', password: PASSWORD }, guest.token)).toBe(
      'BAD_USER_INPUT',
    );
    expect(await errorCode(server.url, CLAIM, { handle: 'keeper', password: 'password' }, guest.token)).toBe(
      'BAD_USER_INPUT',
    );

    const claimed = await data(server.url, CLAIM, { handle: 'Keeper', password: PASSWORD }, guest.token);
    expect(claimed.claimGuest).toEqual({ id: guest.user.id, handle: 'Keeper', guest: false });
    // The same session goes on, now as Keeper, who may play ranked.
    expect((await data(server.url, 'query { me { handle guest } }', {}, guest.token)).me).toEqual({
      handle: 'Keeper',
      guest: false,
    });
    expect((await data(server.url, JOIN_QUEUE, {}, guest.token)).joinQueue.status).toBe('WAITING');
    const history = await data(server.url, HISTORY, { player: 'keeper' }, guest.token);
    expect(history.matches.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(matchId);
    const signedIn = await data(server.url, SIGN_IN, { handle: 'keeper', password: PASSWORD });
    expect(signedIn.signIn.user).toEqual({ id: guest.user.id, guest: false });
    // Claimed once: not again, and never an ordinary account.
    expect(await errorCode(server.url, CLAIM, { handle: 'other', password: PASSWORD }, guest.token)).toBe(
      'FORBIDDEN',
    );
    expect(await errorCode(server.url, CLAIM, { handle: 'other', password: PASSWORD })).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('unused for the idle period are deleted by the sweep; used ones and claimed ones stay', async () => {
    const { prisma } = server.platform;
    const forgotten = await startGuest(server.url);
    const playing = await startGuest(server.url);
    const kept = await startGuest(server.url);
    await data(server.url, CLAIM, { handle: 'kept-one', password: PASSWORD }, kept.token);
    // A table the forgotten guest left open: the sweep leaves it as deleting an account does.
    const table = (
      await data(server.url, CREATE_MATCH, { input: { game: 'cartagena', seats: [{}, {}] } }, forgotten.token)
    ).createMatch.id;
    const longAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    const ids = [forgotten.user.id, playing.user.id, kept.user.id];
    await prisma.user.updateMany({ where: { id: { in: ids } }, data: { createdAt: longAgo } });
    await prisma.apiToken.updateMany({
      where: { userId: { in: ids } },
      data: { createdAt: longAgo, lastUsedAt: longAgo },
    });
    // The playing guest came back yesterday.
    await prisma.apiToken.updateMany({
      where: { userId: playing.user.id },
      data: { lastUsedAt: new Date(Date.now() - 24 * 60 * 60_000) },
    });

    expect(await server.platform.services.accounts.guests.sweep()).toBe(1);
    const left = await prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true } });
    expect(left.map((user) => user.id).sort()).toEqual([playing.user.id, kept.user.id].sort());
    expect(await errorCode(server.url, 'query { me { handle } }', {}, forgotten.token)).toBe(
      'UNAUTHENTICATED',
    );
    const closed = await data(server.url, 'query ($id: ID!) { match(id: $id) { status } }', { id: table });
    expect(closed.match.status).not.toBe('OPEN');
  });
});

describe('guest accounts per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: { authPerMinute: 10_000, actionsPerSecond: 10_000, guestsPerHour: 2 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('are limited: past the hourly allowance startGuest is RATE_LIMITED for guest accounts', async () => {
    await startGuest(server.url);
    await startGuest(server.url);
    const refused = await gql(server.url, START_GUEST);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      scope: 'ADDRESS',
      reason: 'GUEST_ACCOUNTS',
    });
    expect(Number(refused.errors?.[0]?.extensions?.['retryAfterSeconds'])).toBeGreaterThan(60);
    expect(await server.platform.prisma.user.count({ where: { guest: true } })).toBe(2);
  });
});

describe('a guest claimed on one node', () => {
  const redisUrl = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  // Each node trusts a token it found for a minute: only the change heard from the other node
  // can make it read the account again.
  const tokenCache = { ttlMs: 60_000, max: 1000 };
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    nodeA = await startTestServer({ redisUrl, tokenCache });
    nodeB = await startTestServer({ database: nodeA.database, redisUrl, tokenCache });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  it('is known by its new name on every node at once, not after the token cache expires', async () => {
    const guest = await startGuest(nodeA.url);
    const me = 'query { me { handle guest } }';
    expect((await data(nodeB.url, me, {}, guest.token)).me).toEqual({
      handle: guest.user.handle,
      guest: true,
    });
    await data(nodeA.url, CLAIM, { handle: 'Roamer', password: PASSWORD }, guest.token);
    expect((await data(nodeB.url, me, {}, guest.token)).me).toEqual({ handle: 'Roamer', guest: false });
    expect((await data(nodeB.url, JOIN_QUEUE, {}, guest.token)).joinQueue.status).toBe('WAITING');
  });
});

describe('deleting a guest account', () => {
  // A server of its own: the first one's hourly allowance of guests is counted to the last.
  let own: TestServer;
  beforeAll(async () => {
    own = await startTestServer();
  });
  afterAll(async () => {
    await own.close();
  });

  it('delete themselves without a password; an ordinary account still needs one', async () => {
    const DELETE = 'mutation ($password: String) { deleteAccount(password: $password) }';
    const guest = await startGuest(own.url);
    await botMatch(own.url, guest.token);
    expect((await data(own.url, DELETE, {}, guest.token)).deleteAccount).toBe(true);
    expect(await errorCode(own.url, 'query { me { handle } }', {}, guest.token)).toBe('UNAUTHENTICATED');
    const person = await signUp(own.url, 'not-a-guest');
    expect(await errorCode(own.url, DELETE, {}, person.token)).toBe('BAD_USER_INPUT');
    expect(await errorCode(own.url, DELETE, { password: 'wrong password' }, person.token)).toBe(
      'INVALID_CREDENTIALS',
    );
    expect((await data(own.url, 'query { me { handle } }', {}, person.token)).me.handle).toBe('not-a-guest');
  });
});
