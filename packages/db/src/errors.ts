import { inspect } from 'node:util';

/** What went wrong, for callers that react to a failure (exit code, hint, retry). */
export type DbErrorCode =
  /** The embedded server's port is taken by another process. */
  | 'PORT_IN_USE'
  /** The data folder's postmaster.pid names a live process: another server, or a stale lock. */
  | 'DATA_DIR_LOCKED'
  /** The `postgres` system user cannot reach or use the data folder (permissions, ownership). */
  | 'DATA_DIR_UNUSABLE'
  /** The data folder was made by an incompatible PostgreSQL version. */
  | 'DATA_DIR_INCOMPATIBLE'
  /** `initdb` could not create the cluster. */
  | 'INITDB_FAILED'
  /** The embedded server did not start for another reason (the first FATAL line says which). */
  | 'START_FAILED'
  /** The application database could not be created on the embedded server. */
  | 'CREATE_DATABASE_FAILED'
  /** A database URL could not be connected to (refused, unknown host, bad credentials, no such database). */
  | 'DATABASE_UNREACHABLE'
  /** The migrations folder is missing, empty or malformed. */
  | 'MIGRATIONS_INVALID'
  /** The database has tables but no `_prisma_migrations` table (Prisma's P3005): it needs baselining. */
  | 'DATABASE_NOT_EMPTY'
  /** An applied migration's migration.sql was edited afterwards. */
  | 'MIGRATION_CHECKSUM_MISMATCH'
  /** `_prisma_migrations` records a failed migration that was not resolved (Prisma's P3009). */
  | 'MIGRATION_PREVIOUSLY_FAILED'
  /** A migration's SQL failed now; it was rolled back and recorded as failed. */
  | 'MIGRATION_FAILED'
  /** Waiting for the migration advisory lock took too long (another migrator holds it). */
  | 'MIGRATION_LOCK_TIMEOUT';

/**
 * The one error type this package throws for operational failures. `message` is always a single
 * line that says what happened and what to do; `details` (not enumerable, not printed by default)
 * keeps the multi-line diagnostics such as the PostgreSQL server log.
 *
 * `console.error(err)` and an uncaught throw print just `DbError [CODE]: message`, never a stack
 * dump: these are conditions of the environment, not bugs in the code.
 */
export class DbError extends Error {
  override readonly name = 'DbError';
  readonly code: DbErrorCode;
  declare readonly details?: string;

  constructor(code: DbErrorCode, message: string, options: { details?: string; cause?: unknown } = {}) {
    super(oneLine(message), options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options.details !== undefined) {
      Object.defineProperty(this, 'details', { value: options.details, enumerable: false });
    }
    this.stack = this.toString();
  }

  override toString(): string {
    return `${this.name} [${this.code}]: ${this.message}`;
  }

  [inspect.custom](): string {
    return this.toString();
  }
}

export function isDbError(error: unknown, code?: DbErrorCode): error is DbError {
  return error instanceof DbError && (code === undefined || error.code === code);
}

/** Collapse whitespace runs that contain line breaks, so a message always fits on one line. */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** A connection string safe to print: the password replaced by `***`. */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '<invalid database URL>';
  }
}

/** Where a URL points, for messages: `host:port/database`. */
export function describeTarget(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname || 'localhost'}:${url.port || '5432'}${url.pathname || '/'}`;
  } catch {
    return '<invalid database URL>';
  }
}

/** Turn a failure to connect with `pg` into a one-line DbError (other errors pass through). */
export function connectionError(error: unknown, databaseUrl: string): unknown {
  const err = error as { code?: string; message?: string } | undefined;
  const target = describeTarget(databaseUrl);
  const reason = (() => {
    switch (err?.code) {
      case 'ECONNREFUSED':
        return 'connection refused (is PostgreSQL running there?)';
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return 'unknown host';
      case 'ETIMEDOUT':
        return 'connection timed out';
      case '3D000':
        return 'the database does not exist';
      case '28P01':
      case '28000':
        return `authentication failed (${err.message ?? 'bad credentials'})`;
      default:
        return undefined;
    }
  })();
  if (reason === undefined) {
    if (error instanceof TypeError || /invalid url/i.test(err?.message ?? '')) {
      return new DbError('DATABASE_UNREACHABLE', `Invalid database URL ${redactUrl(databaseUrl)}.`, {
        cause: error,
      });
    }
    return error;
  }
  return new DbError('DATABASE_UNREACHABLE', `Could not connect to PostgreSQL at ${target}: ${reason}.`, {
    cause: error,
  });
}
