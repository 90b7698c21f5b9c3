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
import { MATCH, MATCH_UPDATED } from '../testing/operations.js';
import { RESIGN } from '../testing/chat-operations.js';
import {
  CREATE_TOURNAMENT,
  JOIN_TOURNAMENT,
  LEAVE_TOURNAMENT,
  START_TOURNAMENT,
  TOURNAMENT,
  TOURNAMENTS,
} from './operations.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const PAIRING_MS = 150;
/**
 * The big Swiss at Port Royal tables of four: forty players over four rounds with TEST_SIZE=full
 * (forty matches, about four minutes here), sixteen over three on every run.
 */
const BIG = process.env['TEST_SIZE'] === 'full' ? { players: 40, rounds: 4 } : { players: 16, rounds: 3 };
/** Accounts: the nine-player Swiss and the withdrawals use the first twelve, the big Swiss its own count. */
const PLAYERS = Math.max(12, BIG.players);
/** The big Swiss's last quarter play as programs do, with an API token each rather than a session. */
const PROGRAMS = BIG.players / 4;

interface Standing {
  rank: number;
  player: { handle: string };
  points: number;
  buchholz: number;
  medianBuchholz: number;
  headToHead: number;
  played: number;
  byes: number;
  withdrawn: boolean;
}
interface Table {
  table: number;
  bye: boolean;
  players: { handle: string }[];
  match: { id: string; status: string } | null;
}
interface Tournament {
  id: string;
  status: string;
  currentRound: number;
  roundHours: number | null;
  nextRoundAt: string | null;
  startedAt: string | null;
  playerCount: number;
  joined: boolean;
  inviteCode: string | null;
  standings: Standing[];
  pairings: { round: number; finishedAt: string | null; tables: Table[] }[];
}

const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();
const swiss = (overrides: Record<string, unknown> = {}) => ({
  name: 'Port Royal Tuesday',
  game: 'port-royal',
  format: 'SWISS',
  playersPerTable: 3,
  clock: 'RELAXED',
  rounds: 3,
  startsAt: inAnHour(),
  ...overrides,
});

/**
 * What the winner's loop reads and sends, and no more: three tables polled at once must not keep
 * the two nodes (in this test's process) from their bots on a busy machine.
 */
const TURN = `query ($id: ID!) {
  match(id: $id) { status seq viewerSeat activeSeats legalActions seats { seat bot player { handle } } }
}`;
const PLAY = `mutation ($matchId: ID!, $expectedSeq: Int!, $action: JSON!) {
  submitAction(matchId: $matchId, expectedSeq: $expectedSeq, action: $action) { seq }
}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const until = Date.now() + 120_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

describe('Swiss tournaments on two nodes (one PostgreSQL, one Redis)', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  let nodes: TestServer[];
  const tokens = new Map<string, string>();
  let prefix: string;
  let creator: string;

  beforeAll(async () => {
    const database = await createTestDatabase('tournaments');
    const options = { database, redisUrl: REDIS_URL, tournaments: { pairingIntervalMs: PAIRING_MS } };
    nodeA = await startTestServer(options);
    nodeB = await startTestServer(options);
    nodes = [nodeA, nodeB];
    prefix = `t${Date.now().toString(36).slice(-5)}`;
    creator = (await signUp(nodeA.url, `${prefix}host`)).token;
    await Promise.all(
      Array.from({ length: PLAYERS }, async (_, index) => {
        const handle = `${prefix}p${index + 1}`;
        tokens.set(handle, (await signUp(nodes[index % 2]!.url, handle)).token);
      }),
    );
    for (let i = BIG.players - PROGRAMS + 1; i <= BIG.players; i++) {
      const handle = `${prefix}p${i}`;
      const made = await data<{ createApiToken: { token: string } }>(
        nodeB.url,
        'mutation { createApiToken(name: "swiss bot") { token } }',
        {},
        tokens.get(handle),
      );
      tokens.set(handle, made.createApiToken.token);
    }
    // Two nodes and up to forty-one accounts: longer than one server's start on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await nodeB?.close({ keepDatabase: true });
    await nodeA?.close();
  });

  const player = (i: number) => `${prefix}p${i}`;
  const token = (handle: string) => tokens.get(handle)!;
  const read = (id: string, by = creator, node = nodeA) =>
    data<{ tournament: Tournament }>(node.url, TOURNAMENT, { id }, by).then((answer) => answer.tournament);

  /**
   * Plays one table to the end with a chosen result: everyone but `winner` resigns (the higher
   * numbers first), so the result is the winner first and the others tied last; the winner then
   * plays the match out through the API against the stand-in bots, always the first legal action,
   * woken by the match's live updates rather than by polling.
   */
  async function playTable(table: Table, winner: string): Promise<void> {
    const matchId = table.match!.id;
    const losers = table.players.map((p) => p.handle).filter((handle) => handle !== winner);
    for (const loser of losers.reverse()) {
      await data(nodes[losers.indexOf(loser) % 2]!.url, RESIGN, { matchId }, token(loser));
    }
    const client = wsClient(nodeB.wsUrl, token(winner));
    const updates = new Collector(client, MATCH_UPDATED, { matchId });
    try {
      const until = Date.now() + 180_000;
      for (let turn = 0; ; turn++) {
        const seen = updates.items.length;
        const { match } = await data(nodes[turn % 2]!.url, TURN, { id: matchId }, token(winner));
        if (match.status !== 'ACTIVE') return;
        if (Date.now() > until) {
          const seats = JSON.stringify(match.seats);
          throw new Error(
            `match ${matchId} stuck at seq ${match.seq}, active ${match.activeSeats}: ${seats}`,
          );
        }
        if (!match.activeSeats.includes(match.viewerSeat)) {
          // The next update, or a second at most: a look again costs little if none came.
          await updates.until((items) => items.length > seen, 1_000).catch(() => undefined);
          continue;
        }
        const answer = await gql(
          nodes[turn % 2]!.url,
          PLAY,
          { matchId, expectedSeq: match.seq, action: match.legalActions[0] },
          token(winner),
        );
        // A bot may have moved in between: read again and go on.
        if (answer.errors && answer.errors[0]?.extensions?.code !== 'STALE_SEQ')
          throw new Error(JSON.stringify(answer.errors));
      }
    } finally {
      updates.dispose();
      await client.dispose();
    }
  }

  it(
    'plays a three-round Swiss of nine at Cartagena tables of three: pairs each round once, no repeat opponents, standings as computed by hand',
    { timeout: 600_000 },
    async () => {
      const { createTournament: made } = await data<{ createTournament: Tournament }>(
        nodeA.url,
        CREATE_TOURNAMENT,
        // A short Cartagena (four tiles, four pirates each): about 90 actions a match, against Port
        // Royal's 280, which the winner plays out through the API.
        {
          input: swiss({
            name: 'Cartagena Tuesday',
            game: 'cartagena',
            options: { tiles: 4, pirates: 4 },
            maxPlayers: 9,
          }),
        },
        creator,
      );
      expect(made).toMatchObject({ status: 'SCHEDULED', currentRound: 0, playerCount: 0, joined: false });
      for (let i = 1; i <= 9; i++) {
        const { joinTournament } = await data<{ joinTournament: Tournament }>(
          nodes[i % 2]!.url,
          JOIN_TOURNAMENT,
          { id: made.id },
          token(player(i)),
        );
        expect(joinTournament).toMatchObject({ playerCount: i, joined: true });
      }
      const started = (
        await data<{ startTournament: Tournament }>(nodeB.url, START_TOURNAMENT, { id: made.id }, creator)
      ).startTournament;
      expect(started).toMatchObject({ status: 'RUNNING', currentRound: 1 });

      // At each table the lowest-numbered player wins (2 points), the two others tie last (0.5 each).
      const winnerOf = (table: Table) =>
        table.players
          .map((p) => p.handle)
          .sort((a, b) => Number(a.slice(prefix.length + 1)) - Number(b.slice(prefix.length + 1)))[0]!;
      const seatings: string[][][] = [];
      for (let round = 1; round <= 3; round++) {
        const now = await waitFor(
          () => read(made.id),
          (t) => t.currentRound === round && t.pairings.length === round,
          `round ${round}`,
        );
        const tables = now.pairings[round - 1]!.tables;
        expect(
          tables.every(
            (table) => !table.bye && table.players.length === 3 && table.match?.status === 'ACTIVE',
          ),
        ).toBe(true);
        seatings.push(tables.map((table) => table.players.map((p) => p.handle.slice(prefix.length)).sort()));
        // The pairing's first player at each table is the one the match starts with.
        for (const table of tables) {
          const { match } = await data(
            nodeA.url,
            MATCH,
            { id: table.match!.id },
            token(table.players[0]!.handle),
          );
          expect(match.activeSeats).toEqual([match.viewerSeat]);
        }
        await Promise.all(tables.map((table) => playTable(table, winnerOf(table))));
      }
      const finished = await waitFor(
        () => read(made.id),
        (t) => t.status === 'FINISHED',
        'the end',
      );

      // Round 1 in joining order; round 2 by points (the three winners together). Round 3 reads
      // p1, then p2 p3 p4 p7 (2.5, all tie-breaks equal: joining order), then p5 p6 p8 p9: p1 takes
      // the best two he has not met, p5 and p9; p2 then cannot have p4 with p7 or p6 (p4 met both),
      // so sits with p7 and p6, which leaves p3, p4 and p8, strangers to each other.
      expect(seatings).toEqual([
        [
          ['p1', 'p2', 'p3'],
          ['p4', 'p5', 'p6'],
          ['p7', 'p8', 'p9'],
        ],
        [
          ['p1', 'p4', 'p7'],
          ['p2', 'p5', 'p8'],
          ['p3', 'p6', 'p9'],
        ],
        [
          ['p1', 'p5', 'p9'],
          ['p2', 'p6', 'p7'],
          ['p3', 'p4', 'p8'],
        ],
      ]);
      const met = new Set<string>();
      for (const tables of seatings)
        for (const table of tables)
          for (const a of table)
            for (const b of table) {
              if (a >= b) continue;
              expect(met.has(`${a}|${b}`)).toBe(false);
              met.add(`${a}|${b}`);
            }
      expect(finished.pairings.every((round) => round.finishedAt !== null)).toBe(true);
      expect(
        finished.pairings
          .flatMap((round) => round.tables)
          .every((table) => table.match?.status === 'FINISHED'),
      ).toBe(true);

      // Hand-computed: everyone's opponents' points sum to 18; the median drops the best and worst.
      // p1 6: met p2 p3 (4.5 each), p4 p7 (3), p5 p9 (1.5) → median 4.5+3+3+1.5 = 12.
      // p2 4.5: met p1 (6) p3 (4.5) p5 p8 (1.5) p7 (3) p6 (1.5) → median 1.5+1.5+3+4.5 = 10.5.
      // p6 and p8 (1.5) met players of 4.5, 4.5, 3, 3, 1.5, 1.5 → median 12, above p5 and p9 (10.5).
      // Tied pairs met only when both resigned at one table (equal places): head-to-head 0.
      const line = (rank: number, p: string, points: number, median: number) => [
        rank,
        p,
        points,
        18,
        median,
        0,
        3,
      ];
      expect(
        finished.standings.map((s) => [
          s.rank,
          s.player.handle.slice(prefix.length),
          s.points,
          s.buchholz,
          s.medianBuchholz,
          s.headToHead,
          s.played,
        ]),
      ).toEqual([
        line(1, 'p1', 6, 12),
        line(2, 'p2', 4.5, 10.5),
        line(2, 'p3', 4.5, 10.5),
        line(4, 'p4', 3, 10.5),
        line(4, 'p7', 3, 10.5),
        line(6, 'p6', 1.5, 12),
        line(6, 'p8', 1.5, 12),
        line(8, 'p5', 1.5, 10.5),
        line(8, 'p9', 1.5, 10.5),
      ]);

      // A finished tournament takes nobody, and its creator cannot start it again.
      expect(await errorCode(nodeA.url, JOIN_TOURNAMENT, { id: made.id }, token(player(10)))).toBe(
        'TOURNAMENT_NOT_OPEN',
      );
      expect(await errorCode(nodeA.url, START_TOURNAMENT, { id: made.id }, creator)).toBe(
        'TOURNAMENT_NOT_SCHEDULED',
      );
      expect(await errorCode(nodeA.url, LEAVE_TOURNAMENT, { id: made.id }, token(player(1)))).toBe(
        'TOURNAMENT_NOT_OPEN',
      );
    },
  );

  it(
    `plays a ${BIG.rounds}-round Swiss of ${BIG.players} at Port Royal tables of four, ${PROGRAMS} of them programs: a node dies pairing round 2, every match starts and ends, nobody meets twice, standings as computed from the results`,
    { timeout: 900_000 },
    async () => {
      const { createTournament: made } = await data<{ createTournament: Tournament }>(
        nodeB.url,
        CREATE_TOURNAMENT,
        {
          input: swiss({
            name: 'Port Royal big',
            playersPerTable: 4,
            rounds: BIG.rounds,
            maxPlayers: BIG.players,
          }),
        },
        creator,
      );
      for (let i = 1; i <= BIG.players; i++)
        await data(nodes[i % 2]!.url, JOIN_TOURNAMENT, { id: made.id }, token(player(i)));
      await data(nodeA.url, START_TOURNAMENT, { id: made.id }, creator);

      // At each table the lowest number wins (3 points); the three others resign and share
      // places 2 to 4 (1 point each).
      const numberOf = (handle: string) => Number(handle.slice(prefix.length + 1));
      const winnerOf = (table: Table) =>
        table.players.map((p) => p.handle).sort((a, b) => numberOf(a) - numberOf(b))[0]!;
      const starts = new Map<string, number>();
      for (let round = 1; round <= BIG.rounds; round++) {
        const now = await waitFor(
          () => read(made.id),
          (t) => t.currentRound === round && t.pairings.length === round,
          `round ${round}`,
        );
        const tables = now.pairings[round - 1]!.tables;
        expect(tables.map((table) => [table.bye, table.players.length, table.match?.status])).toEqual(
          Array.from({ length: BIG.players / 4 }, () => [false, 4, 'ACTIVE']),
        );
        // Who starts is whoever at the table has started least so far.
        for (const table of tables) {
          const first = table.players[0]!.handle;
          const fewest = Math.min(...table.players.map((p) => starts.get(p.handle) ?? 0));
          expect(starts.get(first) ?? 0).toBe(fewest);
          starts.set(first, (starts.get(first) ?? 0) + 1);
        }
        if (round > 1) {
          await Promise.all(tables.map((table) => playTable(table, winnerOf(table))));
          continue;
        }
        // Round 1 ends while a node that claimed the tournament to pair round 2 dies before its
        // commit: its row lock holds until its connection goes, and then the other nodes pair it.
        const dying = new pg.Client({ connectionString: nodeA.database.databaseUrl });
        await dying.connect();
        await dying.query('BEGIN');
        await dying.query('SELECT id FROM tournaments WHERE id = $1 FOR UPDATE', [made.id]);
        await Promise.all(tables.map((table) => playTable(table, winnerOf(table))));
        await sleep(10 * PAIRING_MS);
        expect((await read(made.id)).currentRound).toBe(1);
        await dying.end();
      }
      const finished = await waitFor(
        () => read(made.id),
        (t) => t.status === 'FINISHED',
        'the end',
      );
      const tables = finished.pairings.flatMap((round) => round.tables);
      expect(tables).toHaveLength((BIG.players / 4) * BIG.rounds);
      expect(tables.every((table) => table.match?.status === 'FINISHED')).toBe(true);

      // Nobody meets anyone twice (avoidable at these sizes: three new opponents a round).
      const opponents = new Map<string, string[]>();
      for (const table of tables)
        for (const p of table.players)
          opponents.set(p.handle, [
            ...(opponents.get(p.handle) ?? []),
            ...table.players.filter((q) => q !== p).map((q) => q.handle),
          ]);
      for (const met of opponents.values()) expect(new Set(met).size).toBe(3 * BIG.rounds);

      // The standings, computed again here from who won where: points, Buchholz (the opponents'
      // points), median Buchholz (without the best and the worst opponent), best first.
      const points = new Map<string, number>();
      for (const table of tables)
        for (const p of table.players)
          points.set(p.handle, (points.get(p.handle) ?? 0) + (p.handle === winnerOf(table) ? 3 : 1));
      const expected = [...opponents].map(([handle, met]) => {
        const theirs = met.map((q) => points.get(q)!).sort((a, b) => a - b);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        return [handle, points.get(handle)!, sum(theirs), sum(theirs.slice(1, -1)), BIG.rounds];
      });
      const seen = finished.standings.map((s) => [
        s.player.handle,
        s.points,
        s.buchholz,
        s.medianBuchholz,
        s.played,
      ]);
      expect(new Set(seen.map((line) => JSON.stringify(line)))).toEqual(
        new Set(expected.map((line) => JSON.stringify(line))),
      );
      const key = (s: Standing) => [s.points, s.buchholz, s.medianBuchholz, s.headToHead];
      for (let i = 1; i < finished.standings.length; i++) {
        const [above, below] = [key(finished.standings[i - 1]!), key(finished.standings[i]!)];
        const order = above.findIndex((value, k) => value !== below[k]);
        if (order === -1) expect(finished.standings[i]!.rank).toBe(finished.standings[i - 1]!.rank);
        else expect(above[order]!).toBeGreaterThan(below[order]!);
      }
      // Someone won every table they sat at.
      expect(finished.standings[0]!.points).toBe(3 * BIG.rounds);
    },
  );

  it(
    'a node that dies while pairing leaves the round to the next; it starts at startsAt, a withdrawal resigns, too few left ends it',
    { timeout: 300_000 },
    async () => {
      const players = [player(10), player(11), player(12)];
      const { createTournament: made } = await data<{ createTournament: Tournament }>(
        nodeB.url,
        CREATE_TOURNAMENT,
        { input: swiss({ name: 'Night watch', rounds: 2, clock: 'DAYS_1' }) },
        creator,
      );
      for (const handle of players) await data(nodeA.url, JOIN_TOURNAMENT, { id: made.id }, token(handle));
      // Its start comes in two seconds; a node claims it and dies before committing: its lock holds
      // until its connection goes.
      const dying = new pg.Client({ connectionString: nodeA.database.databaseUrl });
      await dying.connect();
      await dying.query(`UPDATE tournaments SET starts_at = now() + interval '2 seconds' WHERE id = $1`, [
        made.id,
      ]);
      await dying.query('BEGIN');
      await dying.query('SELECT id FROM tournaments WHERE id = $1 FOR UPDATE', [made.id]);
      await sleep(2000 + 10 * PAIRING_MS);
      expect(await read(made.id)).toMatchObject({ status: 'SCHEDULED', currentRound: 0 });
      await dying.end();
      const running = await waitFor(
        () => read(made.id),
        (t) => t.currentRound === 1,
        'round 1 after the death',
      );
      expect(running.status).toBe('RUNNING');
      const look = new pg.Client({ connectionString: nodeA.database.databaseUrl });
      await look.connect();
      const { rows: tables } = await look.query(
        'SELECT round, table_number FROM tournament_matches WHERE tournament_id = $1',
        [made.id],
      );
      await look.end();
      expect(tables).toEqual([{ round: 1, table_number: 1 }]);

      // A turn-based pace: the match plays it, and whoever starts is told it is their turn.
      const first = running.pairings[0]!.tables[0]!;
      const opening = await data(
        nodeB.url,
        `query ($id: ID!) { match(id: $id) { clockSettings { turnBased } }
        notifications(first: 10) { edges { node { kind matchId } } } }`,
        { id: first.match!.id },
        token(first.players[0]!.handle),
      );
      expect(opening.match.clockSettings.turnBased).toBe(true);
      expect(opening.notifications.edges.map((edge: any) => edge.node)).toContainEqual({
        kind: 'YOUR_TURN',
        matchId: first.match!.id,
      });

      // The last to join withdraws: their match under way is resigned at once, their points stay.
      const [table] = running.pairings[0]!.tables;
      const { leaveTournament: left } = await data<{ leaveTournament: Tournament }>(
        nodeB.url,
        LEAVE_TOURNAMENT,
        { id: made.id },
        token(player(12)),
      );
      expect(left.joined).toBe(false);
      expect(left.standings.find((s) => s.player.handle === player(12))?.withdrawn).toBe(true);
      const { match } = await data(nodeA.url, MATCH, { id: table!.match!.id }, token(player(10)));
      expect(match.status).toBe('ACTIVE');
      expect(match.seats.find((seat: any) => seat.player?.handle === player(12)).bot).not.toBeNull();
      expect(await errorCode(nodeA.url, LEAVE_TOURNAMENT, { id: made.id }, token(player(12)))).toBe(
        'NOT_JOINED',
      );

      // p10 wins round 1; two players are left, too few for a table of Port Royal: it ends.
      await playTable(
        { ...table!, players: table!.players.filter((p) => p.handle !== player(12)) },
        player(10),
      );
      const over = await waitFor(
        () => read(made.id),
        (t) => t.status === 'FINISHED',
        'the end',
      );
      expect(over.pairings).toHaveLength(1);
      expect(over.standings.map((s) => [s.rank, s.player.handle, s.points, s.withdrawn])).toEqual([
        [1, player(10), 2, false],
        [2, player(11), 0.5, false],
        [2, player(12), 0.5, true],
      ]);
    },
  );

  it(
    'rounds at fixed times: the next round waits for its hour even once the last match ended, the end does not',
    { timeout: 120_000 },
    async () => {
      const players = [player(1), player(2), player(3), player(4)];
      const { createTournament: made } = await data<{ createTournament: Tournament }>(
        nodeA.url,
        CREATE_TOURNAMENT,
        {
          input: swiss({
            name: 'Cartagena by the day',
            game: 'cartagena',
            playersPerTable: 2,
            clock: 'DAYS_1',
            rounds: 2,
            roundHours: 24,
          }),
        },
        creator,
      );
      expect(made).toMatchObject({ roundHours: 24, nextRoundAt: null });
      for (const handle of players) await data(nodeB.url, JOIN_TOURNAMENT, { id: made.id }, token(handle));
      await data(nodeA.url, START_TOURNAMENT, { id: made.id }, creator);
      const first = await waitFor(
        () => read(made.id),
        (t) => t.currentRound === 1,
        'round 1',
      );
      const started = Date.parse(first.startedAt!);
      expect(Date.parse(first.nextRoundAt!)).toBe(started + 24 * 3600_000);

      // Round 1 ends at once (each table's second player resigns): round 2 is not due for a day.
      const endRound = async (t: Tournament, round: number) => {
        for (const table of t.pairings.find((each) => each.round === round)!.tables) {
          const loser = table.players[1]!.handle;
          await data(nodeA.url, RESIGN, { matchId: table.match!.id }, token(loser));
        }
      };
      await endRound(first, 1);
      await waitFor(
        () => read(made.id),
        (t) => t.pairings[0]!.tables.every((table) => table.match!.status === 'FINISHED'),
        'round 1 over',
      );
      await sleep(10 * PAIRING_MS);
      expect(await read(made.id)).toMatchObject({ status: 'RUNNING', currentRound: 1 });

      // A day later (its start moved a day back): round 2 is paired, and it is the last.
      const look = new pg.Client({ connectionString: nodeA.database.databaseUrl });
      await look.connect();
      await look.query(`UPDATE tournaments SET started_at = started_at - interval '24 hours' WHERE id = $1`, [
        made.id,
      ]);
      await look.end();
      const second = await waitFor(
        () => read(made.id),
        (t) => t.currentRound === 2,
        'round 2 at its hour',
      );
      expect(second.nextRoundAt).toBeNull();

      // The last round's end finishes it at once: no round waits after it.
      await endRound(second, 2);
      const over = await waitFor(
        () => read(made.id),
        (t) => t.status === 'FINISHED',
        'the end',
      );
      expect(over.standings.map((s) => s.points).reduce((sum, points) => sum + points, 0)).toBe(4);
    },
  );

  it('refuses bad input with typed errors and changes nothing', async () => {
    const listed = async () =>
      (await data(nodeA.url, TOURNAMENTS, { game: 'port-royal', first: 100 })).tournaments.edges.length;
    const before = await listed();
    const refused = async (input: Record<string, unknown>, by: string | null = creator) => {
      const answer = await gql(nodeA.url, CREATE_TOURNAMENT, { input: swiss(input) }, by);
      return [answer.errors?.[0]?.extensions?.code, answer.errors?.[0]?.extensions?.['field']];
    };
    expect(await refused({}, null)).toEqual(['UNAUTHENTICATED', undefined]);
    expect(await refused({ playersPerTable: 5 })).toEqual(['BAD_USER_INPUT', 'playersPerTable']);
    expect(await refused({ playersPerTable: 2 })).toEqual(['BAD_USER_INPUT', 'playersPerTable']);
    expect(await refused({ startsAt: new Date(Date.now() - 60_000).toISOString() })).toEqual([
      'BAD_USER_INPUT',
      'startsAt',
    ]);
    expect(await refused({ game: 'chess' })).toEqual(['UNKNOWN_GAME', undefined]);
    expect(await refused({ rated: true, clock: 'NONE' })).toEqual(['BAD_USER_INPUT', 'clock']);
    expect(await refused({ rounds: 0 })).toEqual(['BAD_USER_INPUT', 'rounds']);
    expect(await refused({ roundHours: 0 })).toEqual(['BAD_USER_INPUT', 'roundHours']);
    expect(await refused({ roundHours: 24 * 15 })).toEqual(['BAD_USER_INPUT', 'roundHours']);
    expect(
      await refused({
        format: 'ARENA',
        rounds: undefined,
        durationMinutes: 60,
        clock: 'LIVE',
        roundHours: 24,
      }),
    ).toEqual(['BAD_USER_INPUT', 'roundHours']);
    expect(await refused({ maxPlayers: 1 })).toEqual(['BAD_USER_INPUT', 'maxPlayers']);
    expect(await listed()).toBe(before);

    const create = async (input: Record<string, unknown>) =>
      (
        await data<{ createTournament: Tournament }>(
          nodeA.url,
          CREATE_TOURNAMENT,
          { input: swiss(input) },
          creator,
        )
      ).createTournament;
    const join = (id: string, i: number, inviteCode?: string) =>
      gql(nodeB.url, JOIN_TOURNAMENT, { id, inviteCode }, token(player(i)));
    const codeOf = (answer: { errors?: readonly { extensions?: { code?: string } }[] }) =>
      answer.errors?.[0]?.extensions?.code;

    // Full, twice, someone else's start; then started.
    const small = await create({ maxPlayers: 3 });
    for (const i of [1, 2, 3]) expect(codeOf(await join(small.id, i))).toBeUndefined();
    expect(codeOf(await join(small.id, 4))).toBe('TOURNAMENT_FULL');
    expect(codeOf(await join(small.id, 1))).toBe('ALREADY_JOINED');
    expect(await errorCode(nodeA.url, START_TOURNAMENT, { id: small.id }, token(player(1)))).toBe(
      'FORBIDDEN',
    );
    expect(await read(small.id)).toMatchObject({ status: 'SCHEDULED', playerCount: 3, currentRound: 0 });
    expect(await errorCode(nodeA.url, LEAVE_TOURNAMENT, { id: small.id }, token(player(4)))).toBe(
      'NOT_JOINED',
    );
    const started = (await data(nodeA.url, START_TOURNAMENT, { id: small.id }, creator)).startTournament;
    expect(started).toMatchObject({ status: 'RUNNING', currentRound: 1 });
    expect(await errorCode(nodeA.url, START_TOURNAMENT, { id: small.id }, creator)).toBe(
      'TOURNAMENT_NOT_SCHEDULED',
    );
    expect(codeOf(await join(small.id, 4))).toBe('TOURNAMENT_NOT_OPEN');
    expect((await read(small.id)).playerCount).toBe(3);

    // Too few to start; leaving before the start removes the entry.
    const empty = await create({});
    expect(codeOf(await join(empty.id, 5))).toBeUndefined();
    expect(await errorCode(nodeA.url, START_TOURNAMENT, { id: empty.id }, creator)).toBe('TOO_FEW_PLAYERS');
    expect((await read(empty.id)).status).toBe('SCHEDULED');
    const { leaveTournament } = await data(nodeA.url, LEAVE_TOURNAMENT, { id: empty.id }, token(player(5)));
    expect(leaveTournament).toMatchObject({ playerCount: 0, joined: false });

    // Private: invisible and closed without its link, open with it; never listed.
    const hidden = await create({ visibility: 'PRIVATE', name: 'Smugglers only' });
    expect(hidden.inviteCode).toMatch(/^[\w-]{16}$/);
    expect(await read(hidden.id, token(player(6)))).toBeNull();
    expect(codeOf(await join(hidden.id, 6))).toBe('NOT_FOUND');
    expect(codeOf(await join(hidden.id, 6, 'not-the-code'))).toBe('NOT_FOUND');
    expect((await read(hidden.id)).playerCount).toBe(0);
    expect(codeOf(await join(hidden.id, 6, hidden.inviteCode!))).toBeUndefined();
    expect(await read(hidden.id, token(player(6)))).toMatchObject({
      joined: true,
      playerCount: 1,
      inviteCode: null,
    });
    const names = (await data(nodeA.url, TOURNAMENTS, { first: 100 })).tournaments.edges.map(
      (e: any) => e.node.name,
    );
    expect(names).toContain('Port Royal Tuesday');
    expect(names).not.toContain('Smugglers only');

    // Experience required.
    const seasoned = await create({ minRatedMatches: 1 });
    const answer = await join(seasoned.id, 7);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_ENOUGH_RATED_MATCHES',
      required: 1,
      has: 0,
    });
    expect((await read(seasoned.id)).playerCount).toBe(0);
  });

  it('a tournament whose step fails holds up no other', async () => {
    // A row no API call could write (tables of no seats), due since a minute ago, with three players.
    const db = new pg.Client({ connectionString: nodeA.database.databaseUrl });
    await db.connect();
    const broken = '01900000-0000-7000-8000-000000000001';
    await db.query(
      `INSERT INTO tournaments (id, name, game, format, players_per_table, clock, rounds, starts_at, rated,
         visibility, max_players, min_rated_matches)
       VALUES ($1, 'Broken', 'port-royal', 'SWISS', 0, 'RELAXED', 1, now() - interval '1 minute', false,
         'PUBLIC', 9, 0)`,
      [broken],
    );
    await db.query(
      `INSERT INTO tournament_entries (tournament_id, user_id)
       SELECT $1, id FROM users WHERE handle = ANY($2)`,
      [broken, [player(1), player(2), player(3)]],
    );
    const { createTournament: sound } = await data<{ createTournament: Tournament }>(
      nodeA.url,
      CREATE_TOURNAMENT,
      { input: swiss({ name: 'Sound', rounds: 1 }) },
      creator,
    );
    for (const i of [4, 5, 6]) await data(nodeB.url, JOIN_TOURNAMENT, { id: sound.id }, token(player(i)));
    // Due now, after the broken one: the round driver claims the broken one first at every look.
    await db.query('UPDATE tournaments SET starts_at = now() WHERE id = $1', [sound.id]);
    await waitFor(
      () => read(sound.id),
      (t) => t.currentRound === 1,
      'the sound tournament paired',
    );
    const { rows } = await db.query('SELECT status, current_round FROM tournaments WHERE id = $1', [broken]);
    await db.end();
    expect(rows).toEqual([{ status: 'SCHEDULED', current_round: 0 }]);
  });
});
