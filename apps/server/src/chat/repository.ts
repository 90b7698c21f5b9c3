import type { PrismaClient } from '@brethren/db';
import type { CreatedKey } from '../pagination.js';
import type { ChatChannel, ChatMessageModel, ChatPlace, ChatReportCategory } from './model.js';

/** The columns a message is read with (see `messageOf`). */
export const MESSAGE_COLUMNS = {
  id: true,
  matchId: true,
  tournamentId: true,
  channel: true,
  text: true,
  createdAt: true,
  hiddenAt: true,
  author: { select: { id: true, handle: true } },
  departedAuthor: { select: { id: true, handle: true } },
} as const;

type Writer = { readonly id: string; readonly handle: string };

/** A message as its columns are read. */
export type MessageRow = Omit<ChatMessageModel, 'at' | 'hidden' | 'author' | 'authorDeleted'> & {
  readonly createdAt: Date;
  readonly hiddenAt: Date | null;
  readonly author: Writer | null;
  readonly departedAuthor: Writer | null;
};

/** Readers' messages: those of authors whose accounts exist (a departed one's are moderators'). */
const READABLE = { authorId: { not: null } } as const;

export function messageOf({
  createdAt,
  hiddenAt,
  author,
  departedAuthor,
  ...row
}: MessageRow): ChatMessageModel {
  // Every message has one or the other: its author, or the departed account that kept it.
  const writer = author ?? departedAuthor;
  if (!writer) throw new Error(`chat message ${row.id} has no author`);
  return {
    ...row,
    author: { id: writer.id, handle: writer.handle },
    authorDeleted: author === null,
    at: createdAt,
    hidden: hiddenAt !== null,
  };
}

/** The chat's rows: messages, reports, and the blocks that hide messages from their readers. */
export class ChatRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async insert(place: ChatPlace, channel: ChatChannel, authorId: string, text: string) {
    return messageOf(
      await this.prisma.chatMessage.create({
        data: { ...place, channel, authorId, text },
        select: MESSAGE_COLUMNS,
      }),
    );
  }

  async find(id: string): Promise<ChatMessageModel | null> {
    const row = await this.prisma.chatMessage.findUnique({ where: { id }, select: MESSAGE_COLUMNS });
    return row && messageOf(row);
  }

  /**
   * Messages of `channels` newest first, after the key `after`, leaving out hidden ones, those kept
   * after their author's account was deleted, and the authors `readerId` blocked (in the same
   * query, so a page is never short because of them).
   */
  async page(
    place: ChatPlace,
    channels: readonly ChatChannel[],
    readerId: string | null,
    take: number,
    after: CreatedKey | null,
  ): Promise<ChatMessageModel[]> {
    const rows = await this.prisma.chatMessage.findMany({
      where: {
        ...place,
        channel: { in: [...channels] },
        hiddenAt: null,
        ...READABLE,
        ...(readerId === null ? {} : { author: { blockedBy: { none: { userId: readerId } } } }),
        ...(after === null
          ? {}
          : {
              OR: [
                { createdAt: { lt: after.createdAt } },
                { createdAt: after.createdAt, id: { lt: after.id } },
              ],
            }),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      select: MESSAGE_COLUMNS,
    });
    return rows.map(messageOf);
  }

  /**
   * Every message of a match but the hidden ones (and those kept for moderators after their author
   * left), both channels, oldest first: the chat as the match's record keeps it.
   */
  async transcript(matchId: string): Promise<ChatMessageModel[]> {
    const rows = await this.prisma.chatMessage.findMany({
      where: { matchId, hiddenAt: null, ...READABLE },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: MESSAGE_COLUMNS,
    });
    return rows.map(messageOf);
  }

  /** Whether `readerId` blocked `authorId`. */
  async blocked(readerId: string, authorId: string): Promise<boolean> {
    const block = await this.prisma.block.findUnique({
      where: { userId_blockedId: { userId: readerId, blockedId: authorId } },
      select: { userId: true },
    });
    return block !== null;
  }

  /** Stores a report; a second one by the same reader of the same message changes nothing. */
  async report(
    messageId: string,
    reporterId: string,
    category: ChatReportCategory,
    reason: string,
  ): Promise<void> {
    await this.prisma.chatReport.createMany({
      data: [{ messageId, reporterId, category, reason }],
      skipDuplicates: true,
    });
  }
}
