import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.js';

export interface PrismaClientOptions {
  /** Most connections the pool opens (pg's default is 10). */
  maxConnections?: number;
}

/** Prisma for everything, and its own `pg` pool for the few statements on a hot path. */
export interface Database {
  readonly prisma: PrismaClient;
  /**
   * The pool under Prisma. A statement through it skips Prisma's query runtime (about a third of the
   * CPU per query, measured): for the per-request token look-up and the per-move append only.
   * `prisma.$disconnect()` ends it.
   */
  readonly pool: pg.Pool;
}

/**
 * Prisma talking to PostgreSQL through `@prisma/adapter-pg` (no native query engine), over a `pg`
 * pool that hot paths may use directly. Nothing happens at import time; the first query opens the
 * first connection. Call `prisma.$disconnect()` when done.
 */
export function createDatabase(databaseUrl: string, options: PrismaClientOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...(options.maxConnections === undefined ? {} : { max: options.maxConnections }),
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  return { prisma, pool };
}

/** A Prisma client alone (scripts and tests); see `createDatabase`. */
export function createPrismaClient(databaseUrl: string, options: PrismaClientOptions = {}): PrismaClient {
  return createDatabase(databaseUrl, options).prisma;
}
