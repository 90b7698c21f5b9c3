import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, gql, startTestServer, type TestServer } from '../testing/harness.js';

const SIGN_UP =
  'mutation ($handle: String!, $password: String!) { signUp(handle: $handle, password: $password) { token } }';

describe('what sign-up refuses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const refusal = async (handle: string, password: string) => {
    const response = await gql(server.url, SIGN_UP, { handle, password });
    return response.errors?.[0] ?? null;
  };

  it.each([
    ['eight spaces', ' '.repeat(8), 'BLANK'],
    ['tabs and spaces', ' \t \t \t \t', 'CONTROL_CHARACTER'],
    ['eight NUL characters', '\u0000'.repeat(8), 'CONTROL_CHARACTER'],
    ['a NUL inside', 'correct\u0000horse battery', 'CONTROL_CHARACTER'],
    ['"password"', 'password', 'TOO_COMMON'],
    ['"12345678"', '12345678', 'TOO_COMMON'],
    ['"qwertyuiop"', 'qwertyuiop', 'TOO_COMMON'],
    ['"iloveyou"', 'iloveyou', 'TOO_COMMON'],
    ['the handle and a digit', 'newcomer1', 'TOO_COMMON'],
    ['too short', 'Xq7#', 'TOO_SHORT'],
  ])('refuses %s as a password, saying why', async (_what, password, reason) => {
    const error = await refusal('newcomer', password);
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'password', reason });
    expect(error?.message).toMatch(/^password: /);
  });

  it('nothing was created by a refused sign-up', async () => {
    await refusal('newcomer', 'password');
    const rows = await server.platform.prisma.user.count({ where: { handleKey: 'newcomer' } });
    expect(rows).toBe(0);
  });

  it('accepts a password that is long and uncommon', async () => {
    expect(await refusal('newcomer', 'correct horse battery')).toBeNull();
  });

  it.each(['admin', 'ADMIN', 'Admin_1', 'ad-min', 'administrator', 'system', 'root', 'moderator'])(
    'refuses the reserved handle %s',
    async (handle) => {
      const error = await refusal(handle, 'correct horse battery');
      expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'handle', reason: 'RESERVED' });
    },
  );

  it.each([
    'random',
    'Heuristic',
    'bot',
    'guest',
    'anonymous',
    'null',
    'undefined',
    'brethren',
    'BrethrenCrew',
  ])('refuses %s: a bot level, or a name that would mislead', async (handle) => {
    const error = await refusal(handle, 'correct horse battery');
    expect(error?.extensions).toMatchObject({ field: 'handle', reason: 'RESERVED' });
  });

  it('still lets handles that merely contain those words through', async () => {
    for (const handle of ['robot_mary', 'rootbeer', 'randomizer', 'admiral'])
      expect(
        (await data(server.url, SIGN_UP, { handle, password: 'correct horse battery' })).signUp.token,
      ).toMatch(/^brt_ses_/);
  });
});
