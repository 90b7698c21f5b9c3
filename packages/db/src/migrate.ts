// A small migration runner that keeps Prisma Migrate's own bookkeeping, so that the same database
// can later be handled by `prisma migrate deploy` / `migrate status` unchanged (where Prisma's
// schema engine is available; it is not on every machine).
//
// What it mirrors from Prisma's schema engine (PostgreSQL connector):
// - the `_prisma_migrations` table, column for column;
// - one row per applied folder of `migrations/`, in name order: id = random UUID, checksum =
//   SHA-256 hex of migration.sql, migration_name = folder name, applied_steps_count = 1 and
//   finished_at set once the script ran;
// - the session advisory lock 72707369, so this runner and Prisma never migrate at the same time;
// - refusing to go on after a failed, unresolved migration (Prisma's P3009), and refusing to
//   start on a non-empty database that has no migrations table (P3005);
// - checksum comparison tolerant of CRLF/LF differences, as Prisma's is.
// Stricter than `migrate deploy`: an applied migration whose file changed is an error.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DbError, connectionError, describeTarget } from './errors.js';

/** The advisory lock key Prisma Migrate uses on PostgreSQL. */
export const PRISMA_MIGRATE_LOCK_ID = 72707369;

/** The repository's `prisma/migrations` folder (same path from `src/` and from `dist/`). */
export const defaultMigrationsDir = fileURLToPath(new URL('../../../prisma/migrations', import.meta.url));

export interface MigrateOptions {
  /** Folder holding `<timestamp>_<name>/migration.sql` folders. Defaults to `defaultMigrationsDir`. */
  migrationsDir?: string;
  /** How long to wait for another migrator's advisory lock (ms). Default 120 000. */
  lockTimeoutMs?: number;
  /** Receives one line per step ("applied 20261122014500_init", warnings). Silent by default. */
  log?: (line: string) => void;
}

export interface MigrateResult {
  /** Migrations applied by this call, in order. */
  applied: string[];
  /** Migrations that were already applied before this call. */
  alreadyApplied: string[];
  /** Migrations recorded in the database but absent from the folder (e.g. applied by a newer release). */
  unknown: string[];
}

export interface LocalMigration {
  /** Folder name, e.g. `20261122014500_init`: the `migration_name` Prisma records. */
  name: string;
  /** Contents of migration.sql. */
  sql: string;
  /** SHA-256 hex of migration.sql, as Prisma computes it. */
  checksum: string;
}

interface MigrationRow {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
}

/** DDL of Prisma's bookkeeping table, as Prisma's schema engine creates it on PostgreSQL. */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql, 'utf8').digest('hex');
}

/** Prisma accepts a file whose line endings changed (git autocrlf) as unchanged. */
function matchesChecksum(sql: string, recorded: string): boolean {
  const candidates = [sql, sql.replace(/\r\n/g, '\n'), sql.replace(/\r?\n/g, '\r\n')];
  // Very old Prisma versions wrote checksums without zero padding; compare the same way Prisma does.
  const normalise = (hex: string) => hex.toLowerCase().replace(/^0+/, '');
  return candidates.some((candidate) => normalise(checksumOf(candidate)) === normalise(recorded));
}

/** Read the migrations folder in Prisma's format, sorted by folder name (Prisma's order). */
export async function readMigrations(
  migrationsDir: string = defaultMigrationsDir,
): Promise<LocalMigration[]> {
  const dir = path.resolve(migrationsDir);
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch {
    throw new DbError('MIGRATIONS_INVALID', `Migrations folder ${dir} does not exist or cannot be read.`);
  }
  const lockFile = entries.includes('migration_lock.toml')
    ? await readFile(path.join(dir, 'migration_lock.toml'), 'utf8')
    : undefined;
  const provider = lockFile?.match(/^\s*provider\s*=\s*"([^"]*)"/m)?.[1];
  if (provider !== undefined && provider !== 'postgresql') {
    throw new DbError(
      'MIGRATIONS_INVALID',
      `Migrations in ${dir} were written for provider "${provider}", not "postgresql" (see migration_lock.toml).`,
    );
  }
  const migrations: LocalMigration[] = [];
  for (const name of entries.sort()) {
    const folder = path.join(dir, name);
    if (!(await stat(folder)).isDirectory()) continue;
    let sql: string;
    try {
      sql = await readFile(path.join(folder, 'migration.sql'), 'utf8');
    } catch {
      throw new DbError('MIGRATIONS_INVALID', `Migration folder ${folder} has no readable migration.sql.`);
    }
    migrations.push({ name, sql, checksum: checksumOf(sql) });
  }
  if (migrations.length === 0) {
    throw new DbError('MIGRATIONS_INVALID', `Migrations folder ${dir} contains no migration.`);
  }
  return migrations;
}

/**
 * Bring the database up to date with the migrations folder. Safe to call from several processes at
 * once (they queue on the advisory lock; the later ones find nothing to do). Throws a `DbError`
 * with a one-line message when it refuses or a migration fails.
 */
export async function migrate(databaseUrl: string, options: MigrateOptions = {}): Promise<MigrateResult> {
  const migrations = await readMigrations(options.migrationsDir);
  const log = options.log ?? (() => {});
  const lockTimeoutMs = options.lockTimeoutMs ?? 120_000;

  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'brethren-migrate' });
  // A dropped connection must surface as a failed query, not as an unhandled 'error' event.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw connectionError(error, databaseUrl);
  }

  try {
    await acquireLock(client, lockTimeoutMs, databaseUrl);
    try {
      return await migrateLocked(client, migrations, log);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK_ID]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

async function acquireLock(client: pg.Client, timeoutMs: number, databaseUrl: string): Promise<void> {
  await client.query(`SET lock_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK_ID]);
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') {
      throw new DbError(
        'MIGRATION_LOCK_TIMEOUT',
        `Timed out after ${timeoutMs} ms waiting for the migration lock (advisory lock ${PRISMA_MIGRATE_LOCK_ID}) on ${describeTarget(databaseUrl)}: another migration is running or a session holds the lock.`,
        { cause: error },
      );
    }
    throw error;
  } finally {
    await client.query('RESET lock_timeout').catch(() => {});
  }
}

async function migrateLocked(
  client: pg.Client,
  migrations: LocalMigration[],
  log: (line: string) => void,
): Promise<MigrateResult> {
  const exists = await client.query<{ exists: boolean }>(
    `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS exists`,
  );
  if (!exists.rows[0]?.exists) {
    const tables = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
        ORDER BY 1 LIMIT 5`,
    );
    if (tables.rows.length > 0) {
      const names = tables.rows.map((row) => row.name).join(', ');
      throw new DbError(
        'DATABASE_NOT_EMPTY',
        `The database schema is not empty (found ${names}) but has no _prisma_migrations table: baseline it first (see https://pris.ly/d/migrate-baseline) or use an empty database.`,
      );
    }
    await client.query(CREATE_MIGRATIONS_TABLE);
  }

  const { rows } = await client.query<MigrationRow>(
    `SELECT id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at
       FROM "_prisma_migrations" ORDER BY started_at, migration_name`,
  );

  const failed = rows.find((row) => row.finished_at === null && row.rolled_back_at === null);
  if (failed) {
    const firstLog = failed.logs?.split('\n').find((line) => line.trim() !== '') ?? 'no log recorded';
    throw new DbError(
      'MIGRATION_PREVIOUSLY_FAILED',
      `Migration "${failed.migration_name}" failed earlier (${firstLog}) and is unresolved: repair the database, then mark it with \`prisma migrate resolve --rolled-back ${failed.migration_name}\` (or UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE id = '${failed.id}').`,
      { details: failed.logs ?? undefined },
    );
  }

  const applied = new Map<string, MigrationRow>();
  for (const row of rows) {
    if (row.finished_at !== null && row.rolled_back_at === null) applied.set(row.migration_name, row);
  }

  const local = new Set(migrations.map((migration) => migration.name));
  const result: MigrateResult = { applied: [], alreadyApplied: [], unknown: [] };
  for (const name of applied.keys()) {
    if (!local.has(name)) result.unknown.push(name);
  }
  if (result.unknown.length > 0) {
    log(`warning: the database has migrations not in the folder: ${result.unknown.join(', ')}`);
  }

  for (const migration of migrations) {
    const row = applied.get(migration.name);
    if (!row) continue;
    if (!matchesChecksum(migration.sql, row.checksum)) {
      throw new DbError(
        'MIGRATION_CHECKSUM_MISMATCH',
        `Migration "${migration.name}" was modified after it was applied (checksum recorded ${row.checksum.slice(0, 12)}…, file now ${migration.checksum.slice(0, 12)}…): restore its migration.sql and put the change in a new migration.`,
      );
    }
    result.alreadyApplied.push(migration.name);
  }

  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await applyMigration(client, migration);
    result.applied.push(migration.name);
    log(`applied ${migration.name}`);
  }
  return result;
}

async function applyMigration(client: pg.Client, migration: LocalMigration): Promise<void> {
  const id = randomUUID();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, started_at, migration_name, applied_steps_count)
       VALUES ($1, $2, clock_timestamp(), $3, 0)`,
      [id, migration.checksum, migration.name],
    );
    // Simple-query protocol (no parameters): the whole script runs as sent, several statements included.
    await client.query(migration.sql);
    await client.query(
      `UPDATE "_prisma_migrations"
          SET applied_steps_count = applied_steps_count + 1, finished_at = clock_timestamp()
        WHERE id = $1`,
      [id],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    const err = error as { code?: string; message?: string; position?: string };
    const where = err.position ? ` at ${positionToLine(migration.sql, Number(err.position))}` : '';
    const logs = [
      `Database error code: ${err.code ?? 'unknown'}`,
      '',
      'Database error:',
      `${err.message ?? String(error)}${where}`,
    ].join('\n');
    // Record the failure the way Prisma does (finished_at stays NULL), so every migrator refuses to
    // continue until someone resolves it. Best effort: the connection itself may be gone.
    await client
      .query(
        `INSERT INTO "_prisma_migrations" (id, checksum, started_at, migration_name, logs, applied_steps_count)
         VALUES ($1, $2, clock_timestamp(), $3, $4, 0)`,
        [id, migration.checksum, migration.name, logs],
      )
      .catch(() => {});
    throw new DbError(
      'MIGRATION_FAILED',
      `Migration "${migration.name}" failed and was rolled back: ${err.message ?? String(error)}${where}.`,
      { details: logs, cause: error },
    );
  }
}

function positionToLine(sql: string, position: number): string {
  if (!Number.isFinite(position) || position < 1) return 'an unknown position';
  const before = sql.slice(0, position - 1);
  const line = before.split('\n').length;
  return `line ${line} of migration.sql`;
}
