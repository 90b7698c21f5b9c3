#!/usr/bin/env node
/**
 * Recomputes every rating from the stored results of finished ranked matches and reports any
 * difference from the live values. `--write` replaces the stored ratings with the recomputed ones.
 * Usage: DATABASE_URL=postgresql://… npm run ratings:recompute -w @brethren/server [-- --write]
 */
import { createPrismaClient } from '@brethren/db';
import { recomputeRatings } from '../ranked/recompute.js';

const url = process.env['DATABASE_URL'];
if (!url) {
  console.error('recompute-ratings: set DATABASE_URL to the database to check');
  process.exit(2);
}
const prisma = createPrismaClient(url);
const write = process.argv.includes('--write');
try {
  const { ratings, mismatches } = await recomputeRatings(prisma, { write });
  console.log(`${ratings.length} ratings recomputed; ${mismatches.length} differ from the stored values`);
  for (const line of mismatches) console.log(`  ${line}`);
  if (write && mismatches.length > 0) console.log('stored ratings replaced by the recomputed ones');
  process.exitCode = mismatches.length > 0 && !write ? 1 : 0;
} finally {
  await prisma.$disconnect();
}
