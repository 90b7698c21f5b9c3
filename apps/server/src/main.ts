#!/usr/bin/env node
import { isDbError, resolveDatabase } from '@brethren/db';
import { DEFAULT_TOKEN_CACHE } from './accounts/token-cache.js';
import { readEnv } from './env.js';
import { fanoutSwitches } from './fanout/switches.js';
import { createLogger } from './logger.js';
import { startPlatform } from './platform.js';
import { parseClock } from './ranked/config.js';

/**
 * `npm start`: the server on its embedded defaults (a PostgreSQL of its own under .data/, pub/sub
 * in process), or on DATABASE_URL and REDIS_URL when given. Failures are one line, not a stack.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Beyond the grace period, what closing the connections may take before the watchdog ends the process. */
const SHUTDOWN_MARGIN_MS = 10_000;

async function main(): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = await resolveDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_PG_PORT,
    onLog: (line) => logger.debug(line),
  });
  const platform = await startPlatform({
    databaseUrl: database.databaseUrl,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    port: env.PORT,
    host: env.HOST,
    logger,
    botDelayMs: env.BOT_DELAY_MS,
    bots: { workers: env.BOT_WORKERS, thinkMs: env.BOT_THINK_MS },
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    clientAddressSecret: env.CLIENT_ADDRESS_SECRET,
    rateLimits: {
      authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
      actionsPerSecond: env.RATE_LIMIT_ACTIONS_PER_SECOND,
      chatPerMinute: env.RATE_LIMIT_CHAT_PER_MINUTE,
      guestsPerHour: env.RATE_LIMIT_GUESTS_PER_HOUR,
      tablesPerMinute: env.RATE_LIMIT_TABLES_PER_MINUTE,
      challenges: {
        perAccountPerHour: env.RATE_LIMIT_CHALLENGES_PER_HOUR,
        perPlayerPerHour: env.RATE_LIMIT_CHALLENGES_PER_PLAYER_PER_HOUR,
      },
      reads: {
        perAccountPerMinute: env.RATE_LIMIT_READS_PER_MINUTE,
        costPerMinute: env.RATE_LIMIT_COST_PER_MINUTE,
        anonymousPerMinute: env.RATE_LIMIT_ANONYMOUS_READS_PER_MINUTE,
        anonymousCostPerMinute: env.RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE,
      },
    },
    guests: { idleMs: env.GUEST_IDLE_DAYS * DAY_MS },
    departed: { keepMs: env.MODERATION_EVIDENCE_DAYS * DAY_MS },
    notifications: { keepReadMs: env.NOTIFICATION_KEEP_DAYS * DAY_MS },
    dataExports: { dir: env.DATA_EXPORT_DIR, refreshMs: env.DATA_EXPORT_MINUTES * 60_000 },
    reviews: { iterations: env.REVIEW_ITERATIONS, perDay: env.REVIEWS_PER_DAY },
    mail: {
      smtpUrl: env.SMTP_URL,
      dir: env.MAIL_DIR,
      from: env.MAIL_FROM,
      secret: env.MAIL_SECRET,
      webUrl: env.WEB_URL,
      perAccountPerHour: env.MAIL_PER_ACCOUNT_PER_HOUR,
      delayMs: env.MAIL_DELAY_SECONDS * 1000,
      digestHourUtc: env.MAIL_DIGEST_HOUR,
    },
    fanout: fanoutSwitches(env.FANOUT_OFF),
    wsCaps: {
      connectionsPerAddress: env.WS_CONNECTIONS_PER_ADDRESS,
      operationsPerConnection: env.WS_OPERATIONS_PER_CONNECTION,
      operationsPerAddress: env.WS_OPERATIONS_PER_ADDRESS,
      bufferedBytesPerConnection: env.WS_MAX_BUFFERED_BYTES,
    },
    ...(env.RANKED_CLOCK ? { ranked: { clockOverride: parseClock(env.RANKED_CLOCK) } } : {}),
    turnBased: {
      maxMatches: env.TURN_BASED_MAX_MATCHES,
      maxMatchesNew: env.TURN_BASED_MAX_MATCHES_NEW,
      vacationDaysPerYear: env.VACATION_DAYS_PER_YEAR,
      testPaceMs: env.TURN_BASED_TEST_PACE_MS,
    },
    tables: {
      idleMs: env.OPEN_TABLE_IDLE_MINUTES * 60_000,
      turnBasedIdleMs: env.OPEN_TURN_BASED_TABLE_IDLE_DAYS * DAY_MS,
      liveIdleMs: env.LIVE_MATCH_IDLE_MINUTES * 60_000,
      absenceMs: env.ABSENT_PLAYER_SECONDS * 1000,
      openPerAccount: env.OPEN_TABLES_PER_ACCOUNT,
    },
    signInThrottle: {
      freeFailures: env.SIGN_IN_FREE_FAILURES,
      firstDelaySeconds: env.SIGN_IN_FIRST_DELAY_SECONDS,
      maxDelaySeconds: env.SIGN_IN_MAX_DELAY_SECONDS,
      addressFailuresPerHour: env.SIGN_IN_FAILURES_PER_ADDRESS_PER_HOUR,
    },
    sessions: { idleMs: env.SESSION_IDLE_DAYS * DAY_MS, maxMs: env.SESSION_MAX_DAYS * DAY_MS },
    tokenCache: { ...DEFAULT_TOKEN_CACHE, ttlMs: env.TOKEN_CACHE_SECONDS * 1000 },
    databaseTimeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    databasePools: { requests: env.DATABASE_POOL_SIZE, background: env.DATABASE_BACKGROUND_POOL_SIZE },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
  });
  console.log(`Brethren GraphQL API: ${platform.url}${database.embedded ? ' (embedded PostgreSQL)' : ''}`);
  if (!env.SMTP_URL)
    console.log(`Brethren mail: written as .eml files to ${env.MAIL_DIR} (set SMTP_URL to send it)`);

  // The process's one handler for SIGTERM and SIGINT (Apollo's own is off): the platform stops in
  // order (see Platform.close), then the embedded PostgreSQL if there is one, and the process exits 0.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, graceMs: env.SHUTDOWN_GRACE_MS }, 'shutting down');
    // Whatever hangs past the grace period (a database that went away), the process still ends.
    setTimeout(() => {
      console.error('brethren-server: shutdown took too long; exiting');
      process.exit(1);
    }, env.SHUTDOWN_GRACE_MS + SHUTDOWN_MARGIN_MS).unref();
    let failed = false;
    await platform.close().catch((error: unknown) => {
      failed = true;
      logger.error({ err: error }, 'error while closing');
    });
    await database.stop().catch((error: unknown) => {
      failed = true;
      logger.error({ err: error }, 'error while stopping PostgreSQL');
    });
    logger.info('stopped');
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (isDbError(error)) console.error(`brethren-server: ${error.message}`);
  else if (error instanceof Error && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `brethren-server: port ${process.env['PORT'] ?? 4000} is in use; stop what uses it or set PORT`,
    );
  } else console.error(`brethren-server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
