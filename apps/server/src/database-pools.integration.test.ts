import { POOL_NAMES } from '@brethren/db';
import { INITIAL_RATING } from '@brethren/rating';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger, data, gql, signUp, startTestServer, type TestServer } from './testing/harness.js';
import { CREATE_MATCH, START_MATCH } from './testing/operations.js';

/**
 * Background work has a database pool of its own: while reads hold every connection of the
 * requests' pool — reads that PostgreSQL keeps waiting, as a flood of heavy reads would — and
 * further requests give up waiting for one (SERVICE_UNAVAILABLE), bots play on at their usual pace
 * and none of their turns fails; ranked pairing, clocks and the sweeps carry on likewise.
 */

const BOT_DELAY_MS = 400;
const HELD_MS = 7000;
/** A match's chat: the reads PostgreSQL holds up below. */
const CHAT = 'query ($id: ID!) { match(id: $id) { chat { edges { node { text } } } } }';
const LOG = 'query ($id: ID!) { match(id: $id) { log { seat at } } }';
const JOIN =
  'mutation ($game: ID!, $counts: [Int!]!) { joinQueue(game: $game, playerCounts: $counts) { status } }';
const START_GUEST = 'mutation { startGuest(device: "Chromium · Linux") { user { id } } }';

let server: TestServer;
const { logger, lines } = capturingLogger();

beforeAll(async () => {
  server = await startTestServer({
    botDelayMs: BOT_DELAY_MS,
    databasePools: { requests: 2, background: 2 },
    // Requests that wait longer than this for a connection fail.
    databaseTimeouts: { connectMs: 1000 },
    // Pairing and clocks by their timers, quickly: a ranked match whose seats time out at once.
    ranked: {
      waveIntervalMs: 200,
      clockIntervalMs: 100,
      clockOverride: { perDecisionMs: 300, bankMs: 0, maxTimeouts: 2 },
    },
    tables: { sweepIntervalMs: 200 },
    // Any guest is unused by the time the test sweeps.
    guests: { idleMs: 1 },
    logger,
  });
});

afterAll(async () => {
  await server.close();
});

/** Waits until `condition` holds, looking every `everyMs`, up to 15 s. */
async function until(condition: () => Promise<boolean>, what: string, everyMs = 100): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * A Cartagena table of four heuristic bots and `token`'s owner on the last seat, started. Its id if
 * the bots have at least two turns to play before the person's (seats play in order from a random
 * first one): two to six moves, one every BOT_DELAY_MS; else null, and the table waits for its
 * person, who never comes.
 */
async function botTable(token: string): Promise<string | null> {
  const seats = [...Array.from({ length: 4 }, () => ({ bot: 'heuristic' })), {}];
  const created = await data(server.url, CREATE_MATCH, { input: { game: 'cartagena', seats } }, token);
  const { startMatch } = await data(server.url, START_MATCH, { matchId: created.createMatch.id }, token);
  const [first] = startMatch.activeSeats as number[];
  return first !== undefined && first <= 2 ? (startMatch.id as string) : null;
}

describe('the database pools', () => {
  it('while reads hold every request connection, bots play on their own pool', async () => {
    const { token } = await signUp(server.url, 'pool-player');
    // Another program holds the chat table: every read of a chat waits in PostgreSQL meanwhile.
    const holder = new pg.Client({ connectionString: server.database.databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE chat_messages IN ACCESS EXCLUSIVE MODE');
    const watcher = new pg.Client({ connectionString: server.database.databaseUrl });
    await watcher.connect();
    try {
      const tables: string[] = [];
      for (let tries = 0; tables.length < 3 && tries < 30; tries++) {
        const table = await botTable(token);
        if (table) tables.push(table);
      }
      expect(tables).toHaveLength(3);
      const started = Date.now();
      // Two reads take both request connections: from when PostgreSQL shows both waiting on the
      // lock, the requests' pool is exhausted.
      const held = [gql(server.url, CHAT, { id: tables[0] }), gql(server.url, CHAT, { id: tables[1] })];
      await until(
        async () => {
          const { rows } = await watcher.query<{ waiting: number }>(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = $1 AND wait_event_type = 'Lock'`,
            [POOL_NAMES.requests],
          );
          return rows[0]?.waiting === 2;
        },
        'both reads to wait on the lock',
        10,
      );
      const exhausted = Date.now();
      // A third request waits for a connection and gives up.
      const waiting = await gql(server.url, CHAT, { id: tables[2] });
      expect(waiting.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      await new Promise((resolve) => setTimeout(resolve, HELD_MS - (Date.now() - started)));
      const ended = Date.now();
      await holder.query('ROLLBACK');
      expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200]);

      let moves = 0;
      for (const id of tables) {
        const { match } = await data(server.url, LOG, { id });
        moves += match.log.filter((entry: { at: string }) => {
          const at = Date.parse(entry.at);
          return at >= exhausted && at <= ended;
        }).length;
      }
      const failed = lines.filter(
        (line) => Number(line['level']) >= 40 && String(line['msg']).startsWith('bot '),
      );
      expect(failed).toEqual([]);
      // Three tables, a move every 0.4 s each while their bots' first turns last: about thirty in
      // those seconds, even on a loaded machine, and none at all, with failed turns, when bots share
      // the requests' pool. One is enough to tell the two apart.
      expect(moves).toBeGreaterThanOrEqual(1);
    } finally {
      await watcher.end();
      await holder.end();
    }
  });

  it('while every request connection is taken, ranked pairing, clocks and sweeps carry on', async () => {
    const anne = await signUp(server.url, 'pool-anne');
    const mary = await signUp(server.url, 'pool-mary');
    expect(
      (await data(server.url, JOIN, { game: 'cartagena', counts: [2] }, anne.token)).joinQueue.status,
    ).toBe('WAITING');
    const input = { game: 'cartagena', seats: [{}, {}] };
    const table: string = (await data(server.url, CREATE_MATCH, { input }, anne.token)).createMatch.id;
    await data(server.url, START_GUEST);
    const from = lines.length;
    // Every connection of the requests' pool taken here, as the reads above take them, to the end.
    const held = [await server.platform.pool.connect(), await server.platform.pool.connect()];
    const other = new pg.Client({ connectionString: server.database.databaseUrl });
    await other.connect();
    const one = async (sql: string, values: unknown[] = []) => (await other.query(sql, values)).rows[0];
    try {
      const refused = await gql(server.url, LOG, { id: table });
      expect(refused.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      // Meanwhile mary queues on another node, and the open table has sat untouched for an hour.
      await other.query(
        `INSERT INTO queue_tickets (id, user_id, game, player_counts, preset, rating, updated_at)
         VALUES (gen_random_uuid()::text, $1, 'cartagena', '{2}', 'standard', $2, now())`,
        [mary.id, INITIAL_RATING],
      );
      await other.query("UPDATE matches SET touched_at = now() - interval '1 hour' WHERE id = $1", [table]);

      // The guest sweep deletes the guest (run here: its interval is an hour in tests).
      expect(await server.platform.services.accounts.guests.sweep()).toBe(1);
      // The table sweep closes the idle table.
      await until(
        async () => (await one('SELECT status FROM matches WHERE id = $1', [table])).status === 'ABORTED',
        'the idle table to close',
      );
      // A wave pairs anne and mary; the clock plays for the seat to move until it loses on time,
      // and the match is rated as it finishes.
      let matchId: string | null = null;
      await until(async () => {
        ({ match_id: matchId } = (await one(
          "SELECT match_id FROM queue_tickets WHERE user_id = $1 AND status = 'MATCHED'",
          [anne.id],
        )) ?? { match_id: null });
        return matchId !== null;
      }, 'a wave to pair them');
      await until(
        async () => (await one('SELECT status FROM matches WHERE id = $1', [matchId])).status === 'FINISHED',
        'the clock to end the match',
      );
      const timedOut = await one(
        'SELECT count(*)::int AS n FROM match_events WHERE match_id = $1 AND timed_out',
        [matchId],
      );
      expect(timedOut.n).toBeGreaterThanOrEqual(2);
      const rated = await one('SELECT count(*)::int AS n FROM ratings WHERE user_id = ANY($1)', [
        [anne.id, mary.id],
      ]);
      expect(rated.n).toBe(2);
      // Nothing in the background failed meanwhile; only requests did.
      const errors = lines.slice(from).filter((line) => Number(line['level']) >= 50);
      expect(errors).toEqual([]);
    } finally {
      for (const connection of held) connection.release();
      await other.end();
    }
  });
});
