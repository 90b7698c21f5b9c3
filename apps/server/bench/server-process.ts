import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedPostgres } from '@brethren/db';
import { createTestDatabase } from '@brethren/db/testing';
import { NODE_FLAGS } from '../src/node-flags.js';

/**
 * A throw-away database on DATABASE_URL's server if set, else on the local PostgreSQL
 * (127.0.0.1:5432), else an embedded PostgreSQL in a temporary folder.
 */
export async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
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

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** The inspector's port (see `HeapProbe`). */
  readonly inspectPort: number;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`dist/main.js`) as its own process, so the clients' work does not count
 * against it, with the V8 flags it is deployed with, on the database and with every limit lifted
 * (all simulated players share one address), and waits until it answers.
 */
export async function startServer(databaseUrl: string): Promise<ServerProcess> {
  const port = await freePort();
  const inspectPort = await freePort();
  const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
  // LOAD_PROFILE_DIR: write the server's CPU profile there (open it in Chrome's DevTools).
  const profileDir = process.env['LOAD_PROFILE_DIR'];
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const flags = [...NODE_FLAGS, ...profile, `--inspect=127.0.0.1:${inspectPort}`];
  const child = spawn(process.execPath, [...flags, main], {
    env: {
      ...process.env,
      // As deployed (see the Dockerfile): graphql-js skips its development checks.
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: '',
      BOT_DELAY_MS: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
      RATE_LIMIT_ACTIONS_PER_SECOND: '1000000',
      RATE_LIMIT_READS_PER_MINUTE: '100000000',
      RATE_LIMIT_COST_PER_MINUTE: '1000000000',
      RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: '100000000',
      RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: '1000000000',
      WS_CONNECTIONS_PER_ADDRESS: '1000000',
      WS_OPERATIONS_PER_ADDRESS: '1000000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The server's warnings go through; the inspector's announcements are not the bench's business.
  child.stderr?.on('data', (chunk: Buffer) => {
    const lines = chunk
      .toString()
      .split('\n')
      .filter((line) => line && !/^(Debugger|For help|Debugger ending)/.test(line));
    if (lines.length > 0) process.stderr.write(`${lines.join('\n')}\n`);
  });
  // A bench that throws exits without stopping its server: left running, it would take the next
  // run's CPU (and a profiler attached to the newest server would find the old one too).
  const killOnExit = () => child.kill();
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${port}/graphql`;
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { url, child, inspectPort, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error('the server did not start within 20 s');
}
