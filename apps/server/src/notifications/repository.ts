import type { PrismaClient } from '@brethren/db';
import { DomainError } from '../errors.js';
import type { CreatedKey } from '../pagination.js';
import type { NotificationKind, NotificationRecord } from './model.js';
import { NOTIFICATION_COLUMNS, toNotification, type NotificationRow } from './writes.js';

/** Reading and marking a person's notifications; writing them happens with the act (`writes.ts`). */
export class NotificationRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /** Newest first, after the key `after`, through the (recipient_id, created_at desc, id desc) index. */
  async list(recipientId: string, take: number, after: CreatedKey | null): Promise<NotificationRecord[]> {
    const rows = after
      ? await this.prisma.$queryRawUnsafe<NotificationRow[]>(
          `SELECT ${NOTIFICATION_COLUMNS} FROM notifications
           WHERE recipient_id = $1 AND (created_at, id) < ($2::timestamptz, $3::text)
           ORDER BY created_at DESC, id DESC LIMIT $4`,
          recipientId,
          after.createdAt,
          after.id,
          take,
        )
      : await this.prisma.$queryRawUnsafe<NotificationRow[]>(
          `SELECT ${NOTIFICATION_COLUMNS} FROM notifications
           WHERE recipient_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
          recipientId,
          take,
        );
    return rows.map(toNotification);
  }

  /** Unread notifications by kind, through the (recipient_id, read_at) index. */
  async unread(recipientId: string): Promise<Map<NotificationKind, number>> {
    const rows = await this.prisma.$queryRaw<{ kind: NotificationKind; count: number }[]>`
      SELECT kind, count(*)::int AS count FROM notifications
      WHERE recipient_id = ${recipientId} AND read_at IS NULL GROUP BY kind`;
    return new Map(rows.map((row) => [row.kind, row.count]));
  }

  /**
   * Marks `ids` (or, with null, all) of `recipientId`'s notifications read; those read already stay
   * as they were. One that is not theirs, or does not exist, refuses the whole request (NOT_FOUND,
   * which does not tell the two apart) and nothing changes. How many were unread.
   */
  async markRead(recipientId: string, ids: readonly string[] | null, at: Date): Promise<number> {
    if (ids === null) {
      const marked = await this.prisma.notification.updateMany({
        where: { recipientId, readAt: null },
        data: { readAt: at },
      });
      return marked.count;
    }
    const wanted = [...new Set(ids)];
    return this.prisma.$transaction(async (tx) => {
      const theirs = await tx.notification.count({ where: { id: { in: wanted }, recipientId } });
      if (theirs !== wanted.length)
        throw new DomainError('NOT_FOUND', 'no such notification of yours: nothing was marked');
      const marked = await tx.notification.updateMany({
        where: { id: { in: wanted }, recipientId, readAt: null },
        data: { readAt: at },
      });
      return marked.count;
    });
  }

  /** Deletes up to `limit` notifications read before `before`, through the read_at index; how many. */
  async pruneRead(before: Date, limit: number): Promise<number> {
    return this.prisma.$executeRaw`
      DELETE FROM notifications WHERE id IN (
        SELECT id FROM notifications WHERE read_at < ${before}
        ORDER BY read_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )`;
  }
}
