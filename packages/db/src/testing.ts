// Helpers for tests that need a real database: each test file makes its own throw-away database on
// the development/CI PostgreSQL server and drops it afterwards.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectionError } from './errors.js';
import { migrate, readMigrations } from './migrate.js';

/**
 * The server tests create databases on: `DATABASE_URL`'s server if set, else the local PostgreSQL at
 * 127.0.0.1:5432 (user postgres, trust authentication), as on development machines and CI.
 */
export function testServerUrl(): string {
  const url = new URL(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
}

export interface TestDatabase {
  /** Connection string of the new, empty database. */
  databaseUrl: string;
  name: string;
  /** Drop the database, closing any connection still open to it. */
  drop(): Promise<void>;
}

/** Create an empty database with a random name (`brethren_test_<prefix>_<random>`). */
export async function createTestDatabase(prefix = 'db', serverUrl = testServerUrl()): Promise<TestDatabase> {
  return createDatabaseFrom(prefix, serverUrl, undefined);
}

/**
 * Create a database already migrated to the repository's latest schema: a copy (`CREATE DATABASE …
 * TEMPLATE`) of a template database migrated once per set of migrations, which takes a fraction of
 * the time of migrating each test's database. Migrating the copy again finds nothing to apply.
 */
export async function createMigratedTestDatabase(
  prefix = 'db',
  serverUrl = testServerUrl(),
): Promise<TestDatabase> {
  try {
    return await createDatabaseFrom(prefix, serverUrl, await migratedTemplate(serverUrl));
  } catch (error) {
    // Another worktree's run, migrated differently, dropped this template as stale: build it again.
    if ((error as { code?: string }).code !== UNDEFINED_DATABASE) throw error;
    templates.delete(serverUrl);
    return createDatabaseFrom(prefix, serverUrl, await migratedTemplate(serverUrl));
  }
}

/** PostgreSQL's error code for a database (here a template) that does not exist. */
const UNDEFINED_DATABASE = '3D000';

async function createDatabaseFrom(
  prefix: string,
  serverUrl: string,
  template: string | undefined,
): Promise<TestDatabase> {
  const name = `brethren_test_${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (client) => {
    const from = template === undefined ? '' : ` TEMPLATE ${client.escapeIdentifier(template)}`;
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${from}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    name,
    drop: () =>
      withAdmin(serverUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      }),
  };
}

async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    throw connectionError(error, serverUrl);
  }
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Template names made (or found) in this process, by server. */
const templates = new Map<string, Promise<string>>();

/** Key of the session advisory lock under which one process at a time builds a template. */
const TEMPLATE_LOCK_ID = 72707370;

/**
 * The name of a database on `serverUrl` migrated with the repository's migrations, named after their
 * checksums (`brethren_template_<hash>`), so every test process and worktree with the same
 * migrations shares it, and a new migration makes a new one. Built under an advisory lock into a
 * database of another name that is renamed when complete: a half-built template is never copied.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  let found = templates.get(serverUrl);
  if (!found) {
    found = buildTemplate(serverUrl);
    found.catch(() => templates.delete(serverUrl));
    templates.set(serverUrl, found);
  }
  return found;
}

async function buildTemplate(serverUrl: string): Promise<string> {
  const hash = createHash('sha256');
  for (const migration of await readMigrations()) hash.update(`${migration.name} ${migration.checksum}\n`);
  const name = `brethren_template_${hash.digest('hex').slice(0, 16)}`;
  await withAdmin(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount) return;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(building)} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(building)}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      await migrate(url.toString());
      await client.query(
        `ALTER DATABASE ${client.escapeIdentifier(building)} RENAME TO ${client.escapeIdentifier(name)}`,
      );
      await dropStaleTemplates(client, name);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => {});
    }
  });
  return name;
}

/**
 * Templates of other sets of migrations (earlier versions of the schema) would pile up on the
 * server run after run: each new template drops the others but the few newest (by OID, which
 * grows with each database made), which other worktrees on the same server may still be copying.
 * One being copied from refuses (PostgreSQL will not drop a database in use) and waits for next time.
 */
async function dropStaleTemplates(client: pg.Client, keep: string): Promise<void> {
  const stale = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'brethren\\_template\\_%' AND datname <> $1
     ORDER BY oid DESC OFFSET $2`,
    [keep, OTHER_TEMPLATES_KEPT],
  );
  for (const { datname } of stale.rows) {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)}`).catch(() => {});
  }
}

/** Templates of other migration sets left in place: other branches' latest, likely still in use. */
const OTHER_TEMPLATES_KEPT = 4;
