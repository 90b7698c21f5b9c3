import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Collector,
  data,
  errorCode,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import { CREATE_MATCH, JOIN_MATCH, START_MATCH } from '../testing/operations.js';

describe('tables and the lobby', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists games with options, defaults and bot levels', async () => {
    const { games } = await data(
      server.url,
      'query { games { id name minPlayers maxPlayers options { name default choices group } botLevels { level } } }',
    );
    const cartagena = games.find((game: { id: string }) => game.id === 'cartagena');
    expect(cartagena).toMatchObject({ name: 'Cartagena', minPlayers: 2, maxPlayers: 5 });
    expect(cartagena.options).toContainEqual({
      name: 'story',
      default: 'escape',
      choices: ['escape', 'jungle', 'full'],
      group: 'basic',
    });
    expect(cartagena.options).toContainEqual(expect.objectContaining({ name: 'layout', group: 'advanced' }));
    expect(cartagena.botLevels.map((bot: { level: string }) => bot.level)).toEqual([
      'random',
      'heuristic',
      'hard',
      'expert',
    ]);
  });

  it('opens, fills, leaves and starts tables, with live lobby events', async () => {
    const host = await signUp(server.url, 'host');
    const guest = await signUp(server.url, 'visitor');
    const watcher = wsClient(server.wsUrl);
    const lobby = new Collector<{ lobbyUpdated: { kind: string; match: { id: string } } }>(
      watcher,
      'subscription { lobbyUpdated { kind match { id } } }',
      {},
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    const created = await data(
      server.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}, { bot: 'random' }], options: { story: 'jungle' } } },
      host.token,
    );
    const matchId = created.createMatch.id;
    expect(created.createMatch.seats.map((seat: { open: boolean }) => seat.open)).toEqual([
      false,
      true,
      false,
    ]);
    const open = await data(
      server.url,
      'query { openMatches(game: "cartagena") { edges { node { id options } } } }',
    );
    expect(open.openMatches.edges[0].node).toMatchObject({
      id: matchId,
      options: { story: 'jungle', tiles: 6 },
    });

    expect(await errorCode(server.url, START_MATCH, { matchId }, host.token)).toBe('TABLE_NOT_FULL');
    await data(server.url, JOIN_MATCH, { matchId }, guest.token);
    expect(await errorCode(server.url, JOIN_MATCH, { matchId }, guest.token)).toBe('ALREADY_SEATED');
    await data(
      server.url,
      'mutation ($matchId: ID!) { leaveMatch(matchId: $matchId) { id } }',
      { matchId },
      guest.token,
    );
    await data(server.url, JOIN_MATCH, { matchId }, guest.token);
    expect(await errorCode(server.url, START_MATCH, { matchId }, guest.token)).toBe('FORBIDDEN');
    const started = await data(server.url, START_MATCH, { matchId }, host.token);
    expect(started.startMatch.status).toBe('ACTIVE');
    expect(await errorCode(server.url, JOIN_MATCH, { matchId }, guest.token)).toBe('MATCH_NOT_OPEN');

    await lobby.until((items) => items.some((item) => item.lobbyUpdated.kind === 'STARTED'));
    expect(lobby.items.map((item) => item.lobbyUpdated.kind)).toEqual([
      'CREATED',
      'UPDATED',
      'UPDATED',
      'UPDATED',
      'STARTED',
    ]);
    lobby.dispose();
    await watcher.dispose();
    const live = await data(server.url, 'query { liveMatches { edges { node { id } } } }');
    expect(live.liveMatches.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(matchId);
  });

  it('refuses tables it cannot seat, with codes', async () => {
    const { token } = await signUp(server.url, 'picky');
    const create = (input: object) => errorCode(server.url, CREATE_MATCH, { input }, token);
    expect(await create({ game: 'chess', seats: [{}, {}] })).toBe('UNKNOWN_GAME');
    expect(await create({ game: 'cartagena', seats: [{}] })).toBe('BAD_USER_INPUT');
    expect(await create({ game: 'cartagena', seats: [{ bot: 'random' }, { bot: 'random' }] })).toBe(
      'BAD_USER_INPUT',
    );
    expect(await create({ game: 'cartagena', seats: [{}, { bot: 'genius' }] })).toBe('BAD_USER_INPUT');
    expect(await create({ game: 'cartagena', seats: [{}, {}], options: { tiles: 99 } })).toBe(
      'INVALID_OPTIONS',
    );
    expect(await errorCode(server.url, CREATE_MATCH, { input: { game: 'cartagena', seats: [{}, {}] } })).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('pages through match history with a cursor', async () => {
    const { token } = await signUp(server.url, 'historian');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await data(
        server.url,
        CREATE_MATCH,
        { input: { game: 'cartagena', seats: [{}, { bot: 'random' }] } },
        token,
      );
      ids.push(created.createMatch.id);
      await data(server.url, START_MATCH, { matchId: created.createMatch.id }, token);
    }
    const query =
      'query ($after: String) { matches(filter: { player: "historian" }, first: 2, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }';
    const first = await data(server.url, query, {});
    expect(first.matches.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    expect(first.matches.pageInfo.hasNextPage).toBe(true);
    const second = await data(server.url, query, { after: first.matches.pageInfo.endCursor });
    expect(second.matches.edges.map((edge: { node: { id: string } }) => edge.node.id)).toEqual([ids[0]]);
    expect(second.matches.pageInfo.hasNextPage).toBe(false);
  });
});
