import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { limiter, type LimiterStore } from './limiter.js';
import { throttled, type ThrottleScope } from './throttled.js';

export interface RateLimitSettings {
  /** Sign-ins and sign-ups per client address per minute. */
  readonly authPerMinute: number;
  /** Actions per player per second. */
  readonly actionsPerSecond: number;
  /** Chat messages per player per minute, over every table (default DEFAULT_CHAT_PER_MINUTE). */
  readonly chatPerMinute?: number;
  /** Guest accounts made per client address per hour (default DEFAULT_GUESTS_PER_HOUR). */
  readonly guestsPerHour?: number;
}

export const DEFAULT_GUESTS_PER_HOUR = 10;

export const DEFAULT_CHAT_PER_MINUTE = 20;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  authPerMinute: 30,
  actionsPerSecond: 20,
  chatPerMinute: DEFAULT_CHAT_PER_MINUTE,
};

/**
 * Rate limits on signing in, signing up, playing and chatting. In memory on one node; shared through Redis
 * when the nodes share one, so a client cannot multiply its budget by switching nodes (while Redis
 * is away, each node counts alone: see limiter.ts).
 */
export class RateLimits {
  private readonly auth: RateLimiterAbstract;
  private readonly actions: RateLimiterAbstract;
  private readonly chat: RateLimiterAbstract;
  private readonly guests: RateLimiterAbstract;

  constructor(settings: RateLimitSettings, store: LimiterStore = { prefix: '' }) {
    this.auth = limiter(store, 'rl:auth', settings.authPerMinute, 60);
    this.actions = limiter(store, 'rl:actions', settings.actionsPerSecond, 1);
    this.chat = limiter(store, 'rl:chat', settings.chatPerMinute ?? DEFAULT_CHAT_PER_MINUTE, 60);
    this.guests = limiter(store, 'rl:guests', settings.guestsPerHour ?? DEFAULT_GUESTS_PER_HOUR, 3600);
  }

  consumeAuth(address: string): Promise<void> {
    return consume(this.auth, address, 'ADDRESS', 'too many sign-in attempts');
  }

  consumeGuest(address: string): Promise<void> {
    return consume(this.guests, address, 'ADDRESS', 'too many guest accounts from this address');
  }

  consumeAction(userId: string): Promise<void> {
    return consume(this.actions, userId, 'PLAYER', 'too many actions');
  }

  consumeChat(userId: string): Promise<void> {
    return consume(this.chat, userId, 'CHAT', 'too many chat messages');
  }
}

async function consume(
  limiter: RateLimiterAbstract,
  key: string,
  scope: ThrottleScope,
  what: string,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw throttled(scope, rejection.msBeforeNext, what);
    throw rejection;
  }
}
