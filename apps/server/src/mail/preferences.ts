import type { NotificationKind } from '../notifications/model.js';

/** How one kind of notification reaches a person by mail. */
export type MailDelivery = 'OFF' | 'EVERY' | 'DIGEST';

/** Every kind, in the order the account page and the API list them. */
export const NOTIFICATION_KINDS: readonly NotificationKind[] = [
  'YOUR_TURN',
  'CHALLENGED',
  'INVITED',
  'MATCH_FINISHED',
  'TOURNAMENT_ROUND',
];

/**
 * What a person gets without choosing: what asks them to act now (their turn, a challenge, a
 * rematch waiting for them, a tournament round) at once; results, which ask nothing, once a day.
 */
export const DEFAULT_DELIVERY: Readonly<Record<NotificationKind, MailDelivery>> = {
  YOUR_TURN: 'EVERY',
  CHALLENGED: 'EVERY',
  INVITED: 'EVERY',
  MATCH_FINISHED: 'DIGEST',
  TOURNAMENT_ROUND: 'EVERY',
};

/** A person's deliveries: their choices over the defaults. */
export function deliveries(
  chosen: ReadonlyMap<NotificationKind, MailDelivery>,
): ReadonlyMap<NotificationKind, MailDelivery> {
  return new Map(NOTIFICATION_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_DELIVERY[kind]]));
}

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}
