/**
 * Turn-based bench: LOAD_TURN_BASED_MATCHES (100,000) waiting turn-based matches between
 * LOAD_TURN_BASED_PLAYERS (20,000) accounts, written straight into a throw-away database, and the
 * built server run on it as in production. Prints:
 * - the time of one deadline sweep (the clock keeper's claim, `FOR UPDATE SKIP LOCKED`), with
 *   nothing due and with 20 matches due, and its plan;
 * - the time of `myGames` for a player in 30 of those matches, through the API, and the plans of
 *   the statements it runs;
 * - the notifications a move writes at two- and four-seat turn-based tables;
 * - the server's memory on an empty database and holding the waiting matches (it holds none of
 *   them: they wait in PostgreSQL).
 * LOAD_TURN_BASED_MATCHES=0 skips it. Figures, never a timed test: the machine's other work moves them.
 */
import { createDatabase, migrate } from '@brethren/db';
import pg from 'pg';
import { MatchRepository } from '../src/matches/repository.js';
import { seedAccounts } from './accounts.js';
import { explain, medianMs, usesIndex } from './explain.js';
import { HeapProbe } from './heap-probe.js';
import { post } from './post.js';
import { rssOf } from './process-stats.js';
import { benchDatabase, startServer, type ServerProcess } from './server-process.js';
import { seedTurnBased } from './turn-based-seed.js';

const MATCHES = Number(process.env['LOAD_TURN_BASED_MATCHES'] ?? 100_000);
const PLAYERS = Number(process.env['LOAD_TURN_BASED_PLAYERS'] ?? 20_000);
const PLAYER_MATCHES = 30;
/** Moves played at each table whose notifications are counted. */
const MOVES = 40;
const CLAIM_LIMIT = 20;

const MY_GAMES = 'query { myGames { yourTurn dueSeats deadline leftMs match { id status } } }';
/** How long a server runs its clock checks and sweeps before its memory is read. */
const SETTLE_MS = 3000;

/** The statements behind one sweep and one `myGames`, as the repositories run them. */
const CLAIM = `UPDATE matches SET deadline_at = now() + make_interval(secs => 5)
  WHERE id IN (SELECT id FROM matches WHERE status = 'ACTIVE' AND deadline_at <= now()
               ORDER BY deadline_at LIMIT ${CLAIM_LIMIT} FOR UPDATE SKIP LOCKED)
  RETURNING id, deadline_at`;
const IDLE_MATCHES = `UPDATE matches SET status = 'ABORTED', finished_at = now(), deadline_at = NULL, bot_due_at = NULL
  WHERE status = 'ACTIVE' AND id IN (
    SELECT id FROM matches WHERE status = 'ACTIVE' AND NOT turn_based AND touched_at <= $1 AND NOT ranked
    ORDER BY touched_at LIMIT $2 FOR UPDATE SKIP LOCKED)
  RETURNING id`;
const UNFINISHED = `SELECT m.id FROM seats s JOIN matches m ON m.id = s.match_id
  WHERE s.user_id = $1 AND NOT s.forfeited AND m.status IN ('OPEN', 'ACTIVE')
  ORDER BY m.deadline_at ASC NULLS LAST, m.touched_at ASC LIMIT 100`;
const MATCHES_BY_ID = 'SELECT m.*, s.* FROM matches m JOIN seats s ON s.match_id = m.id WHERE m.id = ANY($1)';
const PAUSES = `SELECT user_id, starts_at, ends_at FROM vacations
  WHERE user_id = ANY($1) AND ends_at > $2 ORDER BY starts_at`;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function printPlan(title: string, plan: readonly string[]): void {
  console.log(`  ${title} (${usesIndex(plan) ? 'through an index' : 'NOT through an index'}):`);
  for (const line of plan) console.log(`    ${line}`);
}

/** The server's heap after a full collection and its resident size. */
async function memoryOf(server: ServerProcess): Promise<{ heap: number; rss: number }> {
  const probe = await HeapProbe.connect(server.inspectPort);
  try {
    return { heap: await probe.used(), rss: rssOf(server.child.pid ?? 0) };
  } finally {
    probe.close();
  }
}

/** Plays `moves` moves at a new DAYS_1 Cartagena table of `tokens.length` seats; the notifications written. */
async function notificationsPerMove(url: string, client: pg.Client, tokens: readonly string[]) {
  const [host, ...guests] = tokens as [string, ...string[]];
  const input = { game: 'cartagena', seats: tokens.map(() => ({})), clock: 'DAYS_1' };
  const created = await post(
    url,
    'mutation ($input: CreateMatchInput!) { createMatch(input: $input) { id } }',
    { input },
    host,
  );
  const matchId = created['createMatch'].id as string;
  for (const token of guests)
    await post(url, 'mutation ($id: ID!) { joinMatch(matchId: $id) { id } }', { id: matchId }, token);
  await post(url, 'mutation ($id: ID!) { startMatch(matchId: $id) { id } }', { id: matchId }, host);
  const count = async () =>
    Number(
      (await client.query('SELECT count(*) FROM notifications WHERE match_id = $1', [matchId])).rows[0].count,
    );
  const atStart = await count();
  const look = 'query ($id: ID!) { match(id: $id) { seq status activeSeats viewerSeat legalActions } }';
  let played = 0;
  while (played < MOVES) {
    const seen = (await post(url, look, { id: matchId }, host))['match'];
    if (seen.status !== 'ACTIVE') break;
    // The seat due, as its own player sees the match (seats are taken in the order tokens joined).
    const due = tokens[seen.activeSeats[0] as number] as string;
    const mine = (await post(url, look, { id: matchId }, due))['match'];
    await post(
      url,
      'mutation ($id: ID!, $seq: Int!, $action: JSON!) { submitAction(matchId: $id, expectedSeq: $seq, action: $action) { seq } }',
      { id: matchId, seq: mine.seq, action: mine.legalActions[0] },
      due,
    );
    played++;
  }
  return { atStart, written: (await count()) - atStart, played };
}

async function main(): Promise<void> {
  if (MATCHES <= 0) {
    console.log('turn-based bench skipped (LOAD_TURN_BASED_MATCHES=0)');
    return;
  }
  const started = Date.now();
  const db = await benchDatabase();
  await migrate(db.url);

  // The server on the empty database, warmed by the same requests as later (an account written
  // directly: signing up would load the password checker's dictionaries, which the other never does).
  const empty = await startServer(db.url);
  const [someone] = await seedAccounts(db.url, 'bench-baseline', 1);
  await post(empty.url, MY_GAMES, {}, someone);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const before = await memoryOf(empty);
  await empty.stop();

  const seed = await seedTurnBased(db.url, {
    matches: MATCHES,
    players: PLAYERS,
    playerMatches: PLAYER_MATCHES,
  });
  console.log(
    `turn-based: ${MATCHES} waiting DAYS_1 matches, ${PLAYERS} players, seeded in ${seed.seconds.toFixed(1)} s`,
  );

  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { prisma, pool } = createDatabase(db.url);
  const repository = new MatchRepository(prisma, pool);

  // One deadline sweep: every node claims the expired clocks every second.
  const makeDue = () =>
    client.query(
      `UPDATE matches SET deadline_at = now() - interval '1 second'
       WHERE id IN (SELECT id FROM matches WHERE status = 'ACTIVE' ORDER BY random() LIMIT ${CLAIM_LIMIT})`,
    );
  const idleSweep = await medianMs(20, () => repository.claimExpired(CLAIM_LIMIT, 5000));
  const dueSweeps: number[] = [];
  for (let round = 0; round < 5; round++) {
    await makeDue();
    dueSweeps.push(
      await medianMs(1, async () => {
        const claimed = await repository.claimExpired(CLAIM_LIMIT, 5000);
        if (claimed.length !== CLAIM_LIMIT) throw new Error(`claimed ${claimed.length}, not ${CLAIM_LIMIT}`);
      }),
    );
  }
  dueSweeps.sort((a, b) => a - b);
  console.log(
    `one deadline sweep (the clock keeper's claim, FOR UPDATE SKIP LOCKED, every second on every node): ` +
      `${idleSweep.toFixed(2)} ms with nothing due (median of 20), ${dueSweeps[2]!.toFixed(2)} ms claiming ` +
      `${CLAIM_LIMIT} due (median of 5)`,
  );
  await makeDue();
  printPlan(`the claim, ${CLAIM_LIMIT} due`, await explain(client, CLAIM));
  // The idle-table sweep (every 30 s on every node) leaves turn-based matches to their clocks.
  const idle = [new Date(Date.now() - 60 * 60_000), 50];
  printPlan('the idle-match sweep, which skips them', await explain(client, IDLE_MATCHES, idle));
  // Put back: a clock the server claims puts its real deadline back, but the seed's are all ahead.
  await client.query(
    `UPDATE matches SET deadline_at = now() + interval '1 day' WHERE status = 'ACTIVE' AND deadline_at <= now() + interval '10 seconds'`,
  );

  // The server on the seeded database: nothing of the waiting matches is loaded until asked.
  const server = await startServer(db.url);
  await post(server.url, MY_GAMES, {}, seed.playerToken);
  const listed = (await post(server.url, MY_GAMES, {}, seed.playerToken))['myGames'] as unknown[];
  if (listed.length !== PLAYER_MATCHES)
    throw new Error(`myGames listed ${listed.length}, not ${PLAYER_MATCHES}`);
  const myGames = await medianMs(20, () => post(server.url, MY_GAMES, {}, seed.playerToken));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = await memoryOf(server);
  console.log(
    `myGames for a player in ${PLAYER_MATCHES} of them, through the API: ${myGames.toFixed(1)} ms (median of 20)`,
  );
  printPlan('its matches, through the seats', await explain(client, UNFINISHED, [seed.playerId]));
  const ids = (await client.query<{ id: string }>(UNFINISHED, [seed.playerId])).rows.map((row) => row.id);
  printPlan('then each match and its seats, by key', await explain(client, MATCHES_BY_ID, [ids]));
  printPlan(
    'then the vacations of those due',
    await explain(client, PAUSES, [[seed.playerId], new Date(Date.now() - 2 * 24 * 3600_000)]),
  );

  const tokens = await seedAccounts(db.url, 'tb-notified', 4);
  for (const seats of [2, 4]) {
    const figures = await notificationsPerMove(server.url, client, tokens.slice(0, seats));
    console.log(
      `notifications per move at a ${seats}-seat turn-based table: ${(figures.written / figures.played).toFixed(2)} ` +
        `(${figures.written} YOUR_TURN rows over ${figures.played} moves; ${figures.atStart} as it started)`,
    );
  }

  console.log(
    `server memory after myGames and ${SETTLE_MS / 1000} s of clock checks: ${mb(before.heap)} of heap ` +
      `(${mb(before.rss)} resident) on an empty database, ${mb(after.heap)} (${mb(after.rss)}) with ` +
      `${MATCHES} matches waiting: ${((after.heap - before.heap) / MATCHES).toFixed(1)} bytes of heap per match`,
  );

  await server.stop();
  await prisma.$disconnect();
  await client.end();
  await db.drop();
  console.log(`turn-based bench took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
