import type { Database } from '@brethren/db';
import type { Logger } from '../logger.js';
import type { MatchAgents } from '../matches/agents.js';
import type { PubSub } from '../pubsub/pubsub.js';
import type { RateLimits } from '../security/rate-limits.js';
import type { LimiterStore } from '../security/limiter.js';
import { SignInThrottle, type SignInThrottleSettings } from '../security/sign-in-throttle.js';
import { AccountCloser } from './account-closer.js';
import { AuditLog } from './audit.js';
import { Credentials } from './credentials.js';
import { DEFAULT_DEPARTED_SETTINGS, DepartedSweeper, type DepartedSettings } from './departed-sweeper.js';
import { DEFAULT_GUEST_SETTINGS, GuestSweeper, type GuestSettings } from './guest-sweeper.js';
import { LiveTokens } from './live-tokens.js';
import { AccountRepository } from './repository.js';
import { ReservedHandles } from './reserved-handles.js';
import { AccountService } from './service.js';
import type { SessionSettings } from './sessions.js';
import { TokenCache, type TokenCacheSettings } from './token-cache.js';
import { UserChanges } from './user-changes.js';
import { TokenKeeper } from './token-keeper.js';
import type { Viewer } from './viewer.js';

/** The account agents, each with one job; resolvers ask the one they need. */
export interface AccountAgents {
  readonly service: AccountService;
  readonly tokens: TokenKeeper;
  readonly closer: AccountCloser;
  readonly live: LiveTokens;
  /** Tells every node's token cache of changed accounts; started and stopped with the server. */
  readonly userChanges: UserChanges;
  /** Deletes unused guest accounts; started and stopped with the server's background work. */
  readonly guests: GuestSweeper;
  /** Removes deleted accounts' kept evidence and handles once their time is up; started and stopped likewise. */
  readonly departed: DepartedSweeper;
}

export interface AccountOptions {
  readonly pubsub: PubSub;
  /** Where sign-in failures are counted (Redis when the nodes share one). */
  readonly limiterStore: LimiterStore;
  readonly logger: Logger;
  readonly limits: RateLimits;
  readonly throttle: SignInThrottleSettings;
  readonly sessions: SessionSettings;
  /** How long a found token is trusted without a database read (default DEFAULT_TOKEN_CACHE). */
  readonly tokenCache?: TokenCacheSettings | undefined;
  /** The bots' level names, which no person may take as a handle. */
  readonly botLevels: readonly string[];
  /** Tables and forfeits, of requests and of background work (the guest sweep's). */
  readonly matches: Pick<MatchAgents, 'tables' | 'forfeits' | 'background'>;
  /** Takes a person out of the ranked queue: through the requests' pool, and the background pool's. */
  readonly leaveQueue: {
    readonly requests: (viewer: Viewer) => Promise<unknown>;
    readonly background: (viewer: Viewer) => Promise<unknown>;
  };
  /** How long guests may go unused (default DEFAULT_GUEST_SETTINGS). */
  readonly guests?: Partial<Pick<GuestSettings, 'idleMs' | 'sweepIntervalMs'>> | undefined;
  /** How long deleted accounts' reported messages and handles are kept (default DEFAULT_DEPARTED_SETTINGS). */
  readonly departed?: Partial<DepartedSettings> | undefined;
}

/**
 * Wires the account agents over PostgreSQL: requests through `databases.requests`, and the sweeps
 * (of guests, of deleted accounts' records, of open connections' tokens) through
 * `databases.background`, so a flood of requests never holds them up. Call `live.start()` before
 * serving.
 */
export function createAccountAgents(
  databases: { readonly requests: Database; readonly background: Database },
  options: AccountOptions,
): AccountAgents {
  const repository = new AccountRepository(databases.requests.prisma, databases.requests.pool);
  const backgroundRepository = new AccountRepository(databases.background.prisma, databases.background.pool);
  const audit = new AuditLog(options.logger);
  const credentials = new Credentials(
    repository,
    new SignInThrottle(options.throttle, options.limiterStore),
    audit,
  );
  // Sessions made before the absolute limit have ended, whatever their row says.
  const stillValid = (ids: readonly string[]) => {
    const now = new Date();
    return backgroundRepository.workingTokenIds(ids, now, new Date(now.getTime() - options.sessions.maxMs));
  };
  const live = new LiveTokens(
    options.pubsub,
    stillValid,
    options.sessions.sweepIntervalMs,
    audit,
    options.logger,
  );
  const tokens = new TokenKeeper(repository, live, audit, options.sessions);
  const cache = new TokenCache(options.tokenCache);
  live.onEnded((tokenIds) => cache.forgetTokens(tokenIds));
  const userChanges = new UserChanges(options.pubsub, cache, options.logger);
  const service = new AccountService(
    repository,
    credentials,
    tokens,
    options.limits,
    new ReservedHandles(options.botLevels),
    options.sessions,
    audit,
    cache,
    userChanges,
  );
  const departedSettings = { ...DEFAULT_DEPARTED_SETTINGS, ...options.departed };
  const closer = new AccountCloser(
    repository,
    credentials,
    tokens,
    options.matches,
    options.leaveQueue.requests,
    audit,
    departedSettings.keepMs,
  );
  // The guest sweep deletes through the same path over the background pool. A guest has no password,
  // so this closer never checks credentials (`deleteIdleGuest`).
  const guestCloser = new AccountCloser(
    backgroundRepository,
    credentials,
    new TokenKeeper(backgroundRepository, live, audit, options.sessions),
    options.matches.background,
    options.leaveQueue.background,
    audit,
    departedSettings.keepMs,
  );
  const guests = new GuestSweeper(
    backgroundRepository,
    guestCloser,
    { ...DEFAULT_GUEST_SETTINGS, ...options.guests },
    options.logger,
  );
  const departed = new DepartedSweeper(backgroundRepository, departedSettings, options.logger);
  return { service, tokens, closer, live, userChanges, guests, departed };
}
