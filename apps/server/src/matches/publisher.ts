import { channels, type PubSub } from '../pubsub/pubsub.js';
import type { ActionMessage, LobbyEventModel, MatchMessage, MatchModel, MatchRecord } from './model.js';

/** This node's followers of matches (`MatchFeeds`), told of a move before anyone else. */
export interface LocalFeeds {
  moved(after: MatchModel, message: ActionMessage): void;
}

/**
 * Tells followers that something changed: a match's channel (each node's feed then advances its
 * state, and subscribers redact for themselves), every node's cache, and the lobby (public tables).
 */
export class MatchPublisher {
  constructor(
    private readonly pubsub: PubSub,
    private readonly local: LocalFeeds | null = null,
  ) {}

  /**
   * A move committed on this node: this node's feed takes it first, at once and with the state the
   * move player computed (no second engine apply, and no round trip through Redis before its own
   * subscribers, the mover's above all, hear of it); then every node's, this one's ignoring it.
   */
  async moved(after: MatchModel, message: ActionMessage): Promise<void> {
    this.local?.moved(after, message);
    // Without other nodes (in-memory pub/sub), this node's feed, which has it already, would be the
    // only one to hear it: a copy of every move for nothing.
    if (this.local === null || this.pubsub.crossesNodes) await this.match(after.record.id, message);
  }

  async match(matchId: string, message: MatchMessage): Promise<void> {
    await this.pubsub.publish(channels.match(matchId), message);
    // Every node hears of seat and status changes, followed or not: its cache may hold the match.
    if (message.kind === 'seats' || message.kind === 'status')
      await this.pubsub.publish(channels.matchChanges, { matchId });
  }

  async lobby(kind: LobbyEventModel['kind'], record: MatchRecord): Promise<void> {
    if (record.visibility !== 'PUBLIC') return;
    await this.pubsub.publish(channels.lobby, { kind, matchId: record.id });
  }
}
