import { readdirSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMigrationsDir, migrate } from './migrate.js';
import { createTestDatabase, type TestDatabase } from './testing.js';

const ONE_SEAT = '20261124090000_one_seat_per_account_table_expiry';
/** The migrations that came before it, for a database as it was then. */
const BEFORE = readdirSync(defaultMigrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name < ONE_SEAT)
  .map((entry) => entry.name);

let db: TestDatabase;
let client: pg.Client;
let earlier: string;

beforeAll(async () => {
  db = await createTestDatabase('one_seat');
  earlier = await mkdtemp(path.join(tmpdir(), 'brethren-migrations-'));
  for (const name of BEFORE)
    await cp(path.join(defaultMigrationsDir, name), path.join(earlier, name), { recursive: true });
  await migrate(db.databaseUrl, { migrationsDir: earlier });
  client = new pg.Client({ connectionString: db.databaseUrl });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
  await rm(earlier, { recursive: true, force: true });
});

async function addMatch(id: string, status: string, seats: (string | null)[]): Promise<void> {
  await client.query(
    `INSERT INTO matches (id, game, seed_hash, seed, status, player_count) VALUES ($1, 'cartagena', 'h', 's', $2, $3)`,
    [id, status, seats.length],
  );
  for (const [seat, userId] of seats.entries()) {
    await client.query(`INSERT INTO seats (id, match_id, seat, user_id) VALUES ($1, $2, $3, $4)`, [
      `${id}-${seat}`,
      id,
      seat,
      userId,
    ]);
  }
}

describe(`the ${ONE_SEAT} migration`, () => {
  it('settles accounts seated twice before it makes a second seat impossible', async () => {
    for (const user of ['anne', 'bob'])
      await client.query(
        `INSERT INTO users (id, handle, handle_key, password_hash, updated_at) VALUES ($1, $1, $1, 'x', now())`,
        [user],
      );
    await addMatch('open', 'OPEN', ['anne', 'bob', 'bob', null]);
    await addMatch('active', 'ACTIVE', ['bob', 'anne', 'bob']);
    await addMatch('fine', 'ACTIVE', ['anne', 'bob']);

    expect((await migrate(db.databaseUrl)).applied).toContain(ONE_SEAT);

    const seats = await client.query<{ match_id: string; user_id: string | null }>(
      `SELECT match_id, user_id FROM seats ORDER BY match_id, seat`,
    );
    const byMatch = (id: string) => seats.rows.filter((row) => row.match_id === id).map((row) => row.user_id);
    // The lowest seat is kept; the later one opens again at the open table.
    expect(byMatch('open')).toEqual(['anne', 'bob', null, null]);
    expect(byMatch('active')).toEqual(['bob', 'anne', null]);
    expect(byMatch('fine')).toEqual(['anne', 'bob']);
    const statuses = await client.query<{ id: string; status: string; finished: boolean }>(
      `SELECT id, status, finished_at IS NOT NULL AS finished FROM matches ORDER BY id`,
    );
    expect(statuses.rows).toEqual([
      // The match under way could never have finished: it is aborted.
      { id: 'active', status: 'ABORTED', finished: true },
      { id: 'fine', status: 'ACTIVE', finished: false },
      { id: 'open', status: 'OPEN', finished: false },
    ]);

    await expect(
      client.query(`UPDATE seats SET user_id = 'anne' WHERE match_id = 'open' AND seat = 3`),
    ).rejects.toMatchObject({ code: '23505' });
    // People already seated count as seated since the table opened.
    const seated = await client.query<{ match_id: string; seat: number; since_opening: boolean | null }>(
      `SELECT s.match_id, s.seat, s.seated_at = m.created_at AS since_opening
         FROM seats s JOIN matches m ON m.id = s.match_id WHERE s.match_id = 'open' ORDER BY s.seat`,
    );
    expect(seated.rows.map((row) => row.since_opening)).toEqual([true, true, null, null]);
    // Empty and bot seats have no user, and any number of them may share a match.
    await client.query(`UPDATE seats SET user_id = NULL WHERE match_id = 'open'`);
  });
});
