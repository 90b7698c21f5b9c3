import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_POOL_SIZES } from '@brethren/db';
import { z } from 'zod';
import { DEFAULT_TOKEN_CACHE } from './accounts/token-cache.js';
import { FANOUT_OPTIMISATIONS } from './fanout/switches.js';
import { DEFAULT_WS_CAPS } from './http/ws-caps.js';
import { DEFAULT_MAIL_SETTINGS } from './mail/settings.js';
import { DEFAULT_TABLE_SETTINGS } from './matches/table-sweeper.js';
import { DEFAULT_TURN_BASED } from './matches/turn-based.js';
import { DEFAULT_REVIEW_SETTINGS } from './reviews/service.js';
import { MAX_DOCUMENT_COST } from './security/document-limits.js';
import {
  DEFAULT_CHALLENGE_RATES,
  DEFAULT_READ_BUDGET,
  DEFAULT_TABLES_PER_MINUTE,
} from './security/rate-limits.js';

/** The repository root, for the embedded database's default data folder. */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL URL; without one, an embedded PostgreSQL starts with its data in DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  /** How long opening a database connection may take before requests fail with SERVICE_UNAVAILABLE. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** How long one database statement may run before it is cancelled (SERVICE_UNAVAILABLE). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Connections to the database that requests share. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(DEFAULT_POOL_SIZES.requests),
  /**
   * Connections of background work alone (bots' turns, clocks, sweeps, ranked pairing), so a flood
   * of requests never starves it.
   */
  DATABASE_BACKGROUND_POOL_SIZE: z.coerce.number().int().min(1).default(DEFAULT_POOL_SIZES.background),
  /** On SIGTERM or SIGINT, how long requests under way may take to finish before the server exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  DATA_DIR: z.string().default(path.join(repositoryRoot, '.data', 'postgres')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** A Redis URL; with one, match updates fan out through Redis pub/sub to every server node. */
  REDIS_URL: z.string().optional(),
  /** Prefixes every Redis key and pub/sub channel, so several deployments can share one Redis. */
  REDIS_PREFIX: z.string().default('brethren:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Pause before a bot moves, so people can follow it. */
  BOT_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(600),
  /** Worker threads on which searching bots (hard, expert) think, off the event loop. */
  BOT_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** The longest a searching bot thinks about one move. */
  BOT_THINK_MS: z.coerce.number().int().min(10).max(30_000).default(1000),
  /** Sign-ins and sign-ups per client address per minute. */
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Actions per player per second. */
  RATE_LIMIT_ACTIONS_PER_SECOND: z.coerce.number().int().min(1).default(20),
  /** Chat messages per player per minute. */
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** Queries and subscriptions per account per minute. */
  RATE_LIMIT_READS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_READ_BUDGET.perAccountPerMinute),
  /**
   * Cost points (see security/document-cost.ts) one account may read per minute; at least what one
   * operation may cost, or the costliest would never pass.
   */
  RATE_LIMIT_COST_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(MAX_DOCUMENT_COST)
    .default(DEFAULT_READ_BUDGET.costPerMinute),
  /** Queries and subscriptions per client address per minute, without an account. */
  RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_READ_BUDGET.anonymousPerMinute),
  /** Cost points one client address may read per minute, without an account. */
  RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(MAX_DOCUMENT_COST)
    .default(DEFAULT_READ_BUDGET.anonymousCostPerMinute),
  /** Tables one player may open (createMatch, offerRematch) per minute. */
  RATE_LIMIT_TABLES_PER_MINUTE: z.coerce.number().int().min(1).default(DEFAULT_TABLES_PER_MINUTE),
  /** Challenges one player may make per hour. */
  RATE_LIMIT_CHALLENGES_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_CHALLENGE_RATES.perAccountPerHour),
  /** Challenges one player may make to any one other player per hour. */
  RATE_LIMIT_CHALLENGES_PER_PLAYER_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_CHALLENGE_RATES.perPlayerPerHour),
  /** Open tables one account may sit at, waiting to start, at once (opened, joined or offered as a rematch). */
  OPEN_TABLES_PER_ACCOUNT: z.coerce.number().int().min(1).default(DEFAULT_TABLE_SETTINGS.openPerAccount),
  /** Guest accounts one client address may make per hour. */
  RATE_LIMIT_GUESTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * How many days a deleted account's reported chat messages and their reports are kept for
   * moderators, and its handle held back from everyone.
   */
  MODERATION_EVIDENCE_DAYS: z.coerce.number().positive().default(180),
  /** A notification read this many days ago is deleted (unread ones are kept). */
  NOTIFICATION_KEEP_DAYS: z.coerce.number().positive().default(30),
  /** A guest account nobody used for this many days is deleted. */
  GUEST_IDLE_DAYS: z.coerce.number().positive().default(7),
  /** Open WebSocket connections per client address (over it: closed with 4429). */
  WS_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_WS_CAPS.connectionsPerAddress),
  /** Operations (subscriptions) running at once on one WebSocket connection. */
  WS_OPERATIONS_PER_CONNECTION: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_WS_CAPS.operationsPerConnection),
  /** Operations running at once over all WebSocket connections of one client address. */
  WS_OPERATIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_WS_CAPS.operationsPerAddress),
  /**
   * Bytes sent to one WebSocket connection that its client has not read yet; past it the connection
   * is closed with 4408 (at least 64 KB, and above the largest answer sent over WebSocket).
   */
  WS_MAX_BUFFERED_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .default(DEFAULT_WS_CAPS.bufferedBytesPerConnection),
  /** An open table nobody joins or leaves for this many minutes closes (up to a week). */
  OPEN_TABLE_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /**
   * An open turn-based table nobody joins or leaves for this many days closes: nobody need be online
   * to join one, so it waits far longer than a live table.
   */
  OPEN_TURN_BASED_TABLE_IDLE_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90)
    .default(DEFAULT_TABLE_SETTINGS.turnBasedIdleMs / (24 * 3600_000)),
  /**
   * Every ranked (and LIVE) clock replaced by `<seconds per decision>+<bank seconds>`, e.g. `10+30`
   * for a blitz event; unset, each game keeps its own (see `ranked/config.ts`).
   */
  RANKED_CLOCK: z
    .string()
    .regex(/^\d{1,5}\+\d{1,6}$/, 'RANKED_CLOCK is <seconds per decision>+<bank seconds>, e.g. 10+30')
    .optional(),
  /** Turn-based matches (open or under way) one account may sit in at once. */
  TURN_BASED_MAX_MATCHES: z.coerce.number().int().min(1).max(1000).default(DEFAULT_TURN_BASED.maxMatches),
  /** The same for guests and accounts younger than a week. */
  TURN_BASED_MAX_MATCHES_NEW: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(DEFAULT_TURN_BASED.maxMatchesNew),
  /** Days of vacation each account has every calendar year (its turn-based clocks stand still meanwhile). */
  VACATION_DAYS_PER_YEAR: z.coerce
    .number()
    .int()
    .min(0)
    .max(366)
    .default(DEFAULT_TURN_BASED.vacationDaysPerYear),
  /**
   * For tests and the bench only, never in production: every turn-based pace (HOURS_12, DAYS_1,
   * DAYS_3) becomes this many milliseconds per decision (the bank two of them), so a turn-based
   * table can time out within a test.
   */
  TURN_BASED_TEST_PACE_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
  /** At a casual table without a clock, the others may vote on a player they waited this many seconds for. */
  ABSENT_PLAYER_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600)
    .default(180),
  /** A casual match nobody moves in for this many minutes is abandoned (up to a week). */
  LIVE_MATCH_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /**
   * Proxies whose X-Forwarded-For names the client (express's `trust proxy` syntax: `loopback`,
   * addresses or subnets, a hop count); `none` by default, so no client can forge its address.
   */
  TRUST_PROXY: z.string().default('none'),
  /**
   * Shared with the web server, which sends it with the browser's address
   * (X-Brethren-Client-Secret and X-Brethren-Client-Address); without it that header is ignored.
   */
  CLIENT_ADDRESS_SECRET: z.string().min(16).optional(),
  /** Consecutive wrong passwords an account may have before it must wait. */
  SIGN_IN_FREE_FAILURES: z.coerce.number().int().min(0).default(5),
  /** The first wait, in seconds; it doubles with each further wrong password. */
  SIGN_IN_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).default(1),
  /** The longest wait, in seconds. */
  SIGN_IN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Wrong passwords one client address may give per hour, over every account. */
  SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(100),
  /** A session unused this many days ends. */
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
  /** No session lasts longer than this many days after sign-in. */
  SESSION_MAX_DAYS: z.coerce.number().positive().default(90),
  /**
   * A token found in the database is trusted this many seconds without reading it again (ended
   * tokens and changed accounts are forgotten on every node at once); 0 reads it on every request.
   */
  TOKEN_CACHE_SECONDS: z.coerce
    .number()
    .min(0)
    .max(60)
    .default(DEFAULT_TOKEN_CACHE.ttlMs / 1000),
  /**
   * The address people use to reach this server, for links in the API (the log download) and mail's
   * List-Unsubscribe header.
   */
  PUBLIC_URL: z.string().optional(),
  /** The web app as people reach it: links in mail open its pages. */
  WEB_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_MAIL_SETTINGS.webUrl),
  /** An SMTP server for mail (`smtp://user:password@host:587`, `smtps://…:465`); without one, mail is written as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL starts with smtp:// or smtps://')
    .optional(),
  /** Where the monthly open-data files are written (and served from). */
  DATA_EXPORT_DIR: z.string().default(path.join(repositoryRoot, '.data', 'exports')),
  /** How often, in minutes, the current month's open-data files are rewritten. */
  DATA_EXPORT_MINUTES: z.coerce.number().positive().default(60),
  /** Playouts per search of one decision in a post-game review: its per-decision budget. */
  REVIEW_ITERATIONS: z.coerce.number().int().min(10).max(100_000).default(DEFAULT_REVIEW_SETTINGS.iterations),
  /** Post-game reviews one account may ask for per day. */
  REVIEWS_PER_DAY: z.coerce.number().int().min(1).default(DEFAULT_REVIEW_SETTINGS.perDay),
  /** Without SMTP_URL, where each mail is written as an .eml file. */
  MAIL_DIR: z.string().default(path.join(repositoryRoot, '.data', 'mail')),
  /** The From of every mail. */
  MAIL_FROM: z.string().default(DEFAULT_MAIL_SETTINGS.from),
  /**
   * Signs the links in mail (verification, unsubscribe), the same on every node; changing it voids
   * every link mailed before. Unset, a key is made once and kept in the database.
   */
  MAIL_SECRET: z.string().min(32).optional(),
  /** Mails about single events one account gets per hour; past it they wait for the daily digest. */
  MAIL_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(DEFAULT_MAIL_SETTINGS.perAccountPerHour),
  /** How long a notification waits before it is mailed: read by then, it needs no mail. */
  MAIL_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(DEFAULT_MAIL_SETTINGS.delayMs / 1000),
  /** The hour (UTC) at which daily digests go. */
  MAIL_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(DEFAULT_MAIL_SETTINGS.digestHourUtc),
  /**
   * For the load bench only: fan-out optimisations to turn off, comma-separated (see
   * fanout/switches.ts and fanout/README.md). Unset in production.
   */
  FANOUT_OFF: z
    .string()
    .default('')
    .transform((names) => names.split(',').filter((name) => name !== ''))
    .pipe(z.array(z.enum(FANOUT_OPTIMISATIONS))),
});

export type Env = z.infer<typeof schema>;

/** Reads the environment once, at start; every setting has a default that works on a laptop. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  return parsed.data;
}
