'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Browser notifications (the Notification API), one switch for the whole site: the table's turn
 * signal and the notifications that come while another page is open both ask here. The browser's
 * permission is asked for only when the reader turns them on (a click, as browsers require); the
 * reader's choice is kept per browser, so they can be turned off here without the browser's
 * settings. A browser that allowed them before there was a choice keeps them on.
 */

const KEY = 'brethren.browserNotifications';
const listeners = new Set<() => void>();

/** Where browser notifications stand: not possible here, blocked by the browser, off, or on. */
export type BrowserNotificationState = 'unsupported' | 'denied' | 'off' | 'on';

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function store(choice: 'on' | 'off'): void {
  try {
    window.localStorage.setItem(KEY, choice);
  } catch {
    // Storage refused (a private window): the choice holds while the page is open.
  }
  for (const listener of listeners) listener();
}

export function browserNotificationState(): BrowserNotificationState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' && storedChoice() !== 'off' ? 'on' : 'off';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Turns them on, asking the browser first if it was never asked. Call it from a click. */
export async function turnOnBrowserNotifications(): Promise<void> {
  if (browserNotificationState() === 'unsupported') return;
  if (Notification.permission === 'default') await Notification.requestPermission();
  store('on');
}

export function turnOffBrowserNotifications(): void {
  store('off');
}

/** The state, kept current in every component that shows it, and its switch. */
export function useBrowserNotifications(): {
  readonly state: BrowserNotificationState;
  readonly turnOn: () => Promise<void>;
  readonly turnOff: () => void;
} {
  // The server knows nothing of the browser: the first render says "unsupported", as it did.
  const state = useSyncExternalStore(subscribe, browserNotificationState, () => 'unsupported' as const);
  const turnOn = useCallback(() => turnOnBrowserNotifications(), []);
  return { state, turnOn, turnOff: turnOffBrowserNotifications };
}

/**
 * Shows a notification if they are on. `tag` names what it is about: a second one with the same tag
 * replaces the first (a turn told by the table and by the notification feed, or by two tabs, shows
 * once). A click brings this tab forward and, with `href`, opens that page in it.
 */
export function showBrowserNotification({
  title,
  tag,
  href,
  open,
}: {
  title: string;
  tag: string;
  href?: string | null;
  open?: (href: string) => void;
}): void {
  if (browserNotificationState() !== 'on') return;
  const notification = new Notification(title, { tag, icon: '/icon.svg' });
  notification.onclick = (event) => {
    event.preventDefault();
    window.focus();
    if (href && open) open(href);
    notification.close();
  };
}

/** The tag of a notification about a turn at a match. */
export function turnTag(matchId: string): string {
  return `turn-${matchId}`;
}
