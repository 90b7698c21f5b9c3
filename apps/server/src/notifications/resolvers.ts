import { requireViewer } from '../context.js';
import type { Resolvers } from '../generated/graphql.js';

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: (_root, page, context) =>
      context.services.notifications.list(requireViewer(context), page),
  },
  Mutation: {
    markNotificationsRead: async (_root, { ids, all }, context) => {
      const viewer = requireViewer(context);
      const marked = await context.services.notifications.markRead(viewer, ids, all);
      const unread = await context.services.notifications.unread(viewer);
      return { marked, unreadCount: [...unread.values()].reduce((sum, count) => sum + count, 0) };
    },
  },
  Subscription: {
    notificationAdded: {
      subscribe: (_root, _args, context) => context.services.notifications.subscribe(requireViewer(context)),
      resolve: (notification: unknown) => notification as never,
    },
  },
  NotificationConnection: {
    unreadCount: async (page) => [...(await page.unread()).values()].reduce((sum, count) => sum + count, 0),
    unreadByKind: async (page) =>
      [...(await page.unread())]
        .map(([kind, count]) => ({ kind, count }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
  },
  Notification: {
    match: (notification, _args, context) =>
      notification.matchId ? context.services.matches.reader.get(notification.matchId) : null,
    game: (notification) => notification.payload.game,
    seat: (notification) => notification.payload.seat ?? null,
    opponents: (notification) => [...notification.payload.opponents],
    placement: (notification) => notification.payload.placement ?? null,
    players: (notification) => notification.payload.players ?? null,
    from: (notification) => notification.payload.from ?? null,
    tournamentName: (notification) => notification.payload.tournament ?? null,
  },
};
