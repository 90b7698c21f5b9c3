import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { DateTimeResolver, JSONResolver } from 'graphql-scalars';
import { accountResolvers } from './accounts/resolvers.js';
import { guardTokenPowers } from './accounts/token-powers.js';
import { chatResolvers } from './chat/resolvers.js';
import { gameResolvers } from './games/resolvers.js';
import type { Resolvers } from './generated/graphql.js';
import { guardArguments } from './input/argument-guard.js';
import { mailResolvers } from './mail/resolvers.js';
import { matchResolvers } from './matches/resolvers.js';
import { moderationResolvers } from './moderation/resolvers.js';
import { notificationResolvers } from './notifications/resolvers.js';
import { openDataResolvers } from './open-data/resolvers.js';
import { peopleResolvers } from './people/resolvers.js';
import { rankedResolvers } from './ranked/resolvers.js';
import { reviewResolvers } from './reviews/resolvers.js';
import { tournamentResolvers } from './tournaments/resolvers.js';
import { vacationResolvers } from './vacations/resolvers.js';
import { viewResolvers } from './views/resolvers.js';

/** The SDL files, next to `src/` and `dist/`: the public contract, documented field by field. */
const schemaDir = fileURLToPath(new URL('../schema/', import.meta.url));

export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(schemaDir + file, 'utf8'));
}

const scalarResolvers: Resolvers = { JSON: JSONResolver, DateTime: DateTimeResolver };

/**
 * The executable schema, every argument behind the input guard (see `input/argument-guard.ts`) and
 * what secures an account out of API tokens' reach (see `accounts/token-powers.ts`).
 */
export function buildSchema() {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      scalarResolvers,
      accountResolvers,
      chatResolvers,
      gameResolvers,
      mailResolvers,
      matchResolvers,
      moderationResolvers,
      notificationResolvers,
      openDataResolvers,
      peopleResolvers,
      rankedResolvers,
      reviewResolvers,
      tournamentResolvers,
      vacationResolvers,
      viewResolvers,
    ] as never,
  });
  return guardTokenPowers(guardArguments(schema));
}
