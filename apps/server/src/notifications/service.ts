import type { Viewer } from '../accounts/viewer.js';
import { DomainError } from '../errors.js';
import { createdCursor, paginate, type Connection, type ListSpec, type PageArgs } from '../pagination.js';
import type { CreatedKey } from '../pagination.js';
import { Channel } from '../pubsub/channel.js';
import type { PubSub } from '../pubsub/pubsub.js';
import type { NotificationKind, NotificationRecord } from './model.js';
import type { NotificationRepository } from './repository.js';
import { toNotification, type NotificationRow } from './writes.js';

/** A person's notifications as written: their `notificationAdded` subscriptions hear of each, on every node. */
export const notificationChannel = (userId: string) => `notifications:${userId}`;

/** The most ids one `markNotificationsRead` may name. */
export const MAX_MARKED = 100;

const NOTIFICATIONS: ListSpec<NotificationRecord, CreatedKey> = {
  cursor: createdCursor('notifications'),
  defaultFirst: 20,
  keyOf: (notification) => ({ createdAt: notification.createdAt, id: notification.id }),
};

/** A page of notifications, and the recipient's unread counts (read once, if asked for). */
export interface NotificationPage extends Connection<NotificationRecord> {
  readonly unread: () => Promise<Map<NotificationKind, number>>;
}

/**
 * A person's notifications: the list, marking them read, and the live feed. Who is told what is
 * decided in `who-is-told.ts` and written with the act; this service announces what was written
 * once it is committed (`announce`, wired to the stores in platform.ts).
 */
export class NotificationService {
  constructor(
    private readonly repository: NotificationRepository,
    private readonly pubsub: PubSub,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(viewer: Viewer, page: PageArgs): Promise<NotificationPage> {
    const connection = await paginate(page, NOTIFICATIONS, ({ take, after }) =>
      this.repository.list(viewer.id, take, after),
    );
    let unread: Promise<Map<NotificationKind, number>> | null = null;
    return { ...connection, unread: () => (unread ??= this.repository.unread(viewer.id)) };
  }

  unread(viewer: Viewer): Promise<Map<NotificationKind, number>> {
    return this.repository.unread(viewer.id);
  }

  /** Marks the viewer's notifications `ids`, or `all` of them, read; how many were unread. */
  async markRead(
    viewer: Viewer,
    ids: readonly string[] | null | undefined,
    all: boolean | null | undefined,
  ): Promise<number> {
    if ((ids === null || ids === undefined) === !all)
      throw new DomainError('BAD_USER_INPUT', 'name the notifications in `ids`, or pass `all: true`', {
        field: 'ids',
      });
    if (ids && ids.length > MAX_MARKED)
      throw new DomainError('BAD_USER_INPUT', `ids: at most ${MAX_MARKED} at a time`, { field: 'ids' });
    return this.repository.markRead(viewer.id, all ? null : (ids ?? []), this.now());
  }

  /** Each notification written for the viewer from now on, whichever node wrote it. */
  async subscribe(viewer: Viewer): Promise<Channel<NotificationRecord>> {
    let stop: (() => Promise<void>) | null = null;
    const channel = new Channel<NotificationRecord>(() => stop?.());
    stop = await this.pubsub.subscribe(notificationChannel(viewer.id), (message) =>
      channel.push(toNotification(message as NotificationRow)),
    );
    return channel;
  }

  /** Pushes notifications just committed to their recipients' subscriptions. */
  announce(written: readonly NotificationRecord[]): void {
    for (const notification of written)
      void this.pubsub.publish(notificationChannel(notification.recipientId), toRow(notification));
  }
}

/** A notification as pub/sub carries it: the row as SQL answers it, dates as ISO strings. */
function toRow(notification: NotificationRecord): NotificationRow {
  return {
    id: notification.id,
    recipient_id: notification.recipientId,
    kind: notification.kind,
    match_id: notification.matchId,
    tournament_id: notification.tournamentId,
    payload: notification.payload,
    created_at: notification.createdAt.toISOString(),
    read_at: notification.readAt?.toISOString() ?? null,
  };
}
