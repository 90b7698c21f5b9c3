import { migrate, type PoolSizes } from '@brethren/db';
import { createMigratedTestDatabase, type TestDatabase } from '@brethren/db/testing';
import { createClient, type Client } from 'graphql-ws';
import { pino } from 'pino';
import WebSocket from 'ws';
import type { SessionSettings } from '../accounts/sessions.js';
import type { TokenCacheSettings } from '../accounts/token-cache.js';
import { DEFAULT_WS_CAPS, type WsCaps } from '../http/ws-caps.js';
import { createLogger, type Logger } from '../logger.js';
import type { MailSettings } from '../mail/settings.js';
import type { RecurringTournament } from '../tournaments/recurring.js';
import type { TableSettings } from '../matches/table-sweeper.js';
import type { TurnBasedSettings } from '../matches/turn-based.js';
import { startPlatform, type DatabaseTimeouts, type Platform, type PlatformOptions } from '../platform.js';
import type { RankedSettings } from '../ranked/config.js';
import type { RateLimitSettings } from '../security/rate-limits.js';
import type { SignInThrottleSettings } from '../security/sign-in-throttle.js';

/**
 * Real servers for integration tests: a fresh database on the local PostgreSQL, the platform on a
 * free port, and clients that speak HTTP and graphql-ws like any outside program.
 */
export interface TestServer {
  readonly platform: Platform;
  readonly url: string;
  readonly wsUrl: string;
  readonly database: TestDatabase;
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export async function startTestServer(
  options: {
    database?: TestDatabase;
    redisUrl?: string;
    rateLimits?: RateLimitSettings;
    /** Each cap not given keeps its default. */
    wsCaps?: Partial<WsCaps>;
    botDelayMs?: number;
    /** Worker threads for searching bots and their time per move (default 1 worker, 1 s). */
    bots?: { workers: number; thinkMs: number };
    ranked?: Partial<RankedSettings>;
    tables?: Partial<TableSettings>;
    turnBased?: Partial<TurnBasedSettings>;
    signInThrottle?: Partial<SignInThrottleSettings>;
    sessions?: Partial<SessionSettings>;
    guests?: { idleMs?: number };
    tokenCache?: TokenCacheSettings;
    clientAddressSecret?: string;
    /** Proxies whose X-Forwarded-For is believed (TRUST_PROXY; default none). */
    trustProxy?: string;
    /** Connections for requests and for background work (default DEFAULT_POOL_SIZES). */
    databasePools?: Partial<PoolSizes>;
    /** Where the server logs; by default nowhere (or at TEST_LOG_LEVEL, to stdout). */
    logger?: Logger;
    /** Waits on the database (default the platform's). */
    databaseTimeouts?: Partial<DatabaseTimeouts>;
    /** Mail: where it goes and how soon (by default the mailer never runs on its own). */
    mail?: Partial<MailSettings>;
    /**
     * How often the node pairs tournament rounds (by default it never looks on its own), and the
     * recurring tournaments it creates (by default none).
     */
    tournaments?: { pairingIntervalMs: number; recurring?: readonly RecurringTournament[] };
    /** Open data: where this node writes the monthly files, how often (by default it writes none). */
    dataExports?: PlatformOptions['dataExports'];
  } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createMigratedTestDatabase('server'));
  await migrate(database.databaseUrl);
  const platform = await startPlatform({
    databaseUrl: database.databaseUrl,
    redisUrl: options.redisUrl,
    // The nodes of one test share a database and so a prefix; tests running side by side on one
    // Redis never hear each other's publications, presence or rate-limit counts.
    redisPrefix: `${database.name}:`,
    port: 0,
    host: '127.0.0.1',
    logger: options.logger ?? createLogger(process.env['TEST_LOG_LEVEL'] ?? 'silent'),
    botDelayMs: options.botDelayMs ?? 0,
    ...(options.bots ? { bots: options.bots } : {}),
    // Tests read, open tables and challenge far faster than people: limited only where a test asks.
    rateLimits: {
      reads: {
        perAccountPerMinute: 1e6,
        costPerMinute: 1e9,
        anonymousPerMinute: 1e6,
        anonymousCostPerMinute: 1e9,
      },
      tablesPerMinute: 1e6,
      challenges: { perAccountPerHour: 1e6, perPlayerPerHour: 1e6 },
      ...(options.rateLimits ?? { authPerMinute: 10_000, actionsPerSecond: 10_000 }),
    },
    ...(options.wsCaps ? { wsCaps: { ...DEFAULT_WS_CAPS, ...options.wsCaps } } : {}),
    ...(options.signInThrottle ? { signInThrottle: options.signInThrottle } : {}),
    ...(options.sessions ? { sessions: options.sessions } : {}),
    // Tests sweep guests, and deleted accounts' kept records, themselves.
    guests: { sweepIntervalMs: 3_600_000, ...options.guests },
    departed: { sweepIntervalMs: 3_600_000 },
    ...(options.tokenCache ? { tokenCache: options.tokenCache } : {}),
    ...(options.clientAddressSecret ? { clientAddressSecret: options.clientAddressSecret } : {}),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.databasePools ? { databasePools: options.databasePools } : {}),
    ...(options.dataExports ? { dataExports: options.dataExports } : {}),
    ...(options.databaseTimeouts ? { databaseTimeouts: options.databaseTimeouts } : {}),
    // Tests drive waves, clocks and table sweeps themselves unless they ask for timers.
    ranked: { waveIntervalMs: 3_600_000, clockIntervalMs: 3_600_000, ...options.ranked },
    // Nor do they cap open tables per account, but where a test asks.
    tables: { sweepIntervalMs: 3_600_000, openPerAccount: 1e6, ...options.tables },
    ...(options.turnBased ? { turnBased: options.turnBased } : {}),
    // Nor do they send mail, but where a test asks.
    mail: { intervalMs: 3_600_000, ...options.mail },
    // Nor do they pair tournament rounds on a timer, but where a test asks.
    tournaments: { pairingIntervalMs: 3_600_000, recurring: [], ...options.tournaments },
  });
  return {
    platform,
    url: platform.url,
    wsUrl: platform.url.replace(/^http/, 'ws'),
    database,
    close: async ({ keepDatabase = false } = {}) => {
      await platform.close();
      if (!keepDatabase) await database.drop();
    },
  };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  readonly status: number;
  readonly headers: Headers;
  readonly data?: T | null;
  readonly errors?: readonly { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

/** One GraphQL request over HTTP. */
export async function gql<T = Record<string, any>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
): Promise<GraphQLResponse<T>> {
  return gqlWithHeaders<T>(url, query, variables, token ? { authorization: `Bearer ${token}` } : {});
}

/** One GraphQL request over HTTP with headers of the caller's choosing (forged or not). */
export async function gqlWithHeaders<T = Record<string, any>>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<GraphQLResponse<T>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<GraphQLResponse<T>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}

/** The data of a request that must succeed. */
export async function data<T = Record<string, any>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
): Promise<T> {
  const result = await gql<T>(url, query, variables, token);
  if (result.errors?.length || !result.data)
    throw new Error(`GraphQL error: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** The first error code of a request that must fail. */
export async function errorCode(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string | null,
): Promise<string> {
  const result = await gql(url, query, variables, token);
  const code = result.errors?.[0]?.extensions?.code;
  if (!code) throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  return code;
}

export async function signUp(url: string, handle: string): Promise<{ token: string; id: string }> {
  const result = await data<{ signUp: { token: string; user: { id: string } } }>(
    url,
    'mutation ($handle: String!, $password: String!) { signUp(handle: $handle, password: $password) { token user { id } } }',
    { handle, password: 'correct horse battery' },
  );
  return { token: result.signUp.token, id: result.signUp.user.id };
}

export function wsClient(wsUrl: string, token?: string): Client {
  return createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

/** Collects what a subscription sends, and waits for what a test expects. */
/**
 * An update of `matchUpdated` that is neither the snapshot nor a move, while the match is under way:
 * a seated player opened or closed the match's page (`Seat.away`), which every subscriber is told.
 * Tests about the moves' order skip them, as they come whenever a player's subscription does.
 */
export function isSeatUpdate(item: {
  readonly matchUpdated: { readonly snapshot: boolean; readonly entry?: unknown; readonly status?: string };
}): boolean {
  const update = item.matchUpdated;
  return !update.snapshot && update.entry === null && update.status === 'ACTIVE';
}

export class Collector<T> {
  readonly items: T[] = [];
  readonly errors: unknown[] = [];
  completed = false;
  private readonly waiters: (() => void)[] = [];
  readonly dispose: () => void;

  /** `skip`: items the test does not count (`isSeatUpdate`: a player came or went). */
  constructor(
    client: Client,
    query: string,
    variables: Record<string, unknown>,
    skip: (item: T) => boolean = () => false,
  ) {
    this.dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors) this.errors.push(...value.errors);
          if (value.data && !skip(value.data)) this.items.push(value.data);
          this.wake();
        },
        error: (error) => {
          this.errors.push(error);
          this.wake();
        },
        complete: () => {
          this.completed = true;
          this.wake();
        },
      },
    );
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  /** Resolves when `predicate` holds for the items so far; rejects after `timeoutMs`. */
  async until(predicate: (items: readonly T[]) => boolean, timeoutMs = 15_000): Promise<readonly T[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.items)) {
      if (this.errors.length > 0) throw new Error(`subscription error: ${JSON.stringify(this.errors)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting; got ${this.items.length} items`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.items;
  }
}

/** A logger that keeps every line it writes, parsed, for tests of what the server logs. */
export function capturingLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info', base: { service: 'brethren-server' } },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}
