import { Prisma, type PrismaClient } from '@brethren/db';
import { MESSAGE_COLUMNS, messageOf } from '../chat/repository.js';
import type { ChatMessageModel } from '../chat/model.js';
import type { CreatedKey } from '../pagination.js';
import type { ChatReportAction, ReportedMessageModel } from './model.js';

/** What resolving a message's reports did: how many it closed, and the message if it hid it. */
export interface Resolution {
  readonly closed: number;
  readonly hidden: ChatMessageModel | null;
}

/** The rows moderation reads and writes: who moderates, open reports, closing them, hiding. */
export class ModerationRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async isModerator(userId: string): Promise<boolean> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { moderator: true } });
    return user?.moderator ?? false;
  }

  /**
   * Up to `take` messages with open reports, by their oldest open report (then id), after `after`
   * (whose `createdAt` is that first report's time and `id` the message's).
   */
  async openReports(take: number, after: CreatedKey | null): Promise<ReportedMessageModel[]> {
    const groups = await this.prisma.$queryRaw<{ messageId: string; firstReportedAt: Date }[]>`
      SELECT message_id AS "messageId", MIN(created_at) AS "firstReportedAt"
      FROM chat_reports
      WHERE resolved_at IS NULL
      GROUP BY message_id
      ${
        after === null
          ? Prisma.empty
          : Prisma.sql`HAVING (MIN(created_at), message_id) > (${after.createdAt}::timestamptz, ${after.id})`
      }
      ORDER BY 2, 1
      LIMIT ${take}`;
    if (groups.length === 0) return [];
    const rows = await this.prisma.chatMessage.findMany({
      where: { id: { in: groups.map((group) => group.messageId) } },
      select: {
        ...MESSAGE_COLUMNS,
        departedAuthor: { select: { id: true, handle: true, keepUntil: true } },
        reports: {
          where: { resolvedAt: null },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          select: { category: true, reason: true, createdAt: true },
        },
      },
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    // A group whose reports were resolved between the two reads is left out.
    return groups.flatMap(({ messageId, firstReportedAt }) => {
      const row = byId.get(messageId);
      if (!row || row.reports.length === 0) return [];
      const { reports, ...message } = row;
      return [
        {
          message: messageOf(message),
          keptUntil: message.departedAuthor?.keepUntil ?? null,
          reporterCount: reports.length,
          reasons: reports.map((report) => ({
            category: report.category,
            text: report.reason,
            at: report.createdAt,
          })),
          firstReportedAt,
        },
      ];
    });
  }

  /**
   * Closes every open report of the message and, for HIDE_MESSAGE, hides it, in one transaction;
   * null (and nothing changed) when it has no open report. A second moderator resolving the same
   * message at once waits for the first's row locks, then finds nothing open.
   */
  async resolve(
    messageId: string,
    moderatorId: string,
    action: ChatReportAction,
  ): Promise<Resolution | null> {
    return this.prisma.$transaction(async (tx) => {
      const now = new Date();
      const { count } = await tx.chatReport.updateMany({
        where: { messageId, resolvedAt: null },
        data: {
          resolvedAt: now,
          resolvedById: moderatorId,
          resolution: action === 'HIDE_MESSAGE' ? 'HIDDEN' : 'DISMISSED',
        },
      });
      if (count === 0) return null;
      if (action === 'DISMISS') return { closed: count, hidden: null };
      await tx.chatMessage.updateMany({ where: { id: messageId, hiddenAt: null }, data: { hiddenAt: now } });
      const hidden = await tx.chatMessage.findUniqueOrThrow({
        where: { id: messageId },
        select: MESSAGE_COLUMNS,
      });
      return { closed: count, hidden: messageOf(hidden) };
    });
  }
}
