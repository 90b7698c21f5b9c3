import { channels, type PubSub } from '../pubsub/pubsub.js';
import type { LobbyEventModel, MatchMessage, MatchRecord } from './model.js';

/**
 * Tells followers that something changed: a match's channel (each node's feed then advances its
 * state, and subscribers redact for themselves), every node's cache, and the lobby (public tables).
 */
export class MatchPublisher {
  constructor(private readonly pubsub: PubSub) {}

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
