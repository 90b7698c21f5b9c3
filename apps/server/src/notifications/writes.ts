import type { Prisma } from '@brethren/db';
import type { Notice, NotificationKind, NotificationPayload, NotificationRecord } from './model.js';

/** A notification row as SQL returns it (RETURNING, or json_agg of one). */
export interface NotificationRow {
  readonly id: string;
  readonly recipient_id: string;
  readonly kind: NotificationKind;
  readonly match_id: string | null;
  readonly tournament_id: string | null;
  readonly payload: NotificationPayload;
  readonly created_at: Date | string;
  readonly read_at: Date | string | null;
}

export const NOTIFICATION_COLUMNS =
  'id, recipient_id, kind, match_id, tournament_id, payload, created_at, read_at';

export function toNotification(row: NotificationRow): NotificationRecord {
  return {
    id: row.id,
    recipientId: row.recipient_id,
    kind: row.kind,
    matchId: row.match_id,
    tournamentId: row.tournament_id,
    payload: row.payload,
    createdAt: new Date(row.created_at),
    readAt: row.read_at === null ? null : new Date(row.read_at),
  };
}

/**
 * The condition under which a YOUR_TURN is not written: its recipient has one unread for the match
 * already. Safe without a unique index because every writer of YOUR_TURN holds the match's row lock
 * (the move's seq update, or the table's FOR UPDATE) when it looks.
 */
export const UNREAD_TURN_EXISTS = `EXISTS (SELECT 1 FROM notifications o
  WHERE o.match_id = n.match_id AND o.recipient_id = n.recipient_id AND o.kind = 'YOUR_TURN' AND o.read_at IS NULL)`;

/**
 * Writes `notices` in the transaction `tx` (that of the act causing them), at `at`, and returns the
 * rows written — a YOUR_TURN whose recipient already has one unread for the match is skipped.
 */
export async function writeNotices(
  tx: Prisma.TransactionClient,
  notices: readonly Notice[],
  at: Date,
): Promise<NotificationRecord[]> {
  if (notices.length === 0) return [];
  const rows = await tx.$queryRawUnsafe<NotificationRow[]>(
    `INSERT INTO notifications (id, recipient_id, kind, match_id, payload, created_at, tournament_id)
     SELECT gen_random_uuid()::text, n.recipient_id, n.kind::notification_kind, n.match_id, n.payload::jsonb, $5,
       n.tournament_id
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $6::text[])
       AS n(recipient_id, kind, match_id, payload, tournament_id)
     WHERE NOT (n.kind = 'YOUR_TURN' AND ${UNREAD_TURN_EXISTS})
     RETURNING ${NOTIFICATION_COLUMNS}`,
    notices.map((notice) => notice.recipientId),
    notices.map((notice) => notice.kind),
    notices.map((notice) => notice.matchId),
    notices.map((notice) => JSON.stringify(notice.payload)),
    at,
    notices.map((notice) => notice.tournamentId ?? null),
  );
  return rows.map(toNotification);
}

/** A match ended: nobody's turn there is news any more, so its unread YOUR_TURN rows are read. */
export async function endTurnsOf(tx: Prisma.TransactionClient, matchId: string, at: Date): Promise<void> {
  await tx.notification.updateMany({
    where: { matchId, kind: 'YOUR_TURN', readAt: null },
    data: { readAt: at },
  });
}
