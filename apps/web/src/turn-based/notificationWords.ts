import type { Translator } from '@/i18n/translator';
import type { Formats } from '@/lib/format';
import { gameName } from '@/matches/names';
import type { NotificationItem, NotificationKind } from './documents';

/** The kinds a browser notification is shown for: each asks the reader to do something. */
const ASKING: ReadonlySet<NotificationKind> = new Set(['YOUR_TURN', 'CHALLENGED', 'INVITED']);

/** Whether a notification of this kind is worth a browser notification while the tab is hidden. */
export function asksToAct(kind: NotificationKind): boolean {
  return ASKING.has(kind);
}

/**
 * A notification in a sentence: "Your turn in Cartagena against anne", "Cartagena against anne is
 * over: you came 1st of 2", "anne challenges you to Cartagena", "anne offers you a rematch of
 * Cartagena".
 */
export function notificationText(
  notification: NotificationItem,
  t: Translator<'turns.notification'>,
  tc: Translator<'common'>,
  formats: Pick<Formats, 'list'>,
): string {
  const game = gameName({ id: notification.game, name: notification.game }, tc);
  const opponents = formats.list(notification.opponents);
  const hasOpponents = notification.opponents.length > 0 ? 'yes' : 'no';
  const from = notification.from ?? '';
  switch (notification.kind) {
    case 'YOUR_TURN':
      return t('YOUR_TURN', { game, opponents, hasOpponents });
    case 'MATCH_FINISHED': {
      const placed = notification.placement !== null && notification.players !== null;
      return t('MATCH_FINISHED', {
        game,
        opponents,
        hasOpponents,
        placed: placed ? 'yes' : 'no',
        placement: notification.placement ?? 0,
        players: notification.players ?? 0,
      });
    }
    case 'INVITED':
      return t('INVITED', { game, from });
    case 'CHALLENGED':
      return t('CHALLENGED', { game, from });
    case 'TOURNAMENT_ROUND':
      return t('TOURNAMENT_ROUND', { game });
    default:
      return t('other', { game });
  }
}

/**
 * Where a notification leads: the table it is about (the match to play, its result, the challenge
 * or the rematch to accept there); null when it is about no match.
 */
export function notificationHref(notification: Pick<NotificationItem, 'matchId'>): string | null {
  return notification.matchId === null ? null : `/matches/${encodeURIComponent(notification.matchId)}`;
}
