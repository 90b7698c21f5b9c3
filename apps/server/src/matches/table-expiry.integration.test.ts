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
import { CREATE_MATCH, JOIN_MATCH, MATCH, START_MATCH } from '../testing/operations.js';

const IDLE_MS = 2500;
const LEAVE = `mutation ($matchId: ID!) { leaveMatch(matchId: $matchId) { id } }`;
const OPEN_IDS = 'query { openMatches { edges { node { id } } } }';
const LIVE_CLOCK = `query ($id: ID!) {
  match(id: $id) { status activeSeats clockSettings { perDecisionMs bankMs maxTimeouts } clocks { seat leftMs } }
}`;

interface LobbyItem {
  lobbyUpdated: { kind: string; match: { id: string; status: string } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('open tables expire', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ tables: { idleMs: IDLE_MS, sweepIntervalMs: 100 } });
  });
  afterAll(async () => {
    await server.close();
  });

  async function openIds(): Promise<string[]> {
    const open = await data(server.url, OPEN_IDS);
    return open.openMatches.edges.map((edge: { node: { id: string } }) => edge.node.id);
  }

  it('a table nobody joins or leaves closes after the idle time, and lobby subscribers are told', async () => {
    const anne = await signUp(server.url, 'idle-anne');
    const bob = await signUp(server.url, 'idle-bob');
    const watcher = wsClient(server.wsUrl);
    const lobby = new Collector<LobbyItem>(
      watcher,
      'subscription { lobbyUpdated { kind match { id status } } }',
      {},
    );
    await sleep(200);
    const open = async () =>
      (await data(server.url, CREATE_MATCH, { input: { game: 'cartagena', seats: [{}, {}] } }, anne.token))
        .createMatch.id as string;
    const idleOpening = Date.now();
    const idle: string = await open();
    const busy: string = await open();
    expect(await openIds()).toEqual([busy, idle]);

    // Someone keeps coming and going at the busy table, more often than the idle time.
    const started = Date.now();
    let busyClosedEarly = false;
    while (
      !lobby.items.some((item) => item.lobbyUpdated.kind === 'CLOSED' && item.lobbyUpdated.match.id === idle)
    ) {
      if (Date.now() - started > 10 * IDLE_MS) throw new Error('the idle table never closed');
      await data(server.url, JOIN_MATCH, { matchId: busy }, bob.token);
      await sleep(IDLE_MS / 5);
      await data(server.url, LEAVE, { matchId: busy }, bob.token);
      await sleep(IDLE_MS / 5);
      busyClosedEarly ||= !(await openIds()).includes(busy);
    }
    expect(Date.now() - idleOpening).toBeGreaterThanOrEqual(IDLE_MS);
    expect(busyClosedEarly).toBe(false);
    expect(await openIds()).toEqual([busy]);
    expect((await data(server.url, MATCH, { id: idle })).match.status).toBe('ABORTED');
    expect(await errorCode(server.url, JOIN_MATCH, { matchId: idle }, bob.token)).toBe('MATCH_NOT_OPEN');

    // Left alone, the busy table closes too.
    await lobby.until((items) =>
      items.some((item) => item.lobbyUpdated.kind === 'CLOSED' && item.lobbyUpdated.match.id === busy),
    );
    expect(await openIds()).toEqual([]);
    expect(
      lobby.items.filter((item) => item.lobbyUpdated.kind === 'CLOSED').map((item) => item.lobbyUpdated),
    ).toEqual([
      { kind: 'CLOSED', match: { id: idle, status: 'ABORTED' } },
      { kind: 'CLOSED', match: { id: busy, status: 'ABORTED' } },
    ]);
    lobby.dispose();
    await watcher.dispose();
  });

  it('closes each idle table once, however many nodes sweep', async () => {
    const second = await startTestServer({
      database: server.database,
      tables: { idleMs: IDLE_MS, sweepIntervalMs: 100 },
    });
    try {
      const anne = await signUp(server.url, 'sweep-anne');
      const watchers = [wsClient(server.wsUrl), wsClient(second.wsUrl)];
      const lobbies = watchers.map(
        (watcher) =>
          new Collector<LobbyItem>(watcher, 'subscription { lobbyUpdated { kind match { id } } }', {}),
      );
      await sleep(200);
      const ids: string[] = [];
      for (let table = 0; table < 6; table++) {
        const created = await data(
          server.url,
          CREATE_MATCH,
          { input: { game: 'cartagena', seats: [{}, { bot: 'random' }] } },
          anne.token,
        );
        ids.push(created.createMatch.id);
      }
      const closedOn = (items: readonly LobbyItem[]) =>
        items.filter((item) => item.lobbyUpdated.kind === 'CLOSED').map((item) => item.lobbyUpdated.match.id);
      // Each node's subscribers hear of the tables the node itself closed (no Redis between them
      // here), so together they must have heard of each table exactly once.
      const deadline = Date.now() + 10 * IDLE_MS;
      while (lobbies.flatMap((lobby) => closedOn(lobby.items)).length < ids.length && Date.now() < deadline)
        await sleep(100);
      await sleep(500);
      expect(lobbies.flatMap((lobby) => closedOn(lobby.items)).sort()).toEqual([...ids].sort());
      for (const lobby of lobbies) lobby.dispose();
      for (const watcher of watchers) await watcher.dispose();
    } finally {
      await second.close({ keepDatabase: true });
    }
  });
});

describe('abandoned matches', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ tables: { idleMs: 60_000, liveIdleMs: IDLE_MS, sweepIntervalMs: 100 } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('a casual match nobody moves in is aborted after the live idle time, and the lobby hears of it', async () => {
    const anne = await signUp(server.url, 'gone-anne');
    const bob = await signUp(server.url, 'gone-bob');
    const watcher = wsClient(server.wsUrl);
    const lobby = new Collector<LobbyItem>(
      watcher,
      'subscription { lobbyUpdated { kind match { id status } } }',
      {},
    );
    await sleep(200);
    const created = await data(
      server.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}], clock: 'RELAXED' } },
      anne.token,
    );
    const matchId: string = created.createMatch.id;
    await data(server.url, JOIN_MATCH, { matchId }, bob.token);
    const startedAt = Date.now();
    await data(server.url, START_MATCH, { matchId }, anne.token);
    const live = await data(server.url, LIVE_CLOCK, { id: matchId });
    expect(live.match.clockSettings).toEqual({ perDecisionMs: 300_000, bankMs: 0, maxTimeouts: 3 });
    const running = live.match.clocks.filter((clock: { leftMs: number | null }) => clock.leftMs !== null);
    expect(running.map((clock: { seat: number }) => clock.seat)).toEqual(live.match.activeSeats);

    await lobby.until((items) =>
      items.some((item) => item.lobbyUpdated.kind === 'CLOSED' && item.lobbyUpdated.match.id === matchId),
    );
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(IDLE_MS);
    const after = await data(server.url, LIVE_CLOCK, { id: matchId });
    expect(after.match.status).toBe('ABORTED');
    expect(after.match.clocks).toEqual([]);
    const listed = await data(server.url, 'query { liveMatches { edges { node { id } } } }');
    expect(listed.liveMatches.edges).toEqual([]);
    lobby.dispose();
    await watcher.dispose();
  });
});
