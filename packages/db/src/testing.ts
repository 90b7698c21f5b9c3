// Helpers for tests that need a real database: each test file makes its own throw-away database on
// the development/CI PostgreSQL server and drops it afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectionError } from './errors.js';

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
  const name = `brethren_test_${prefix.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
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
