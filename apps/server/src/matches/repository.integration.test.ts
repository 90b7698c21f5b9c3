import { createDatabase, migrate } from '@brethren/db';
import { createMigratedTestDatabase } from '@brethren/db/testing';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { matchStoreContract } from '../testing/match-store-contract.js';
import { MatchRepository } from './repository.js';

matchStoreContract('PostgreSQL', async () => {
  const database = await createMigratedTestDatabase('repository');
  await migrate(database.databaseUrl);
  const { prisma, pool } = createDatabase(database.databaseUrl);
  return {
    store: new MatchRepository(prisma, pool),
    player: async (handle) =>
      (await prisma.user.create({ data: { handle, handleKey: handle }, select: { id: true } })).id,
    close: async () => {
      await prisma.$disconnect();
      await database.drop();
    },
  };
});

describe('a bot turn a forfeit sets while another node clears it', () => {
  it('is kept: the clear counts the seats once the forfeit has committed', async () => {
    const database = await createMigratedTestDatabase('bot-turn-race');
    const { prisma, pool } = createDatabase(database.databaseUrl);
    const forfeiting = new pg.Client({ connectionString: database.databaseUrl });
    try {
      const store = new MatchRepository(prisma, pool);
      const [anne, bob] = await Promise.all(
        ['anne', 'bob'].map(
          async (handle) =>
            (await prisma.user.create({ data: { handle, handleKey: handle }, select: { id: true } })).id,
        ),
      );
      const created = await store.create(
        {
          game: 'cartagena',
          options: {},
          seed: 'race-seed',
          seedHash: 'race-hash',
          visibility: 'PUBLIC',
          createdById: anne!,
          seats: [
            { userId: anne!, botLevel: null },
            { userId: bob!, botLevel: null },
          ],
        },
        100,
      );
      const match = await store.changeTable(created.id, () => ({ status: 'ACTIVE' }), 100);
      // Bob resigns on one node: his forfeit is written but not yet committed…
      await forfeiting.connect();
      await forfeiting.query('BEGIN');
      await forfeiting.query(
        `UPDATE seats SET forfeited = true, bot_level = 'easy' WHERE match_id = $1 AND seat = 1`,
        [match!.id],
      );
      await forfeiting.query('UPDATE matches SET bot_due_at = now() WHERE id = $1', [match!.id]);
      // …while another node, which saw no bot at the table, clears the bot turn: it waits for the row.
      const clearing = store.clearBotTurn(match!.id, match!.seq, 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await forfeiting.query('COMMIT');
      await clearing;
      // The forfeit's bot turn stands: the stand-in bot is due to move.
      expect(await store.claimBot(match!.id, 60_000)).toBe(true);
    } finally {
      await forfeiting.end();
      await prisma.$disconnect();
      await database.drop();
    }
  });
});
