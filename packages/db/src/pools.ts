import { createDatabase, type Database, type PrismaClientOptions } from './client.js';

/** Connections of each pool: requests share one, background work has its own. */
export interface PoolSizes {
  readonly requests: number;
  readonly background: number;
}

/** pg's own default for requests; a few for background work, which runs a handful of statements at a time. */
export const DEFAULT_POOL_SIZES: PoolSizes = { requests: 10, background: 4 };

/** What each pool's connections are called in `pg_stat_activity`, so an operator tells them apart. */
export const POOL_NAMES = { requests: 'brethren', background: 'brethren-background' } as const;

/**
 * The server's two databases: one for requests, one for background work (bots' turns, clocks,
 * sweeps, pairing). Each is a whole `Database` — its own pg pool and its own Prisma client over it —
 * so which pool a statement takes is decided once, when a repository is built on one or the other,
 * and nothing is looked up per statement. However many requests wait for a connection, the
 * repositories built on `background` never wait behind them.
 */
export interface Databases {
  readonly requests: Database;
  readonly background: Database;
  /** Closes both pools. */
  disconnect(): Promise<void>;
}

/** Opens both, with the same timeouts and `pools` connections each (default DEFAULT_POOL_SIZES). */
export function createDatabases(
  databaseUrl: string,
  options: Omit<PrismaClientOptions, 'maxConnections' | 'applicationName'> & { pools?: PoolSizes } = {},
): Databases {
  const { pools = DEFAULT_POOL_SIZES, ...shared } = options;
  const open = (pool: keyof PoolSizes) =>
    createDatabase(databaseUrl, {
      ...shared,
      maxConnections: pools[pool],
      applicationName: POOL_NAMES[pool],
    });
  const requests = open('requests');
  const background = open('background');
  return {
    requests,
    background,
    disconnect: async () => {
      await Promise.all([requests.prisma.$disconnect(), background.prisma.$disconnect()]);
    },
  };
}
