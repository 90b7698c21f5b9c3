'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '@/lib/api/ApiProvider';
import { subscribeLive } from '@/lib/api/live';
import { useFormats } from '@/lib/format';
import { showBrowserNotification, turnTag } from '@/signals/browserNotifications';
import { NotificationAddedSubscription, type NotificationItem } from './documents';
import { nextDeadline, type MyGamesData } from './myGames';
import { addNotification } from './notificationsCache';
import { asksToAct, notificationHref, notificationText } from './notificationWords';
import { myGamesKey } from './useMyGames';
import { NO_VARIABLES, notificationsKey, useNotificationsEdit } from './useNotifications';

/** How long after a deadline the list is read again: the platform's move for the seat is in by then. */
const AFTER_DEADLINE_MS = 3_000;

/** Whether the feed is following: until then, news may be missed (a test waits for `live`). */
export type FeedState = 'connecting' | 'live' | 'reconnecting' | 'failed';

/**
 * Keeps the viewer's games and notifications current on every page (mounted once, in the header):
 * each notification written for them arrives on `notificationAdded` and goes to the top of the list;
 * the games are read again then (a turn came, a match ended), when a deadline passes (the platform
 * played for a seat out of time, which tells nobody), when the tab is looked at again (moves made
 * on another device) and after the connection was lost. A notification that asks the reader to act
 * is also a browser notification while the tab is hidden, unless the table it is about is this
 * tab's page (the table signals its own turn). Returns how the feed stands.
 */
export function useTurnFeed(myGames: MyGamesData | undefined): FeedState {
  const { ws, handle } = useApi();
  const client = useQueryClient();
  const edit = useNotificationsEdit();
  const router = useRouter();
  const pathname = usePathname();
  const t = useTranslations('turns.notification');
  const tc = useTranslations('common');
  const formats = useFormats();
  const [state, setState] = useState<FeedState>('connecting');

  // The words and the page of the moment, for a notification that comes in between renders.
  const latest = useRef({ t, tc, formats, pathname, router });
  useEffect(() => {
    latest.current = { t, tc, formats, pathname, router };
  }, [t, tc, formats, pathname, router]);

  useEffect(() => {
    if (!ws || !handle) return;
    const readAgain = async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: myGamesKey(handle) }),
        client.invalidateQueries({ queryKey: notificationsKey(handle) }),
      ]);
    };
    const tell = (added: NotificationItem) => {
      const { t, tc, formats, pathname, router } = latest.current;
      const href = notificationHref(added);
      if (document.visibilityState !== 'hidden' || !asksToAct(added.kind)) return;
      if (added.kind === 'YOUR_TURN' && href === pathname) return;
      showBrowserNotification({
        title: notificationText(added, t, tc, formats),
        tag:
          added.kind === 'YOUR_TURN' && added.matchId ? turnTag(added.matchId) : `notification-${added.id}`,
        href,
        open: (to) => router.push(to),
      });
    };
    return subscribeLive(ws, NotificationAddedSubscription, () => NO_VARIABLES, {
      next: ({ notificationAdded }) => {
        edit((pages) => addNotification(pages, notificationAdded));
        void client.invalidateQueries({ queryKey: myGamesKey(handle) });
        tell(notificationAdded);
      },
      status: (status) => {
        // Live once subscribed and caught up (below), not only at the first notification.
        if (status !== 'live') setState(status);
      },
      beforeResubscribe: readAgain,
      // What came while subscribing is read over HTTP (graphql-ws does not acknowledge a subscription).
      afterSubscribe: () => readAgain().then(() => setState('live')),
    });
  }, [ws, handle, client, edit]);

  useEffect(() => {
    if (!handle) return;
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      void client.invalidateQueries({ queryKey: myGamesKey(handle) });
      void client.invalidateQueries({ queryKey: notificationsKey(handle) });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [client, handle]);

  // The soonest deadline still to come, in the browser's time.
  const soonest = nextDeadline(myGames, Date.now());
  useEffect(() => {
    if (soonest === null || !handle) return;
    const timer = setTimeout(
      () => void client.invalidateQueries({ queryKey: myGamesKey(handle) }),
      Math.min(soonest - Date.now() + AFTER_DEADLINE_MS, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [soonest, client, handle]);

  return state;
}
