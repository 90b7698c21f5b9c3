import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPooledDatabase, type PooledDatabase } from './pools.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

let database: TestDatabase;
let pooled: PooledDatabase;

beforeAll(async () => {
  database = await createTestDatabase('pools');
  pooled = createPooledDatabase(database.databaseUrl, { pools: { requests: 1, background: 1 } });
});

afterAll(async () => {
  await pooled.disconnect();
  await database.drop();
});

/** Which pool answers: the name its connections give PostgreSQL. */
async function throughPrisma(): Promise<string> {
  const rows = await pooled.prisma.$queryRaw<
    { name: string }[]
  >`SELECT current_setting('application_name') AS name`;
  return rows[0]!.name;
}

async function throughPool(): Promise<string> {
  const { rows } = await pooled.pool.query<{ name: string }>(
    "SELECT current_setting('application_name') AS name",
  );
  return rows[0]!.name;
}

describe('a database over two pools', () => {
  it('serves work on the requests’ pool, and background work on its own, through the same objects', async () => {
    expect([await throughPrisma(), await throughPool()]).toEqual(['brethren', 'brethren']);
    expect(await pooled.inBackground(async () => [await throughPrisma(), await throughPool()])).toEqual([
      'brethren-background',
      'brethren-background',
    ]);
  });

  it('keeps background work on its pool in what it starts later: timers, transactions', async () => {
    const later = await pooled.inBackground(
      () => new Promise<string>((resolve) => setTimeout(() => void throughPrisma().then(resolve), 10)),
    );
    expect(later).toBe('brethren-background');
    const inTransaction = await pooled.inBackground(() =>
      pooled.prisma.$transaction(
        (tx) => tx.$queryRaw<{ name: string }[]>`SELECT current_setting('application_name') AS name`,
      ),
    );
    expect(inTransaction[0]?.name).toBe('brethren-background');
  });

  it('answers background work while every request connection is taken', async () => {
    const held = await pooled.pool.connect();
    try {
      expect(await pooled.inBackground(throughPool)).toBe('brethren-background');
    } finally {
      held.release();
    }
  });
});
