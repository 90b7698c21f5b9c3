import { describe, expect, it } from 'vitest';
import type { NotificationItem, NotificationsAnswer } from './documents';
import { addNotification, markRead, readTurnsOf } from './notificationsCache';

const NOW = '2026-03-01T12:00:00.000Z';

function item(id: string, change: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    kind: 'YOUR_TURN',
    matchId: `m-${id}`,
    game: 'cartagena',
    opponents: ['bob'],
    placement: null,
    players: null,
    from: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    readAt: null,
    ...change,
  };
}

function page(items: NotificationItem[], unreadCount: number, hasNextPage = false): NotificationsAnswer {
  return {
    notifications: {
      edges: items.map((node) => ({ node })),
      pageInfo: { hasNextPage, endCursor: hasNextPage ? 'c' : null },
      unreadCount,
    },
  };
}

const ids = (pages: readonly NotificationsAnswer[]) =>
  pages.map((one) => one.notifications.edges.map((edge) => `${edge.node.id}${edge.node.readAt ? '' : '*'}`));
const unread = (pages: readonly NotificationsAnswer[]) => pages.map((one) => one.notifications.unreadCount);

describe('the notifications read so far, as news and the reader change them', () => {
  const pages = [page([item('b'), item('a', { readAt: NOW })], 3, true), page([item('z')], 3)];

  it('puts a new one first with one more unread, once however often it comes', () => {
    const added = addNotification(pages, item('c'));
    expect(ids(added)).toEqual([['c*', 'b*', 'a'], ['z*']]);
    expect(unread(added)).toEqual([4, 4]);
    expect(addNotification(added, item('c'))).toBe(added);
    expect(addNotification([], item('c'))).toEqual([]);
  });

  it('marks those named, or all, read, with the count the API answered', () => {
    expect(ids(markRead(pages, ['b'], 2, NOW))).toEqual([['b', 'a'], ['z*']]);
    expect(unread(markRead(pages, ['b'], 2, NOW))).toEqual([2, 2]);
    const all = markRead(pages, 'all', 0, NOW);
    expect(ids(all)).toEqual([['b', 'a'], ['z']]);
    expect(unread(all)).toEqual([0, 0]);
  });

  it('reads the unread turns of a match the reader acted at, and nothing else', () => {
    const mixed = [
      page(
        [
          item('t2', { matchId: 'm' }),
          item('f', { matchId: 'm', kind: 'MATCH_FINISHED' }),
          item('t1', { matchId: 'm' }),
          item('o', { matchId: 'other' }),
        ],
        5,
      ),
    ];
    const read = readTurnsOf(mixed, 'm', NOW);
    expect(ids(read)).toEqual([['t2', 'f*', 't1', 'o*']]);
    expect(unread(read)).toEqual([3]);
    expect(readTurnsOf(read, 'm', NOW)).toBe(read);
  });
});
