// Prisma CLI configuration (Prisma 7 keeps the connection URL out of schema.prisma).
// The schema and migrations live in the repository's top-level prisma/ folder.
// `prisma generate` needs no database; `prisma migrate deploy` (where its engine is available)
// reads DATABASE_URL. At run time the app migrates with this package's own runner instead.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: '../../prisma/schema.prisma',
  migrations: { path: '../../prisma/migrations' },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
