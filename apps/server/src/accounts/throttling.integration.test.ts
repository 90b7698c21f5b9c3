import { randomBytes } from 'node:crypto';
import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  capturingLogger,
  gqlWithHeaders,
  signUp,
  startTestServer,
  type GraphQLResponse,
  type TestServer,
} from '../testing/harness.js';

const SIGN_IN =
  'mutation ($handle: String!, $password: String!) { signIn(handle: $handle, password: $password) { token } }';
const RIGHT = 'correct horse battery';
const SECRET = 'the web server and the API share this';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code ?? null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sign-in attempt with headers the caller chooses, as an attacker would send them. */
function attempt(server: TestServer, handle: string, password: string, headers: Record<string, string> = {}) {
  return gqlWithHeaders(server.url, SIGN_IN, { handle, password }, headers);
}

describe('sign-in throttling per account', () => {
  let server: TestServer;
  const { logger, lines } = capturingLogger();
  beforeAll(async () => {
    server = await startTestServer({
      logger,
      rateLimits: { authPerMinute: 10_000, actionsPerSecond: 100 },
      signInThrottle: { freeFailures: 5, firstDelaySeconds: 60 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('rotating X-Forwarded-For does not buy more guesses: after 5 failures the account waits', async () => {
    await signUp(server.url, 'victim');
    const codes: (string | null)[] = [];
    let limited: GraphQLResponse | null = null;
    for (let i = 0; i < 20; i++) {
      const response = await attempt(server, 'victim', `wrong guess ${i}`, {
        'x-forwarded-for': `203.0.113.${i + 1}`,
      });
      codes.push(codeOf(response));
      if (codeOf(response) === 'RATE_LIMITED') limited ??= response;
    }
    expect(codes.slice(0, 5)).toEqual(new Array(5).fill('INVALID_CREDENTIALS'));
    expect(codes.slice(5)).toEqual(new Array(15).fill('RATE_LIMITED'));
    // The right password waits too: the attacker cannot tell it was right.
    const right = await attempt(server, 'VICTIM', RIGHT, { 'x-forwarded-for': '198.51.100.7' });
    expect(codeOf(right)).toBe('RATE_LIMITED');
    expect(limited?.status).toBe(429);
    const wait = Number(limited?.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited?.errors?.[0]?.extensions).toMatchObject({ retryAfterSeconds: wait, scope: 'ACCOUNT' });
  });

  it('throttles a handle nobody has exactly like a real one', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push(codeOf(await attempt(server, 'nobody-here', `guess ${i}`)));
    expect(codes).toEqual([...new Array(5).fill('INVALID_CREDENTIALS'), 'RATE_LIMITED', 'RATE_LIMITED']);
  });

  it('logs failed and throttled sign-ins with reason, handle and address, never the password', async () => {
    await signUp(server.url, 'logged');
    await attempt(server, 'Logged', 'a wrong password');
    await attempt(server, 'logged', RIGHT);
    const failed = lines.find((line) => line['event'] === 'sign_in_failed' && line['handleKey'] === 'logged');
    expect(failed).toMatchObject({ reason: 'wrong_password', address: expect.any(String), failures: 1 });
    expect(lines.find((line) => line['event'] === 'sign_in_throttled')).toMatchObject({
      handleKey: 'victim',
      scope: 'ACCOUNT',
    });
    expect(lines.find((line) => line['event'] === 'sign_in' && line['handleKey'] === 'logged')).toMatchObject(
      {
        userId: expect.any(String),
        tokenId: expect.any(String),
      },
    );
    expect(lines.find((line) => line['event'] === 'sign_up')).toBeDefined();
    const dump = JSON.stringify(lines);
    expect(dump).not.toContain('a wrong password');
    expect(dump).not.toContain(RIGHT);
    expect(dump).not.toContain('brt_');
  });
});

describe('the wait grows, and a success resets it', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ signInThrottle: { freeFailures: 2, firstDelaySeconds: 1 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('doubles the wait after each further failure and forgets them after the right password', async () => {
    await signUp(server.url, 'grower');
    expect(codeOf(await attempt(server, 'grower', 'wrong one'))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await attempt(server, 'grower', 'wrong two'))).toBe('INVALID_CREDENTIALS');
    const first = await attempt(server, 'grower', 'too soon');
    expect(first.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1 });
    await sleep(1_100);
    expect(codeOf(await attempt(server, 'grower', 'wrong three'))).toBe('INVALID_CREDENTIALS');
    const second = await attempt(server, 'grower', 'too soon again');
    expect(second.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 2 });
    await sleep(2_100);
    expect(codeOf(await attempt(server, 'grower', RIGHT))).toBeNull();
    // Forgotten: two free tries again.
    expect(codeOf(await attempt(server, 'grower', 'wrong four'))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await attempt(server, 'grower', 'wrong five'))).toBe('INVALID_CREDENTIALS');
  });
});

describe('throttling per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      clientAddressSecret: SECRET,
      rateLimits: { authPerMinute: 4, actionsPerSecond: 100 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('does not believe X-Forwarded-For from an arbitrary client', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        codeOf(await attempt(server, `forged-${i}`, 'a guess', { 'x-forwarded-for': `192.0.2.${i + 1}` })),
      );
    }
    expect(codes).toEqual([...new Array(4).fill('INVALID_CREDENTIALS'), 'RATE_LIMITED']);
  });

  it('believes the web server’s client-address header only with the shared secret', async () => {
    const viaWeb = (address: string, secret: string) => ({
      'x-brethren-client-address': address,
      'x-brethren-client-secret': secret,
    });
    // Two people behind the web server: each has an allowance of their own.
    for (const address of ['198.51.100.1', '2001:db8::1']) {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push(codeOf(await attempt(server, `web-${i}`, 'a guess', viaWeb(address, SECRET))));
      expect(codes).toEqual(new Array(4).fill('INVALID_CREDENTIALS'));
      expect(codeOf(await attempt(server, 'web-x', 'a guess', viaWeb(address, SECRET)))).toBe('RATE_LIMITED');
    }
    // Without the secret the header is ignored: the socket's address (already spent above) counts.
    expect(codeOf(await attempt(server, 'web-y', 'a guess', viaWeb('198.51.100.99', 'not the secret')))).toBe(
      'RATE_LIMITED',
    );
    // With the secret but no valid address, the socket's address counts too.
    expect(codeOf(await attempt(server, 'web-z', 'a guess', viaWeb('not an address', SECRET)))).toBe(
      'RATE_LIMITED',
    );
  });
});

describe('failed sign-ins per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ signInThrottle: { addressFailuresPerHour: 3 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('an address that fails on many accounts waits, with the wait in the error', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push(codeOf(await attempt(server, `spray-${i}`, 'password1')));
    expect(codes).toEqual([...new Array(3).fill('INVALID_CREDENTIALS'), 'RATE_LIMITED']);
    const limited = await attempt(server, 'spray-9', 'password1');
    expect(limited.errors?.[0]?.extensions).toMatchObject({ scope: 'ADDRESS', reason: 'FAILED_SIGN_INS' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
  });
});

describe('sign-in throttling across server nodes (Redis)', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createMigratedTestDatabase('throttle');
    // The address's hourly count is shared by every run on this Redis: out of the way here.
    const signInThrottle = { freeFailures: 3, firstDelaySeconds: 60, addressFailuresPerHour: 1_000_000 };
    nodeA = await startTestServer({ database, redisUrl: REDIS_URL, signInThrottle });
    nodeB = await startTestServer({ database, redisUrl: REDIS_URL, signInThrottle });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  it('failures on one node count on the other: switching nodes buys no guesses', async () => {
    // Counts outlive a test run in Redis: a handle of this run's own.
    const handle = `shared-${randomBytes(4).toString('hex')}`;
    await signUp(nodeA.url, handle);
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push(codeOf(await attempt(i % 2 ? nodeB : nodeA, handle, `guess ${i}`)));
    expect(codes).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
      'RATE_LIMITED',
      'RATE_LIMITED',
    ]);
    expect(codeOf(await attempt(nodeB, handle, RIGHT))).toBe('RATE_LIMITED');
  });
});
