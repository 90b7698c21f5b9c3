import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';

export interface PrismaClientOptions {
  /** Most connections the pool opens (pg's default is 10). */
  maxConnections?: number;
  /** How long opening a connection may take before it fails (default: no limit). */
  connectTimeoutMs?: number;
  /**
   * How long one statement may run (default: no limit): PostgreSQL cancels it after this
   * (`statement_timeout`), and the client gives up a little later if the server does not answer at
   * all (a frozen server), dropping that connection.
   */
  statementTimeoutMs?: number;
}

/** How much longer than the statement timeout the client waits for an answer before giving up. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

/**
 * A Prisma client talking to PostgreSQL through `@prisma/adapter-pg` (no native query engine).
 * Nothing happens at import time: the client is built when this is called, and it opens its first
 * connection on the first query. Call `$disconnect()` when done.
 */
export function createPrismaClient(databaseUrl: string, options: PrismaClientOptions = {}): PrismaClient {
  const { connectTimeoutMs, statementTimeoutMs } = options;
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    ...(options.maxConnections === undefined ? {} : { max: options.maxConnections }),
    ...(connectTimeoutMs === undefined ? {} : { connectionTimeoutMillis: connectTimeoutMs }),
    ...(statementTimeoutMs === undefined
      ? {}
      : {
          statement_timeout: statementTimeoutMs,
          query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
          idle_in_transaction_session_timeout: statementTimeoutMs * 2,
        }),
  });
  return new PrismaClient({
    adapter,
    // An interactive transaction waits for a connection and runs no longer than a statement may.
    ...(statementTimeoutMs === undefined || connectTimeoutMs === undefined
      ? {}
      : { transactionOptions: { maxWait: connectTimeoutMs, timeout: statementTimeoutMs } }),
  });
}
