import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, errorCode, gql, signUp, startTestServer, type TestServer } from '../testing/harness.js';
import { CREATE_MATCH, JOIN_MATCH, MATCH, START_MATCH, SUBMIT } from '../testing/operations.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const DAY_MS = 24 * 3600_000;

const RESIGN = 'mutation ($matchId: ID!) { resignMatch(matchId: $matchId) { status } }';
const MY_GAMES = `query { myGames { yourTurn dueSeats deadline leftMs match { id status viewerSeat } } }`;
const CLOCK = `query ($id: ID!) { match(id: $id) {
  status seq result startedAt
  clockSettings { perDecisionMs bankMs maxTimeouts turnBased }
  clocks { seat bankMs timeouts deadline }
  log { seq seat action timedOut at }
} }`;

interface MyGame {
  yourTurn: boolean;
  dueSeats: number[];
  deadline: string | null;
  leftMs: number | null;
  match: { id: string; status: string; viewerSeat: number };
}

const myGames = async (url: string, token: string): Promise<MyGame[]> =>
  (await data<{ myGames: MyGame[] }>(url, MY_GAMES, {}, token)).myGames;

/** A started two-seat table of `game` at `clock`, `first` on seat 0 and `second` on seat 1. */
async function startedTable(
  urls: readonly [string, string],
  game: string,
  clock: string,
  first: string,
  second: string,
): Promise<string> {
  const created = await data(urls[0], CREATE_MATCH, { input: { game, seats: [{}, {}], clock } }, first);
  const matchId: string = created.createMatch.id;
  await data(urls[1], JOIN_MATCH, { matchId }, second);
  await data(urls[0], START_MATCH, { matchId }, first);
  return matchId;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Polls `read` until `done` holds of what it returns; fails after `timeoutMs`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('turn-based play on two server nodes (one PostgreSQL, one Redis)', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createMigratedTestDatabase('turnbased');
    // Matches without a clock count as abandoned after a second idle, open live tables close after
    // one, open turn-based ones after three (sweeps are run by hand).
    const tables = { liveIdleMs: 1000, idleMs: 1000, turnBasedIdleMs: 3000 };
    nodeA = await startTestServer({ database, redisUrl: REDIS_URL, tables });
    nodeB = await startTestServer({ database, redisUrl: REDIS_URL, tables });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  it('two accounts play a DAYS_1 Cartagena table; each sees it first in myGames when it waits for them, second otherwise, with the deadline', async () => {
    const urls = [nodeA.url, nodeB.url] as const;
    const anne = await signUp(nodeA.url, 'tb-anne');
    const bob = await signUp(nodeB.url, 'tb-bob');
    const tokens = [anne.token, bob.token];
    // Two tables between them: anne starts the first, bob the second.
    const first = await startedTable(urls, 'cartagena', 'DAYS_1', anne.token, bob.token);
    const second = await startedTable([nodeB.url, nodeA.url], 'cartagena', 'DAYS_1', bob.token, anne.token);

    const firstMatch = (await data(nodeB.url, CLOCK, { id: first }, anne.token)).match;
    expect(firstMatch.clockSettings).toEqual({
      perDecisionMs: DAY_MS,
      bankMs: 2 * DAY_MS,
      maxTimeouts: 3,
      turnBased: true,
    });

    /** The seat due at `matchId`, and the user sitting there. */
    const dueAt = async (matchId: string) => {
      const match = (await data(nodeA.url, MATCH, { id: matchId }, anne.token)).match;
      const [seat] = match.activeSeats as number[];
      const handle = match.seats[seat!].player.handle as string;
      return { seat: seat!, token: handle === 'tb-anne' ? anne.token : bob.token, match };
    };
    /** Plays one move at `matchId` for whoever is due, over node `url`. */
    const move = async (matchId: string, url: string) => {
      const due = await dueAt(matchId);
      const match = (await data(url, MATCH, { id: matchId }, due.token)).match;
      await data(url, SUBMIT, { matchId, expectedSeq: match.seq, action: match.legalActions[0] }, due.token);
    };

    /** Checks both players' myGames on both nodes against the tables as they stand. */
    const checkMyGames = async () => {
      for (const token of tokens) {
        for (const url of urls) {
          const games = await myGames(url, token);
          expect(games.map((game) => game.match.id).sort()).toEqual([first, second].sort());
          for (const game of games) {
            const due = (await dueAt(game.match.id)).match.activeSeats as number[];
            expect(game.dueSeats).toEqual(due);
            expect(game.yourTurn).toBe(due.includes(game.match.viewerSeat));
            // A turn-based deadline: the decision's day and the bank's two, from when the seat became due.
            expect(game.leftMs).toBeGreaterThan(2 * DAY_MS);
            expect(game.leftMs).toBeLessThanOrEqual(3 * DAY_MS);
            expect(Math.abs(Date.parse(game.deadline!) - Date.now() - game.leftMs!)).toBeLessThan(60_000);
          }
          // Waiting for you first; within each group the soonest deadline first.
          const turns = games.map((game) => game.yourTurn);
          expect(turns).toEqual([...turns].sort((a, b) => Number(b) - Number(a)));
          for (let i = 1; i < games.length; i++) {
            if (games[i]!.yourTurn === games[i - 1]!.yourTurn)
              expect(Date.parse(games[i]!.deadline!)).toBeGreaterThanOrEqual(
                Date.parse(games[i - 1]!.deadline!),
              );
          }
        }
      }
    };
    await checkMyGames();

    // The first player is drawn by lot: play the second table on until each table waits for a
    // different player. Then each sees the table waiting for them first, the other second.
    for (let step = 0; step < 12 && (await dueAt(second)).token === (await dueAt(first)).token; step++)
      await move(second, urls[step % 2]!);
    const waitsFor = async (matchId: string) => (await dueAt(matchId)).token;
    expect(await waitsFor(first)).not.toBe(await waitsFor(second));
    for (const [token, url] of [
      [anne.token, nodeA.url],
      [bob.token, nodeB.url],
    ] as const) {
      const mine = (await waitsFor(first)) === token ? first : second;
      const other = mine === first ? second : first;
      expect((await myGames(url, token)).map((game) => [game.match.id, game.yourTurn])).toEqual([
        [mine, true],
        [other, false],
      ]);
    }
    await checkMyGames();

    // Play the first table on, alternating nodes, until its turn passes to the other player.
    const before = await waitsFor(first);
    for (let step = 0; step < 12 && (await waitsFor(first)) === before; step++)
      await move(first, urls[step % 2]!);
    const now = await waitsFor(first);
    expect(now).not.toBe(before);
    // The player it passed to sees it ahead of anything not waiting for them.
    const theirs = await myGames(nodeB.url, now);
    expect(theirs.find((game) => game.match.id === first)).toMatchObject({ yourTurn: true });
    expect(theirs.findIndex((game) => game.match.id === first)).toBeLessThan(
      theirs.findIndex((game) => !game.yourTurn) === -1 ? 2 : theirs.findIndex((game) => !game.yourTurn),
    );
    await checkMyGames();

    // Without a token: UNAUTHENTICATED.
    expect(await errorCode(nodeA.url, MY_GAMES)).toBe('UNAUTHENTICATED');
  });

  it('a turn-based match is never listed as live nor abandoned for sitting idle; a match without a clock is', async () => {
    const carl = await signUp(nodeA.url, 'tb-carl');
    const dora = await signUp(nodeA.url, 'tb-dora');
    const urls = [nodeA.url, nodeB.url] as const;
    const turnBased = await startedTable(urls, 'cartagena', 'DAYS_3', carl.token, dora.token);
    const untimed = await startedTable(urls, 'cartagena', 'NONE', carl.token, dora.token);
    // Nor is it listed among the live matches to watch: nobody plays it live.
    const live = await data(nodeB.url, 'query { liveMatches { edges { node { id } } } }');
    const listed = live.liveMatches.edges.map((edge: { node: { id: string } }) => edge.node.id);
    expect(listed).toContain(untimed);
    expect(listed).not.toContain(turnBased);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const closed = await nodeB.platform.services.matches.sweeper.sweep();
    expect(closed).toContain(untimed);
    expect(closed).not.toContain(turnBased);
    const status = async (id: string) => (await data(nodeA.url, CLOCK, { id }, carl.token)).match.status;
    expect(await status(turnBased)).toBe('ACTIVE');
    expect(await status(untimed)).toBe('ABORTED');
  });

  it('an open turn-based table waits for players long after an open live table closed', async () => {
    const gil = await signUp(nodeA.url, 'tb-gil');
    const open = async (clock: string) =>
      (
        await data(
          nodeA.url,
          CREATE_MATCH,
          { input: { game: 'cartagena', seats: [{}, {}], clock } },
          gil.token,
        )
      ).createMatch.id as string;
    const live = await open('NONE');
    const turnBased = await open('DAYS_1');
    // Idle times count from each table's creation: timed from after both, so a slow creation on a
    // loaded machine cannot leave the second sweep early.
    const opened = Date.now();
    const status = async (id: string) => (await data(nodeB.url, CLOCK, { id }, gil.token)).match.status;
    await sleep(opened + 1200 - Date.now());
    const first = await nodeB.platform.services.matches.sweeper.sweep();
    expect(first).toContain(live);
    expect(first).not.toContain(turnBased);
    expect([await status(live), await status(turnBased)]).toEqual(['ABORTED', 'OPEN']);
    const lobby = await data(nodeB.url, 'query { openMatches { edges { node { id } } } }');
    expect(lobby.openMatches.edges.map((edge: { node: { id: string } }) => edge.node.id)).toContain(
      turnBased,
    );
    // Left alone for its own idle time, it closes too.
    await sleep(opened + 3200 - Date.now());
    expect(await nodeA.platform.services.matches.sweeper.sweep()).toEqual([turnBased]);
    expect(await status(turnBased)).toBe('ABORTED');
  });

  it('an unknown pace is a typed error, and nothing is made', async () => {
    const erin = await signUp(nodeA.url, 'tb-erin');
    const result = await gql(
      nodeA.url,
      CREATE_MATCH,
      { input: { game: 'cartagena', seats: [{}, {}], clock: 'WEEKS_2' } },
      erin.token,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await myGames(nodeA.url, erin.token)).toEqual([]);
  });
});

describe('turn-based timeouts at the test pace', () => {
  const PACE_MS = 1000;
  let server: TestServer;
  const completion = async (handle: string) =>
    (
      await data(
        server.url,
        'query ($handle: String!) { player(handle: $handle) { turnBasedCompletion { matches withoutTimeout share } } }',
        { handle },
      )
    ).player.turnBasedCompletion;
  beforeAll(async () => {
    server = await startTestServer({
      turnBased: { testPaceMs: PACE_MS },
      ranked: { clockIntervalMs: 200 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('the platform plays for a seat out of time, its bank spent first; three timeouts forfeit, named as turn-based', async () => {
    const fay = await signUp(server.url, 'tb-fay');
    const gus = await signUp(server.url, 'tb-gus');
    const matchId = await startedTable([server.url, server.url], 'cartagena', 'DAYS_3', fay.token, gus.token);
    const read = async () => (await data(server.url, CLOCK, { id: matchId }, fay.token)).match;
    const started = await read();
    expect(started.clockSettings).toEqual({
      perDecisionMs: PACE_MS,
      bankMs: 2 * PACE_MS,
      maxTimeouts: 3,
      turnBased: true,
    });
    // Nobody moves: the first timeout comes only once the decision's time and the whole bank are spent.
    const timedOut = await until(read, (match) => match.log.length > 0);
    const [entry] = timedOut.log;
    expect(entry).toMatchObject({ seq: 1, timedOut: true });
    expect(Date.parse(entry.at) - Date.parse(started.startedAt)).toBeGreaterThanOrEqual(3 * PACE_MS - 50);
    const after = timedOut.status === 'ACTIVE' ? timedOut : null;
    if (after) expect(after.clocks[entry.seat]).toMatchObject({ bankMs: 0, timeouts: 1 });
    // Three timeouts in a two-player match: the seat forfeits and the other wins.
    const ended = await until(read, (match) => match.status === 'FINISHED');
    expect(ended.log.every((logged: { timedOut: boolean }) => logged.timedOut)).toBe(true);
    expect(ended.result.ending).toEqual({ reason: 'timeout', seats: [entry.seat], turnBased: true });
    expect(ended.result.summary).toMatch(/ran out of turn-based time/);

    // On each profile, the share of turn-based matches that ended without a timeout of theirs.
    const players = [
      { handle: 'tb-fay', token: fay.token },
      { handle: 'tb-gus', token: gus.token },
    ];
    const seatOf = async (token: string) =>
      (await data(server.url, MATCH, { id: matchId }, token)).match.viewerSeat;
    const timedOutAt = new Set(ended.log.map((logged: { seat: number }) => logged.seat));
    const expected = new Map<string, boolean>();
    for (const player of players) expected.set(player.handle, timedOutAt.has(await seatOf(player.token)));
    for (const player of players) {
      const timedOut = expected.get(player.handle);
      expect(await completion(player.handle)).toEqual({
        matches: 1,
        withoutTimeout: timedOut ? 0 : 1,
        share: timedOut ? 0 : 1,
      });
    }
    // A turn-based match that ends without a timeout counts as one; a live one does not count.
    for (const clock of ['DAYS_1', 'NONE']) {
      const next = await startedTable([server.url, server.url], 'cartagena', clock, fay.token, gus.token);
      await data(server.url, RESIGN, { matchId: next }, gus.token);
    }
    const fays = await completion('tb-fay');
    expect(fays.matches).toBe(2);
    expect(fays.withoutTimeout).toBe(expected.get('tb-fay') ? 1 : 2);
    expect(fays.share).toBe(fays.withoutTimeout / 2);
  });

  it('a player with no turn-based match ended has no share yet', async () => {
    await signUp(server.url, 'tb-new');
    expect(await completion('tb-new')).toEqual({ matches: 0, withoutTimeout: 0, share: null });
  });

  it('Tortuga never lists the timeout’s peek; a player who sends it gets ILLEGAL_ACTION, and the clock’s timeout still plays it', async () => {
    const hal = await signUp(server.url, 'tb-hal');
    const ivy = await signUp(server.url, 'tb-ivy');
    const tokens = [hal.token, ivy.token];
    const matchId = await startedTable([server.url, server.url], 'tortuga', 'DAYS_1', hal.token, ivy.token);
    const look = async (seat: number) => (await data(server.url, MATCH, { id: matchId }, tokens[seat])).match;
    // Play on until a seat's turn offers peeks; no list ever holds the timeout's peek.
    let peek: { type: string; slots: number[] } | undefined;
    let due = 0;
    let seq = 0;
    for (let step = 0; step < 40 && !peek; step++) {
      [due] = (await look(0)).activeSeats;
      const match = await look(due);
      seq = match.seq;
      expect(match.legalActions.some((action: { outOfTime?: boolean }) => 'outOfTime' in action)).toBe(false);
      peek = match.legalActions.find((action: { type: string }) => action.type === 'peek');
      if (!peek)
        await data(
          server.url,
          SUBMIT,
          { matchId, expectedSeq: seq, action: match.legalActions[0] },
          tokens[due],
        );
    }
    expect(peek).toBeDefined();
    const result = await gql(
      server.url,
      SUBMIT,
      { matchId, expectedSeq: seq, action: { ...peek, outOfTime: true } },
      tokens[due],
    );
    expect(result.errors?.[0]?.extensions?.code).toBe('ILLEGAL_ACTION');
    expect((await look(due)).seq).toBe(seq);
    // The clock runs out for that seat: the platform plays the timeout's peek, named so.
    const read = async () => (await data(server.url, CLOCK, { id: matchId }, tokens[due])).match;
    const after = await until(read, (match) => match.seq > seq);
    const entry = after.log.find((logged: { seq: number }) => logged.seq === seq + 1);
    expect(entry).toMatchObject({ seat: due, timedOut: true, action: { type: 'peek', outOfTime: true } });
  });
});

describe('the cap on turn-based matches per account', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      turnBased: { maxMatches: 3, maxMatchesNew: 2 },
      tokenCache: { ttlMs: 0, max: 1 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const open = (token: string, clock: string) =>
    gql(server.url, CREATE_MATCH, { input: { game: 'cartagena', seats: [{}, {}], clock } }, token);

  it('a new account may sit in two; the third table, and a seat at another, are refused and change nothing', async () => {
    const jo = await signUp(server.url, 'cap-jo');
    const kim = await signUp(server.url, 'cap-kim');
    for (const clock of ['HOURS_12', 'DAYS_3']) expect((await open(jo.token, clock)).errors).toBeUndefined();
    const refused = await open(jo.token, 'DAYS_1');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_TURN_BASED_MATCHES', max: 2 });
    expect(await myGames(server.url, jo.token)).toHaveLength(2);
    // Live tables do not count.
    expect((await open(jo.token, 'LIVE')).errors).toBeUndefined();
    // Joining kim's turn-based table is refused too; the seat stays open.
    const kims = await open(kim.token, 'DAYS_1');
    const matchId = kims.data!['createMatch'].id as string;
    expect(await errorCode(server.url, JOIN_MATCH, { matchId }, jo.token)).toBe(
      'TOO_MANY_TURN_BASED_MATCHES',
    );
    const table = (await data(server.url, MATCH, { id: matchId }, kim.token)).match;
    expect(table.seats.map((seat: { open: boolean }) => seat.open)).toEqual([false, true]);
  });

  it('an account older than a week may sit in three; racing requests cannot pass the cap', async () => {
    const lee = await signUp(server.url, 'cap-lee');
    await server.platform.prisma.user.update({
      where: { id: lee.id },
      data: { createdAt: new Date(Date.now() - 8 * DAY_MS) },
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(lee.token, 'DAYS_1')));
    const codes = answers.map((answer) => answer.errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(3);
    expect(codes.filter((code) => code === 'TOO_MANY_TURN_BASED_MATCHES')).toHaveLength(3);
    expect(await myGames(server.url, lee.token)).toHaveLength(3);
  });
});
