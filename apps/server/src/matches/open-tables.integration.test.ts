import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TABLES_PER_MINUTE } from '../security/rate-limits.js';
import { data, gql, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { CREATE_MATCH, JOIN_MATCH, START_MATCH } from '../testing/operations.js';
import { DEFAULT_TABLE_SETTINGS } from './table-sweeper.js';

const MAX_OPEN = DEFAULT_TABLE_SETTINGS.openPerAccount;
const OPEN_TABLE = { game: 'cartagena', seats: [{}, {}, {}] };
const LEAVE = 'mutation ($matchId: ID!) { leaveMatch(matchId: $matchId) { status } }';
const RESIGN = 'mutation ($matchId: ID!) { resignMatch(matchId: $matchId) { status } }';
const OFFER = 'mutation ($matchId: ID!) { offerRematch(matchId: $matchId) { id status } }';
const LOBBY = `query { openMatches(game: "cartagena", first: 100) {
  edges { node { id createdBy { handle } } } } }`;

/** Who opened each table on the lobby's first page. */
async function lobbyCreators(url: string): Promise<string[]> {
  const lobby = await data(url, LOBBY);
  return lobby.openMatches.edges.map(
    (edge: { node: { createdBy: { handle: string } } }) => edge.node.createdBy.handle,
  );
}

describe('open tables per account (the real cap)', () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    const tables = { openPerAccount: MAX_OPEN };
    first = await startTestServer({ tables });
    second = await startTestServer({ database: first.database, tables });
  });
  afterAll(async () => {
    await second.close({ keepDatabase: true });
    await first.close();
  });

  it('refuses tables past the cap, on every node at once, and the lobby is not flooded', async () => {
    const host = await signUp(first.url, 'honest-host');
    const honest = (await data(first.url, CREATE_MATCH, { input: OPEN_TABLE }, host.token)).createMatch.id;
    const spammer = await signUp(first.url, 'spammer');
    // Twenty tables at once, half through each node.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        gql((index % 2 ? second : first).url, CREATE_MATCH, { input: OPEN_TABLE }, spammer.token),
      ),
    );
    const opened = answers.filter((answer) => answer.data?.createMatch);
    expect(opened).toHaveLength(MAX_OPEN);
    for (const answer of answers.filter((each) => !each.data?.createMatch)) {
      expect(answer.errors?.[0]?.extensions).toEqual({ code: 'TOO_MANY_OPEN_TABLES', max: MAX_OPEN });
      expect(answer.errors?.[0]?.message).toMatch(/start or leave one/);
    }
    const creators = await lobbyCreators(first.url);
    expect(creators.filter((handle) => handle === 'spammer')).toHaveLength(MAX_OPEN);
    expect(creators).toContain('honest-host');
    expect(await first.platform.prisma.match.count({ where: { createdBy: { handleKey: 'spammer' } } })).toBe(
      MAX_OPEN,
    );

    // Joining someone else's table is a seat at an open table too: refused, and the seat stays free.
    const refused = await gql(first.url, JOIN_MATCH, { matchId: honest }, spammer.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_OPEN_TABLES');
    const seats = await data(first.url, 'query ($id: ID!) { match(id: $id) { seats { open } } }', {
      id: honest,
    });
    expect(seats.match.seats.filter((seat: { open: boolean }) => seat.open)).toHaveLength(2);

    // Leaving one frees its place.
    const [mine] = opened.map((answer) => answer.data?.createMatch.id as string);
    expect((await data(first.url, LEAVE, { matchId: mine }, spammer.token)).leaveMatch.status).toBe(
      'ABORTED',
    );
    await data(second.url, JOIN_MATCH, { matchId: honest }, spammer.token);
  });

  it('counts a rematch offered as a table opened', async () => {
    const anne = await signUp(first.url, 'rematcher');
    const bob = await signUp(first.url, 'rematched');
    const duel = (
      await data(first.url, CREATE_MATCH, { input: { game: 'cartagena', seats: [{}, {}] } }, anne.token)
    ).createMatch.id;
    await data(first.url, JOIN_MATCH, { matchId: duel }, bob.token);
    await data(first.url, START_MATCH, { matchId: duel }, anne.token);
    expect((await data(first.url, RESIGN, { matchId: duel }, bob.token)).resignMatch.status).toBe('FINISHED');
    const tables: string[] = [];
    for (let index = 0; index < MAX_OPEN; index += 1)
      tables.push((await data(first.url, CREATE_MATCH, { input: OPEN_TABLE }, anne.token)).createMatch.id);

    const refused = await gql(first.url, OFFER, { matchId: duel }, anne.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_OPEN_TABLES');
    expect(await first.platform.prisma.match.count({ where: { rematchOfId: duel } })).toBe(0);
    await data(first.url, LEAVE, { matchId: tables[0] }, anne.token);
    expect((await data(first.url, OFFER, { matchId: duel }, anne.token)).offerRematch.status).toBe('OPEN');
  });
});

describe('tables opened per minute (the real rate)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      rateLimits: {
        authPerMinute: 10_000,
        actionsPerSecond: 10_000,
        tablesPerMinute: DEFAULT_TABLES_PER_MINUTE,
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses opening and closing tables in a loop, changing nothing', async () => {
    const churner = await signUp(server.url, 'churner');
    for (let index = 0; index < DEFAULT_TABLES_PER_MINUTE; index += 1) {
      const { id } = (await data(server.url, CREATE_MATCH, { input: OPEN_TABLE }, churner.token)).createMatch;
      await data(server.url, LEAVE, { matchId: id }, churner.token);
    }
    const refused = await gql(server.url, CREATE_MATCH, { input: OPEN_TABLE }, churner.token);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', scope: 'TABLES' });
    expect(refused.errors?.[0]?.extensions?.['retryAfterSeconds']).toBeGreaterThan(0);
    expect(await server.platform.prisma.match.count({ where: { createdBy: { handleKey: 'churner' } } })).toBe(
      DEFAULT_TABLES_PER_MINUTE,
    );
    // Someone else opens tables as before.
    const other = await signUp(server.url, 'patient');
    await data(server.url, CREATE_MATCH, { input: OPEN_TABLE }, other.token);
  });
});
