import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@brethren/db/testing';
import pg from 'pg';
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
import { RESIGN } from '../testing/chat-operations.js';
import { MATCH, MATCH_UPDATED, SUBMIT } from '../testing/operations.js';
import { SmtpListener, type ReceivedMail } from '../testing/smtp-listener.js';
import {
  CREATE_TOURNAMENT,
  JOIN_TOURNAMENT,
  PAUSE_TOURNAMENT,
  RESUME_TOURNAMENT,
  START_TOURNAMENT,
  TOURNAMENT,
  TOURNAMENT_WATCHED,
  TOURNAMENTS,
} from './operations.js';
import type { RecurringTournament } from './recurring.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const RUN = randomBytes(3).toString('hex');
const WEB = 'http://brethren.test';
/** A turn-based decision's time in these tests: long enough for a player who plays to keep up on a busy machine. */
const PACE_MS = 2000;

interface Standing {
  rank: number;
  player: { handle: string };
  points: number;
  played: number;
  wins: number;
  streak: number;
  onFire: boolean;
  withdrawn: boolean;
}
interface Table {
  table: number;
  players: { handle: string }[];
  match: { id: string; status: string } | null;
}
interface Tournament {
  id: string;
  name: string;
  status: string;
  format: string;
  currentRound: number;
  endsAt: string | null;
  recurring: boolean;
  playerCount: number;
  joined: boolean;
  paused: boolean;
  present: boolean;
  standings: Standing[];
  pairings: { round: number; finishedAt: string | null; tables: Table[] }[];
}

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const arena = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cartagena sprint',
  game: 'cartagena',
  options: { tiles: 4, pirates: 4 },
  format: 'ARENA',
  playersPerTable: 2,
  clock: 'RELAXED',
  durationMinutes: 30,
  startsAt: inAnHour(),
  ...overrides,
});

/** The recurring tournaments both nodes run: a daily arena, a weekly turn-based Swiss. */
const SERIES: RecurringTournament[] = [
  {
    key: `daily-${RUN}`,
    every: 'DAY',
    hour: 19,
    minute: 0,
    input: {
      name: `Daily ${RUN}`,
      game: 'cartagena',
      format: 'ARENA',
      playersPerTable: 2,
      clock: 'LIVE',
      durationMinutes: 60,
    },
  },
  {
    key: `weekly-${RUN}`,
    every: 'WEEK',
    weekday: 1,
    hour: 18,
    minute: 0,
    input: {
      name: `Weekly ${RUN}`,
      game: 'port-royal',
      format: 'SWISS',
      playersPerTable: 4,
      clock: 'DAYS_1',
      rounds: 5,
      rated: true,
    },
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 180_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

describe('arenas, recurring tournaments and withdrawals on two nodes (one PostgreSQL, one Redis)', () => {
  let smtp: SmtpListener;
  let nodeA: TestServer;
  let nodeB: TestServer;
  let nodes: TestServer[];
  let db: pg.Client;
  const tokens = new Map<string, string>();
  let prefix: string;
  let creator: string;
  /** The arena pages the tests opened, closed at the end. */
  const watching: (() => void)[] = [];

  beforeAll(async () => {
    smtp = await SmtpListener.start();
    const database = await createTestDatabase('arena');
    const options = {
      database,
      redisUrl: REDIS_URL,
      // The clocks of turn-based matches are looked at often: the withdrawal test times a player out.
      ranked: { clockIntervalMs: 200 },
      turnBased: { testPaceMs: PACE_MS },
      mail: { smtpUrl: smtp.url, webUrl: WEB, intervalMs: 100, delayMs: 300, leaseMs: 30_000 },
      // Rounds are paired where a test asks (both nodes at once), never on a timer.
      tournaments: { pairingIntervalMs: 3_600_000, recurring: SERIES },
      arenaPresence: { heartbeatMs: 300, ttlMs: 2_000 },
    };
    nodeA = await startTestServer(options);
    nodeB = await startTestServer(options);
    nodes = [nodeA, nodeB];
    db = new pg.Client({ connectionString: database.databaseUrl });
    await db.connect();
    prefix = `a${Date.now().toString(36).slice(-5)}`;
    creator = (await signUp(nodeA.url, `${prefix}host`)).token;
    for (let i = 1; i <= 14; i++) {
      const handle = `${prefix}p${i}`;
      tokens.set(handle, (await signUp(nodes[i % 2]!.url, handle)).token);
    }
  });
  afterAll(async () => {
    for (const dispose of watching) dispose();
    await db?.end();
    await nodeB?.close({ keepDatabase: true });
    await nodeA?.close();
    await smtp?.close();
  });

  const player = (i: number) => `${prefix}p${i}`;
  const numberOf = (handle: string) => Number(handle.slice(prefix.length + 1));
  const token = (handle: string) => tokens.get(handle)!;
  const read = (id: string, by = creator, node = nodeA) =>
    data<{ tournament: Tournament }>(node.url, TOURNAMENT, { id }, by).then((answer) => answer.tournament);
  const create = async (input: Record<string, unknown>) =>
    (await data<{ createTournament: Tournament }>(nodeA.url, CREATE_TOURNAMENT, { input }, creator))
      .createTournament;
  /** Both nodes look for work at once, as their round drivers would: how many steps each made. */
  const bothAdvance = () => Promise.all(nodes.map((node) => node.platform.services.tournaments.advance()));
  /** A table of two ends at once: the player named resigns, the other wins. */
  const resign = (table: Table, loser: string, node = nodeA) =>
    data(node.url, RESIGN, { matchId: table.match!.id }, token(loser));
  const loserOf = (table: Table) =>
    table.players.map((p) => p.handle).sort((a, b) => numberOf(b) - numberOf(a))[0]!;
  const seating = (tables: readonly Table[]) =>
    tables.map((table) =>
      table.players
        .map((p) => `p${numberOf(p.handle)}`)
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    );

  /**
   * `handle` opens the arena's page on `node`, as the web app or a program does, and is in its pool
   * (present) until what this returns is called: its WebSocket closes.
   */
  const watch = async (id: string, handle: string, node = nodes[numberOf(handle) % 2]!) => {
    const client = wsClient(node.wsUrl, token(handle));
    const page = new Collector<{ tournamentUpdated: { id: string } }>(client, TOURNAMENT_WATCHED, { id });
    await page.until((items) => items.length > 0);
    const close = () => void client.dispose();
    watching.push(close);
    return close;
  };
  const present = async (id: string, handle: string, node = nodeA) =>
    (await read(id, token(handle), node)).present;

  it(
    'an arena of 12: waves seat close scores, a streak doubles, no table after the end, the last matches count',
    { timeout: 600_000 },
    async () => {
      const made = await create(arena({ name: 'Arena of twelve' }));
      expect(made).toMatchObject({ format: 'ARENA', status: 'SCHEDULED', endsAt: null, recurring: false });
      for (let i = 1; i <= 12; i++) {
        await data(nodes[i % 2]!.url, JOIN_TOURNAMENT, { id: made.id }, token(player(i)));
        await watch(made.id, player(i));
      }
      const started = (
        await data<{ startTournament: Tournament }>(nodeB.url, START_TOURNAMENT, { id: made.id }, creator)
      ).startTournament;
      expect(started).toMatchObject({ status: 'RUNNING', currentRound: 1 });
      expect(Date.parse(started.endsAt!) - Date.now()).toBeGreaterThan(25 * 60_000);

      // Wave 1: all on 0 points, in joining order.
      const wave1 = started.pairings[0]!.tables;
      expect(seating(wave1)).toEqual([
        ['p1', 'p2'],
        ['p3', 'p4'],
        ['p5', 'p6'],
        ['p7', 'p8'],
        ['p9', 'p10'],
        ['p11', 'p12'],
      ]);
      // The seated player is told their table is ready, with the match and the tournament.
      const told = await data(
        nodeB.url,
        `{ notifications(first: 5) { edges { node { kind matchId tournamentId tournamentName opponents } } } }`,
        {},
        token(player(1)),
      );
      expect(told.notifications.edges.map((edge: any) => edge.node)).toContainEqual({
        kind: 'TOURNAMENT_ROUND',
        matchId: wave1[0]!.match!.id,
        tournamentId: made.id,
        tournamentName: 'Arena of twelve',
        opponents: [player(2)],
      });

      // At every table the higher number resigns, table by table: each finish is later than the last.
      for (const table of wave1) await resign(table, loserOf(table));
      await bothAdvance();
      const after1 = await read(made.id);
      expect(after1.pairings).toHaveLength(2);
      // Wave 2: the six winners (1 point) among themselves, the six losers among themselves.
      expect(seating(after1.pairings[1]!.tables)).toEqual([
        ['p1', 'p3'],
        ['p5', 'p7'],
        ['p9', 'p11'],
        ['p2', 'p4'],
        ['p6', 'p8'],
        ['p10', 'p12'],
      ]);
      for (const table of after1.pairings[1]!.tables) await resign(table, loserOf(table), nodeB);
      // One wave, seated by one node; the other found nothing to do.
      expect((await bothAdvance()).reduce((a, b) => a + b)).toBe(1);

      // Wave 3 by score: p1, p5, p9 (2); p3, p7, p11, p2, p6, p10 (1, who came back first first);
      // p4, p8, p12 (0). Nobody sits with their last opponent: p9 takes p3, not p11.
      const after2 = await read(made.id);
      expect(after2.pairings).toHaveLength(3);
      const wave3 = after2.pairings[2]!.tables;
      expect(seating(wave3)).toEqual([
        ['p1', 'p5'],
        ['p3', 'p9'],
        ['p7', 'p11'],
        ['p2', 'p6'],
        ['p4', 'p10'],
        ['p8', 'p12'],
      ]);
      expect(after2.standings.find((s) => s.player.handle === player(1))).toMatchObject({
        points: 2,
        streak: 2,
        onFire: true,
      });

      // Two tables end; then the arena's time is up while four are still playing.
      await resign(wave3[0]!, player(5));
      await resign(wave3[1]!, player(9));
      await db.query(`UPDATE tournaments SET ends_at = now() - interval '1 second' WHERE id = $1`, [made.id]);
      expect(await bothAdvance()).toEqual([0, 0]);
      const ended = await read(made.id);
      expect(ended).toMatchObject({ status: 'RUNNING', currentRound: 3 });
      expect(ended.pairings).toHaveLength(3);
      // Nobody may join an arena past its end.
      expect(await errorCode(nodeA.url, JOIN_TOURNAMENT, { id: made.id }, token(player(13)))).toBe(
        'TOURNAMENT_NOT_OPEN',
      );
      for (const table of wave3.slice(2)) await resign(table, loserOf(table));
      await bothAdvance();
      const finished = await read(made.id);
      expect(finished.status).toBe('FINISHED');
      expect(finished.pairings).toHaveLength(3);
      expect(finished.pairings.every((wave) => wave.finishedAt !== null)).toBe(true);

      // Hand-computed (1 point a win at tables of two, doubled after two wins in a row):
      // p1 won all three, the third on fire: 1 + 1 + 2. p3 lost to p1, then beat p9 (on fire, 0).
      // The four tables that ended after the end count: p7, p2, p4 and p8 won there.
      const line = (handle: string) => {
        const standing = finished.standings.find((s) => s.player.handle === handle)!;
        return [
          standing.rank,
          standing.points,
          standing.played,
          standing.wins,
          standing.streak,
          standing.onFire,
        ];
      };
      expect(line(player(1))).toEqual([1, 4, 3, 3, 3, true]);
      expect(line(player(5))).toEqual([2, 2, 3, 2, 0, false]);
      expect(line(player(9))).toEqual([2, 2, 3, 2, 0, false]);
      expect(line(player(3))).toEqual([2, 2, 3, 2, 1, false]);
      expect(line(player(7))).toEqual([2, 2, 3, 2, 1, false]);
      expect(line(player(12))).toEqual([12, 0, 3, 0, 0, false]);
      expect(finished.standings.map((s) => s.points).reduce((a, b) => a + b)).toBe(18 + 1);
    },
  );

  it('a paused player waits out the waves until they resume; a Swiss tournament does not pause', async () => {
    const made = await create(arena({ name: 'Pausing' }));
    for (const i of [1, 2, 3, 4]) {
      await data(nodeB.url, JOIN_TOURNAMENT, { id: made.id }, token(player(i)));
      await watch(made.id, player(i));
    }
    const started = (await data(nodeA.url, START_TOURNAMENT, { id: made.id }, creator)).startTournament;
    const first = started.pairings[0].tables as Table[];
    expect(first).toHaveLength(2);
    const paused = (await data(nodeB.url, PAUSE_TOURNAMENT, { id: made.id }, token(player(1))))
      .pauseTournament as Tournament;
    expect(paused).toMatchObject({ paused: true, joined: true });
    for (const table of first) await resign(table, loserOf(table));
    await bothAdvance();
    // p1 is paused: p2, p3 and p4 wait, and two of them (those whose matches ended first) sit.
    const waiting = await read(made.id);
    expect(seating(waiting.pairings[1]!.tables)).toEqual([['p2', 'p3']]);
    await data(nodeA.url, RESUME_TOURNAMENT, { id: made.id }, token(player(1)));
    await bothAdvance();
    const resumed = await read(made.id, token(player(1)));
    expect(resumed.paused).toBe(false);
    expect(seating(resumed.pairings[2]!.tables)).toEqual([['p1', 'p4']]);

    // Refused, changing nothing.
    const swiss = await create({
      ...arena({ name: 'Not an arena', format: 'SWISS', rounds: 2 }),
      durationMinutes: undefined,
    });
    await data(nodeA.url, JOIN_TOURNAMENT, { id: swiss.id }, token(player(5)));
    expect(await errorCode(nodeA.url, PAUSE_TOURNAMENT, { id: swiss.id }, token(player(5)))).toBe(
      'NOT_AN_ARENA',
    );
    expect(await errorCode(nodeA.url, PAUSE_TOURNAMENT, { id: made.id }, token(player(6)))).toBe(
      'NOT_JOINED',
    );
    expect((await read(made.id, token(player(5)))).paused).toBe(false);
  });

  it('seats only the players with it in sight, on either node: a page closed or a node gone leaves them out', async () => {
    const made = await create(arena({ name: 'In sight' }));
    for (const i of [1, 2, 3, 4, 5])
      await data(nodeB.url, JOIN_TOURNAMENT, { id: made.id }, token(player(i)));
    // p1 and p2 have its page open on node A, p3 on node B; p4 never opens it; p5's page was on a
    // node killed outright a while ago, whose row was never renewed.
    const p1Page = await watch(made.id, player(1), nodeA);
    const p2Page = await watch(made.id, player(2), nodeA);
    await watch(made.id, player(3), nodeB);
    await db.query(
      `INSERT INTO tournament_presence (tournament_id, user_id, node, until)
       SELECT $1, id, 'a node killed', now() - interval '1 second' FROM users WHERE handle = $2`,
      [made.id, player(5)],
    );
    const everyone = () => Promise.all([1, 2, 3, 4, 5].map((i) => present(made.id, player(i), nodes[i % 2])));
    expect(await everyone()).toEqual([true, true, true, false, false]);

    // The first wave seats those present: p1 and p2 (joined first); p3 waits for a second player.
    const started = (
      await data<{ startTournament: Tournament }>(nodeA.url, START_TOURNAMENT, { id: made.id }, creator)
    ).startTournament;
    const table = started.pairings[0]!.tables[0]!;
    expect(seating(started.pairings[0]!.tables)).toEqual([['p1', 'p2']]);

    // p1 goes to the table (on node B) and leaves the arena's page; p2 closes everything. The match
    // ends: p1, on the finished table's page, is in the pool again; p2 is not.
    const tableClient = wsClient(nodeB.wsUrl, token(player(1)));
    const tablePage = new Collector(tableClient, MATCH_UPDATED, { matchId: table.match!.id });
    watching.push(() => void tableClient.dispose());
    await tablePage.until((items) => items.length > 0);
    p1Page();
    p2Page();
    await waitFor(everyone, (now) => now[1] === false, 'p2 out of the pool');
    expect(await everyone()).toEqual([true, false, true, false, false]);
    await resign(table, player(2));
    expect(await bothAdvance()).toEqual(expect.arrayContaining([1]));
    const second = await read(made.id);
    expect(seating(second.pairings[1]!.tables)).toEqual([['p1', 'p3']]);

    // p4 opens the page and is seated with p2 once p2 comes back; nobody else is waiting.
    await watch(made.id, player(4), nodeA);
    expect(await bothAdvance()).toEqual([0, 0]);
    await watch(made.id, player(2), nodeB);
    await bothAdvance();
    expect(seating((await read(made.id)).pairings[2]!.tables)).toEqual([['p2', 'p4']]);

    // A program's page on a node that stops keeps its player only for the rows' time: p5's row,
    // from a node still alive a moment ago, counts until it expires, unrenewed.
    await db.query(
      `UPDATE tournament_presence SET until = now() + interval '1 second' WHERE tournament_id = $1
       AND node = 'a node killed'`,
      [made.id],
    );
    expect(await present(made.id, player(5))).toBe(true);
    await waitFor(
      () => present(made.id, player(5)),
      (now) => !now,
      'the dead node’s row to expire',
    );
  });

  it('creates each recurring occurrence once, however many nodes look at once', async () => {
    const occurrences = async () =>
      (
        await db.query(
          `SELECT format, created_by_id, recurrence_key, starts_at FROM tournaments
           WHERE recurrence_key LIKE $1 ORDER BY format::text, starts_at`,
          [`%-${RUN}@%`],
        )
      ).rows;
    // Each node looked as it started: the next occurrence of each, made once. Read by format, not
    // by start: which starts first depends on the day (on a Sunday evening, Monday's Swiss).
    const first = await waitFor(occurrences, (rows) => rows.length === 2, 'the first occurrences');
    expect(first.map((row) => [row.format, row.created_by_id, row.recurrence_key.split('@')[0]])).toEqual([
      ['ARENA', null, `daily-${RUN}`],
      ['SWISS', null, `weekly-${RUN}`],
    ]);
    // A week on, four looks at once over the two nodes make the occurrences then due once each.
    const services = nodes.map((node) => node.platform.services.tournaments);
    const weekOn = Date.now() + 7 * 24 * 3600_000;
    const made = await Promise.all(
      [...services, ...services].map((service) => service.scheduleRecurring(weekOn)),
    );
    expect(made.reduce((a, b) => a + b)).toBe(2);
    const all = await occurrences();
    expect(all).toHaveLength(4);
    expect(new Set(all.map((row) => row.recurrence_key)).size).toBe(4);
    const weekly = all.filter((row) => row.format === 'SWISS');
    expect(weekly.map((row) => new Date(row.starts_at).getUTCDay())).toEqual([1, 1]);
    expect(weekly[1].starts_at - weekly[0].starts_at).toBe(7 * 24 * 3600_000);
    const listed = (await data(nodeB.url, TOURNAMENTS, { first: 100 })).tournaments.edges.map(
      (edge: any) => edge.node.name,
    );
    expect(listed.filter((name: string) => name.endsWith(RUN))).toHaveLength(4);
  });

  it('withdraws a player who forfeits two matches, and mails the seated player their table', async () => {
    // p13 has a verified address and never moves; p14 plays every turn.
    const absent = player(13);
    const address = `${absent}-${RUN}@example.org`;
    await data(
      nodeA.url,
      'mutation ($address: String!) { setEmail(address: $address) { address } }',
      { address },
      token(absent),
    );
    await smtp.until((mails) => mails.some((mail) => mail.to.includes(address)), 30_000, 'the link');
    const link = /\/mail\/verify\?token=([A-Za-z0-9._-]+)/.exec(smtp.to(address)[0]!.text)![1]!;
    await data(nodeB.url, 'mutation ($token: String!) { verifyEmail(token: $token) { handle } }', {
      token: link,
    });

    const made = await create({
      name: 'Night watch',
      game: 'cartagena',
      options: { tiles: 4, pirates: 4 },
      format: 'SWISS',
      playersPerTable: 2,
      clock: 'DAYS_1',
      rounds: 3,
      startsAt: inAnHour(),
    });
    for (const handle of [absent, player(14)])
      await data(nodeB.url, JOIN_TOURNAMENT, { id: made.id }, token(handle));
    await data(nodeA.url, START_TOURNAMENT, { id: made.id }, creator);

    // The seated player's mail: their table is ready, with a link to it.
    const first = (await read(made.id)).pairings[0]!.tables[0]!;
    await smtp.until(
      (mails) => mails.some((mail) => mail.to.includes(address) && mail.subject.includes('Night watch')),
      60_000,
      'the table mail',
    );
    const mail = smtp.to(address).find((each: ReceivedMail) => each.subject.includes('Night watch'))!;
    expect(mail.subject).toBe('Your table in Night watch is ready');
    expect(mail.text).toContain(`${WEB}/matches/${first.match!.id}`);

    // Two rounds: each time p13's clock runs out three times and the seat is forfeited (the match
    // ends: two players), while p14 plays. Then p13 is withdrawn and one player is too few: it ends.
    for (let round = 1; round <= 2; round++) {
      const now = await waitFor(
        () => read(made.id),
        (t) => t.currentRound === round,
        `round ${round}`,
      );
      const matchId = now.pairings[round - 1]!.tables[0]!.match!.id;
      for (let turn = 0; ; turn++) {
        const { match } = await data(nodes[turn % 2]!.url, MATCH, { id: matchId }, token(player(14)));
        if (match.status !== 'ACTIVE') break;
        if (!match.activeSeats.includes(match.viewerSeat)) {
          await sleep(50);
          continue;
        }
        const answer = await gql(
          nodes[turn % 2]!.url,
          SUBMIT,
          { matchId, expectedSeq: match.seq, action: match.legalActions[0] },
          token(player(14)),
        );
        // p13's clock may have moved, or ended the match, in between: read again.
        const code = answer.errors?.[0]?.extensions?.code;
        if (code && code !== 'STALE_SEQ' && code !== 'MATCH_OVER')
          throw new Error(JSON.stringify(answer.errors));
      }
      if (round === 1) await bothAdvance();
    }
    await bothAdvance();
    const over = await waitFor(
      () => read(made.id),
      (t) => t.status === 'FINISHED',
      'the end',
    );
    expect(over.pairings).toHaveLength(2);
    expect(over.standings.map((s) => [s.player.handle, s.points, s.withdrawn])).toEqual([
      [player(14), 2, false],
      [absent, 0, true],
    ]);
    const { rows } = await db.query(
      `SELECT c.kind FROM seat_changes c JOIN tournament_matches tm ON tm.match_id = c.match_id
       WHERE tm.tournament_id = $1 ORDER BY c.id`,
      [made.id],
    );
    expect(rows.map((row) => row.kind)).toEqual(['TIMED_OUT', 'TIMED_OUT']);
  });

  it('refuses bad input with typed errors and changes nothing', async () => {
    const count = async () => Number((await db.query('SELECT count(*) FROM tournaments')).rows[0].count);
    const before = await count();
    const refused = async (input: Record<string, unknown>) => {
      const answer = await gql(nodeA.url, CREATE_TOURNAMENT, { input }, creator);
      return [answer.errors?.[0]?.extensions?.code, answer.errors?.[0]?.extensions?.['field']];
    };
    expect(await refused({ ...arena(), durationMinutes: undefined })).toEqual([
      'BAD_USER_INPUT',
      'durationMinutes',
    ]);
    expect(await refused(arena({ rounds: 3 }))).toEqual(['BAD_USER_INPUT', 'rounds']);
    expect(await refused(arena({ clock: 'DAYS_1' }))).toEqual(['BAD_USER_INPUT', 'clock']);
    expect(await refused(arena({ durationMinutes: 2 }))).toEqual(['BAD_USER_INPUT', 'durationMinutes']);
    expect(await refused(arena({ durationMinutes: 100_000 }))).toEqual(['BAD_USER_INPUT', 'durationMinutes']);
    expect(await refused(arena({ playersPerTable: 6 }))).toEqual(['BAD_USER_INPUT', 'playersPerTable']);
    expect(await refused({ ...arena({ format: 'SWISS' }), durationMinutes: undefined })).toEqual([
      'BAD_USER_INPUT',
      'rounds',
    ]);
    expect(await refused(arena({ format: 'SWISS', rounds: 3 }))).toEqual([
      'BAD_USER_INPUT',
      'durationMinutes',
    ]);
    expect(await count()).toBe(before);
  });
});
