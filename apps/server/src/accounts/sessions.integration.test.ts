import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errorCode, gql, signUp, startTestServer, type TestServer } from '../testing/harness.js';

const SIGN_IN =
  'mutation ($handle: String!, $password: String!, $device: String) { signIn(handle: $handle, password: $password, device: $device) { token } }';
const ME = 'query { me { handle } }';
const SESSIONS =
  'query { sessions { edges { node { id device current createdAt lastUsedAt expiresAt } } pageInfo { hasNextPage } } }';
const RIGHT = 'correct horse battery';

describe('a bad token over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('an unknown token is UNAUTHENTICATED with 401, not an anonymous answer', async () => {
    const response = await gql(server.url, ME, {}, 'brt_ses_not-a-token-anyone-was-given');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(response.data ?? null).toBeNull();
  });

  it('a signed-out token is UNAUTHENTICATED, on queries and mutations alike', async () => {
    const { token } = await signUp(server.url, 'leaver');
    await data(server.url, 'mutation { signOut }', {}, token);
    expect(await errorCode(server.url, ME, {}, token)).toBe('UNAUTHENTICATED');
    expect(await errorCode(server.url, 'query { games { id } }', {}, token)).toBe('UNAUTHENTICATED');
    expect(await errorCode(server.url, 'mutation { signOut }', {}, token)).toBe('UNAUTHENTICATED');
  });

  it('no token at all stays anonymous', async () => {
    const response = await gql(server.url, ME, {}, null);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ me: null });
  });
});

describe('sessions: listed, ended, expiring', () => {
  let server: TestServer;
  beforeAll(async () => {
    // These tests age tokens by writing their rows: every request must read the row again.
    server = await startTestServer({
      sessions: { idleMs: 30 * 86_400_000, maxMs: 90 * 86_400_000 },
      tokenCache: { ttlMs: 0, max: 0 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const signIn = async (handle: string, device?: string) =>
    (await data(server.url, SIGN_IN, { handle, password: RIGHT, device })).signIn.token as string;
  const sessionsOf = async (token: string) =>
    (await data(server.url, SESSIONS, {}, token)).sessions.edges.map((edge: any) => edge.node);

  it('lists the account’s sessions, newest first, marking the one asking', async () => {
    const { token: first } = await signUp(server.url, 'lister');
    const second = await signIn('lister', 'Firefox · Linux');
    const listed = await sessionsOf(first);
    expect(listed).toHaveLength(2);
    expect(listed.map((session: any) => [session.device, session.current])).toEqual([
      ['Firefox · Linux', false],
      [null, true],
    ]);
    const expires = new Date(listed[0].expiresAt).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000);
    expect(JSON.stringify(listed)).not.toContain(second);
    // An API token is not a session: the account's sessions are not its business.
    const api = (await data(server.url, 'mutation { createApiToken(name: "bot") { token } }', {}, first))
      .createApiToken.token;
    expect(await errorCode(server.url, 'query { sessions { edges { cursor } } }', {}, api)).toBe('FORBIDDEN');
  });

  it('ends one of its sessions by id, and no one else’s', async () => {
    const { token: mine } = await signUp(server.url, 'ender');
    const other = await signIn('ender');
    const { token: stranger } = await signUp(server.url, 'stranger');
    const [newest] = await sessionsOf(mine);
    expect(
      await data(server.url, 'mutation ($id: ID!) { endSession(id: $id) }', { id: newest.id }, stranger),
    ).toEqual({ endSession: false });
    expect(
      await data(server.url, 'mutation ($id: ID!) { endSession(id: $id) }', { id: newest.id }, mine),
    ).toEqual({
      endSession: true,
    });
    expect(await errorCode(server.url, ME, {}, other)).toBe('UNAUTHENTICATED');
    expect((await data(server.url, ME, {}, mine)).me.handle).toBe('ender');
    expect(await sessionsOf(mine)).toHaveLength(1);
  });

  it('signs out everywhere: every session, or every other one', async () => {
    const { token: here } = await signUp(server.url, 'everywhere');
    const there = await signIn('everywhere');
    const elsewhere = await signIn('everywhere');
    const api = (await data(server.url, 'mutation { createApiToken(name: "bot") { token } }', {}, here))
      .createApiToken.token;
    expect(await data(server.url, 'mutation { signOutEverywhere(keepCurrent: true) }', {}, here)).toEqual({
      signOutEverywhere: 2,
    });
    expect(await errorCode(server.url, ME, {}, there)).toBe('UNAUTHENTICATED');
    expect(await errorCode(server.url, ME, {}, elsewhere)).toBe('UNAUTHENTICATED');
    expect((await data(server.url, ME, {}, here)).me.handle).toBe('everywhere');
    // API tokens are programs' credentials, ended one by one (revokeApiToken), not by signing out.
    expect((await data(server.url, ME, {}, api)).me.handle).toBe('everywhere');
    expect(await data(server.url, 'mutation { signOutEverywhere }', {}, here)).toEqual({
      signOutEverywhere: 1,
    });
    expect(await errorCode(server.url, ME, {}, here)).toBe('UNAUTHENTICATED');
  });

  it('changes the password with the current one, ending the other sessions', async () => {
    const { token: here } = await signUp(server.url, 'changer');
    const there = await signIn('changer');
    const CHANGE =
      'mutation ($current: String!, $next: String!) { changePassword(currentPassword: $current, newPassword: $next) }';
    const wrong = await gql(
      server.url,
      CHANGE,
      { current: 'not my password', next: 'a new long secret' },
      here,
    );
    // Only the password was asked: the reason says so, so nobody reads "wrong handle".
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_CREDENTIALS', reason: 'PASSWORD' });
    expect(await errorCode(server.url, CHANGE, { current: RIGHT, next: 'password' }, here)).toBe(
      'BAD_USER_INPUT',
    );
    expect((await data(server.url, ME, {}, there)).me.handle).toBe('changer');
    expect(await data(server.url, CHANGE, { current: RIGHT, next: 'a new long secret' }, here)).toEqual({
      changePassword: 1,
    });
    expect(await errorCode(server.url, ME, {}, there)).toBe('UNAUTHENTICATED');
    expect((await data(server.url, ME, {}, here)).me.handle).toBe('changer');
    expect(await errorCode(server.url, SIGN_IN, { handle: 'changer', password: RIGHT })).toBe(
      'INVALID_CREDENTIALS',
    );
    await data(server.url, SIGN_IN, { handle: 'changer', password: 'a new long secret' });
  });

  it('an idle session expires: past its expiry it authenticates as nothing', async () => {
    const { token } = await signUp(server.url, 'sleeper');
    await server.platform.prisma.$executeRawUnsafe(
      `UPDATE api_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users WHERE handle_key = 'sleeper')`,
    );
    expect(await errorCode(server.url, ME, {}, token)).toBe('UNAUTHENTICATED');
  });

  it('use slides the expiry forward, but never past the absolute limit', async () => {
    const { token } = await signUp(server.url, 'slider');
    const where = `user_id = (SELECT id FROM users WHERE handle_key = 'slider')`;
    // Last used 20 days ago, expiring in 10: using it now moves the expiry 30 days ahead.
    await server.platform.prisma.$executeRawUnsafe(
      `UPDATE api_tokens SET last_used_at = now() - interval '20 days', expires_at = now() + interval '10 days' WHERE ${where}`,
    );
    await data(server.url, ME, {}, token);
    const [slid] = await sessionsOf(token);
    expect(new Date(slid.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // Made 89 days ago: it may live one more day at most, however much it is used.
    await server.platform.prisma.$executeRawUnsafe(
      `UPDATE api_tokens SET created_at = now() - interval '89 days', last_used_at = now() - interval '1 day' WHERE ${where}`,
    );
    await data(server.url, ME, {}, token);
    const [capped] = await sessionsOf(token);
    expect(new Date(capped.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 86_400_000);
    // Made 91 days ago: over, even though its row still says otherwise.
    await server.platform.prisma.$executeRawUnsafe(
      `UPDATE api_tokens SET created_at = now() - interval '91 days', last_used_at = now() - interval '1 day',
       expires_at = now() + interval '1 day' WHERE ${where}`,
    );
    expect(await errorCode(server.url, ME, {}, token)).toBe('UNAUTHENTICATED');
  });

  it('API tokens do not expire by themselves', async () => {
    const { token } = await signUp(server.url, 'programmer');
    const api = (await data(server.url, 'mutation { createApiToken(name: "bot") { token } }', {}, token))
      .createApiToken.token;
    const rows = await server.platform.prisma.apiToken.findMany({
      where: { user: { handleKey: 'programmer' }, kind: 'API' },
      select: { expiresAt: true },
    });
    expect(rows).toEqual([{ expiresAt: null }]);
    expect((await data(server.url, ME, {}, api)).me.handle).toBe('programmer');
  });
});
