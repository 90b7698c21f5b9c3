import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import type { PubSub } from './pubsub.js';

/**
 * Fan-out through Redis pub/sub, so a change committed on one server node reaches subscribers on
 * every node. One connection publishes, one subscribes; channels are shared by local handlers.
 */
export class RedisPubSub implements PubSub {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<(message: unknown) => void>>();

  private constructor(url: string, logger: Logger) {
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => logger.warn({ err: error.message }, 'redis connection error'));
    }
    this.subscriber.on('message', (channel: string, payload: string) => {
      const message = JSON.parse(payload) as unknown;
      for (const handler of this.handlers.get(channel) ?? []) handler(message);
    });
  }

  static async connect(url: string, logger: Logger): Promise<RedisPubSub> {
    const pubsub = new RedisPubSub(url, logger);
    await Promise.all([pubsub.publisher.connect(), pubsub.subscriber.connect()]);
    return pubsub;
  }

  async publish(channel: string, message: unknown): Promise<void> {
    await this.publisher.publish(channel, JSON.stringify(message));
  }

  async subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await this.subscriber.subscribe(channel);
    }
    set.add(handler);
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      await this.subscriber.unsubscribe(channel).catch(() => {});
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
