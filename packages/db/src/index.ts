// @brethren/db: persistence for Brethren (PostgreSQL through Prisma 7 and @prisma/adapter-pg).
export { createDatabase, createPrismaClient, type Database, type PrismaClientOptions } from './client.js';
export { createDatabases, DEFAULT_POOL_SIZES, POOL_NAMES, type Databases, type PoolSizes } from './pools.js';
export {
  migrate,
  readMigrations,
  checksumOf,
  defaultMigrationsDir,
  PRISMA_MIGRATE_LOCK_ID,
  type LocalMigration,
  type MigrateOptions,
  type MigrateResult,
} from './migrate.js';
export {
  startEmbeddedPostgres,
  DEFAULT_EMBEDDED_PORT,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from './embedded.js';
export { resolveDatabase, type ResolveDatabaseOptions, type ResolvedDatabase } from './resolve.js';
export { DbError, isDbError, redactUrl, type DbErrorCode } from './errors.js';

// The generated client: the class, the Prisma namespace (errors, JSON null markers, input types such
// as `Prisma.MatchCreateInput`), the enums, and one type per model.
export { PrismaClient, Prisma } from './generated/prisma/client.js';
export * from './generated/prisma/enums.js';
export type {
  User,
  ApiToken,
  Match,
  Seat,
  MatchEvent,
  Rating,
  RatingHistory,
  QueueTicket,
} from './generated/prisma/client.js';
