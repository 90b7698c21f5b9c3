import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errorCode, gql, signUp, startTestServer, type TestServer } from '../testing/harness.js';

const SIGN_UP =
  'mutation ($handle: String!, $password: String!) { signUp(handle: $handle, password: $password) { token user { handle } } }';
const SIGN_IN =
  'mutation ($handle: String!, $password: String!) { signIn(handle: $handle, password: $password) { token user { handle } } }';
const ME = 'query { me { handle } }';

describe('accounts and tokens', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs up, signs in with any case of the handle, and knows who is asking', async () => {
    const { token } = await signUp(server.url, 'Anne_Bonny');
    expect((await data(server.url, ME, {}, token)).me.handle).toBe('Anne_Bonny');
    const signedIn = await data(server.url, SIGN_IN, {
      handle: 'anne_bonny',
      password: 'correct horse battery',
    });
    expect(signedIn.signIn.user.handle).toBe('Anne_Bonny');
    expect((await data(server.url, ME, {}, null)).me).toBeNull();
  });

  it('remembers the language a person chose for the web app, and refuses others', async () => {
    const SET_LOCALE = 'mutation ($locale: String) { setLocale(locale: $locale) { handle locale } }';
    const { token } = await signUp(server.url, 'mary_read');
    expect((await data(server.url, 'query { me { locale } }', {}, token)).me.locale).toBeNull();
    expect((await data(server.url, SET_LOCALE, { locale: 'it' }, token)).setLocale).toEqual({
      handle: 'mary_read',
      locale: 'it',
    });
    const signedIn = await data(
      server.url,
      'mutation { signIn(handle: "MARY_READ", password: "correct horse battery") { user { locale } } }',
    );
    expect(signedIn.signIn.user.locale).toBe('it');
    expect(await errorCode(server.url, SET_LOCALE, { locale: 'de' }, token)).toBe('BAD_USER_INPUT');
    expect(await errorCode(server.url, SET_LOCALE, { locale: 'fr' }, null)).toBe('UNAUTHENTICATED');
    expect((await data(server.url, SET_LOCALE, { locale: null }, token)).setLocale.locale).toBeNull();
  });

  it('refuses taken handles, bad handles, short passwords and wrong passwords with codes', async () => {
    await signUp(server.url, 'calico');
    expect(await errorCode(server.url, SIGN_UP, { handle: 'CALICO', password: 'long enough pass' })).toBe(
      'HANDLE_TAKEN',
    );
    expect(await errorCode(server.url, SIGN_UP, { handle: 'no spaces', password: 'long enough pass' })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await errorCode(server.url, SIGN_UP, { handle: 'shorty', password: 'short' })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await errorCode(server.url, SIGN_IN, { handle: 'calico', password: 'wrong password' })).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(await errorCode(server.url, SIGN_IN, { handle: 'nobody', password: 'wrong password' })).toBe(
      'INVALID_CREDENTIALS',
    );
  });

  it('creates an API token shown once, lists it without its secret, and revokes it', async () => {
    const { token: session } = await signUp(server.url, 'rackham');
    const created = await data(
      server.url,
      'mutation { createApiToken(name: "my bot") { token apiToken { id name } } }',
      {},
      session,
    );
    const apiToken: string = created.createApiToken.token;
    expect((await data(server.url, ME, {}, apiToken)).me.handle).toBe('rackham');
    const listed = await data(
      server.url,
      'query { apiTokens { edges { node { id name lastUsedAt } } } }',
      {},
      session,
    );
    expect(listed.apiTokens.edges).toEqual([
      { node: { id: created.createApiToken.apiToken.id, name: 'my bot', lastUsedAt: expect.any(String) } },
    ]);
    expect(JSON.stringify(listed)).not.toContain(apiToken);
    const revoked = await data(
      server.url,
      'mutation ($id: ID!) { revokeApiToken(id: $id) }',
      { id: created.createApiToken.apiToken.id },
      session,
    );
    expect(revoked.revokeApiToken).toBe(true);
    expect(await errorCode(server.url, ME, {}, apiToken)).toBe('UNAUTHENTICATED');
  });

  it('signs out: the session token stops working', async () => {
    const { token } = await signUp(server.url, 'kidd');
    expect((await data(server.url, 'mutation { signOut }', {}, token)).signOut).toBe(true);
    expect(await errorCode(server.url, ME, {}, token)).toBe('UNAUTHENTICATED');
  });

  it('stores only hashes: no password or token appears in the database', async () => {
    const { token } = await signUp(server.url, 'morgan');
    const rows = await server.platform.prisma.$queryRawUnsafe<Record<string, unknown>[]>(
      'SELECT u.password_hash, t.token_hash FROM users u JOIN api_tokens t ON t.user_id = u.id WHERE u.handle_key = $1',
      'morgan',
    );
    const dump = JSON.stringify(rows);
    expect(dump).toContain('$argon2id$');
    expect(dump).not.toContain(token);
    expect(dump).not.toContain('correct horse battery');
  });
});

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { authPerMinute: 3, actionsPerSecond: 100 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses sign-ins beyond the limit with RATE_LIMITED', async () => {
    const attempts = [];
    for (let i = 0; i < 4; i++)
      attempts.push(await gql(server.url, SIGN_IN, { handle: 'someone', password: 'whatever it is' }));
    expect(attempts.map((attempt) => attempt.errors?.[0]?.extensions?.code)).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'RATE_LIMITED',
    ]);
  });
});
