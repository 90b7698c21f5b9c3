import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, type Answer } from '@/testing/api';
import { Bell } from './Bell';
import type { NotificationItem } from './documents';

const NOW = new Date().toISOString();

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
    createdAt: NOW,
    readAt: null,
    ...change,
  };
}

function notifications(items: NotificationItem[], unreadCount: number): Answer {
  return {
    data: {
      notifications: {
        edges: items.map((node) => ({ node })),
        pageInfo: { hasNextPage: false, endCursor: null },
        unreadCount,
      },
    },
  };
}

const LIST = [
  item('n3', { kind: 'CHALLENGED', from: 'cleo', matchId: 'c1' }),
  item('n2'),
  item('n1', { kind: 'MATCH_FINISHED', placement: 1, players: 2, readAt: NOW }),
];

describe('the bell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says how many are unread, opens its list on a click with focus on it, and closes with Escape back to the bell', async () => {
    renderWithApi(<Bell />, { Notifications: notifications(LIST, 2) });
    const bell = screen.getByTestId('bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('bell-panel')).toBeNull();

    fireEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByTestId('bell-panel');
    expect(bell.getAttribute('aria-controls')).toBe(panel.id);
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Notifications' }));
    const lines = within(panel).getAllByTestId('notification');
    expect(lines.map((line) => line.querySelector('a')?.textContent)).toEqual([
      'cleo challenges you to Cartagena',
      'Your turn in Cartagena against bob',
      'Cartagena against bob is over: you came 1st of 2',
    ]);
    expect(lines.map((line) => line.getAttribute('data-unread'))).toEqual(['true', 'true', 'false']);
    expect(lines[0]?.querySelector('a')?.getAttribute('href')).toBe('/matches/c1');

    fireEvent.keyDown(lines[1] as HTMLElement, { key: 'Escape' });
    expect(screen.queryByTestId('bell-panel')).toBeNull();
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(bell);
  });

  it('closes when the reader clicks elsewhere', async () => {
    renderWithApi(<Bell />, { Notifications: notifications(LIST, 2) });
    fireEvent.click(screen.getByTestId('bell'));
    await screen.findAllByTestId('notification');
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(screen.queryByTestId('bell-panel')).toBeNull();
  });

  it('marks one read, then all, and counts down with the API’s answer', async () => {
    const { sent } = renderWithApi(<Bell />, {
      Notifications: notifications(LIST, 2),
      MarkNotificationsRead: (variables) => ({
        data: { markNotificationsRead: { marked: 1, unreadCount: variables['all'] ? 0 : 1 } },
      }),
    });
    fireEvent.click(screen.getByTestId('bell'));
    const marks = await screen.findAllByTestId('mark-read');
    expect(marks).toHaveLength(2);
    fireEvent.click(marks[1] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByTestId('bell').getAttribute('aria-label')).toBe('Notifications, 1 unread'),
    );
    expect(sent.find((operation) => operation.name === 'MarkNotificationsRead')?.variables).toEqual({
      ids: ['n2'],
    });
    expect(screen.getAllByTestId('notification').map((line) => line.getAttribute('data-unread'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    // The line's button went: focus stays on the line, on its link.
    expect(document.activeElement?.textContent).toBe('Your turn in Cartagena against bob');

    fireEvent.click(screen.getByTestId('mark-all-read'));
    await waitFor(() => expect(screen.getByTestId('bell').getAttribute('aria-label')).toBe('Notifications'));
    expect(sent.at(-1)).toEqual({ name: 'MarkNotificationsRead', variables: { all: true } });
    expect(screen.queryAllByTestId('mark-read')).toHaveLength(0);
    expect(screen.queryByTestId('mark-all-read')).toBeNull();
  });

  it('says what it will tell when there is nothing yet', async () => {
    renderWithApi(<Bell />, { Notifications: notifications([], 0) });
    fireEvent.click(screen.getByTestId('bell'));
    expect(await screen.findByText(/^Nothing yet\./)).toBeTruthy();
    expect(screen.getByTestId('bell').getAttribute('aria-label')).toBe('Notifications');
  });
});
