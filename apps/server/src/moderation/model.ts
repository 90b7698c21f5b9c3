import type { ChatMessageModel, ChatReportCategory } from '../chat/model.js';

/** One open report's reason, as moderators read it (never who made it). */
export interface ChatReportReasonModel {
  readonly category: ChatReportCategory;
  readonly text: string;
  readonly at: Date;
}

/** A message with open reports: what `ReportedChatMessage` resolves from. */
export interface ReportedMessageModel {
  readonly message: ChatMessageModel;
  readonly reporterCount: number;
  readonly reasons: readonly ChatReportReasonModel[];
  readonly firstReportedAt: Date;
  /** Its author deleted their account: when the message and its reports go (null otherwise). */
  readonly keptUntil: Date | null;
}

export type ChatReportAction = 'DISMISS' | 'HIDE_MESSAGE';
