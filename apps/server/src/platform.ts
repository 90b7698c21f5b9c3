import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_POOL_SIZES, createDatabases, type PoolSizes, type PrismaClient } from '@brethren/db';
import type pg from 'pg';
import { createAccountAgents } from './accounts/agents.js';
import { DEFAULT_SESSIONS, type SessionSettings } from './accounts/sessions.js';
import type { DepartedSettings } from './accounts/departed-sweeper.js';
import type { GuestSettings } from './accounts/guest-sweeper.js';
import type { TokenCacheSettings } from './accounts/token-cache.js';
import { ChatRepository } from './chat/repository.js';
import { ChatService } from './chat/service.js';
import type { Services } from './context.js';
import { BotPool } from './engine/bot-pool.js';
import { DEFAULT_THINK_MS, EnginePort } from './engine/port.js';
import { ALL_ON, type FanoutSwitches } from './fanout/switches.js';
import { SharedViews } from './fanout/views.js';
import { databaseReadiness, reachable } from './faults/readiness.js';
import { startHttpServer } from './http/app.js';
import type { Logger } from './logger.js';
import { MailComposer } from './mail/compose.js';
import { LinkSigner } from './mail/links.js';
import { Mailer } from './mail/mailer.js';
import { MailRepository } from './mail/repository.js';
import { PasswordRecovery } from './mail/recovery.js';
import { MailAccountService } from './mail/service.js';
import { DEFAULT_MAIL_SETTINGS, type MailSettings } from './mail/settings.js';
import { createMailTransport } from './mail/transport.js';
import { MatchRepository } from './matches/repository.js';
import { createMatchAgents } from './matches/agents.js';
import { DEFAULT_TABLE_SETTINGS, type TableSettings } from './matches/table-sweeper.js';
import { DEFAULT_TURN_BASED, type TurnBasedSettings } from './matches/turn-based.js';
import { ModerationRepository } from './moderation/repository.js';
import { ModerationService } from './moderation/service.js';
import type { NotificationSink } from './notifications/model.js';
import { NotificationRepository } from './notifications/repository.js';
import { NotificationService } from './notifications/service.js';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NotificationSweeper,
  type NotificationSettings,
} from './notifications/sweeper.js';
import { ChallengeService } from './people/challenges.js';
import {
  DEFAULT_PRESENCE,
  MemoryPresence,
  RedisPresence,
  type Presence,
  type RedisPresenceSettings,
} from './people/presence.js';
import { TablePresence } from './matches/at-table.js';
import { MatchPublisher } from './matches/publisher.js';
import { PeopleRepository } from './people/repository.js';
import { PeopleService } from './people/service.js';
import { MemoryPubSub } from './pubsub/memory.js';
import type { PubSub } from './pubsub/pubsub.js';
import { RedisPubSub } from './pubsub/redis.js';
import { connectAtStart, DEFAULT_REDIS_PREFIX, redisConnection } from './pubsub/redis-connection.js';
import { DEFAULT_RANKED_SETTINGS, clockFor, type RankedSettings } from './ranked/config.js';
import { RatingUpdater } from './ranked/rating-updater.js';
import { RankedRepository } from './ranked/repository.js';
import { RankedService } from './ranked/service.js';
import { StatsRepository } from './ranked/stats.js';
import { TournamentFeed } from './tournaments/feed.js';
import { ArenaPresence, DEFAULT_ARENA_PRESENCE, type ArenaPresenceSettings } from './tournaments/presence.js';
import { TournamentRepository } from './tournaments/repository.js';
import { TournamentRoundDriver } from './tournaments/round-driver.js';
import {
  DEFAULT_TOURNAMENT_SETTINGS,
  TournamentService,
  type TournamentSettings,
} from './tournaments/service.js';
import { createVacations } from './vacations/agents.js';
import type { WsCaps } from './http/ws-caps.js';
import { DEFAULT_RATE_LIMITS, RateLimits, type RateLimitSettings } from './security/rate-limits.js';
import { DEFAULT_SIGN_IN_THROTTLE, type SignInThrottleSettings } from './security/sign-in-throttle.js';
import { STAND_IN_BOT } from './matches/forfeits.js';
import { DataExporter, DEFAULT_DATA_EXPORT_SETTINGS, type DataExportSettings } from './open-data/exporter.js';
import { DataExportRepository } from './open-data/repository.js';
import { OpenDataService } from './open-data/service.js';
import { ExportWriter } from './open-data/writer.js';
import { ReviewRepository } from './reviews/repository.js';
import { Reviewer } from './reviews/reviewer.js';
import { DEFAULT_REVIEW_SETTINGS, ReviewService, type ReviewSettings } from './reviews/service.js';

export interface PlatformOptions {
  readonly databaseUrl: string;
  readonly redisUrl?: string | undefined;
  /** Prefixes every Redis key and pub/sub channel, so deployments can share a Redis (default `brethren:`). */
  readonly redisPrefix?: string | undefined;
  readonly port: number;
  readonly host?: string;
  readonly logger: Logger;
  readonly botDelayMs: number;
  /** Worker threads for searching bots and how long each move may take (default 1 worker, 1 s). */
  readonly bots?: { readonly workers: number; readonly thinkMs: number };
  readonly publicUrl?: string | undefined;
  readonly rateLimits?: RateLimitSettings;
  /** Caps on WebSocket connections and operations per client (default DEFAULT_WS_CAPS). */
  readonly wsCaps?: WsCaps;
  /** The fan-out's optimisations, all on unless the load bench turns some off (FANOUT_OFF). */
  readonly fanout?: FanoutSwitches;
  readonly ranked?: Partial<RankedSettings>;
  /** How long open tables may sit idle, and how often each node sweeps them. */
  readonly tables?: Partial<TableSettings>;
  /** Turn-based play: each account's cap on such matches, the test pace (default DEFAULT_TURN_BASED). */
  readonly turnBased?: Partial<TurnBasedSettings>;
  /** Proxies whose X-Forwarded-For is believed (express's `trust proxy`); default none. */
  readonly trustProxy?: string | undefined;
  /** Shared with the web server, which sends it with the browser's address; none: ignored. */
  readonly clientAddressSecret?: string | undefined;
  readonly signInThrottle?: Partial<SignInThrottleSettings>;
  readonly sessions?: Partial<SessionSettings>;
  /** How long guest accounts may go unused, and how often each node looks (default 7 days, 10 min). */
  readonly guests?: Partial<Pick<GuestSettings, 'idleMs' | 'sweepIntervalMs'>>;
  /**
   * How long a deleted account's reported chat messages, their reports and its handle are kept, and
   * how often each node sweeps them (default 180 days, hourly).
   */
  readonly departed?: Partial<DepartedSettings>;
  /**
   * How often each node looks for tournament rounds to pair (default every 2 s), and the recurring
   * tournaments it creates ahead (default RECURRING_TOURNAMENTS, looked at every 10 minutes).
   */
  readonly tournaments?: Partial<
    Pick<TournamentSettings, 'pairingIntervalMs' | 'recurring' | 'recurringIntervalMs'>
  >;
  /** How long read notifications are kept, and how often each node prunes (default 30 days, 10 min). */
  readonly notifications?: Partial<NotificationSettings>;
  /**
   * Open data: the folder of the monthly files and how often the current month's is rewritten
   * (default hourly). Without it this node writes none (tests, unless they ask).
   */
  readonly dataExports?: { readonly dir: string } & Partial<DataExportSettings>;
  /** Post-game reviews: the per-decision budget, the daily limit, leases (default DEFAULT_REVIEW_SETTINGS). */
  readonly reviews?: Partial<ReviewSettings>;
  /** Mail: SMTP or a folder of .eml files, the web app's address for links, limits (default DEFAULT_MAIL_SETTINGS). */
  readonly mail?: Partial<MailSettings>;
  readonly tokenCache?: TokenCacheSettings;
  /** Waits on the database: to connect, and for one statement (default DEFAULT_DATABASE_TIMEOUTS). */
  readonly databaseTimeouts?: Partial<DatabaseTimeouts>;
  /** Connections for requests and for background work, each a pool of its own (default DEFAULT_POOL_SIZES). */
  readonly databasePools?: Partial<PoolSizes>;
  /** With Redis: how often each node renews its presence entries, and how long they hold (default DEFAULT_PRESENCE). */
  readonly presence?: RedisPresenceSettings;
  /** How often each node renews its arena presence rows, and how long they hold (default DEFAULT_ARENA_PRESENCE). */
  readonly arenaPresence?: ArenaPresenceSettings;
  /** How long requests under way may take to finish when the server stops (default 10 s). */
  readonly shutdownGraceMs?: number;
}

export interface DatabaseTimeouts {
  /** Opening a connection; over it, the request fails with SERVICE_UNAVAILABLE. */
  readonly connectMs: number;
  /** One statement; over it, it is cancelled and the request fails with SERVICE_UNAVAILABLE. */
  readonly statementMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 10_000 };

export interface Platform {
  /** The GraphQL endpoint, e.g. http://localhost:4000/graphql. */
  readonly url: string;
  readonly port: number;
  /** The requests' database (background work has one of its own). */
  readonly prisma: PrismaClient;
  /** The pool under the requests' Prisma, for the hot paths that skip it. */
  readonly pool: pg.Pool;
  /** The services behind the API, for tests and scripts that drive them directly. */
  readonly services: Services;
  /**
   * Stops in order: /health and /ready turn 503, no new connection is accepted, background work
   * (bots, clocks, sweeps, matchmaking) stops, requests under way get the grace period, WebSockets
   * close with 1001, then Redis and the database connections close.
   */
  close(): Promise<void>;
}

/** Wires the services together and starts serving, on a database that is already migrated. */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  const { logger } = options;
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.databaseTimeouts };
  // Bots, clocks, sweeps and pairing work through a database of their own, so a flood of requests
  // waiting for connections never holds them up: each agent is built on the one it uses.
  const databases = createDatabases(options.databaseUrl, {
    connectTimeoutMs: timeouts.connectMs,
    statementTimeoutMs: timeouts.statementMs,
    pools: { ...DEFAULT_POOL_SIZES, ...options.databasePools },
  });
  const { prisma, pool } = databases.requests;
  const background = databases.background;
  const redisPrefix = options.redisPrefix ?? DEFAULT_REDIS_PREFIX;
  const redis = options.redisUrl ? redisConnection(options.redisUrl, 'limits', logger) : undefined;
  if (redis) await connectAtStart(redis);
  const pubsub: PubSub = options.redisUrl
    ? await RedisPubSub.connect(options.redisUrl, logger, redisPrefix)
    : new MemoryPubSub();
  const limiterStore = { redis, prefix: redisPrefix };
  const botPool = new BotPool(options.bots?.workers ?? 1);
  const fanout = options.fanout ?? ALL_ON;
  const engine = new EnginePort(
    undefined,
    { pool: botPool, thinkMs: options.bots?.thinkMs ?? DEFAULT_THINK_MS },
    fanout['view-cache'] ? new SharedViews() : null,
  );
  const rankedSettings = { ...DEFAULT_RANKED_SETTINGS, ...options.ranked };
  const tableSettings = { ...DEFAULT_TABLE_SETTINGS, ...options.tables };
  const notificationRepository = new NotificationRepository(prisma);
  const notifications = new NotificationService(notificationRepository, pubsub);
  const rankedRepository = new RankedRepository(prisma, (written) => notifications.announce(written));
  const notificationSweeper = new NotificationSweeper(
    new NotificationRepository(background.prisma),
    { ...DEFAULT_NOTIFICATION_SETTINGS, ...options.notifications },
    logger,
  );
  const announce: NotificationSink = (written) => notifications.announce(written);
  const matchStores = {
    requests: new MatchRepository(prisma, pool, announce),
    background: new MatchRepository(background.prisma, background.pool, announce),
  };
  const vacations = createVacations(
    { requests: prisma, background: background.prisma },
    pubsub,
    options.turnBased,
  );
  const matches = createMatchAgents(matchStores, engine, pubsub, {
    botDelayMs: options.botDelayMs,
    clockFor: (game) => clockFor(rankedSettings, game),
    tables: tableSettings,
    turnBased: options.turnBased,
    pauses: vacations.pauses,
    logger,
  });
  // Ranked play hooks into matches; matches know nothing of it. The hook runs in the transaction of
  // whichever pool finishes the match (background and requests' finishers share their hooks).
  matches.finisher.register(new RatingUpdater(rankedRepository));
  const turnBased = { ...DEFAULT_TURN_BASED, ...options.turnBased };
  const ranked = new RankedService(
    rankedRepository,
    matches.tables,
    engine,
    pubsub,
    logger,
    rankedSettings,
    turnBased,
  );
  // Matchmaking waves, and the guest sweep's leaving the queue, are background work: the same
  // service over the background pool's repository and tables.
  const backgroundRanked = new RankedService(
    new RankedRepository(background.prisma, announce),
    matches.background.tables,
    engine,
    pubsub,
    logger,
    rankedSettings,
    turnBased,
  );
  const tournamentSettings: TournamentSettings = {
    ...DEFAULT_TOURNAMENT_SETTINGS,
    ...options.tournaments,
    testPaceMs: turnBased.testPaceMs,
  };
  const liveClockFor = (game: string) => clockFor(rankedSettings, game);
  const tournamentRepository = new TournamentRepository(prisma, announce);
  const tournaments = new TournamentService(
    tournamentRepository,
    engine,
    matches.tables,
    matches.forfeits,
    liveClockFor,
    tournamentSettings,
    logger,
  );
  // Pairing rounds is background work: the same service over the background pool's repository.
  const pairingTournaments = new TournamentService(
    new TournamentRepository(background.prisma, announce),
    engine,
    matches.background.tables,
    matches.background.forfeits,
    liveClockFor,
    tournamentSettings,
    logger,
  );
  const tournamentDriver = new TournamentRoundDriver(pairingTournaments, logger);
  // The live standings hear of every change either service makes, and of each match that ends.
  const arenaPresence = new ArenaPresence(
    tournamentRepository,
    logger,
    options.arenaPresence ?? DEFAULT_ARENA_PRESENCE,
  );
  const tournamentFeed = new TournamentFeed(tournaments, pubsub, arenaPresence);
  for (const service of [tournaments, pairingTournaments])
    service.onChanged((tournamentId) => tournamentFeed.changed(tournamentId));
  matches.finisher.onFinished((matchId) => tournaments.matchFinished(matchId));
  const limits = new RateLimits(options.rateLimits ?? DEFAULT_RATE_LIMITS, limiterStore);
  const accounts = createAccountAgents(
    { requests: databases.requests, background },
    {
      pubsub,
      limiterStore,
      logger,
      limits,
      throttle: { ...DEFAULT_SIGN_IN_THROTTLE, ...options.signInThrottle },
      sessions: { ...DEFAULT_SESSIONS, ...options.sessions },
      tokenCache: options.tokenCache,
      botLevels: [STAND_IN_BOT, ...engine.list().flatMap((game) => game.botLevels.map((bot) => bot.level))],
      matches,
      leaveQueue: {
        requests: (viewer) => ranked.leave(viewer),
        background: (viewer) => backgroundRanked.leave(viewer),
      },
      guests: options.guests,
      departed: options.departed,
    },
  );
  await matches.followChanges();
  await accounts.live.start();
  await accounts.userChanges.start();
  const mailSettings: MailSettings = {
    ...DEFAULT_MAIL_SETTINGS,
    dir: path.join(tmpdir(), 'brethren-mail'),
    ...options.mail,
  };
  const webUrl = mailSettings.webUrl.replace(/\/+$/, '');
  const mailRepository = new MailRepository(prisma);
  const signer = new LinkSigner(
    mailSettings.secret ?? (await mailRepository.storedSecret(randomBytes(32).toString('base64url'))),
  );
  const links = { base: options.publicUrl ?? '', web: webUrl };
  const mailTransport = createMailTransport(mailSettings);
  const composer = new MailComposer({
    gameName: (game) => engine.info(game)?.name ?? game,
    webUrl,
    apiUrl: () => links.base,
    signer,
  });
  const recovery = new PasswordRecovery(mailRepository, signer, limits, accounts.service, logger);
  const presence: Presence = redis
    ? new RedisPresence(redis, redisPrefix, logger, options.presence ?? DEFAULT_PRESENCE)
    : new MemoryPresence();
  const peopleRepository = new PeopleRepository(prisma);
  const people = new PeopleService(peopleRepository, presence, matches.reader);
  const chat = new ChatService(new ChatRepository(prisma), matches.reader, tournaments, limits, pubsub);
  const reviewSettings = { ...DEFAULT_REVIEW_SETTINGS, ...options.reviews };
  const reviews = new ReviewService(
    new ReviewRepository(prisma),
    (id) => matchStores.requests.find(id),
    pubsub,
    reviewSettings,
  );
  // Reviews are background work: claimed and written over the background pool, searched on the bot workers.
  const reviewer = new Reviewer(
    new ReviewRepository(background.prisma),
    matchStores.background,
    botPool,
    pubsub,
    reviewSettings,
    logger,
  );
  const services: Services = {
    accounts,
    reviews,
    matches,
    ranked,
    chat,
    moderation: new ModerationService(new ModerationRepository(prisma), chat),
    people,
    challenges: new ChallengeService(peopleRepository, people, matches.tables, pubsub, limits),
    notifications,
    vacations: vacations.service,
    tournaments,
    tournamentFeed,
    arenaPresence,
    mail: new MailAccountService(mailRepository, signer, limits, mailSettings.verificationTtlMs),
    recovery,
    presence,
    atTable: new TablePresence(presence, matches.reader, new MatchPublisher(pubsub)),
    stats: new StatsRepository(prisma),
    openData: new OpenDataService(
      new DataExportRepository(prisma, pool),
      options.dataExports?.dir ?? null,
      new Set(engine.list().map((game) => game.id)),
      links,
    ),
    engine,
    pubsub,
    limits,
    logger,
    links,
  };
  const server = await startHttpServer(
    services,
    {
      port: options.port,
      host: options.host ?? '0.0.0.0',
      trustProxy: options.trustProxy ?? 'none',
      clientAddressSecret: options.clientAddressSecret,
      readiness: async () => ({
        ...(await databaseReadiness(pool)),
        redis: redis ? await reachable(redis.ping()) : null,
      }),
    },
    options.wsCaps,
    fanout,
  );
  const port = Number(new URL(server.url).port);
  // With port 0 the real port is known only now.
  services.links.base ||= `http://localhost:${port}`;
  // Mail is background work: its agent claims and marks rows over the background pool.
  const mailer = new Mailer(
    new MailRepository(background.prisma),
    mailTransport,
    composer,
    signer,
    mailSettings,
    logger,
  );
  matches.start({ clockMs: rankedSettings.clockIntervalMs, sweepMs: tableSettings.sweepIntervalMs });
  backgroundRanked.start();
  accounts.guests.start();
  accounts.departed.start();
  notificationSweeper.start();
  mailer.start();
  tournamentDriver.start(tournamentSettings);
  reviewer.start();
  // Open data is background work: the files are read and their rows claimed over the background pool.
  let dataExporter: DataExporter | null = null;
  if (options.dataExports) {
    const { dir, ...settings } = options.dataExports;
    const exportRepository = new DataExportRepository(background.prisma, background.pool);
    dataExporter = new DataExporter(
      exportRepository,
      new ExportWriter(exportRepository, dir),
      { ...DEFAULT_DATA_EXPORT_SETTINGS, ...settings },
      engine.list().map((game) => game.id),
      logger,
    );
    dataExporter.start();
  }
  return {
    url: server.url,
    port,
    prisma,
    pool,
    services,
    close: async () => {
      const stopWork = async () => {
        await accounts.guests.stop();
        await accounts.departed.stop();
        await notificationSweeper.stop();
        await recovery.settle();
        await mailer.stop();
        await tournamentDriver.stop();
        await dataExporter?.stop();
        await reviewer.stop();
        await ranked.close();
        await backgroundRanked.close();
        await matches.close();
      };
      await Promise.all([server.close(options.shutdownGraceMs), stopWork()]);
      await botPool.close();
      await presence.close();
      await arenaPresence.close();
      await accounts.live.close();
      await accounts.userChanges.close();
      await pubsub.close();
      await redis?.quit().catch(() => redis.disconnect());
      await databases.disconnect();
    },
  };
}
