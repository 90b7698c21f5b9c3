import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  browserNotificationState,
  showBrowserNotification,
  turnOffBrowserNotifications,
  turnOnBrowserNotifications,
} from './browserNotifications';

/** The browser's Notification API as a page sees it: a permission, a request, notifications shown. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const shown: {
    title: string;
    options: NotificationOptions;
    closed: boolean;
    onclick: ((event: Event) => void) | null;
  }[] = [];
  const requests = vi.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  class FakeNotification {
    static permission = permission;
    static requestPermission = requests;
    onclick: ((event: Event) => void) | null = null;
    closed = false;
    constructor(
      readonly title: string,
      readonly options: NotificationOptions,
    ) {
      shown.push(this);
    }
    close() {
      this.closed = true;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requests };
}

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'Notification');
});

describe('browser notifications, one switch for the site', () => {
  it('are off until turned on, and asking the browser waits for that', async () => {
    const { requests, shown } = fakeBrowser('default');
    expect(browserNotificationState()).toBe('off');
    showBrowserNotification({ title: 'Your turn', tag: 't' });
    expect(shown).toHaveLength(0);
    expect(requests).not.toHaveBeenCalled();
    await turnOnBrowserNotifications();
    expect(requests).toHaveBeenCalledOnce();
    expect(browserNotificationState()).toBe('on');
  });

  it('stay on for a browser that allowed them before there was a switch, and turn off here without asking it', async () => {
    const { requests } = fakeBrowser('granted');
    expect(browserNotificationState()).toBe('on');
    turnOffBrowserNotifications();
    expect(browserNotificationState()).toBe('off');
    await turnOnBrowserNotifications();
    expect(requests).not.toHaveBeenCalled();
    expect(browserNotificationState()).toBe('on');
  });

  it('say so when the browser blocks them, or has none', async () => {
    fakeBrowser('default', 'denied');
    await turnOnBrowserNotifications();
    expect(browserNotificationState()).toBe('denied');
    vi.unstubAllGlobals();
    Reflect.deleteProperty(window, 'Notification');
    expect(browserNotificationState()).toBe('unsupported');
    showBrowserNotification({ title: 'Your turn', tag: 't' });
  });

  it('show one with its tag; a click brings the tab forward, opens its page and closes it', () => {
    const { shown } = fakeBrowser('granted');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const open = vi.fn();
    showBrowserNotification({ title: 'Your turn in Cartagena', tag: 'turn-m1', href: '/matches/m1', open });
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: 'Your turn in Cartagena', options: { tag: 'turn-m1' } });
    const click = new Event('click', { cancelable: true });
    shown[0]?.onclick?.(click);
    expect(click.defaultPrevented).toBe(true);
    expect(focus).toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('/matches/m1');
    expect(shown[0]?.closed).toBe(true);
  });
});
