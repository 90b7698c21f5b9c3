import { createPrismaClient, type PrismaClient } from '@brethren/db';
import { Redis } from 'ioredis';
import { AccountRepository } from './accounts/repository.js';
import { AccountService } from './accounts/service.js';
import type { Services } from './context.js';
import { GameCatalog } from './games/catalog.js';
import { startHttpServer } from './http/app.js';
import type { Logger } from './logger.js';
import { MatchRepository } from './matches/repository.js';
import { MatchService } from './matches/service.js';
import { MemoryPubSub } from './pubsub/memory.js';
import type { PubSub } from './pubsub/pubsub.js';
import { RedisPubSub } from './pubsub/redis.js';
import { DEFAULT_RANKED_SETTINGS, clockFor, type RankedSettings } from './ranked/config.js';
import { RankedRepository } from './ranked/repository.js';
import { RankedService } from './ranked/service.js';
import { StatsRepository } from './ranked/stats.js';
import { DEFAULT_RATE_LIMITS, RateLimits, type RateLimitSettings } from './security/rate-limits.js';

export interface PlatformOptions {
  readonly databaseUrl: string;
  readonly redisUrl?: string | undefined;
  readonly port: number;
  readonly host?: string;
  readonly logger: Logger;
  readonly botDelayMs: number;
  readonly publicUrl?: string | undefined;
  readonly rateLimits?: RateLimitSettings;
  readonly ranked?: Partial<RankedSettings>;
  /** Proxies whose X-Forwarded-For is believed (express's `trust proxy`); default this machine. */
  readonly trustProxy?: string | undefined;
}

export interface Platform {
  /** The GraphQL endpoint, e.g. http://localhost:4000/graphql. */
  readonly url: string;
  readonly port: number;
  readonly prisma: PrismaClient;
  /** The services behind the API, for tests and scripts that drive them directly. */
  readonly services: Services;
  close(): Promise<void>;
}

/** Wires the services together and starts serving, on a database that is already migrated. */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const { logger } = options;
  const prisma = createPrismaClient(options.databaseUrl);
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 3, enableOfflineQueue: true })
    : undefined;
  const pubsub: PubSub = options.redisUrl
    ? await RedisPubSub.connect(options.redisUrl, logger)
    : new MemoryPubSub();
  const catalog = new GameCatalog();
  const rankedSettings = { ...DEFAULT_RANKED_SETTINGS, ...options.ranked };
  const rankedRepository = new RankedRepository(prisma);
  const matches = new MatchService(new MatchRepository(prisma), catalog, pubsub, logger, rankedRepository, {
    botDelayMs: options.botDelayMs,
    clockFor: (game) => clockFor(rankedSettings, game),
  });
  const ranked = new RankedService(rankedRepository, matches, catalog, pubsub, logger, rankedSettings);
  const services: Services = {
    accounts: new AccountService(new AccountRepository(prisma)),
    matches,
    ranked,
    stats: new StatsRepository(prisma),
    catalog,
    pubsub,
    limits: new RateLimits(options.rateLimits ?? DEFAULT_RATE_LIMITS, redis),
    logger,
    links: { base: options.publicUrl ?? '' },
  };
  const server = await startHttpServer(services, {
    port: options.port,
    host: options.host ?? '0.0.0.0',
    trustProxy: options.trustProxy ?? 'loopback',
  });
  const port = Number(new URL(server.url).port);
  // With port 0 the real port is known only now.
  services.links.base ||= `http://localhost:${port}`;
  await matches.resumeBots();
  ranked.start();
  return {
    url: server.url,
    port,
    prisma,
    services,
    close: async () => {
      await ranked.close();
      await matches.close();
      await server.close();
      await pubsub.close();
      redis?.disconnect();
      await prisma.$disconnect();
    },
  };
}
