import type { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { unavailable } from '../faults/unavailable.js';
import type { PubSub } from './pubsub.js';
import { connectAtStart, redisConnection } from './redis-connection.js';

/** Publications kept for Redis's return at most; beyond that the oldest go (subscribers read the log). */
const MAX_WAITING = 10_000;
/** Most publications sent in one pipeline. */
const BATCH = 100;
/** How often waiting publications are tried again while Redis is away. */
const RETRY_MS = 500;
/**
 * After Redis comes back, how long waiting publications are held before they are sent: every node's
 * subscriber reconnects on its own schedule (up to 2 s between attempts) and must subscribe again
 * before it can hear them. Pub/sub keeps nothing for a subscriber that is not there yet; one that
 * comes later still reads the log when told it resumed, but most hear the messages themselves.
 */
const RESUME_GRACE_MS = 2500;

interface Followed {
  readonly handlers: Set<(message: unknown) => void>;
  /** Redis has confirmed the SUBSCRIBE on the current connection. */
  confirmed: boolean;
  /** A SUBSCRIBE under way, shared by everyone who asks meanwhile. */
  pending: Promise<void> | null;
}

/**
 * Fan-out through Redis pub/sub, so a change committed on one server node reaches subscribers on
 * every node. One connection publishes, one subscribes; channels (named with the deployment's
 * prefix, so two deployments can share a Redis) are shared by local handlers.
 *
 * Faults: a channel counts as subscribed only once Redis confirms the SUBSCRIBE (a failed one leaves
 * nothing behind, so the next subscriber tries again); after a reconnect every channel is subscribed
 * again and, once Redis confirms, `onResumed` listeners are told that messages may have been missed.
 * A publication that cannot be sent waits in order and is sent when Redis is back (after a grace
 * that lets subscribers everywhere subscribe again): `publish` never rejects, so a change committed
 * to the database is never reported as failed because of Redis.
 */
export class RedisPubSub implements PubSub {
  readonly crossesNodes = true;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly followed = new Map<string, Followed>();
  private readonly resumedListeners: (() => void)[] = [];
  private readonly waiting: { channel: string; payload: string }[] = [];
  private retry: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  /** Nothing is sent before this time (after a reconnect: see RESUME_GRACE_MS). */
  private holdUntil = 0;
  private connectedOnce = false;
  private closed = false;

  private constructor(
    url: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.publisher = redisConnection(url, 'publisher', logger);
    this.subscriber = redisConnection(url, 'subscriber', logger);
    this.subscriber.on('message', (channel: string, payload: string) => {
      const followed = this.followed.get(channel);
      if (!followed) return;
      const message = JSON.parse(payload) as unknown;
      for (const handler of followed.handlers) handler(message);
    });
    this.subscriber.on('close', () => {
      for (const followed of this.followed.values()) followed.confirmed = false;
    });
    this.subscriber.on('ready', () => {
      if (this.connectedOnce) void this.resubscribe();
      this.connectedOnce = true;
    });
    let publisherReadyOnce = false;
    this.publisher.on('ready', () => {
      if (publisherReadyOnce) this.holdUntil = Date.now() + RESUME_GRACE_MS;
      publisherReadyOnce = true;
      this.flushSoon(0);
    });
  }

  static async connect(url: string, logger: Logger, prefix = ''): Promise<RedisPubSub> {
    const pubsub = new RedisPubSub(url, prefix, logger);
    await Promise.all([connectAtStart(pubsub.publisher), connectAtStart(pubsub.subscriber)]);
    return pubsub;
  }

  async publish(channel: string, message: unknown): Promise<void> {
    this.waiting.push({ channel: this.prefix + channel, payload: JSON.stringify(message) });
    if (this.waiting.length > MAX_WAITING) {
      this.waiting.shift();
      this.logger.warn('redis away too long: the oldest waiting publication was dropped');
    }
    await this.flush();
  }

  /** Publications still waiting for Redis (for tests and logs). */
  get backlog(): number {
    return this.waiting.length;
  }

  onResumed(listener: () => void): void {
    this.resumedListeners.push(listener);
  }

  async subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>> {
    const name = this.prefix + channel;
    let followed = this.followed.get(name);
    if (!followed) {
      followed = { handlers: new Set(), confirmed: false, pending: null };
      this.followed.set(name, followed);
    }
    followed.handlers.add(handler);
    try {
      await this.confirm(name, followed);
    } catch (error) {
      followed.handlers.delete(handler);
      if (followed.handlers.size === 0 && this.followed.get(name) === followed) this.followed.delete(name);
      throw unavailable('redis', error);
    }
    return async () => {
      const current = this.followed.get(name);
      if (!current?.handlers.delete(handler) || current.handlers.size > 0) return;
      this.followed.delete(name);
      await this.subscriber.unsubscribe(name).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    // Publications still waiting get one last try (it fails at once if Redis is away).
    this.holdUntil = 0;
    await this.flush();
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.followed.clear();
    await Promise.all(
      [this.subscriber, this.publisher].map((connection) =>
        connection.quit().catch(() => connection.disconnect()),
      ),
    );
  }

  /** Subscribes `name` unless Redis already confirmed it on this connection; one SUBSCRIBE at a time. */
  private confirm(name: string, followed: Followed): Promise<void> {
    if (followed.confirmed) return Promise.resolve();
    followed.pending ??= this.subscriber
      .subscribe(name)
      .then(() => {
        followed.confirmed = true;
      })
      .finally(() => {
        followed.pending = null;
      });
    return followed.pending;
  }

  /** After a reconnect: every channel again, then tell listeners that messages may have been missed. */
  private async resubscribe(): Promise<void> {
    try {
      await Promise.all([...this.followed].map(([name, followed]) => this.confirm(name, followed)));
    } catch (error) {
      // The connection dropped again: its next 'ready' tries once more.
      this.logger.warn({ err: (error as Error).message }, 'redis resubscribe failed');
      return;
    }
    for (const listener of this.resumedListeners) listener();
  }

  /** Sends waiting publications in order; what fails stays first in line and is retried. */
  private flush(): Promise<void> {
    if (!this.flushing) {
      this.flushing = this.send().finally(() => {
        this.flushing = null;
      });
    }
    return this.flushing;
  }

  /**
   * Sends what waits, a pipelined batch at a time, in order; stops at the first failure (what was
   * sent before it leaves the line). A message may be sent twice after a failure: followers ignore
   * an action they already have, and a seat or status change read twice changes nothing.
   */
  private async send(): Promise<void> {
    const held = this.holdUntil - Date.now();
    if (held > 0) {
      this.flushSoon(held);
      return;
    }
    try {
      while (this.waiting.length > 0 && !this.closed) {
        const batch = this.waiting.slice(0, BATCH);
        const pipeline = this.publisher.pipeline();
        for (const { channel, payload } of batch) pipeline.publish(channel, payload);
        const results = (await pipeline.exec()) ?? [];
        const failed = results.findIndex(([error]) => error !== null);
        this.waiting.splice(0, failed === -1 ? batch.length : failed);
        if (failed !== -1) throw results[failed]![0];
      }
    } catch {
      this.flushSoon(RETRY_MS);
    }
  }

  private flushSoon(delayMs: number): void {
    if (this.retry || this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.flush();
    }, delayMs);
    this.retry.unref();
  }
}
