import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger.js';

/**
 * Who is online: a person is while at least one WebSocket connection of theirs is open to any
 * server node (the web app keeps one open on every page while signed in). Each node counts its own
 * connections; `online` answers for the whole deployment.
 */
export interface Presence {
  /** A connection of `userId` opened on this node; returns what to call when it closes. */
  connected(userId: string): () => void;
  /**
   * As `connected`, for a caller that tells others at once: resolves once every node can see the
   * connection, and what it returns resolves once every node can see it closed.
   */
  enter(userId: string): Promise<() => Promise<void>>;
  /** Which of `userIds` are online now, on any node. */
  online(userIds: readonly string[]): Promise<ReadonlySet<string>>;
  close(): Promise<void>;
}

/** Counts of open connections per person on this node. */
class LocalConnections {
  private readonly counts = new Map<string, number>();

  /** Adds one; true when it is the person's first here. */
  add(userId: string): boolean {
    const count = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, count);
    return count === 1;
  }

  /** Removes one; true when it was the person's last here. */
  remove(userId: string): boolean {
    const count = (this.counts.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.counts.set(userId, count);
      return false;
    }
    this.counts.delete(userId);
    return true;
  }

  has(userId: string): boolean {
    return this.counts.has(userId);
  }

  users(): string[] {
    return [...this.counts.keys()];
  }
}

/** One node on its own: presence is this process's connections. */
export class MemoryPresence implements Presence {
  private readonly local = new LocalConnections();

  connected(userId: string): () => void {
    this.local.add(userId);
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      this.local.remove(userId);
    };
  }

  enter(userId: string): Promise<() => Promise<void>> {
    const leave = this.connected(userId);
    return Promise.resolve(() => Promise.resolve(leave()));
  }

  online(userIds: readonly string[]): Promise<ReadonlySet<string>> {
    return Promise.resolve(new Set(userIds.filter((id) => this.local.has(id))));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

export interface RedisPresenceSettings {
  /** How often this node tells Redis again who is connected to it. */
  readonly heartbeatMs: number;
  /** How long a node's word holds without a heartbeat: a node killed outright drops out after it. */
  readonly ttlMs: number;
}

export const DEFAULT_PRESENCE: RedisPresenceSettings = { heartbeatMs: 10_000, ttlMs: 30_000 };

/**
 * Several nodes sharing a Redis: for each person online, a sorted set of the nodes holding one of
 * their connections, each scored with the time its word expires. A node adds itself at the first
 * connection, removes itself at the last, and renews every entry at each heartbeat; a node that
 * dies without a word stops renewing, and its entries count for nothing once their time passes.
 * While Redis is away, a node answers from its own connections.
 */
export class RedisPresence implements Presence {
  private readonly local = new LocalConnections();
  private readonly node = randomUUID();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: Logger,
    private readonly settings: RedisPresenceSettings = DEFAULT_PRESENCE,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.renew(this.local.users()), settings.heartbeatMs);
    this.timer.unref();
  }

  connected(userId: string): () => void {
    if (this.local.add(userId)) void this.renew([userId]);
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      if (this.local.remove(userId)) void this.forget(userId);
    };
  }

  async enter(userId: string): Promise<() => Promise<void>> {
    if (this.local.add(userId)) await this.renew([userId]);
    let open = true;
    return async () => {
      if (!open) return;
      open = false;
      if (this.local.remove(userId)) await this.forget(userId);
    };
  }

  async online(userIds: readonly string[]): Promise<ReadonlySet<string>> {
    if (userIds.length === 0) return new Set();
    try {
      const pipeline = this.redis.pipeline();
      const now = this.now();
      for (const id of userIds) pipeline.zcount(this.key(id), now, '+inf');
      const answers = (await pipeline.exec()) ?? [];
      return new Set(
        userIds.filter((id, index) => this.local.has(id) || Number(answers[index]?.[1] ?? 0) > 0),
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'presence unreadable in redis: answering from this node');
      return new Set(userIds.filter((id) => this.local.has(id)));
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    const users = this.local.users();
    if (users.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const id of users) pipeline.zrem(this.key(id), this.node);
    await pipeline.exec().catch(() => undefined);
  }

  private key(userId: string): string {
    return `${this.prefix}presence:${userId}`;
  }

  private async renew(userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    const until = this.now() + this.settings.ttlMs;
    const pipeline = this.redis.pipeline();
    for (const id of userIds) {
      pipeline.zadd(this.key(id), until, this.node);
      // Entries of nodes long gone are dropped, and a key nobody renews disappears by itself.
      pipeline.zremrangebyscore(this.key(id), '-inf', this.now());
      pipeline.pexpire(this.key(id), this.settings.ttlMs);
    }
    await pipeline.exec().catch((error: unknown) => {
      // The next heartbeat tries again; meanwhile other nodes may see these people offline.
      this.logger.warn({ err: error }, 'presence not written to redis');
    });
  }

  private async forget(userId: string): Promise<void> {
    await this.redis.zrem(this.key(userId), this.node).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'presence not removed from redis; it expires by itself');
    });
  }
}
