import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryView } from '@/history/HistoryPage';
import type { LadderEntry, PlayerGameRating } from '@/lib/api/types';
import { LadderView } from './LadderPage';
import { StatsView } from './StatsPage';
import { refused, renderWithApi } from './testApi';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

const games = [
  { id: 'cartagena', name: 'Cartagena' },
  { id: 'tortuga', name: 'Tortuga 1667' },
];

const entry = (rank: number, handle: string, games: number): LadderEntry => ({
  rank,
  player: { id: `u-${handle}`, handle },
  rating: 1700 - rank * 10.4,
  games,
  wins: Math.floor(games / 2),
  provisional: games < 20,
});

afterEach(() => vi.unstubAllGlobals());

describe('a ladder page', () => {
  it('lists rank, player, rating, games and wins, marks provisional ratings, and pages on', async () => {
    const { sent } = renderWithApi(<LadderView game="cartagena" />, {
      Ladder: (variables) => ({
        data: {
          games,
          ladder: variables['after']
            ? {
                edges: [{ cursor: 'c3', node: entry(3, 'cleo', 40) }],
                pageInfo: { hasNextPage: false, endCursor: 'c3' },
              }
            : {
                edges: [
                  { cursor: 'c1', node: entry(1, 'anne', 12) },
                  { cursor: 'c2', node: entry(2, 'bob', 31) },
                ],
                pageInfo: { hasNextPage: true, endCursor: 'c2' },
              },
        },
      }),
    });
    const rows = await screen.findAllByTestId('ladder-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1anne (you)1690? provisional12650%',
      '2bob1679311548%',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'bob' }).getAttribute('href')).toBe('/players/bob');
    expect(screen.getByTestId('game-tab-cartagena').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('game-tab-tortuga').getAttribute('href')).toBe('/ladder/tortuga');
    fireEvent.click(screen.getByTestId('ladder-next'));
    await waitFor(() => expect(screen.getAllByTestId('ladder-row')[0]!.textContent).toMatch(/^3cleo/));
    expect(sent.at(-1)?.variables).toEqual({ game: 'cartagena', first: 50, after: 'c2' });
    expect(screen.getByText('Page 2')).toBeTruthy();
  });

  it('says who appears on an empty ladder, and names an unknown game', async () => {
    renderWithApi(<LadderView game="cartagena" />, {
      Ladder: { data: { games, ladder: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } },
    });
    expect((await screen.findByTestId('ladder-empty')).textContent).toMatch(/after 10 rated games/);
  });

  it('names an unknown game', async () => {
    renderWithApi(<LadderView game="chess" />, { Ladder: refused('UNKNOWN_GAME', 'no game "chess"') });
    expect((await screen.findByRole('alert')).textContent).toMatch(/There is no game “chess”/);
  });
});

describe('a statistics page', () => {
  it('shows matches played, average length and who wins from which seat', async () => {
    renderWithApi(<StatsView game="cartagena" />, {
      GameStats: {
        data: {
          games,
          gameStats: {
            game: { id: 'cartagena', name: 'Cartagena' },
            matchesPlayed: 12,
            averageActions: 101.4,
            averageDurationSeconds: 754,
            seatWinRates: [
              { key: '0', games: 12, wins: 7, rate: 7 / 12 },
              { key: '1', games: 12, wins: 5, rate: 5 / 12 },
            ],
            teamWinRates: [],
          },
        },
      },
    });
    expect((await screen.findByTestId('matches-played')).textContent).toBe('12');
    expect(screen.getByText('12 min 34 s')).toBeTruthy();
    const seats = screen.getByTestId('seat-win-rates');
    expect(
      within(seats)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SeatGamesWinsWin rate', 'Seat 1 (starts)12758%', 'Seat 212542%']);
  });
});

describe('a player’s page', () => {
  const rating: PlayerGameRating = {
    game: { id: 'cartagena', name: 'Cartagena' },
    rating: 1531.2,
    games: 3,
    wins: 2,
    provisional: true,
    rank: null,
    history: [
      { at: '2026-02-01T10:00:00.000Z', rating: 1516, matchId: 'a' },
      { at: '2026-02-02T10:00:00.000Z', rating: 1500, matchId: 'b' },
      { at: '2026-02-03T10:00:00.000Z', rating: 1531.2, matchId: 'c' },
    ],
    winRateBySeat: [{ key: '0', games: 2, wins: 2, rate: 1 }],
    winRateByPlayerCount: [{ key: '2', games: 3, wins: 2, rate: 2 / 3 }],
    winRateByTeam: [],
  };
  const history = { data: { matches: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } };

  it('shows each game’s rating, rank, games, wins, chart and win rates', async () => {
    renderWithApi(<HistoryView handle="bob" />, {
      PlayerProfile: { data: { player: { player: { id: 'u2', handle: 'bob' }, ratings: [rating] } } },
      History: history,
    });
    const section = await screen.findByTestId('game-rating');
    expect(within(section).getByTestId('rating').textContent).toBe('1531provisional');
    expect(within(section).getByTestId('rank').textContent).toBe('not on the ladder');
    expect(within(section).getByTestId('rating-chart')).toBeTruthy();
    expect(section.textContent).toContain('2 players');
    expect(section.textContent).toContain('No team matches.');
    // Someone else's page offers the matchmaking block.
    expect(screen.getByText('Ranked matchmaking')).toBeTruthy();
  });

  it('says when there is no such player', async () => {
    renderWithApi(<HistoryView handle="nobody" />, {
      PlayerProfile: { data: { player: null } },
      History: history,
    });
    expect((await screen.findByTestId('no-player')).textContent).toMatch(
      /Nobody on Brethren is called “nobody”/,
    );
  });
});
