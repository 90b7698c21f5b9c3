#!/usr/bin/env node
/**
 * Grants the moderator role to an account (it may then read and resolve chat reports), or revokes
 * it with `--revoke`. The API never grants it: only whoever runs the server's database does.
 * Usage: DATABASE_URL=postgresql://… npm run moderator -w @brethren/server -- <handle> [--revoke]
 */
import { createPrismaClient } from '@brethren/db';
import { setModerator } from '../moderation/moderators.js';

const url = process.env['DATABASE_URL'];
const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const handles = args.filter((arg) => arg !== '--revoke');
if (!url || handles.length !== 1 || handles[0]!.startsWith('-')) {
  console.error(
    'usage: DATABASE_URL=postgresql://… npm run moderator -w @brethren/server -- <handle> [--revoke]',
  );
  process.exit(2);
}
const handle = handles[0]!;
const prisma = createPrismaClient(url);
try {
  const change = await setModerator(prisma, handle, !revoke);
  if (change === 'NO_ACCOUNT') {
    console.error(`moderator: no account "${handle}"`);
    process.exitCode = 1;
  } else if (change === 'GUEST') {
    console.error(`moderator: "${handle}" is a guest account; it must be claimed first`);
    process.exitCode = 1;
  } else {
    console.log(revoke ? `${change.handle} is no longer a moderator` : `${change.handle} is now a moderator`);
  }
} finally {
  await prisma.$disconnect();
}
