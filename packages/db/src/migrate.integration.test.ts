import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbError } from './errors.js';
import { isDbError } from './errors.js';
import { PRISMA_MIGRATE_LOCK_ID, defaultMigrationsDir, migrate, readMigrations } from './migrate.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

const INIT = '20261122014500_init';
/** Every migration of the repository, in the order they apply. */
const ALL = readdirSync(defaultMigrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const TABLES = [
  'blocks',
  'users',
  'api_tokens',
  'matches',
  'seats',
  'match_events',
  'ratings',
  'rating_history',
  'queue_tickets',
  'chat_messages',
  'chat_reports',
  'follows',
  'departed_accounts',
  'notifications',
  'vacations',
  'email_addresses',
  'mail_preferences',
  'mail_sends',
  'mail_secret',
  'seat_changes',
  'tournaments',
  'tournament_entries',
  'tournament_rounds',
  'tournament_matches',
  'tournament_presence',
  'data_exports',
  'match_reviews',
];

const databases: TestDatabase[] = [];
const temporaryDirs: string[] = [];

async function freshDatabase(): Promise<string> {
  const db = await createTestDatabase('migrate');
  databases.push(db);
  return db.databaseUrl;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A copy of the real migrations folder that a test may change. */
async function copyOfMigrations(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'brethren-migrations-'));
  temporaryDirs.push(dir);
  await cp(defaultMigrationsDir, dir, { recursive: true });
  return dir;
}

async function expectDbError(promise: Promise<unknown>, code: DbError['code']): Promise<DbError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isDbError(error), `expected DbError ${code}, got ${String(error)}`).toBe(true);
  const dbError = error as DbError;
  expect(dbError.code).toBe(code);
  expect(dbError.message).not.toMatch(/\n/);
  return dbError;
}

afterAll(async () => {
  await Promise.all(databases.map((db) => db.drop()));
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('migrate', () => {
  let url: string;
  beforeAll(async () => {
    url = await freshDatabase();
  });

  it('creates every table and records the migration as Prisma does', async () => {
    const result = await migrate(url);
    expect(result).toEqual({ applied: ALL, alreadyApplied: [], unknown: [] });

    const tables = await query<{ table_name: string }>(
      url,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    expect(tables.map((t) => t.table_name).sort()).toEqual([...TABLES, '_prisma_migrations'].sort());

    const file = await readFile(path.join(defaultMigrationsDir, INIT, 'migration.sql'));
    const rows = await query(url, `SELECT * FROM "_prisma_migrations" ORDER BY migration_name`);
    expect(rows).toHaveLength(ALL.length);
    expect(rows[0]).toMatchObject({
      migration_name: INIT,
      checksum: createHash('sha256').update(file).digest('hex'),
      logs: null,
      rolled_back_at: null,
      applied_steps_count: 1,
    });
    expect(rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0]?.finished_at).toBeInstanceOf(Date);
    expect(rows[0]?.started_at).toBeInstanceOf(Date);
  });

  it('keeps _prisma_migrations column for column as Prisma creates it', async () => {
    const columns = await query<Record<string, unknown>>(
      url,
      `SELECT column_name, data_type, character_maximum_length, is_nullable, column_default
         FROM information_schema.columns WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns).toEqual([
      col('id', 'character varying', 36, 'NO', null),
      col('checksum', 'character varying', 64, 'NO', null),
      col('finished_at', 'timestamp with time zone', null, 'YES', null),
      col('migration_name', 'character varying', 255, 'NO', null),
      col('logs', 'text', null, 'YES', null),
      col('rolled_back_at', 'timestamp with time zone', null, 'YES', null),
      col('started_at', 'timestamp with time zone', null, 'NO', 'now()'),
      col('applied_steps_count', 'integer', null, 'NO', '0'),
    ]);
    const pk = await query<{ column_name: string }>(
      url,
      `SELECT a.attname AS column_name FROM pg_index i
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
        WHERE i.indrelid = '"_prisma_migrations"'::regclass AND i.indisprimary`,
    );
    expect(pk).toEqual([{ column_name: 'id' }]);
  });

  it('is a no-op the second time', async () => {
    const result = await migrate(url);
    expect(result).toEqual({ applied: [], alreadyApplied: ALL, unknown: [] });
    expect(await query(url, `SELECT 1 FROM "_prisma_migrations"`)).toHaveLength(ALL.length);
  });

  it('refuses an applied migration whose file was changed', async () => {
    const dir = await copyOfMigrations();
    const file = path.join(dir, INIT, 'migration.sql');
    await writeFile(file, `${await readFile(file, 'utf8')}\nCREATE TABLE "sneaky" ("id" INTEGER);\n`);
    const error = await expectDbError(migrate(url, { migrationsDir: dir }), 'MIGRATION_CHECKSUM_MISMATCH');
    expect(error.message).toContain(INIT);
    expect(error.message).toContain('modified after it was applied');
    const sneaky = await query(url, `SELECT to_regclass('sneaky') IS NOT NULL AS present`);
    expect(sneaky[0]).toEqual({ present: false });
  });

  it('accepts a file whose line endings changed, as Prisma does', async () => {
    const dir = await copyOfMigrations();
    const file = path.join(dir, INIT, 'migration.sql');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/\n/g, '\r\n'));
    expect((await migrate(url, { migrationsDir: dir })).alreadyApplied).toEqual(ALL);
  });

  it('reports migrations the folder does not know, without failing', async () => {
    const dir = await copyOfMigrations();
    await mkdir(path.join(dir, '20990101000000_later'));
    await writeFile(
      path.join(dir, '20990101000000_later', 'migration.sql'),
      'CREATE TABLE "later" ("id" INTEGER);',
    );
    expect((await migrate(url, { migrationsDir: dir })).applied).toEqual(['20990101000000_later']);
    const lines: string[] = [];
    const result = await migrate(url, { log: (line) => lines.push(line) });
    expect(result.unknown).toEqual(['20990101000000_later']);
    expect(lines.join('\n')).toContain('20990101000000_later');
  });
});

describe('migrate failures', () => {
  it('rolls back a failing migration, records it, and refuses until it is resolved', async () => {
    const url = await freshDatabase();
    const dir = await copyOfMigrations();
    const broken = path.join(dir, '20990101000000_broken');
    await mkdir(broken);
    await writeFile(
      path.join(broken, 'migration.sql'),
      'CREATE TABLE "half" ("id" INTEGER);\nALTER TABLE "no_such_table" ADD COLUMN "x" INTEGER;\n',
    );

    const failure = await expectDbError(migrate(url, { migrationsDir: dir }), 'MIGRATION_FAILED');
    expect(failure.message).toContain('20990101000000_broken');
    expect(failure.message).toContain('"no_such_table" does not exist');

    // The init migration stays applied; the broken one left nothing behind but its failure record.
    expect(await query(url, `SELECT to_regclass('half') IS NULL AS gone`)).toEqual([{ gone: true }]);
    const rows = await query<{ migration_name: string; finished_at: Date | null; logs: string | null }>(
      url,
      `SELECT migration_name, finished_at, logs FROM "_prisma_migrations" ORDER BY migration_name`,
    );
    expect(rows.map((r) => [r.migration_name, r.finished_at !== null])).toEqual([
      ...ALL.map((name) => [name, true]),
      ['20990101000000_broken', false],
    ]);
    expect(rows[ALL.length]?.logs).toContain('42P01');

    const refused = await expectDbError(migrate(url, { migrationsDir: dir }), 'MIGRATION_PREVIOUSLY_FAILED');
    expect(refused.message).toContain('prisma migrate resolve --rolled-back 20990101000000_broken');

    // Resolve it as `prisma migrate resolve --rolled-back` would, fix the SQL, and go on.
    await query(url, `UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE finished_at IS NULL`);
    await writeFile(path.join(broken, 'migration.sql'), 'CREATE TABLE "half" ("id" INTEGER);\n');
    expect((await migrate(url, { migrationsDir: dir })).applied).toEqual(['20990101000000_broken']);
  });

  it('does not apply twice when several processes migrate at once', async () => {
    const url = await freshDatabase();
    const results = await Promise.all([migrate(url), migrate(url), migrate(url), migrate(url)]);
    expect(results.filter((r) => r.applied.length === ALL.length)).toHaveLength(1);
    expect(results.filter((r) => r.alreadyApplied.length === ALL.length)).toHaveLength(3);
    expect(await query(url, `SELECT 1 FROM "_prisma_migrations"`)).toHaveLength(ALL.length);
  });

  it('waits for the advisory lock Prisma uses, and times out clearly', async () => {
    const url = await freshDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK_ID]);
      const error = await expectDbError(migrate(url, { lockTimeoutMs: 300 }), 'MIGRATION_LOCK_TIMEOUT');
      expect(error.message).toContain(String(PRISMA_MIGRATE_LOCK_ID));
      const pending = migrate(url);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await holder.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK_ID]);
      expect((await pending).applied).toEqual(ALL);
    } finally {
      await holder.end();
    }
  });

  it('refuses a non-empty database without a migrations table (Prisma P3005)', async () => {
    const url = await freshDatabase();
    await query(url, 'CREATE TABLE "legacy" ("id" INTEGER)');
    const error = await expectDbError(migrate(url), 'DATABASE_NOT_EMPTY');
    expect(error.message).toContain('legacy');
  });

  it('gives a one-line error for an unreachable database', async () => {
    const error = await expectDbError(
      migrate('postgresql://postgres@127.0.0.1:1/nowhere'),
      'DATABASE_UNREACHABLE',
    );
    expect(error.message).toBe(
      'Could not connect to PostgreSQL at 127.0.0.1:1/nowhere: connection refused (is PostgreSQL running there?).',
    );
  });

  it('gives a one-line error for a missing migrations folder', async () => {
    await expectDbError(readMigrations('/nonexistent/migrations'), 'MIGRATIONS_INVALID');
  });
});

function col(
  column_name: string,
  data_type: string,
  character_maximum_length: number | null,
  is_nullable: string,
  column_default: string | null,
) {
  return { column_name, data_type, character_maximum_length, is_nullable, column_default };
}
