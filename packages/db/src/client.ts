import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client.js';

export interface PrismaClientOptions {
  /** Most connections the pool opens (pg's default is 10). */
  maxConnections?: number;
}

/**
 * A Prisma client talking to PostgreSQL through `@prisma/adapter-pg` (no native query engine).
 * Nothing happens at import time: the client is built when this is called, and it opens its first
 * connection on the first query. Call `$disconnect()` when done.
 */
export function createPrismaClient(databaseUrl: string, options: PrismaClientOptions = {}): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    ...(options.maxConnections === undefined ? {} : { max: options.maxConnections }),
  });
  return new PrismaClient({ adapter });
}
