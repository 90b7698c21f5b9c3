/**
 * The turn-based operations the web app sends: the viewer's games and notifications.
 * Written in `documents.graphql`; each is its generated constant, imported by name.
 */
export {
  MyGamesDocument as MyGamesQuery,
  NotificationsDocument as NotificationsQuery,
  NotificationAddedDocument as NotificationAddedSubscription,
  MarkNotificationsReadDocument as MarkNotificationsReadMutation,
} from '@/lib/api/generated/graphql';
export type {
  MyGameFieldsFragment as MyGame,
  MyGamesQuery as MyGamesAnswer,
  NotificationFieldsFragment as NotificationItem,
  NotificationsQuery as NotificationsAnswer,
  NotificationKind,
} from '@/lib/api/generated/graphql';
