import type { ChatTable } from './access.js';

export type ChatChannel = 'PLAYERS' | 'SPECTATORS';

/** A stored chat message, as `ChatMessage` fields resolve it. */
export interface ChatMessageModel {
  readonly id: string;
  readonly matchId: string;
  readonly channel: ChatChannel;
  readonly author: { readonly id: string; readonly handle: string };
  readonly text: string;
  /** A Date when read from the database, its ISO string when it came through pub/sub. */
  readonly at: Date | string;
}

/** What a match's chat channel carries between nodes: the message and who could read it then. */
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
