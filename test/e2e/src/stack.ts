import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase, type TestDatabase } from '@brethren/db/testing';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { inject } from 'vitest';

/** The repository root. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const artifacts = path.join(root, 'test', 'artifacts');

/**
 * The browsers, both Debian's Chromium. Pages open in its old headless shell
 * (`chromium-headless-shell`, the same Blink), Playwright's own choice for headless pages: the full
 * browser in its new headless mode also runs its window's own pages and a heavier browser process,
 * and made this tier a quarter slower. Only what the shell lacks needs the full browser: the
 * Notification API (the shell denies every permission).
 */
const BROWSERS = {
  'headless-shell': process.env['CHROMIUM_HEADLESS_SHELL_PATH'] || '/usr/bin/chromium-headless-shell',
  chromium: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium',
} as const;
export type BrowserKind = keyof typeof BROWSERS;

export interface Stack {
  readonly apiUrl: string;
  readonly webUrl: string;
  /** The API's database, for what only an operator does there (granting the moderator role). */
  readonly databaseUrl: string;
  readonly browser: Browser;
  /**
   * What the API has logged (JSON lines; warnings and up, so audit lines of failures): on the
   * shared stack, every file's lines.
   */
  apiLog(): string;
  /** Closes the file's browser, and its servers if they are its own. */
  close(): Promise<void>;
}

/** Whether nothing listens on `port` of 127.0.0.1 now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Each test worker's own block of ports, below the kernel's ephemeral range (32768 and up). */
const FIRST_PORT = 20_000;
const PORTS_PER_WORKER = 1_000;
let portsTaken = 0;

/**
 * A port for one of this file's servers. Not the kernel's choice (listen on port 0, close, hand the
 * number on): the kernel deals from one range to every file's choice and every outgoing connection.
 * Once a file's first sign-up read HTML from its API's port, a web app's 404 having passed the API's
 * health check: the number was dealt again before the API bound it. Each worker
 * (`VITEST_POOL_ID`, 1 to maxWorkers; 0 for the run's shared stack in the main process) counts
 * through a block of its own, passing over a port something still listens on.
 */
async function freePort(): Promise<number> {
  const block = FIRST_PORT + Number(process.env['VITEST_POOL_ID'] ?? 0) * PORTS_PER_WORKER;
  for (let tried = 0; tried < PORTS_PER_WORKER; tried++) {
    const port = block + (portsTaken++ % PORTS_PER_WORKER);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port from ${block} to ${block + PORTS_PER_WORKER - 1}`);
}

async function waitFor(url: string, what: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer at ${url}:\n${output()}`);
}

/**
 * Starts a built program, its output (and, with E2E_VERBOSE, the console) written to `logFile`:
 * read back whole by `apiLog()`, which a test on the shared stack calls from another process.
 */
function start(
  what: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
) {
  const child = spawn(process.execPath, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(options.logFile);
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    if (process.env['E2E_VERBOSE']) process.stdout.write(`[${what}] ${chunk.toString()}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => log.end());
  return { child, output: () => readLog(options.logFile).slice(-20_000) };
}

function readLog(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Shared by the web server and the API, as `npm start` shares one. */
const CLIENT_ADDRESS_SECRET = 'e2e-client-address-secret-not-for-production';

/** The servers of a stack, as a test reaches them (what the shared stack's setup provides). */
export interface Servers {
  readonly apiUrl: string;
  readonly webUrl: string;
  /** The API's database, for what only an operator does there (granting the moderator role). */
  readonly databaseUrl: string;
  /** The API's output (JSON lines, warnings and up). */
  readonly apiLogFile: string;
}

/**
 * A fresh migrated database on the local PostgreSQL, the built API (`apps/server/dist`) and the built
 * web app (behind its front, `server.mjs`), each on a free port. `apiEnv` adds settings of the API's
 * own (a short ranked clock, say).
 */
export async function startServers(
  apiEnv: Readonly<Record<string, string>> = {},
): Promise<Servers & { close(): Promise<void> }> {
  const serverMain = path.join(root, 'apps/server/dist/main.js');
  const webDir = path.join(root, 'apps/web');
  if (!existsSync(serverMain)) throw new Error('build the server first (turbo builds it before this test)');
  if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) throw new Error('build the web app first');

  const logDir = mkdtempSync(path.join(tmpdir(), 'brethren-e2e-'));
  const database: TestDatabase = await createMigratedTestDatabase('e2e');
  const started: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(started.map(stopProcess));
    await database.drop().catch(() => undefined);
    rmSync(logDir, { recursive: true, force: true });
  };
  try {
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const apiUrl = `http://127.0.0.1:${apiPort}/graphql`;
    const webUrl = `http://127.0.0.1:${webPort}`;
    const apiLogFile = path.join(logDir, 'api.log');

    // Fan-out in the API's own process: a Redis of the test run (REDIS_URL) would be shared by the
    // stacks of files running side by side.
    const { REDIS_URL: _sharedRedis, ...inherited } = process.env;
    const api = start('api', [serverMain], {
      cwd: root,
      logFile: apiLogFile,
      env: {
        ...inherited,
        DATABASE_URL: database.databaseUrl,
        PORT: String(apiPort),
        PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
        // Links in mail open this web app.
        WEB_URL: webUrl,
        // Bots move 10 ms after the move before theirs (the product waits 600): a table's turn comes
        // back almost at once. At 60 ms, the games file's API play-throughs took 110 s; at 10, 58 s.
        BOT_DELAY_MS: '10',
        // A person the table waited this long for may be voted out (casual tables without a clock).
        ABSENT_PLAYER_SECONDS: '4',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        RATE_LIMIT_ACTIONS_PER_SECOND: '1000',
        // Tests open tables and challenge far faster than a person (the API's own tests check the limits).
        RATE_LIMIT_TABLES_PER_MINUTE: '1000',
        OPEN_TABLES_PER_ACCOUNT: '1000',
        RATE_LIMIT_CHALLENGES_PER_HOUR: '10000',
        RATE_LIMIT_CHALLENGES_PER_PLAYER_PER_HOUR: '10000',
        // Every simulated visitor reads from this one address, and a test's account pages through
        // tables (each with the header's games and notifications) far faster than a person clicks.
        RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: '100000',
        RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: '100000000',
        RATE_LIMIT_READS_PER_MINUTE: '100000',
        RATE_LIMIT_COST_PER_MINUTE: '100000000',
        // A throttled sign-in stays throttled while a test looks at it.
        SIGN_IN_FIRST_DELAY_SECONDS: '30',
        CLIENT_ADDRESS_SECRET,
        ...apiEnv,
      },
    });
    started.push(api.child);
    const web = start('web', [path.join(webDir, 'server.mjs'), '-p', String(webPort), '-H', '127.0.0.1'], {
      cwd: webDir,
      logFile: path.join(logDir, 'web.log'),
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        BRETHREN_API_URL: apiUrl,
        NEXTAUTH_URL: webUrl,
        NEXTAUTH_SECRET: 'e2e-secret-not-for-production',
        CLIENT_ADDRESS_SECRET,
        // The test locale (every message marked) for the untranslated-text checks.
        BRETHREN_TEST_LOCALE: '1',
      },
    });
    started.push(web.child);
    await Promise.all([
      waitFor(`http://127.0.0.1:${apiPort}/health`, 'the API', api.child, api.output),
      waitFor(`${webUrl}/api/auth/csrf`, 'the web app', web.child, web.output),
    ]);
    return { apiUrl, webUrl, databaseUrl: database.databaseUrl, apiLogFile, close: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function launchBrowser(browserKind: BrowserKind): Promise<Browser> {
  const executablePath = BROWSERS[browserKind];
  if (!existsSync(executablePath))
    throw new Error(`no Chromium at ${executablePath}: apt-get install -y chromium chromium-headless-shell`);
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      // One raster thread and grey text: 6 % less of the renderers' CPU on the accessibility file
      // (93 → 87 CPU-seconds, two runs each), the browser's pages being this tier's largest cost.
      '--num-raster-threads=1',
      '--disable-lcd-text',
      // The pages' JavaScript runs interpreted and baseline-compiled only (Sparkplug), never
      // optimised: a test's page lives seconds, and Maglev's and TurboFan's compiles never paid
      // back. The renderers' CPU on the accessibility file fell from 76–81 to 61–62 CPU-seconds, on
      // the games file from 36–43 to 30–33 (alternated runs, 2 December 2026); the file's whole
      // CPU (servers, browser, tests) by about a tenth.
      '--js-flags=--max-opt=1',
    ],
  });
}

/**
 * What every context of a test's browser starts with unless it says otherwise: no service worker.
 * The app's worker (public/sw.js) answers every page and script a page loads, in a context that
 * lives for a few pages only: blocked, a page load took about a tenth less of Chromium's CPU (10
 * loads of two pages and 40 moves at a table, two runs each). The file that tests the worker,
 * install.e2e, allows it.
 */
const CONTEXT_DEFAULTS: BrowserContextOptions = { serviceWorkers: 'block' };

/** The browser as the tests reach it: its new contexts start from `CONTEXT_DEFAULTS`. */
function withContextDefaults(browser: Browser): Browser {
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext')
        return (options: BrowserContextOptions = {}) =>
          target.newContext({ ...CONTEXT_DEFAULTS, ...options });
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function stackOf(servers: Servers, browser: Browser, close: () => Promise<void>): Stack {
  const { apiUrl, webUrl, databaseUrl, apiLogFile } = servers;
  return {
    apiUrl,
    webUrl,
    databaseUrl,
    browser: withContextDefaults(browser),
    apiLog: () => readLog(apiLogFile),
    close,
  };
}

/**
 * A stack of the file's own: its servers (see `startServers`, with `apiEnv`) and a Chromium. For a
 * file that sets the API up its own way, or whose people (anne, bob…) would meet another file's.
 */
export async function startStack(
  apiEnv: Readonly<Record<string, string>> = {},
  browserKind: BrowserKind = 'headless-shell',
): Promise<Stack> {
  const servers = await startServers(apiEnv);
  try {
    const browser = await launchBrowser(browserKind);
    return stackOf(servers, browser, async () => {
      await browser.close().catch(() => undefined);
      await servers.close();
    });
  } catch (error) {
    await servers.close();
    throw error;
  }
}

/**
 * The servers the whole run shares (started once by `shared-stack.ts`, vitest's global setup) and a
 * Chromium of the file's own. Starting a stack costs a file seconds of both cores; files on the
 * shared one sign up handles no other file uses, and count only what is their own.
 */
export async function joinSharedStack(): Promise<Stack> {
  const servers = inject('sharedServers');
  const browser = await launchBrowser('headless-shell');
  return stackOf(servers, browser, () => browser.close().catch(() => undefined));
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedServers: Servers;
  }
}
