import { createDatabase, migrate } from '@brethren/db';
import { createMigratedTestDatabase } from '@brethren/db/testing';
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
