import type { Logger } from '../logger.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import type { LobbyEventModel } from './model.js';
import type { MatchReader } from './reader.js';

/**
 * The lobby as this node follows it for its `lobbyUpdated` subscribers: one pub/sub listener, and
 * each changed table read once and shared by every subscriber (its state, if a field wants it, is
 * loaded once too). Events reach subscribers in the order they were announced.
 */
export class LobbyFeed {
  private readonly listeners = new Set<(event: LobbyEventModel) => void>();
  private listening: Promise<() => Promise<void>> | null = null;
  private work = Promise.resolve();

  constructor(
    private readonly reader: MatchReader,
    private readonly pubsub: PubSub,
    private readonly logger: Logger,
  ) {}

  /** Adds a subscriber; resolves, once it listens, to the function that removes it. */
  async follow(listener: (event: LobbyEventModel) => void): Promise<() => Promise<void>> {
    this.listeners.add(listener);
    const listening = (this.listening ??= this.pubsub.subscribe(channels.lobby, (message) =>
      this.announce(message as { kind: LobbyEventModel['kind']; matchId: string }),
    ));
    try {
      await listening;
    } catch (error) {
      // Not subscribed (Redis away): nothing is kept, so the next subscriber tries afresh.
      this.listeners.delete(listener);
      if (this.listening === listening) this.listening = null;
      throw error;
    }
    return async () => {
      if (!this.listeners.delete(listener) || this.listeners.size > 0 || !this.listening) return;
      const listening = this.listening;
      this.listening = null;
      await (
        await listening
      )();
    };
  }

  private announce({ kind, matchId }: { kind: LobbyEventModel['kind']; matchId: string }): void {
    this.work = this.work
      .then(async () => {
        const record = await this.reader.record(matchId);
        if (!record) return;
        const event: LobbyEventModel = { kind, match: this.reader.lazy(record) };
        for (const listener of this.listeners) listener(event);
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, 'lobby update failed'));
  }
}
