import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_IDS } from '@/games/ids';
import type { GameEmblems } from '@/learn/GameShowcase';
import type { LiveHandlers } from '@/lib/api/live';
import type { LobbyEvent, LobbyTable } from '@/lib/api/types';
import { CARTAGENA_QUEUE } from '@/testing/fixtures';
import { renderWithApi, type Answer } from '@/testing/api';
import { Lobby } from './Lobby';

// The lobby's feed, caught so the test can send it events.
const feed = vi.hoisted(() => ({ handlers: null as LiveHandlers<{ lobbyUpdated: LobbyEvent }> | null }));
vi.mock('@/lib/api/live', () => ({
  subscribeLive: (_client: unknown, _document: unknown, _variables: unknown, handlers: never) => {
    feed.handlers = handlers;
    return () => undefined;
  },
}));

// The server page draws the emblems; the lobby only places them.
const EMBLEMS = Object.fromEntries(GAME_IDS.map((game) => [game, <svg key={game} />])) as GameEmblems;

const table = (id: string, status: LobbyTable['status'], handle = 'cleo'): LobbyTable => ({
  id,
  status,
  ranked: false,
  createdAt: '2026-02-01T10:00:00.000Z',
  startedAt: status === 'ACTIVE' ? '2026-02-01T10:05:00.000Z' : null,
  game: { id: 'cartagena', name: 'Cartagena' },
  createdBy: { handle },
  seats: [
    { seat: 0, open: false, bot: null, player: { handle } },
    { seat: 1, open: status === 'OPEN', bot: null, player: status === 'OPEN' ? null : { handle: 'dora' } },
  ],
});

/** A connection's pages by the cursor they follow (`null`: the first). */
function pages(field: string, byCursor: Record<string, { nodes: LobbyTable[]; next: string | null }>) {
  return (variables: Record<string, unknown>): Answer => {
    const page = byCursor[String(variables['after'] ?? null)]!;
    return {
      data: {
        [field]: {
          edges: page.nodes.map((node) => ({ node })),
          pageInfo: { hasNextPage: page.next !== null, endCursor: page.next ?? 'end' },
        },
      },
    };
  };
}

const ids = (testId: string) =>
  screen.queryAllByTestId(testId).map((item) => item.getAttribute('data-match'));

describe('the lobby', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    feed.handlers = null;
  });

  it('shows the first page of each list, reads more on request, and places live updates on any page', async () => {
    const { sent } = renderWithApi(<Lobby emblems={EMBLEMS} />, {
      Games: { data: { games: [] } },
      RankedQueues: { data: { rankedQueues: [CARTAGENA_QUEUE] } },
      QueueTicket: { data: { queueTicket: null } },
      OpenTables: pages('openMatches', {
        null: { nodes: [table('o1', 'OPEN'), table('o2', 'OPEN')], next: 'c2' },
        c2: { nodes: [table('o3', 'OPEN')], next: null },
      }),
      LiveMatches: pages('liveMatches', { null: { nodes: [table('l1', 'ACTIVE')], next: null } }),
    });
    await waitFor(() => expect(screen.getAllByTestId('open-table')).toHaveLength(2));
    expect(screen.getAllByTestId('live-match')).toHaveLength(1);
    const open = screen.getByTestId('open-tables');
    // Only the list with more to read offers more.
    expect(
      within(screen.getByTestId('live-matches')).queryByRole('button', { name: 'More matches' }),
    ).toBeNull();
    fireEvent.click(within(open).getByRole('button', { name: 'More tables' }));
    await waitFor(() => expect(ids('open-table')).toEqual(['o1', 'o2', 'o3']));
    expect(within(open).queryByRole('button', { name: 'More tables' })).toBeNull();
    expect(sent.filter((op) => op.name === 'OpenTables').map((op) => op.variables)).toEqual([
      {},
      { after: 'c2' },
    ]);

    // A new table comes first; one on the second page that starts moves to the matches to watch.
    act(() => feed.handlers?.next({ lobbyUpdated: { kind: 'CREATED', match: table('o4', 'OPEN') } }));
    act(() => feed.handlers?.next({ lobbyUpdated: { kind: 'STARTED', match: table('o3', 'ACTIVE') } }));
    await waitFor(() => expect(ids('open-table')).toEqual(['o4', 'o1', 'o2']));
    expect(screen.getAllByTestId('live-match')).toHaveLength(2);
    expect(screen.getByTestId('live-matches').textContent).toContain('dora');
  });

  it('says the tables are not followed once the feed is refused for good, and again when it reconnects', async () => {
    renderWithApi(<Lobby emblems={EMBLEMS} />, {
      Games: { data: { games: [] } },
      RankedQueues: { data: { rankedQueues: [CARTAGENA_QUEUE] } },
      QueueTicket: { data: { queueTicket: null } },
      OpenTables: pages('openMatches', { null: { nodes: [], next: null } }),
      LiveMatches: pages('liveMatches', { null: { nodes: [], next: null } }),
    });
    const indicator = () => screen.getByTestId('open-tables').querySelector('.live-dot');
    await waitFor(() => expect(feed.handlers).not.toBeNull());
    act(() => feed.handlers?.status?.('failed', 'refused'));
    expect(indicator()?.textContent).toBe('Not following');
    expect(indicator()?.classList.contains('off')).toBe(true);
    act(() => feed.handlers?.status?.('reconnecting'));
    expect(indicator()?.textContent).toBe('Reconnecting…');
  });

  it.each([
    [
      'it',
      'La sala di Brethren',
      'Tavoli aperti',
      'Il Covo dei Pirati',
      'Bot (euristico)',
      'Guarda',
      /^di cleo · /,
    ],
    [
      'fr',
      'Le salon de Brethren',
      'Tables ouvertes',
      'Pirate’s Cove',
      'Bot (heuristique)',
      'Regarder',
      /^par cleo · /,
    ],
  ] as const)(
    'speaks %s: headings, games, seats, buttons',
    async (locale, hero, open, game, bot, watch, by) => {
      const cove: LobbyTable = {
        ...table('o1', 'OPEN'),
        game: { id: 'pirates-cove', name: "Pirate's Cove" },
        seats: [
          { seat: 0, open: false, bot: null, player: { handle: 'cleo' } },
          { seat: 1, open: false, bot: 'heuristic', player: null },
        ],
      };
      renderWithApi(
        <Lobby emblems={EMBLEMS} />,
        {
          Games: { data: { games: [] } },
          RankedQueues: { data: { rankedQueues: [CARTAGENA_QUEUE] } },
          QueueTicket: { data: { queueTicket: null } },
          OpenTables: pages('openMatches', { null: { nodes: [cove], next: null } }),
          LiveMatches: pages('liveMatches', { null: { nodes: [table('l1', 'ACTIVE')], next: null } }),
        },
        'anne',
        locale,
      );
      const item = await screen.findByTestId('open-table');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hero);
      expect(screen.getByTestId('open-tables').querySelector('h2')?.textContent).toMatch(
        new RegExp(`^${open} `),
      );
      expect(within(item).getByText(game)).toBeTruthy();
      expect(within(item).getByText(bot)).toBeTruthy();
      // When it was opened, against now, with the date itself on hover.
      const opened = within(item).getByText(by);
      expect(opened.getAttribute('title')).toMatch(/2026/);
      expect(
        await within(screen.getByTestId('live-matches')).findByRole('link', { name: watch }),
      ).toBeTruthy();
    },
  );
});
