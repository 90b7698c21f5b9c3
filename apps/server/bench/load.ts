/**
 * Load test: 100 concurrent two-player Cartagena matches played through the public API by
 * programs (200 accounts, one WebSocket each), as outside clients would. The server runs as its own
 * process (the built `dist/main.js`), so the clients' work does not count against it. Prints committed actions
 * per second and the latency from a submit to each subscriber's update (p50/p95/p99), the server's
 * CPU time per committed action, the same append straight through `pg` at the same concurrency and
 * the ratio, the latency to 200 spectators of one match against one, and the server's memory per
 * idle WebSocket and per live match (Linux /proc). Bounded in time; talks only to a server it
 * starts on 127.0.0.1. Figures, never a timed test: the machine's other work moves them.
 *
 * Database: a throw-away database on DATABASE_URL's server if set, else on the local PostgreSQL
 * (127.0.0.1:5432), else an embedded PostgreSQL in a temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '@brethren/db';
import { createTestDatabase } from '@brethren/db/testing';
import { games, Random, type CartagenaAction, type CartagenaView } from '@brethren/engine';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { fanOutLatencies } from './fan-out.js';
import { cpuMsOf, latencyLine, rssOf } from './process-stats.js';
import { rawAppendsPerSecond } from './raw-append.js';

const MATCHES = Number(process.env['LOAD_MATCHES'] ?? 100);
const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 30);
const IDLE_SOCKETS = 500;
const SPECTATORS = 200;

interface Update {
  matchUpdated: {
    seq: number;
    status: string;
    match: { activeSeats: number[]; legalActions: CartagenaAction[]; viewJson: CartagenaView };
  };
}

async function database(): Promise<{ url: string; drop: () => Promise<void> }> {
  try {
    const test = await createTestDatabase('load');
    return { url: test.databaseUrl, drop: test.drop };
  } catch {
    const dir = mkdtempSync(path.join(tmpdir(), 'brethren-load-'));
    chmodSync(dir, 0o777);
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: 54339 });
    return {
      url: server.databaseUrl,
      drop: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
}

/** Transactions committed in the database so far (each statement outside one counts as one). */
async function transactionsOf(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0]?.n ?? NaN);
  } finally {
    await client.end();
  }
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `dist/main.js` on the database and waits until it answers. */
async function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
  // LOAD_PROFILE_DIR: write the server's CPU profile there (open it in Chrome's DevTools).
  const profileDir = process.env['LOAD_PROFILE_DIR'];
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, main], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: '',
      BOT_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      RATE_LIMIT_ACTIONS_PER_SECOND: '1000000',
      // Every simulated player connects from this machine.
      WS_CONNECTIONS_PER_ADDRESS: '1000000',
      WS_OPERATIONS_PER_ADDRESS: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/graphql`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { url, child };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error('the server did not start within 20 s');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the load client reads answers loosely, as tests do
type Answer = Record<string, any>;

async function post(url: string, query: string, variables: object, token?: string): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: Answer;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (body.errors)
    throw Object.assign(new Error(body.errors[0]?.message), { code: body.errors[0]?.extensions?.code });
  return body.data ?? {};
}

/** The server's memory per idle WebSocket: connected and initialised, with nothing subscribed. */
async function bytesPerIdleSocket(wsUrl: string, pid: number): Promise<number> {
  const before = rssOf(pid);
  const sockets = Array.from({ length: IDLE_SOCKETS }, () =>
    createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false }),
  );
  await Promise.all(sockets.map((client) => new Promise((resolve) => client.on('connected', resolve))));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const perSocket = (rssOf(pid) - before) / IDLE_SOCKETS;
  await Promise.all(sockets.map((client) => client.dispose()));
  return perSocket;
}

async function main(): Promise<void> {
  const db = await database();
  const server = await startServer(db.url);
  const url = server.url;
  const wsUrl = url.replace(/^http/, 'ws');
  const pid = server.child.pid ?? 0;
  const perIdleSocket = await bytesPerIdleSocket(wsUrl, pid);
  const rssBeforeMatches = rssOf(pid);
  const heuristic = games.cartagena.bots['heuristic']!;
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let committed = 0;
  let finished = 0;
  const clients: ReturnType<typeof createClient>[] = [];

  const signUp = async (handle: string) =>
    (
      await post(url, 'mutation ($h: String!) { signUp(handle: $h, password: "load test pass") { token } }', {
        h: handle,
      })
    ).signUp.token as string;

  console.log(`setting up ${MATCHES} matches (${MATCHES * 2} accounts)…`);
  const tables = await Promise.all(
    Array.from({ length: MATCHES }, async (_, i) => {
      const tokens = [await signUp(`load-a-${i}`), await signUp(`load-b-${i}`)];
      const created = await post(
        url,
        'mutation { createMatch(input: { game: "cartagena", seats: [{}, {}] }) { id } }',
        {},
        tokens[0],
      );
      const matchId: string = created.createMatch.id;
      await post(url, 'mutation ($m: ID!) { joinMatch(matchId: $m) { id } }', { m: matchId }, tokens[1]);
      return { matchId, tokens };
    }),
  );

  let stopAt = Infinity;
  const done = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (finished === MATCHES || Date.now() > stopAt) {
        clearInterval(check);
        resolve();
      }
    }, 50);
  });

  // Each player follows its match over its own WebSocket and plays when the update says it may.
  for (const table of tables) {
    table.tokens.forEach((token, seat) => {
      const client = createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
      });
      clients.push(client);
      const random = Random.fromSeed(`${table.matchId}/${seat}`);
      client.subscribe<Update['matchUpdated']>(
        {
          query: `subscription ($m: ID!) { matchUpdated(matchId: $m, sinceSeq: 0) {
            seq status match { activeSeats legalActions viewJson } } }`,
          variables: { m: table.matchId },
        },
        {
          next: ({ data }) => {
            const update = (data as unknown as Update | undefined)?.matchUpdated;
            if (!update) return;
            const key = `${table.matchId}/${update.seq}`;
            const start = sentAt.get(key);
            if (start !== undefined) latencies.push(performance.now() - start);
            if (update.status === 'FINISHED') {
              if (seat === 0) finished++;
              return;
            }
            if (update.status !== 'ACTIVE' || !update.match.activeSeats.includes(seat) || Date.now() > stopAt)
              return;
            const action = heuristic.choose({
              seat,
              view: update.match.viewJson,
              legalActions: update.match.legalActions,
              random,
            });
            sentAt.set(`${table.matchId}/${update.seq + 1}`, performance.now());
            post(
              url,
              'mutation ($m: ID!, $s: Int!, $a: JSON!) { submitAction(matchId: $m, expectedSeq: $s, action: $a) { seq } }',
              { m: table.matchId, s: update.seq, a: action },
              token,
            )
              .then(() => committed++)
              .catch((error: { code?: string }) => {
                if (error.code !== 'STALE_SEQ') console.error('submit failed:', error);
              });
          },
          error: (error) => console.error('subscription failed:', error),
          complete: () => {},
        },
      );
    });
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));

  console.log(`playing for up to ${SECONDS} s…`);
  const transactionsBefore = await transactionsOf(db.url);
  const cpuBefore = cpuMsOf(pid);
  const clientCpuBefore = process.cpuUsage();
  const started = performance.now();
  stopAt = Date.now() + SECONDS * 1000;
  await Promise.all(
    tables.map((table) =>
      post(
        url,
        'mutation ($m: ID!) { startMatch(matchId: $m) { id } }',
        { m: table.matchId },
        table.tokens[0],
      ),
    ),
  );
  await done;
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const clientShare = (clientCpu.user + clientCpu.system) / 1000 / (elapsed * 1000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const perLiveMatch = (rssOf(pid) - rssBeforeMatches) / MATCHES;

  const transactions = (await transactionsOf(db.url)) - transactionsBefore;
  const actionsPerSecond = committed / elapsed;
  console.log(
    `${MATCHES} concurrent matches, ${finished} finished: ${committed} actions committed in ${elapsed.toFixed(1)} s = ` +
      `${actionsPerSecond.toFixed(0)} actions/s, ${(cpuMs / committed).toFixed(2)} ms of server CPU per action`,
  );
  console.log(`submit → subscriber update latency ${latencyLine(latencies)}`);
  // One event loop plays every client: near 100 %, it (not the server) sets the pace and the latency.
  console.log(
    `the server used ${((cpuMs / (elapsed * 1000)) * 100).toFixed(0)} % of a core, ` +
      `the load clients ${(clientShare * 100).toFixed(0)} % of one; ` +
      `${(transactions / committed).toFixed(2)} database transactions per action`,
  );
  const raw = await rawAppendsPerSecond(
    db.url,
    tables.map((table) => table.matchId),
    5,
  );
  console.log(
    `the same append straight through pg, ${MATCHES} at once: ${raw.toFixed(0)} appends/s; ` +
      `API / pg = ${(actionsPerSecond / raw).toFixed(2)}`,
  );
  await Promise.all(clients.map((client) => client.dispose()));

  const postAnswer = (query: string, variables: object, token?: string) => post(url, query, variables, token);
  const single = await fanOutLatencies(postAnswer, wsUrl, 'one', 1, 40);
  const many = await fanOutLatencies(postAnswer, wsUrl, 'many', SPECTATORS, 40);
  console.log(`one spectator of one match: ${latencyLine(single)}`);
  console.log(`${SPECTATORS} spectators of one match: ${latencyLine(many)}`);
  console.log(
    `server memory: ${(perIdleSocket / 1024).toFixed(1)} KB per idle WebSocket, ` +
      `${(perLiveMatch / 1024).toFixed(1)} KB per live match (its two players' sockets and subscriptions included)`,
  );

  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  await db.drop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
