import type { AccountService, Viewer } from './accounts/service.js';
import { DomainError } from './errors.js';
import type { GameCatalog } from './games/catalog.js';
import type { Logger } from './logger.js';
import type { MatchService } from './matches/service.js';
import type { PubSub } from './pubsub/pubsub.js';
import type { RankedService } from './ranked/service.js';
import type { StatsRepository } from './ranked/stats.js';
import type { RateLimits } from './security/rate-limits.js';

export interface Services {
  readonly accounts: AccountService;
  readonly matches: MatchService;
  readonly ranked: RankedService;
  readonly stats: StatsRepository;
  readonly catalog: GameCatalog;
  readonly pubsub: PubSub;
  readonly limits: RateLimits;
  readonly logger: Logger;
  /** Where people reach this server, for links the API hands out (the log download). */
  readonly links: { base: string };
}

/** What every resolver receives, over HTTP and WebSocket alike. */
export interface Context {
  readonly viewer: Viewer | null;
  readonly services: Services;
  /** The client's address, for rate limits. */
  readonly address: string;
}

/** One context factory for both transports: the token decides who the viewer is. */
export function createContextFactory(services: Services) {
  return async (input: { token: string | null; address: string }): Promise<Context> => ({
    viewer: await services.accounts.authenticate(input.token),
    services,
    address: input.address,
  });
}

export function requireViewer(context: Context): NonNullable<Context['viewer']> {
  if (!context.viewer)
    throw new DomainError('UNAUTHENTICATED', 'sign in first: send Authorization: Bearer <token>');
  return context.viewer;
}
