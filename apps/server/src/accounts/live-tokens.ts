import type { Logger } from '../logger.js';
import type { AuditLog } from './audit.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import { subscribeAtStart } from '../pubsub/subscribe-at-start.js';

/** Closes one open connection (a WebSocket) because its token has ended. */
export type CloseConnection = () => void;

/** Which of these token ids still authenticate (not revoked, not expired). */
export type StillValid = (tokenIds: readonly string[]) => Promise<ReadonlySet<string>>;

/**
 * The tokens behind this node's open WebSocket connections. When a token ends (revoked, signed
 * out, password changed, account deleted) every node hears it through pub/sub and closes that
 * token's connections at once, so no subscription keeps streaming a seat's private view. A sweep
 * every few seconds closes the connections of tokens that expired, or whose end this node missed.
 */
export class LiveTokens {
  private readonly open = new Map<string, Set<CloseConnection>>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private sweeper: ReturnType<typeof setInterval> | null = null;
  private sweeping = false;
  private readonly endedListeners: ((tokenIds: readonly string[]) => void)[] = [];

  constructor(
    private readonly pubsub: PubSub,
    private readonly stillValid: StillValid,
    private readonly sweepIntervalMs: number,
    private readonly audit: AuditLog,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await subscribeAtStart(
      this.pubsub,
      channels.tokensEnded,
      (message) => {
        const ids = (message as { tokenIds?: unknown }).tokenIds;
        if (Array.isArray(ids)) this.closeTokens(ids.filter((id): id is string => typeof id === 'string'));
      },
      this.logger,
    );
    this.sweeper = setInterval(() => void this.sweep(), this.sweepIntervalMs);
    this.sweeper.unref();
  }

  /** Called with the ids of tokens that ended, here or on another node. */
  onEnded(listener: (tokenIds: readonly string[]) => void): void {
    this.endedListeners.push(listener);
  }

  /** Follows a connection opened with `tokenId`; returns what to call when it closes by itself. */
  attach(tokenId: string, close: CloseConnection): () => void {
    let closers = this.open.get(tokenId);
    if (!closers) {
      closers = new Set();
      this.open.set(tokenId, closers);
    }
    closers.add(close);
    return () => {
      const current = this.open.get(tokenId);
      if (!current?.delete(close) || current.size > 0) return;
      this.open.delete(tokenId);
    };
  }

  /** These tokens have ended: close their connections here now, and on every other node. */
  async ended(tokenIds: readonly string[]): Promise<void> {
    if (tokenIds.length === 0) return;
    this.closeTokens(tokenIds);
    await this.pubsub.publish(channels.tokensEnded, { tokenIds });
  }

  /** Number of tokens with open connections on this node (for tests and logs). */
  get size(): number {
    return this.open.size;
  }

  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    await this.unsubscribe?.();
  }

  private closeTokens(tokenIds: readonly string[]): void {
    for (const listener of this.endedListeners) listener(tokenIds);
    for (const tokenId of tokenIds) {
      const closers = this.open.get(tokenId);
      if (!closers) continue;
      this.open.delete(tokenId);
      for (const close of closers) close();
    }
  }

  private async sweep(): Promise<void> {
    if (this.sweeping || this.open.size === 0) return;
    this.sweeping = true;
    try {
      const ids = [...this.open.keys()];
      const valid = await this.stillValid(ids);
      const gone = ids.filter((id) => !valid.has(id));
      if (gone.length > 0) {
        this.audit.record({ event: 'connections_closed', tokenIds: gone, reason: 'token_no_longer_valid' });
        this.closeTokens(gone);
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'could not check the tokens of open connections');
    } finally {
      this.sweeping = false;
    }
  }
}
