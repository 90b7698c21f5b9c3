import type { PrismaClient } from '@brethren/db';
import type { CreatedKey } from '../pagination.js';
import type { ChatChannel, ChatMessageModel } from './model.js';

const MESSAGE = {
  id: true,
  matchId: true,
  channel: true,
  text: true,
  createdAt: true,
  author: { select: { id: true, handle: true } },
} as const;

type MessageRow = Omit<ChatMessageModel, 'at'> & { readonly createdAt: Date };

function modelOf({ createdAt, ...row }: MessageRow): ChatMessageModel {
  return { ...row, at: createdAt };
}

/** The chat's rows: messages, reports, and the blocks that hide messages from their readers. */
export class ChatRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async insert(matchId: string, channel: ChatChannel, authorId: string, text: string) {
    return modelOf(
      await this.prisma.chatMessage.create({ data: { matchId, channel, authorId, text }, select: MESSAGE }),
    );
  }

  async find(id: string): Promise<ChatMessageModel | null> {
    const row = await this.prisma.chatMessage.findUnique({ where: { id }, select: MESSAGE });
    return row && modelOf(row);
  }

  /**
   * Messages of `channels` newest first, after the key `after`, leaving out the authors `readerId`
   * blocked (in the same query, so a page is never short because of them).
   */
  async page(
    matchId: string,
    channels: readonly ChatChannel[],
    readerId: string | null,
    take: number,
    after: CreatedKey | null,
  ): Promise<ChatMessageModel[]> {
    const rows = await this.prisma.chatMessage.findMany({
      where: {
        matchId,
        channel: { in: [...channels] },
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
      select: MESSAGE,
    });
    return rows.map(modelOf);
  }

  /** Every message of a match, both channels, oldest first: the chat as the match's record keeps it. */
  async transcript(matchId: string): Promise<ChatMessageModel[]> {
    const rows = await this.prisma.chatMessage.findMany({
      where: { matchId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: MESSAGE,
    });
    return rows.map(modelOf);
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
  async report(messageId: string, reporterId: string, reason: string): Promise<void> {
    await this.prisma.chatReport.createMany({
      data: [{ messageId, reporterId, reason }],
      skipDuplicates: true,
    });
  }
}
