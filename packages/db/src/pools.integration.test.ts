import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { createDatabases, type Databases } from './pools.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

let database: TestDatabase;
let databases: Databases;

beforeAll(async () => {
  database = await createTestDatabase('pools');
  databases = createDatabases(database.databaseUrl, {
    connectTimeoutMs: 500,
    statementTimeoutMs: 4000,
    pools: { requests: 1, background: 1 },
  });
});

afterAll(async () => {
  await databases.disconnect();
  await database.drop();
});

/** The name a database's connections give PostgreSQL, and their statement timeout, through Prisma. */
async function throughPrisma({ prisma }: Database): Promise<{ name: string; timeout: string }> {
  const rows = await prisma.$queryRaw<{ name: string; timeout: string }[]>`
    SELECT current_setting('application_name') AS name, current_setting('statement_timeout') AS timeout`;
  return rows[0]!;
}

/** The same through its pg pool. */
async function throughPool({ pool }: Database): Promise<string> {
  const { rows } = await pool.query<{ name: string }>("SELECT current_setting('application_name') AS name");
  return rows[0]!.name;
}

describe('the server’s two databases', () => {
  it('name their connections apart, and keep the same timeouts', async () => {
    expect(await throughPrisma(databases.requests)).toEqual({ name: 'brethren', timeout: '4s' });
    expect(await throughPrisma(databases.background)).toEqual({ name: 'brethren-background', timeout: '4s' });
    expect(await throughPool(databases.requests)).toBe('brethren');
    expect(await throughPool(databases.background)).toBe('brethren-background');
  });

  it('answer background work while every request connection is taken', async () => {
    const held = await databases.requests.pool.connect();
    try {
      // The requests' one connection is out: a further request waits for it, and gives up.
      await expect(databases.requests.pool.query('SELECT 1')).rejects.toThrow(/timeout/i);
      expect(await throughPrisma(databases.background)).toMatchObject({ name: 'brethren-background' });
      expect(await throughPool(databases.background)).toBe('brethren-background');
    } finally {
      held.release();
    }
  });
});
