import type { MatchRecord } from '../matches/model.js';
import type { ChatChannel } from './model.js';

/** What decides who reads and writes where: whether the match is still on, and who sits at it. */
export interface ChatTable {
  /** Open or under way: each side keeps to its own channel. Over (finished or closed): both merge. */
  readonly live: boolean;
  /** The accounts seated at the table. */
  readonly playerIds: readonly string[];
}

export function chatTableOf(record: MatchRecord): ChatTable {
  return {
    live: record.status === 'OPEN' || record.status === 'ACTIVE',
    playerIds: record.seats.flatMap((seat) => (seat.userId === null ? [] : [seat.userId])),
  };
}

/** Where someone writes: the seated players in PLAYERS, everyone else in SPECTATORS. */
export function writingChannel(table: ChatTable, userId: string): ChatChannel {
  return table.playerIds.includes(userId) ? 'PLAYERS' : 'SPECTATORS';
}

/**
 * What someone (null: anonymous) may read. While the match is on, only their own side: spectators
 * cannot coach through the players' channel nor read the table talk, and players never see the
 * rail. Once it is over, the two channels are part of the public record like the log.
 */
export function readableChannels(table: ChatTable, userId: string | null): ChatChannel[] {
  if (!table.live) return ['PLAYERS', 'SPECTATORS'];
  return [userId === null ? 'SPECTATORS' : writingChannel(table, userId)];
}

/**
 * Who writes in a tournament's chat: its players (joined and not withdrawn) and its creator.
 * Everyone who may see the tournament reads it, before, during and after: there is no hand to hide.
 */
export function writesInTournament(creatorId: string | null, viewerId: string, playing: boolean): boolean {
  return playing || creatorId === viewerId;
}
