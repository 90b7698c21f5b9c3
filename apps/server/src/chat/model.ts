import type { ChatTable } from './access.js';

/** A match's two channels (see access.ts), or a tournament's one chat. */
export type ChatChannel = 'PLAYERS' | 'SPECTATORS' | 'TOURNAMENT';

/** Where a message is written: a match's table or a tournament's chat. */
export type ChatPlace = { readonly matchId: string } | { readonly tournamentId: string };

/** What a report says is wrong with a message. */
export type ChatReportCategory = 'ABUSE' | 'CHEATING' | 'SPAM' | 'OTHER';

/** A stored chat message, as `ChatMessage` fields resolve it. */
export interface ChatMessageModel {
  readonly id: string;
  /** The match it was written at; null in a tournament's chat. */
  readonly matchId: string | null;
  /** The tournament whose chat it was written in; null at a match. */
  readonly tournamentId: string | null;
  readonly channel: ChatChannel;
  readonly author: { readonly id: string; readonly handle: string };
  /**
   * The author deleted their account: a reported message kept for moderators only (readers never
   * get one), named by the departed account's id and handle.
   */
  readonly authorDeleted: boolean;
  readonly text: string;
  /** A Date when read from the database, its ISO string when it came through pub/sub. */
  readonly at: Date | string;
  /**
   * A moderator hid it. Lists never hold a hidden message; the live feed sends one, with its text
   * withheld, only to say that readers who have it should drop it.
   */
  readonly hidden: boolean;
}

/**
 * What a chat's pub/sub channel carries between nodes: a new message, or the notice that one was
 * hidden (`message.hidden`), and, at a match, who could read it then (a tournament's chat: null,
 * everyone who follows it reads it).
 */
export interface ChatPublication {
  readonly message: ChatMessageModel;
  readonly table: ChatTable | null;
}

/** One message as a finished match's log download carries it: by the author's handle. */
export interface ChatTranscriptLine {
  readonly channel: ChatChannel;
  readonly player: string;
  readonly text: string;
  readonly at: Date | string;
}
