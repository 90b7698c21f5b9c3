'use client';

import { Link } from '@/components/Link';
import { useNow, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorNote, Loading } from '@/components/Status';
import { MoreButton } from '@/components/MoreButton';
import { useFormats } from '@/lib/format';
import { BrowserNotifyToggle } from './BrowserNotifyToggle';
import { MY_GAMES_HREF } from './href';
import type { NotificationItem } from './documents';
import { notificationHref, notificationText } from './notificationWords';
import { useNotifications } from './useNotifications';

/** The largest count the bell writes out; more reads "99+". */
const MOST_SHOWN = 99;

/**
 * The bell: a button with the unread count that opens the list of notifications under it (a
 * disclosure, not a menu: links and buttons inside are reached with Tab). It closes with Escape
 * (focus back on the bell), a click elsewhere, focus leaving it, or a new page.
 */
export function Bell() {
  const t = useTranslations('turns.bell');
  const notifications = useNotifications();
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = notifications.unreadCount;

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      className="bell"
      ref={wrapper}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpenAt(null);
        button.current?.focus();
      }}
      onBlur={(event) => {
        const to = event.relatedTarget as Node | null;
        if (open && to && !wrapper.current?.contains(to)) setOpenAt(null);
      }}
    >
      <button
        ref={button}
        type="button"
        className="bell-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t('label', { count: unread })}
        onClick={() => setOpenAt(open ? null : pathname)}
        data-testid="bell"
        data-unread={unread}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            d="M12 2.5a1.5 1.5 0 0 1 1.5 1.5v.6A6.5 6.5 0 0 1 18.5 11v4.2l1.7 2.3a.9.9 0 0 1-.7 1.5H4.5a.9.9 0 0 1-.7-1.5l1.7-2.3V11a6.5 6.5 0 0 1 5-6.4V4A1.5 1.5 0 0 1 12 2.5ZM9.6 20.2h4.8a2.4 2.4 0 0 1-4.8 0Z"
            fill="currentColor"
          />
        </svg>
        {unread > 0 ? (
          <span className="bell-count" aria-hidden="true">
            {unread > MOST_SHOWN ? `${MOST_SHOWN}+` : unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <NotificationPanel id={panelId} notifications={notifications} onClose={() => setOpenAt(null)} />
      ) : null}
    </div>
  );
}

function NotificationPanel({
  id,
  notifications,
  onClose,
}: {
  id: string;
  notifications: ReturnType<typeof useNotifications>;
  /** A link was followed. */
  onClose: () => void;
}) {
  const t = useTranslations('turns.bell');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { nodes, unreadCount, markAll, marking } = notifications;

  // Focus goes to the list's heading as it opens, so a screen reader says where the reader is.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div id={id} className="bell-panel" role="region" aria-labelledby={headingId} data-testid="bell-panel">
      <div className="bell-panel-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('title')}
        </h2>
        {unreadCount > 0 ? (
          <button
            type="button"
            className="link-button small"
            disabled={marking.isPending}
            onClick={() => {
              markAll();
              heading.current?.focus();
            }}
            data-testid="mark-all-read"
          >
            {t('markAllRead')}
          </button>
        ) : null}
      </div>
      {marking.error ? <ErrorNote error={marking.error} title={t('markFailed')} /> : null}
      {notifications.isPending ? <Loading>{t('loading')}</Loading> : null}
      {notifications.error && !notifications.data ? (
        <ErrorNote error={notifications.error} title={t('failed')} />
      ) : null}
      {notifications.data && nodes.length === 0 ? <p className="muted small">{t('empty')}</p> : null}
      {nodes.length > 0 ? (
        <ul className="notification-list">
          {nodes.map((notification) => (
            <NotificationLine
              key={notification.id}
              notification={notification}
              onRead={notifications.markOne}
              busy={marking.isPending}
              onLeft={() => heading.current?.focus()}
              onFollow={onClose}
            />
          ))}
        </ul>
      ) : null}
      <MoreButton list={notifications} label={t('more')} />
      <div className="bell-panel-foot">
        <BrowserNotifyToggle />
        <Link href={MY_GAMES_HREF} onClick={onClose}>
          {t('yourGames')}
        </Link>
      </div>
    </div>
  );
}

function NotificationLine({
  notification,
  onRead,
  busy,
  onLeft,
  onFollow,
}: {
  notification: NotificationItem;
  onRead: (id: string) => void;
  busy: boolean;
  /** The line's last focusable part went: focus goes elsewhere. */
  onLeft: () => void;
  onFollow: () => void;
}) {
  const t = useTranslations('turns.bell');
  const tn = useTranslations('turns.notification');
  const tc = useTranslations('common');
  const formats = useFormats();
  const now = useNow({ updateInterval: 60_000 });
  const textId = useId();
  const text = notificationText(notification, tn, tc, formats);
  const href = notificationHref(notification);
  const unread = notification.readAt === null;
  return (
    <li
      className={unread ? 'notification unread' : 'notification'}
      data-testid="notification"
      data-kind={notification.kind}
      data-unread={unread}
    >
      {href ? (
        <Link
          id={textId}
          href={href}
          onClick={() => {
            if (unread) onRead(notification.id);
            onFollow();
          }}
        >
          {text}
        </Link>
      ) : (
        <span id={textId}>{text}</span>
      )}
      <span className="notification-meta small muted">
        <time dateTime={notification.createdAt}>{formats.relative(notification.createdAt, now)}</time>
        {unread ? <span className="sr-only"> · {t('unread')}</span> : null}
        {unread ? (
          <button
            type="button"
            className="link-button small"
            aria-describedby={textId}
            disabled={busy}
            onClick={() => {
              onRead(notification.id);
              const link = document.getElementById(textId);
              if (link instanceof HTMLAnchorElement) link.focus();
              else onLeft();
            }}
            data-testid="mark-read"
          >
            {t('markRead')}
          </button>
        ) : null}
      </span>
    </li>
  );
}
