import type { ChatTable } from './access.js';

export type ChatChannel = 'PLAYERS' | 'SPECTATORS';

/** What a report says is wrong with a message. */
export type ChatReportCategory = 'ABUSE' | 'CHEATING' | 'SPAM' | 'OTHER';

/** A stored chat message, as `ChatMessage` fields resolve it. */
export interface ChatMessageModel {
  readonly id: string;
  readonly matchId: string;
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
 * What a match's chat channel carries between nodes: a new message, or the notice that one was
 * hidden (`message.hidden`), and who could read it then.
 */
export interface ChatPublication {
  readonly message: ChatMessageModel;
  readonly table: ChatTable;
}

/** One message as a finished match's log download carries it: by the author's handle. */
export interface ChatTranscriptLine {
  readonly channel: ChatChannel;
  readonly player: string;
  readonly text: string;
  readonly at: Date | string;
}
