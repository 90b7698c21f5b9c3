import { games, Random, type CartagenaAction, type CartagenaView } from '@brethren/engine';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { seedAccounts } from './accounts.js';
import { post } from './post.js';
import { cpuMsOf, postgresCpuMs } from './process-stats.js';
import type { ServerProcess } from './server-process.js';

interface Update {
  matchUpdated: {
    seq: number;
    status: string;
    match: { activeSeats: number[]; legalActions: CartagenaAction[]; viewJson: CartagenaView };
  };
}

export interface LoadFigures {
  readonly matches: number;
  readonly finished: number;
  readonly committed: number;
  readonly seconds: number;
  readonly latencies: readonly number[];
  /** Server CPU over the play, in ms. */
  readonly serverCpuMs: number;
  /** The load clients' CPU (this process) over the play, in ms. */
  readonly clientCpuMs: number;
  /** PostgreSQL's CPU (all its processes on this machine) over the play, in ms. */
  readonly databaseCpuMs: number;
  readonly transactions: number;
  /** The matches, still live: the caller measures and then calls `end`. */
  readonly matchIds: readonly string[];
  end(): Promise<void>;
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

/** Where players send their actions: a POST each, or the WebSocket they follow the match on. */
export type SubmitOver = 'http' | 'websocket';

const SUBMIT =
  'mutation ($m: ID!, $s: Int!, $a: JSON!) { submitAction(matchId: $m, expectedSeq: $s, action: $a) { seq } }';

/**
 * `matches` two-player Cartagena matches played at once through the public API by programs, as
 * outside clients would: each player follows its match over its own WebSocket and submits the
 * heuristic bot's choice (over `submitOver`) as soon as an update says it may, for up to `seconds`.
 */
export async function playLoad(
  server: ServerProcess,
  databaseUrl: string,
  matches: number,
  seconds: number,
  submitOver: SubmitOver = 'http',
): Promise<LoadFigures> {
  const { url } = server;
  const wsUrl = url.replace(/^http/, 'ws');
  const pid = server.child.pid ?? 0;
  const heuristic = games.cartagena.bots['heuristic']!;
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let committed = 0;
  let finished = 0;
  const clients: Client[] = [];

  console.log(`setting up ${matches} matches (${matches * 2} accounts)…`);
  const tokens = await seedAccounts(databaseUrl, `load-${submitOver}-${matches}`, matches * 2);
  const tables: { matchId: string; tokens: string[] }[] = [];
  // A few at a time: setting up is not what is measured.
  for (let from = 0; from < matches; from += 50) {
    const batch = Array.from({ length: Math.min(50, matches - from) }, async (_, i) => {
      const pair = [tokens[2 * (from + i)]!, tokens[2 * (from + i) + 1]!];
      const created = await post(
        url,
        'mutation { createMatch(input: { game: "cartagena", seats: [{}, {}] }) { id } }',
        {},
        pair[0],
      );
      const matchId: string = created.createMatch.id;
      await post(url, 'mutation ($m: ID!) { joinMatch(matchId: $m) { id } }', { m: matchId }, pair[1]);
      return { matchId, tokens: pair };
    });
    tables.push(...(await Promise.all(batch)));
  }

  let stopAt = Infinity;
  /** Figures count only after every match has started and settled, until `stopAt`. */
  let measuring = false;
  const done = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (finished === matches || Date.now() > stopAt) {
        clearInterval(check);
        resolve();
      }
    }, 50);
  });

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
            if (start !== undefined && measuring) latencies.push(performance.now() - start);
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
            const variables = { m: table.matchId, s: update.seq, a: action };
            const submitted =
              submitOver === 'http' ? post(url, SUBMIT, variables, token) : submitOnSocket(client, variables);
            submitted
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
  await new Promise((resolve) => setTimeout(resolve, 1000 + matches));

  // Fifty at a time, as the tables were set up; each match is played from its start on.
  for (let from = 0; from < tables.length; from += 50) {
    await Promise.all(
      tables
        .slice(from, from + 50)
        .map((table) =>
          post(
            url,
            'mutation ($m: ID!) { startMatch(matchId: $m) { id } }',
            { m: table.matchId },
            table.tokens[0],
          ),
        ),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));

  console.log(`playing for up to ${seconds} s…`);
  const transactionsBefore = await transactionsOf(databaseUrl);
  const serverCpuBefore = cpuMsOf(pid);
  const databaseCpuBefore = postgresCpuMs();
  const clientCpuBefore = process.cpuUsage();
  const committedBefore = committed;
  const started = performance.now();
  stopAt = Date.now() + seconds * 1000;
  measuring = true;
  await done;
  measuring = false;
  const played = committed - committedBefore;
  const elapsed = (performance.now() - started) / 1000;
  const serverCpuMs = cpuMsOf(pid) - serverCpuBefore;
  const databaseCpuMs = postgresCpuMs() - databaseCpuBefore;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  // The statistics collector reports a moment later.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const transactions = (await transactionsOf(databaseUrl)) - transactionsBefore;
  return {
    matches,
    finished,
    committed: played,
    seconds: elapsed,
    latencies,
    serverCpuMs,
    clientCpuMs: (clientCpu.user + clientCpu.system) / 1000,
    databaseCpuMs,
    transactions,
    matchIds: tables.map((table) => table.matchId),
    end: async () => {
      await Promise.all(clients.map((client) => client.dispose()));
    },
  };
}

/** `submitAction` as a graphql-ws operation on the player's own connection; errors throw with their code. */
function submitOnSocket(client: Client, variables: Record<string, unknown>): Promise<void> {
  return new Promise((resolve, reject) => {
    client.subscribe(
      { query: SUBMIT, variables },
      {
        next: ({ errors }) => {
          const error = errors?.[0];
          if (error) reject(Object.assign(new Error(error.message), { code: error.extensions?.['code'] }));
        },
        error: reject,
        complete: resolve,
      },
    );
  });
}
