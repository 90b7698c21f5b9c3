import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Where a limiter counts: in this node's memory, or in Redis under the deployment's prefix. */
export interface LimiterStore {
  readonly redis?: Redis | undefined;
  /** Prefixes every Redis key (REDIS_PREFIX), so two deployments can share one Redis. */
  readonly prefix: string;
}

/**
 * A rate limiter: in memory on one node, in Redis when the nodes share one. A Redis limiter that
 * cannot reach Redis (not connected, or no answer within the connection's command timeout) counts
 * in this node's memory instead — rate-limiter-flexible's insurance limiter — so limits still hold
 * per node and no request waits on, or fails because of, a Redis outage.
 */
export function limiter(
  store: LimiterStore,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!store.redis) return memory;
  return new RateLimiterRedis({
    storeClient: store.redis,
    keyPrefix: `${store.prefix}${keyPrefix}`,
    points,
    duration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}
