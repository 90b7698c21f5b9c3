import type { NotificationItem, NotificationsAnswer } from './documents';

/**
 * Edits of the notifications read so far (the pages of `Notifications`, newest first), as live
 * news and the reader's own acts change them without reading them again. Each returns the pages
 * unchanged (the same array) when there is nothing to change.
 */
type Pages = readonly NotificationsAnswer[];

function withUnread(pages: Pages, unreadCount: number, change: (node: NotificationItem) => NotificationItem) {
  return pages.map((page) => ({
    ...page,
    notifications: {
      ...page.notifications,
      unreadCount: Math.max(0, unreadCount),
      edges: page.notifications.edges.map((edge) => ({ ...edge, node: change(edge.node) })),
    },
  }));
}

const unreadOf = (pages: Pages) => pages[0]?.notifications.unreadCount ?? 0;

/** A notification just written: first in the list, and one more unread. Once only. */
export function addNotification(pages: Pages, added: NotificationItem): Pages {
  const [first, ...rest] = pages;
  if (!first) return pages;
  if (pages.some((page) => page.notifications.edges.some((edge) => edge.node.id === added.id))) return pages;
  const unread = unreadOf(pages) + (added.readAt === null ? 1 : 0);
  const updated = withUnread([first, ...rest], unread, (node) => node);
  const head = updated[0] as NotificationsAnswer;
  return [
    {
      ...head,
      notifications: { ...head.notifications, edges: [{ node: added }, ...head.notifications.edges] },
    },
    ...updated.slice(1),
  ];
}

/**
 * Marked read (`ids`, or every one with `'all'`) at `at`, with the unread count the API answered.
 */
export function markRead(
  pages: Pages,
  ids: readonly string[] | 'all',
  unreadCount: number,
  at: string,
): Pages {
  const marks = (node: NotificationItem) => node.readAt === null && (ids === 'all' || ids.includes(node.id));
  return withUnread(pages, unreadCount, (node) => (marks(node) ? { ...node, readAt: at } : node));
}

/**
 * The viewer acted at `matchId`, or it ended: the API read its unread "your turn" then (see the
 * README's "Turn-based play"), and so does the list.
 */
export function readTurnsOf(pages: Pages, matchId: string, at: string): Pages {
  const reads = (node: NotificationItem) =>
    node.kind === 'YOUR_TURN' && node.matchId === matchId && node.readAt === null;
  const count = pages.reduce(
    (sum, page) => sum + page.notifications.edges.filter((edge) => reads(edge.node)).length,
    0,
  );
  if (count === 0) return pages;
  return withUnread(pages, unreadOf(pages) - count, (node) => (reads(node) ? { ...node, readAt: at } : node));
}
