import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryView } from '@/history/HistoryPage';
import type { LadderEntry, PlayerGameRating, PlayerProfile } from '@/lib/api/types';
import { LadderView } from './LadderPage';
import { StatsView } from './StatsPage';
import { refused, renderWithApi } from '@/testing/api';

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
    expect(sent.at(-1)?.variables).toEqual({ game: 'cartagena', after: 'c2' });
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
    winRateBySeat: [{ key: '0', games: 2, wins: 2, rate: 1 }],
    winRateByPlayerCount: [{ key: '2', games: 3, wins: 2, rate: 2 / 3 }],
    winRateByTeam: [],
  };
  const history = { data: { matches: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } } } };
  const profile = (ratings: PlayerGameRating[]): PlayerProfile => ({
    player: { id: 'u2', handle: 'bob', vacationUntil: null },
    turnBasedCompletion: { matches: 0, withoutTimeout: 0, share: null },
    ratings,
  });
  // The API answers a rating history newest first.
  const points = [
    { at: '2026-02-03T10:00:00.000Z', rating: 1531.2, matchId: 'c' },
    { at: '2026-02-02T10:00:00.000Z', rating: 1500, matchId: 'b' },
    { at: '2026-02-01T10:00:00.000Z', rating: 1516, matchId: 'a' },
  ];
  const ratingHistory =
    (pages: { nodes: typeof points; endCursor: string | null }[]) => (variables: Record<string, unknown>) => {
      const index = variables['after']
        ? pages.findIndex((page) => page.endCursor === variables['after']) + 1
        : 0;
      const page = pages[index]!;
      return {
        data: {
          player: {
            rating: {
              history: {
                edges: page.nodes.map((node) => ({ node })),
                pageInfo: { hasNextPage: index < pages.length - 1, endCursor: page.endCursor },
              },
            },
          },
        },
      };
    };

  it('shows each game’s rating, rank, games, wins, chart and win rates', async () => {
    renderWithApi(<HistoryView handle="bob" />, {
      PlayerProfile: { data: { player: profile([rating]) } },
      History: history,
      RatingHistory: ratingHistory([{ nodes: points, endCursor: 'p1' }]),
    });
    const section = await screen.findByTestId('game-rating');
    expect(within(section).getByTestId('rating').textContent).toBe('1531provisional');
    expect(within(section).getByTestId('rank').textContent).toBe('not on the ladder');
    const chart = await within(section).findByTestId('rating-chart');
    expect(chart.querySelector('figcaption')?.textContent).toBe(
      'Cartagena rating over 3 rated matches: from 1500 to 1531, highest 1531, lowest 1500.',
    );
    expect(within(section).queryByTestId('earlier-ratings')).toBeNull();
    expect(section.textContent).toContain('2 players');
    expect(section.textContent).toContain('No team matches.');
    // Someone else's page offers the matchmaking block.
    expect(screen.getByText('Ranked matchmaking')).toBeTruthy();
  });

  it('charts the latest ratings first and reads earlier ones on request', async () => {
    const { sent } = renderWithApi(<HistoryView handle="bob" />, {
      PlayerProfile: {
        data: { player: profile([{ ...rating, games: 3 }]) },
      },
      History: history,
      RatingHistory: ratingHistory([
        { nodes: points.slice(0, 2), endCursor: 'p1' },
        { nodes: points.slice(2), endCursor: 'p2' },
      ]),
    });
    const section = await screen.findByTestId('game-rating');
    const caption = async () =>
      (await within(section).findByTestId('rating-chart')).querySelector('figcaption')?.textContent;
    expect(await caption()).toBe(
      'Cartagena rating over the last 2 of 3 rated matches: from 1500 to 1531, highest 1531, lowest 1500.',
    );
    fireEvent.click(within(section).getByTestId('earlier-ratings'));
    await waitFor(async () =>
      expect(await caption()).toMatch(/^Cartagena rating over 3 rated matches: from 1500/),
    );
    expect(within(section).queryByTestId('earlier-ratings')).toBeNull();
    expect(sent.filter((op) => op.name === 'RatingHistory').map((op) => op.variables)).toEqual([
      { handle: 'bob', game: 'cartagena' },
      { handle: 'bob', game: 'cartagena', after: 'p1' },
    ]);
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
  it('lists the player’s matches, newest first, and reads older ones page by page', async () => {
    const summary = (id: string, finishedAt: string, placement: number) => ({
      id,
      status: 'FINISHED',
      visibility: 'PUBLIC',
      playerCount: 2,
      createdAt: finishedAt,
      startedAt: finishedAt,
      finishedAt,
      options: {},
      result: null,
      ranked: false,
      game: { id: 'cartagena', name: 'Cartagena' },
      createdBy: null,
      seats: [
        {
          seat: 0,
          open: false,
          bot: null,
          placement,
          score: null,
          forfeited: false,
          ratingBefore: null,
          ratingAfter: null,
          player: { handle: 'bob' },
        },
      ],
    });
    const { sent } = renderWithApi(<HistoryView handle="bob" />, {
      PlayerProfile: { data: { player: profile([]) } },
      History: (variables) => ({
        data: {
          matches: variables['after']
            ? {
                edges: [{ node: summary('old', '2026-01-01T10:00:00.000Z', 2) }],
                pageInfo: { hasNextPage: false, endCursor: 'c2' },
              }
            : {
                edges: [{ node: summary('new', '2026-02-01T10:00:00.000Z', 1) }],
                pageInfo: { hasNextPage: true, endCursor: 'c1' },
              },
        },
      }),
    });
    expect(await screen.findAllByTestId('history-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Older matches' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
    const rows = screen.getAllByTestId('history-row');
    expect(rows.map((row) => within(row).getByRole('link', { name: 'Table' }).getAttribute('href'))).toEqual([
      '/matches/new',
      '/matches/old',
    ]);
    expect(sent.filter((op) => op.name === 'History').map((op) => op.variables)).toEqual([
      { player: 'bob' },
      { player: 'bob', after: 'c1' },
    ]);
    // The last page offers no more.
    expect(screen.queryByRole('button', { name: 'Older matches' })).toBeNull();
  });

  it('dates every match by one moment, when its table was opened, so the column reads in order', async () => {
    const summary = (id: string, status: string, createdAt: string, finishedAt: string | null) => ({
      id,
      status,
      visibility: 'PUBLIC',
      playerCount: 2,
      createdAt,
      startedAt: status === 'OPEN' ? null : createdAt,
      finishedAt,
      options: {},
      result: null,
      ranked: false,
      game: { id: 'cartagena', name: 'Cartagena' },
      createdBy: null,
      seats: [],
    });
    // As the API lists them: newest table first. The one opened at 11:00 finished at 13:00, after
    // the one opened at noon started.
    renderWithApi(<HistoryView handle="bob" />, {
      PlayerProfile: { data: { player: profile([]) } },
      History: {
        data: {
          matches: {
            edges: [
              { node: summary('live', 'ACTIVE', '2026-02-01T12:00:00.000Z', null) },
              { node: summary('long', 'FINISHED', '2026-02-01T11:00:00.000Z', '2026-02-01T13:00:00.000Z') },
              { node: summary('open', 'OPEN', '2026-02-01T10:00:00.000Z', null) },
            ],
            pageInfo: { hasNextPage: false, endCursor: 'c1' },
          },
        },
      },
    });
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.map((row) => row.querySelector('time')?.getAttribute('dateTime'))).toEqual([
      '2026-02-01T12:00:00.000Z',
      '2026-02-01T11:00:00.000Z',
      '2026-02-01T10:00:00.000Z',
    ]);
  });
});

describe('ladders and statistics in Italian and French', () => {
  const ladder = {
    data: {
      games: [...games, { id: 'pirates-cove', name: "Pirate's Cove" }],
      ladder: {
        edges: [
          { cursor: 'c1', node: entry(1, 'anne', 12) },
          { cursor: 'c2', node: entry(2, 'bob', 31) },
        ],
        pageInfo: { hasNextPage: true, endCursor: 'c2' },
      },
    },
  };

  it('speaks French on a ladder, numbers and percentages included', async () => {
    renderWithApi(<LadderView game="cartagena" />, { Ladder: ladder }, 'anne', 'fr');
    const rows = await screen.findAllByTestId('ladder-row');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Classement de Cartagena');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1anne (vous)1690? provisoire12650\u00a0%',
      '2bob1679311548\u00a0%',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Cote' })).toBeTruthy();
    expect(screen.getByTestId('ladder-next').textContent).toBe('50 suivants →');
    expect(screen.getByTestId('game-tab-pirates-cove').textContent).toBe('Pirate’s Cove');
  });

  it('speaks Italian on a ladder, with the games’ Italian names', async () => {
    renderWithApi(<LadderView game="cartagena" />, { Ladder: ladder }, 'anne', 'it');
    await screen.findAllByTestId('ladder-row');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Classifica di Cartagena');
    expect(screen.getByTestId('game-tab-pirates-cove').textContent).toBe('Il Covo dei Pirati');
    expect(screen.getByText('Pagina 1')).toBeTruthy();
  });

  it('speaks Italian on a statistics page, lengths and teams included', async () => {
    renderWithApi(
      <StatsView game="tortuga" />,
      {
        GameStats: {
          data: {
            games,
            gameStats: {
              game: { id: 'tortuga', name: 'Tortuga 1667' },
              matchesPlayed: 1234,
              averageActions: 101.4,
              averageDurationSeconds: 754,
              seatWinRates: [{ key: '0', games: 12, wins: 7, rate: 7 / 12 }],
              teamWinRates: [{ key: 'dutch', games: 12, wins: 3, rate: 0.25 }],
            },
          },
        },
      },
      'anne',
      'it',
    );
    expect((await screen.findByTestId('matches-played')).textContent).toBe('1234');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Statistiche di Tortuga 1667');
    expect(screen.getByText('12 min 34 s')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Posto 1 (inizia)' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Olandesi' })).toBeTruthy();
  });
});
