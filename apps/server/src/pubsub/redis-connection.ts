import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';

/** The key and channel prefix when REDIS_PREFIX is not set. */
export const DEFAULT_REDIS_PREFIX = 'brethren:';

/** A command waits at most this long for Redis's answer; then it fails and the caller falls back. */
const COMMAND_TIMEOUT_MS = 1000;

/** How long a node waits at its start for Redis to be ready, retrying meanwhile. */
export const START_WAIT_MS = 30_000;

/**
 * A Redis connection that fails fast while Redis is away instead of queueing commands: every user
 * of Redis here has a fallback (publications wait in their own queue, rate limits count in memory,
 * new subscriptions are refused with SERVICE_UNAVAILABLE), so a blip never stalls a request. It
 * reconnects by itself, and logs one warning when it is lost and one line when it is back, never a
 * line per retry.
 */
export function redisConnection(url: string, role: string, logger: Logger): Redis {
  const connection = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    autoResubscribe: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lost = false;
  // What went wrong last, for the warning: a dropped connection may close with no error at all.
  let lastError: string | undefined;
  connection.on('error', (error: Error) => {
    lastError = error.message;
  });
  // Emitted after every close the connection did not ask for (never after `quit`), before each
  // retry: the first one after the connection was ready is the loss.
  connection.on('reconnecting', () => {
    if (lost) return;
    lost = true;
    logger.warn({ redis: role, err: lastError ?? 'connection closed' }, 'redis connection lost; retrying');
  });
  connection.on('ready', () => {
    if (lost) logger.info({ redis: role }, 'redis connection back');
    lost = false;
    lastError = undefined;
  });
  return connection;
}

/**
 * Connects a node's connection at its start. ioredis's `connect()` fails as soon as its first attempt
 * does (a connect timeout on a busy machine, Redis restarting), while the connection goes on
 * retrying by itself: a node waits for it to be ready, up to `waitMs`, before it gives up.
 */
export async function connectAtStart(connection: Redis, waitMs = START_WAIT_MS): Promise<void> {
  try {
    await connection.connect();
  } catch (error) {
    if (connection.status === 'ready') return;
    if (connection.status === 'end') throw error;
    await new Promise<void>((resolve, reject) => {
      // Given up: the connection stops retrying too, so nothing is left running.
      const timer = setTimeout(() => {
        connection.disconnect();
        settle(error);
      }, waitMs);
      const onReady = () => settle();
      const onEnd = () => settle(error);
      function settle(failure?: unknown) {
        clearTimeout(timer);
        connection.off('ready', onReady);
        connection.off('end', onEnd);
        if (failure === undefined) resolve();
        else reject(failure instanceof Error ? failure : new Error(String(failure)));
      }
      connection.on('ready', onReady);
      connection.on('end', onEnd);
    });
  }
}
