import { AsyncLocalStorage } from 'node:async_hooks';
import { createDatabase, type Database, type PrismaClientOptions } from './client.js';

/** Connections of each pool: requests share one, background work has its own. */
export interface PoolSizes {
  readonly requests: number;
  readonly background: number;
}

/** pg's own default for requests; a few for background work, which runs a handful of statements at a time. */
export const DEFAULT_POOL_SIZES: PoolSizes = { requests: 10, background: 4 };

/**
 * One database over two pools. Its `prisma` and `pool` are used as any `Database`'s, by the same
 * repositories; which pool a statement takes is decided by where the work began: work started
 * inside `inBackground` — and everything it goes on to start, timers and promises included — uses
 * the background pool, everything else the requests' pool. So however many requests wait for a
 * connection, background work (bots' turns, clocks, sweeps, pairing) never waits behind them.
 */
export interface PooledDatabase extends Database {
  /** Runs `work`, and all that it starts, on the background pool. */
  inBackground<T>(work: () => T): T;
  /** Closes both pools. */
  disconnect(): Promise<void>;
}

export function createPooledDatabase(
  databaseUrl: string,
  options: Omit<PrismaClientOptions, 'maxConnections' | 'applicationName'> & { pools?: PoolSizes } = {},
): PooledDatabase {
  const { pools = DEFAULT_POOL_SIZES, ...shared } = options;
  const requests = createDatabase(databaseUrl, {
    ...shared,
    maxConnections: pools.requests,
    applicationName: 'brethren',
  });
  const background = createDatabase(databaseUrl, {
    ...shared,
    maxConnections: pools.background,
    applicationName: 'brethren-background',
  });
  const current = new AsyncLocalStorage<Database>();
  // A stand-in for the client or pool of whichever database the caller's work runs on, looked up
  // at each use: repositories keep one object, and each statement goes where its work began.
  const routed = <T extends object>(of: (database: Database) => T): T =>
    new Proxy(of(requests), {
      get(_target, property) {
        const target = of(current.getStore() ?? requests);
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return {
    prisma: routed((database) => database.prisma),
    pool: routed((database) => database.pool),
    inBackground: (work) => current.run(background, work),
    disconnect: async () => {
      await Promise.all([requests.prisma.$disconnect(), background.prisma.$disconnect()]);
    },
  };
}
