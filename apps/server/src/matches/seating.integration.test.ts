import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Collector,
  data,
  errorCode,
  gql,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import { CREATE_MATCH, MATCH, START_MATCH } from '../testing/operations.js';
import { MatchRepository } from './repository.js';

const JOIN_SEAT = `mutation ($matchId: ID!, $seat: Int) { joinMatch(matchId: $matchId, seat: $seat) { id } }`;
const LEAVE = `mutation ($matchId: ID!) { leaveMatch(matchId: $matchId) { id status host { handle } } }`;
const HOST = `query ($id: ID!) { match(id: $id) { status host { handle } } }`;

interface SeatView {
  seat: number;
  open: boolean;
  player: { handle: string } | null;
}

/** Each account's handle, as often as it sits at the table. */
async function handlesSeated(server: TestServer, matchId: string): Promise<string[]> {
  const { match } = await data(server.url, MATCH, { id: matchId });
  return (match.seats as SeatView[]).flatMap((seat) => (seat.player ? [seat.player.handle] : []));
}

/** Opens a table as `creator`: open seats, and bots where `seats` names a level. */
async function openTable(server: TestServer, token: string, seats: object[]): Promise<string> {
  const created = await data(server.url, CREATE_MATCH, { input: { game: 'cartagena', seats } }, token);
  return created.createMatch.id;
}

describe('one seat per account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('concurrent joins of every seat seat each account once; the others get ALREADY_SEATED or SEAT_TAKEN', async () => {
    const host = await signUp(server.url, 'race-host');
    const players = await Promise.all(['a', 'b', 'c'].map((name) => signUp(server.url, `racer-${name}`)));
    for (let round = 0; round < 5; round++) {
      const created = await data(
        server.url,
        CREATE_MATCH,
        { input: { game: 'cartagena', seats: [{}, {}, {}, {}, {}] } },
        host.token,
      );
      const matchId: string = created.createMatch.id;
      // Every player asks for every open seat at once, twice over.
      const attempts = players.flatMap((player) =>
        [1, 2, 3, 4, 1, 2, 3, 4].map((seat) => gql(server.url, JOIN_SEAT, { matchId, seat }, player.token)),
      );
      const results = await Promise.all(attempts);
      const codes = new Set(results.flatMap((result) => result.errors?.map((e) => e.extensions?.code) ?? []));
      expect(
        [...codes].every((code) => code === 'ALREADY_SEATED' || code === 'SEAT_TAKEN'),
        [...codes].join(),
      ).toBe(true);
      expect(results.filter((result) => !result.errors)).toHaveLength(players.length);
      const seated = await handlesSeated(server, matchId);
      expect(seated.sort()).toEqual(['race-host', 'racer-a', 'racer-b', 'racer-c']);
    }
  });

  it('a player who left may sit again, once, even when asking for two seats at once', async () => {
    const host = await signUp(server.url, 'again-host');
    const guest = await signUp(server.url, 'again-guest');
    const created = await data(
      server.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}, {}] } },
      host.token,
    );
    const matchId: string = created.createMatch.id;
    for (let round = 0; round < 5; round++) {
      await Promise.all([1, 2].map((seat) => gql(server.url, JOIN_SEAT, { matchId, seat }, guest.token)));
      expect((await handlesSeated(server, matchId)).sort()).toEqual(['again-guest', 'again-host']);
      await data(server.url, LEAVE, { matchId }, guest.token);
    }
    await data(server.url, JOIN_SEAT, { matchId, seat: 2 }, guest.token);
    await data(server.url, JOIN_SEAT, { matchId, seat: 1 }, (await signUp(server.url, 'again-third')).token);
    const started = await data(server.url, START_MATCH, { matchId }, host.token);
    expect(started.startMatch.status).toBe('ACTIVE');
  });

  it('the database itself refuses a second seat for one account, whatever the rules above it say', async () => {
    const host = await signUp(server.url, 'backstop-host');
    const matchId = await openTable(server, host.token, [{}, {}, {}]);
    const repository = new MatchRepository(server.platform.prisma, server.platform.pool);
    await expect(
      repository.changeTable(matchId, () => ({ seat: { seat: 2, userId: host.id } }), Infinity),
    ).rejects.toMatchObject({ code: 'ALREADY_SEATED' });
    expect(await handlesSeated(server, matchId)).toEqual(['backstop-host']);
  });
});

describe('who runs a table', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('a creator who leaves hands the table to whoever sat down next, and the seated players can start it', async () => {
    const [anne, bob, cleo, dora] = await Promise.all(
      ['anne', 'bob', 'cleo', 'dora'].map((name) => signUp(server.url, `host-${name}`)),
    );
    const matchId = await openTable(server, anne!.token, [{}, {}, {}, { bot: 'random' }]);
    await data(server.url, JOIN_SEAT, { matchId, seat: 2 }, bob!.token);
    await data(server.url, JOIN_SEAT, { matchId, seat: 1 }, cleo!.token);
    expect((await data(server.url, HOST, { id: matchId })).match.host).toEqual({ handle: 'host-anne' });

    const left = await data(server.url, LEAVE, { matchId }, anne!.token);
    // Bob sat down before Cleo, though in a higher seat.
    expect(left.leaveMatch).toEqual({ id: matchId, status: 'OPEN', host: { handle: 'host-bob' } });
    expect(await errorCode(server.url, START_MATCH, { matchId }, anne!.token)).toBe('FORBIDDEN');
    expect(await errorCode(server.url, START_MATCH, { matchId }, bob!.token)).toBe('TABLE_NOT_FULL');
    // A newcomer, even in the lowest seat, does not take the table over.
    await data(server.url, JOIN_SEAT, { matchId, seat: 0 }, dora!.token);
    expect((await data(server.url, HOST, { id: matchId })).match.host).toEqual({ handle: 'host-bob' });
    expect(await errorCode(server.url, START_MATCH, { matchId }, cleo!.token)).toBe('FORBIDDEN');
    expect(await errorCode(server.url, START_MATCH, { matchId }, dora!.token)).toBe('FORBIDDEN');
    const started = await data(server.url, START_MATCH, { matchId }, bob!.token);
    expect(started.startMatch.status).toBe('ACTIVE');
    expect((await data(server.url, HOST, { id: matchId })).match.host).toBeNull();
  });

  it('the last person to leave closes the table, and the lobby drops it', async () => {
    const anne = await signUp(server.url, 'last-anne');
    const bob = await signUp(server.url, 'last-bob');
    const matchId = await openTable(server, anne.token, [{}, {}, { bot: 'random' }]);
    await data(server.url, JOIN_SEAT, { matchId, seat: 1 }, bob.token);
    const watcher = wsClient(server.wsUrl);
    const lobby = new Collector<{ lobbyUpdated: { kind: string; match: { id: string; status: string } } }>(
      watcher,
      'subscription { lobbyUpdated { kind match { id status } } }',
      {},
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await data(server.url, LEAVE, { matchId }, anne.token);
    const closed = await data(server.url, LEAVE, { matchId }, bob.token);
    expect(closed.leaveMatch).toEqual({ id: matchId, status: 'ABORTED', host: null });
    await lobby.until((items) => items.some((item) => item.lobbyUpdated.kind === 'CLOSED'));
    expect(lobby.items.map((item) => item.lobbyUpdated)).toEqual([
      { kind: 'UPDATED', match: { id: matchId, status: 'OPEN' } },
      { kind: 'CLOSED', match: { id: matchId, status: 'ABORTED' } },
    ]);
    lobby.dispose();
    await watcher.dispose();
    const open = await data(server.url, 'query { openMatches { edges { node { id } } } }');
    expect(open.openMatches.edges).toEqual([]);
    expect(await errorCode(server.url, JOIN_SEAT, { matchId }, bob.token)).toBe('MATCH_NOT_OPEN');
  });
});
