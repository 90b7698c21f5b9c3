import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client.js';

export interface PrismaClientOptions {
  /** Most connections the pool opens (pg's default is 10). */
  maxConnections?: number;
  /** The name its connections show in `pg_stat_activity` (default: none). */
  applicationName?: string;
  /** How long opening a connection may take before it fails (default: no limit). */
  connectTimeoutMs?: number;
  /**
   * How long one statement may run (default: no limit): PostgreSQL cancels it after this
   * (`statement_timeout`), and the client gives up a little later if the server does not answer at
   * all (a frozen server), dropping that connection.
   */
  statementTimeoutMs?: number;
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

/** How much longer than the statement timeout the client waits for an answer before giving up. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

/**
 * Prisma talking to PostgreSQL through `@prisma/adapter-pg` (no native query engine), over a `pg`
 * pool that hot paths may use directly; both keep the same timeouts. Nothing happens at import
 * time; the first query opens the first connection. Call `prisma.$disconnect()` when done.
 */
export function createDatabase(databaseUrl: string, options: PrismaClientOptions = {}): Database {
  const { connectTimeoutMs, statementTimeoutMs } = options;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...(options.maxConnections === undefined ? {} : { max: options.maxConnections }),
    ...(options.applicationName === undefined ? {} : { application_name: options.applicationName }),
    ...(connectTimeoutMs === undefined ? {} : { connectionTimeoutMillis: connectTimeoutMs }),
    ...(statementTimeoutMs === undefined
      ? {}
      : {
          statement_timeout: statementTimeoutMs,
          query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
          idle_in_transaction_session_timeout: statementTimeoutMs * 2,
        }),
  });
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    // An interactive transaction waits for a connection and runs no longer than a statement may.
    ...(statementTimeoutMs === undefined || connectTimeoutMs === undefined
      ? {}
      : { transactionOptions: { maxWait: connectTimeoutMs, timeout: statementTimeoutMs } }),
  });
  return { prisma, pool };
}

/** A Prisma client alone (scripts and tests); see `createDatabase`. */
export function createPrismaClient(databaseUrl: string, options: PrismaClientOptions = {}): PrismaClient {
  return createDatabase(databaseUrl, options).prisma;
}
