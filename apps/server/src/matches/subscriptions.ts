import { DomainError } from '../errors.js';
import { Channel } from '../pubsub/channel.js';
import type { LobbyFeed } from './lobby-feed.js';
import type { MatchFeeds } from './match-feed.js';
import type { LobbyEventModel, MatchModel, MatchUpdateModel } from './model.js';

/**
 * How many missed log entries a `matchUpdated` snapshot may carry; a client further behind reads
 * them from `Match.log` in pages first, so one subscription never makes the server read a long log.
 */
export const MAX_MISSED_ENTRIES = 500;

/**
 * Feeds one subscriber's `matchUpdated`: first a snapshot (the match as it stands, with the log
 * entries after `sinceSeq` when given), then one update per change. The match's state is shared
 * with every other subscriber on this node (`MatchFeeds`); redaction happens later, in the
 * resolvers, with this subscriber's own viewer.
 */
export async function subscribeToMatch(
  feeds: MatchFeeds,
  matchId: string,
  sinceSeq: number | null,
  maxMissed = MAX_MISSED_ENTRIES,
): Promise<Channel<MatchUpdateModel>> {
  let stop: (() => void) | null = null;
  const channel = new Channel<MatchUpdateModel>(() => stop?.());
  const missedAfter = (match: MatchModel) =>
    sinceSeq === null ? null : Math.min(Math.max(0, sinceSeq), match.record.seq);
  stop = await feeds.follow(
    matchId,
    {
      snapshot: (match) =>
        channel.push({ match, entry: null, snapshot: true, missedAfter: missedAfter(match) }),
      update: (match, entry) => channel.push({ match, entry, snapshot: false, missedAfter: null }),
      fail: (error) => channel.fail(error),
    },
    (match) => {
      const behind = match.record.seq - (missedAfter(match) ?? match.record.seq);
      if (behind > maxMissed)
        throw new DomainError(
          'TOO_FAR_BEHIND',
          `${behind} actions were missed, more than ${maxMissed}: read them from the match's log, then subscribe with the last seq read`,
        );
    },
  );
  return channel;
}

/** Feeds `lobbyUpdated`: each public table's changes, with the table as it now stands. */
export async function subscribeToLobby(lobby: LobbyFeed): Promise<Channel<LobbyEventModel>> {
  let stop: (() => Promise<void>) | null = null;
  const channel = new Channel<LobbyEventModel>(() => stop?.());
  stop = await lobby.follow((event) => channel.push(event));
  return channel;
}
