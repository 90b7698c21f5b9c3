import type { Logger } from '../logger.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import { subscribeAtStart } from '../pubsub/subscribe-at-start.js';
import type { TokenCache } from './token-cache.js';

/**
 * Keeps every node's token cache true to the accounts: when a person's account changes (a guest
 * claimed with a new handle, a language chosen), every node forgets the rows it cached for them at
 * once, so none goes on serving the old handle, guest flag or language. (Ended tokens are
 * forgotten the same way, through `LiveTokens`.)
 */
export class UserChanges {
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(
    private readonly pubsub: PubSub,
    private readonly cache: TokenCache,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await subscribeAtStart(
      this.pubsub,
      channels.usersChanged,
      (message) => {
        const userId = (message as { userId?: unknown }).userId;
        if (typeof userId === 'string') this.cache.forgetUser(userId);
      },
      this.logger,
    );
  }

  /** `userId`'s account changed: forgotten here now, and on every other node. */
  async changed(userId: string): Promise<void> {
    this.cache.forgetUser(userId);
    await this.pubsub.publish(channels.usersChanged, { userId });
  }

  async close(): Promise<void> {
    await this.unsubscribe?.();
  }
}
