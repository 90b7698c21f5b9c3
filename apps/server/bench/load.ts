/**
 * Load bench of the live core, through the public API as outside programs would play: the server
 * runs as its own process (the built `dist/main.js`), the clients in this one. Prints, in one run:
 * - committed actions per second over LOAD_MATCHES (100) concurrent two-player Cartagena matches
 *   (actions sent over HTTP, then over the players' WebSockets) and LOAD_MANY_MATCHES (1,000; over
 *   HTTP), with the latency from each submit to each player's update
 *   (p50/p95/p99), the server's CPU per action, the share of a core the server and the clients used
 *   (one event loop plays every client: when it is busy, it sets the pace), and the database
 *   transactions per action;
 * - the same append straight through `pg` at the same concurrency (the database's ceiling) and the
 *   ratio of the two;
 * - the latency to LOAD_SPECTATORS (2,000) spectators of one match against one spectator's, read
 *   at the socket and through the graphql-ws client (see spectators.ts), and the server's CPU per
 *   move fanned out to them;
 * - the server's memory per idle WebSocket and per live match (of the larger run): its heap after a
 *   full collection (through the inspector), and its resident size.
 * Bounded in time; talks only to a server it starts on 127.0.0.1. Figures, never a timed test: the
 * machine's other work moves them.
 */
import { availableParallelism } from 'node:os';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { fanOut } from './fan-out.js';
import { HeapProbe } from './heap-probe.js';
import { playLoad, type LoadFigures } from './play-load.js';
import { post } from './post.js';
import { cpuMsOf, latencyLine, percentile, rssOf } from './process-stats.js';
import { rawAppends, type RawAppends } from './raw-append.js';
import { benchDatabase, startServer } from './server-process.js';

const MATCHES = Number(process.env['LOAD_MATCHES'] ?? 100);
const MANY_MATCHES = Number(process.env['LOAD_MANY_MATCHES'] ?? 1000);
const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 30);
const SPECTATORS = Number(process.env['LOAD_SPECTATORS'] ?? 2000);
const IDLE_SOCKETS = 500;
/**
 * Matches a lone spectator is timed over, 100 actions each (a two-player Cartagena match lasts about
 * 115): its p99 is the baseline of the fan-out's ratio, and over one match's 40 it was the slowest
 * delivery of all.
 */
const SINGLE_MATCHES = 3;

/** The server's memory, as its heap after a full collection and its resident size. */
interface Memory {
  readonly heap: number;
  readonly rss: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What `count` of something cost the server between two readings. */
function perOne(before: Memory, after: Memory, count: number): string {
  return `${kb((after.heap - before.heap) / count)} of heap (${kb((after.rss - before.rss) / count)} resident)`;
}

/** The server's memory per idle WebSocket: connected and initialised, with nothing subscribed. */
async function perIdleSocket(wsUrl: string, memory: () => Promise<Memory>): Promise<string> {
  const before = await memory();
  const sockets = Array.from({ length: IDLE_SOCKETS }, () =>
    createClient({ url: wsUrl, webSocketImpl: WebSocket, retryAttempts: 0, lazy: false }),
  );
  await Promise.all(sockets.map((client) => new Promise((resolve) => client.on('connected', resolve))));
  const after = await memory();
  await Promise.all(sockets.map((client) => client.dispose()));
  return perOne(before, after, IDLE_SOCKETS);
}

function report(load: LoadFigures): number {
  const perSecond = load.committed / load.seconds;
  const core = (ms: number) => `${((ms / (load.seconds * 1000)) * 100).toFixed(0)} %`;
  console.log(
    `${load.matches} concurrent matches, ${load.finished} finished: ${load.committed} actions committed in ` +
      `${load.seconds.toFixed(1)} s = ${perSecond.toFixed(0)} actions/s, ` +
      `${(load.serverCpuMs / load.committed).toFixed(2)} ms of server CPU per action`,
  );
  console.log(`  submit → player update latency ${latencyLine(load.latencies)}`);
  console.log(
    `  the server used ${core(load.serverCpuMs)} of a core, the load clients ${core(load.clientCpuMs)}, ` +
      `PostgreSQL ${core(load.databaseCpuMs)}; ` +
      `${(load.transactions / load.committed).toFixed(2)} database transactions per action`,
  );
  return perSecond;
}

/**
 * What API / pg = 0.5 would cost at this run's CPU per action: the server, the load clients and
 * PostgreSQL share the machine's cores, so the ratio is bounded by how many there are.
 */
function atHalfTheDatabase(load: LoadFigures, raw: RawAppends): string {
  const perSecond = raw.perSecond / 2;
  const cores = (ms: number) => ((ms / load.committed) * perSecond) / 1000;
  const server = cores(load.serverCpuMs);
  const clients = cores(load.clientCpuMs);
  const database = cores(load.databaseCpuMs);
  return (
    `API / pg = 0.5 is ${perSecond.toFixed(0)} actions/s: at this run's CPU per action it takes the server ` +
    `${server.toFixed(2)} cores, the load clients ${clients.toFixed(2)} and PostgreSQL ${database.toFixed(2)} ` +
    `(${(server + clients + database).toFixed(2)} of this machine's ${availableParallelism()})`
  );
}

async function main(): Promise<void> {
  const db = await benchDatabase();
  const server = await startServer(db.url);
  const probe = await HeapProbe.connect(server.inspectPort);
  const pid = server.child.pid ?? 0;
  const memory = async (): Promise<Memory> => ({ heap: await probe.used(), rss: rssOf(pid) });
  const wsUrl = server.url.replace(/^http/, 'ws');

  // Programs may send their actions as POSTs or on the WebSocket they already follow the match on.
  for (const over of ['http', 'websocket'] as const) {
    console.log(`actions submitted over ${over === 'http' ? 'HTTP' : 'the players’ WebSockets'}:`);
    const load = await playLoad(server, db.url, MATCHES, SECONDS, over);
    const perSecond = report(load);
    // The players stop first: their clients follow and move until closed, and a move of theirs on a
    // match the raw appends wrote into meets a log no engine can replay (an internal error). The
    // closed connections' memory is let go meanwhile, before the next reading.
    await load.end();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const raw = await rawAppends(db.url, load.matchIds, 5);
    console.log(
      `  the same append straight through pg, ${MATCHES} at once: ${raw.perSecond.toFixed(0)} appends/s ` +
        `(${raw.databaseCpuMs.toFixed(2)} ms of PostgreSQL CPU each; ` +
        `${(load.databaseCpuMs / load.committed).toFixed(2)} per action through the API); ` +
        `API / pg = ${(perSecond / raw.perSecond).toFixed(2)}`,
    );
    console.log(`  ${atHalfTheDatabase(load, raw)}`);
  }

  // Memory is read on a warm server: the code compiled during the first run is not counted.
  const idleSocket = await perIdleSocket(wsUrl, memory);
  const beforeMatches = await memory();
  const many = await playLoad(server, db.url, MANY_MATCHES, SECONDS);
  // Still live: both players' sockets and subscriptions, the match followed and cached.
  const liveMatch = perOne(beforeMatches, await memory(), MANY_MATCHES);
  report(many);
  await many.end();

  const postAnswer = (query: string, variables: object, token?: string) =>
    post(server.url, query, variables, token);
  // Each kind of spectator against one of its own kind (see spectators.ts).
  for (const kind of ['socket', 'graphql-ws'] as const) {
    const single: number[] = [];
    const serverCpu = () => cpuMsOf(pid);
    for (let match = 0; match < SINGLE_MATCHES; match++) {
      const one = await fanOut(postAnswer, wsUrl, `one-${kind}-${match}`, kind, 1, 100, serverCpu);
      single.push(...one.latencies);
    }
    const { latencies: crowd, serverCpuMsPerMove } = await fanOut(
      postAnswer,
      wsUrl,
      `crowd-${kind}`,
      kind,
      SPECTATORS,
      40,
      serverCpu,
    );
    const p99 = (latencies: readonly number[]) =>
      percentile(
        latencies.slice().sort((a, b) => a - b),
        99,
      );
    console.log(
      `spectators ${kind === 'socket' ? 'reading each frame as it arrives' : 'through the graphql-ws client'}:`,
    );
    console.log(`  one spectator of one match: ${latencyLine(single)}`);
    console.log(
      `  ${SPECTATORS} spectators of one match: ${latencyLine(crowd)}; p99 ${(p99(crowd) / p99(single)).toFixed(1)}× one's; ` +
        `${serverCpuMsPerMove.toFixed(1)} ms of server CPU per move`,
    );
  }
  console.log(`server memory: ${idleSocket} per idle WebSocket, ${liveMatch} per live match`);

  probe.close();
  await server.stop();
  await db.drop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
