import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturingLogger, data, gql, signUp, startTestServer, type TestServer } from './testing/harness.js';
import { CREATE_MATCH, START_MATCH } from './testing/operations.js';

/**
 * Background work (bots' turns here) has a database pool of its own: while reads hold every
 * connection of the requests' pool — reads that PostgreSQL keeps waiting, as a flood of heavy
 * reads would — and further requests give up waiting for one (SERVICE_UNAVAILABLE), bots play on
 * at their usual pace and none of their turns fails.
 */

const BOT_DELAY_MS = 400;
const HELD_MS = 7000;
/** A match's chat: the reads PostgreSQL holds up below. */
const CHAT = 'query ($id: ID!) { match(id: $id) { chat { edges { node { text } } } } }';
const LOG = 'query ($id: ID!) { match(id: $id) { log { seat at } } }';

let server: TestServer;
const { logger, lines } = capturingLogger();

beforeAll(async () => {
  server = await startTestServer({
    botDelayMs: BOT_DELAY_MS,
    databasePools: { requests: 2, background: 2 },
    // Requests that wait longer than this for a connection fail.
    databaseTimeouts: { connectMs: 1000 },
    logger,
  });
});

afterAll(async () => {
  await server.close();
});

/** A Cartagena table of four heuristic bots and `token`'s owner on the last seat, started: the bots play a dozen moves first. */
async function botTable(token: string): Promise<string> {
  const seats = [...Array.from({ length: 4 }, () => ({ bot: 'heuristic' })), {}];
  const created = await data(server.url, CREATE_MATCH, { input: { game: 'cartagena', seats } }, token);
  await data(server.url, START_MATCH, { matchId: created.createMatch.id }, token);
  return created.createMatch.id;
}

describe('the database pools', () => {
  it('while reads hold every request connection, bots play on their own pool', async () => {
    const { token } = await signUp(server.url, 'pool-player');
    // Another program holds the chat table: every read of a chat waits in PostgreSQL meanwhile.
    const holder = new pg.Client({ connectionString: server.database.databaseUrl });
    await holder.connect();
    await holder.query('BEGIN');
    await holder.query('LOCK TABLE chat_messages IN ACCESS EXCLUSIVE MODE');
    try {
      const tables = [await botTable(token), await botTable(token), await botTable(token)];
      const started = Date.now();
      // Two reads take both request connections; the third waits for one and gives up.
      const held = [gql(server.url, CHAT, { id: tables[0] }), gql(server.url, CHAT, { id: tables[1] })];
      await new Promise((resolve) => setTimeout(resolve, 200));
      const waiting = await gql(server.url, CHAT, { id: tables[2] });
      expect(waiting.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
      // From here on the requests' pool is known to be exhausted.
      const exhausted = Date.now();
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
      // Three tables, a move every 0.4 s each while their bots' first turns last: a dozen or more in
      // those seconds on an idle machine, a few on a loaded one, and none at all (with failed turns)
      // when bots share the requests' pool.
      expect(moves).toBeGreaterThanOrEqual(1);
    } finally {
      await holder.end();
    }
  });
});
