import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi, type SentOperation } from '@/testing/api';
import { router, showPath } from '@/testing/navigation';
import type { TournamentDetail } from './documents';
import { NewTournamentPage } from './NewTournamentPage';
import { TournamentPage } from './TournamentPage';

beforeEach(() => showPath('/tournaments'));

// The page's live feed stays quiet here: the answers over HTTP are what is under test.
vi.mock('@/lib/api/live', () => ({ subscribeLive: () => () => undefined }));

afterEach(() => {
  vi.unstubAllGlobals();
});

type Table = TournamentDetail['pairings'][number]['tables'][number];

const table = (number: number, handles: string[], status: 'ACTIVE' | 'FINISHED'): Table => ({
  table: number,
  bye: false,
  players: handles.map((handle) => ({ handle })),
  match: { id: `m${number}`, status, seats: [] },
});

const standing = (rank: number, handle: string, points: number, streak: number, onFire = false) => ({
  rank,
  points,
  buchholz: 0,
  medianBuchholz: 0,
  headToHead: 0,
  played: 3,
  byes: 0,
  withdrawn: false,
  wins: streak,
  streak,
  onFire,
  player: { handle },
});

function arena(overrides: Partial<TournamentDetail> = {}): TournamentDetail {
  return {
    id: 't1',
    name: 'Evening arena',
    status: 'RUNNING',
    format: 'ARENA',
    rounds: 0,
    currentRound: 2,
    durationMinutes: 45,
    endsAt: '2999-01-01T20:00:00.000Z',
    playersPerTable: 2,
    playerCount: 3,
    maxPlayers: 64,
    clock: 'LIVE',
    rated: false,
    startsAt: '2026-12-01T19:00:00.000Z',
    options: {},
    visibility: 'PUBLIC',
    minRatedMatches: 0,
    roundHours: null,
    nextRoundAt: null,
    joined: true,
    paused: false,
    inviteCode: null,
    createdAt: '2026-12-01T18:00:00.000Z',
    startedAt: '2026-12-01T19:00:00.000Z',
    finishedAt: null,
    createdBy: { handle: 'cleo' },
    game: { id: 'cartagena', name: 'Cartagena', minPlayers: 2, maxPlayers: 5 },
    standings: [standing(1, 'bob', 4, 2, true), standing(2, 'anne', 1, 0)],
    pairings: [
      {
        round: 1,
        startedAt: '2026-12-01T19:00:00.000Z',
        finishedAt: null,
        tables: [table(1, ['anne', 'bob'], 'FINISHED')],
      },
      {
        round: 2,
        startedAt: '2026-12-01T19:10:00.000Z',
        finishedAt: null,
        tables: [table(2, ['bob', 'cy'], 'ACTIVE')],
      },
    ],
    ...overrides,
  };
}

const answer = (tournament: TournamentDetail) => ({ data: { tournament } });
const named = (sent: readonly SentOperation[], name: string) => sent.filter((op) => op.name === name);

describe('an arena tournament’s page', () => {
  it('tells its rules, when it stops seating, the streaks and who is on fire', async () => {
    renderWithApi(<TournamentPage id="t1" inviteCode={null} />, { Tournament: answer(arena()) });
    await screen.findByText(/^Arena of 45 minutes, tables of 2 \(Cartagena\)\./);
    expect(screen.getByText(/After two wins in a row/)).toBeTruthy();
    expect(screen.getByText(/Seats tables until/)).toBeTruthy();
    const standings = screen.getByTestId('standings');
    expect(
      within(standings)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rank', 'Player', 'Points', 'Wins', 'Streak', 'Played']);
    expect(screen.getAllByTestId('standing-streak').map((cell) => cell.textContent)).toEqual([
      '2 on fire',
      '0',
    ]);
    expect(screen.getByRole('heading', { name: 'Wave 2' })).toBeTruthy();
    expect(screen.getByTestId('arena-pairing').textContent).toBe(
      'You are in the pool: you are seated again as soon as a table fills.',
    );
  });

  it('pauses and resumes the reader’s pairing with a button', async () => {
    const { sent } = renderWithApi(<TournamentPage id="t1" inviteCode={null} />, {
      Tournament: answer(arena()),
      PauseTournament: { data: { pauseTournament: arena({ paused: true }) } },
      ResumeTournament: { data: { resumeTournament: arena() } },
    });
    fireEvent.click(await screen.findByTestId('pause-tournament'));
    await screen.findByText('Your pairing is paused: you are not seated until you resume it.');
    expect(named(sent, 'PauseTournament')[0]?.variables).toEqual({ id: 't1' });
    fireEvent.click(screen.getByTestId('resume-tournament'));
    await screen.findByTestId('pause-tournament');
    expect(named(sent, 'ResumeTournament')).toHaveLength(1);
  });

  it('asks nothing of the server on arriving or leaving: a pause holds until resumed', async () => {
    const { sent, unmount } = renderWithApi(<TournamentPage id="t1" inviteCode={null} />, {
      Tournament: answer(arena({ paused: true })),
    });
    await screen.findByTestId('resume-tournament');
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(named(sent, 'ResumeTournament')).toHaveLength(0);
    expect(named(sent, 'PauseTournament')).toHaveLength(0);
  });

  it('takes entries while it seats tables, not once it stopped', async () => {
    const { unmount } = renderWithApi(<TournamentPage id="t1" inviteCode={null} />, {
      Tournament: answer(arena({ joined: false })),
    });
    await screen.findByTestId('join-tournament');
    unmount();
    renderWithApi(<TournamentPage id="t1" inviteCode={null} />, {
      Tournament: answer(arena({ joined: false, endsAt: '2000-01-01T00:00:00.000Z' })),
    });
    await screen.findByTestId('standings');
    expect(screen.queryByTestId('join-tournament')).toBeNull();
  });
});

describe('making an arena', () => {
  it('asks for its length instead of rounds, offers no turn-based pace, and sends it so', async () => {
    const { sent } = renderWithApi(<NewTournamentPage />, {
      Games: {
        data: {
          games: [
            { id: 'cartagena', name: 'Cartagena', minPlayers: 2, maxPlayers: 5, options: [], botLevels: [] },
          ],
        },
      },
      CreateTournament: { data: { createTournament: { id: 't9', inviteCode: null } } },
    });
    fireEvent.click(await screen.findByTestId('clock-days_1'));
    fireEvent.click(screen.getByTestId('format-arena'));
    expect(screen.queryByTestId('tournament-rounds')).toBeNull();
    expect(screen.queryByTestId('clock-days_1')).toBeNull();
    expect(screen.getByTestId<HTMLInputElement>('clock-live').checked).toBe(true);
    fireEvent.change(screen.getByTestId('tournament-duration'), { target: { value: '30' } });
    fireEvent.change(screen.getByTestId('tournament-name'), { target: { value: 'Quick arena' } });
    fireEvent.click(screen.getByTestId('create-tournament'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/tournaments/t9'));
    const input = named(sent, 'CreateTournament')[0]?.variables['input'] as Record<string, unknown>;
    expect(input).toMatchObject({ format: 'ARENA', durationMinutes: 30, clock: 'LIVE', name: 'Quick arena' });
    expect(input).not.toHaveProperty('rounds');
  });
});

describe('a Swiss with rounds at fixed times', () => {
  it('says so in its rules and when the next round may start', async () => {
    const swiss = arena({
      format: 'SWISS',
      rounds: 3,
      currentRound: 1,
      durationMinutes: null,
      endsAt: null,
      clock: 'DAYS_1',
      roundHours: 72,
      nextRoundAt: '2026-12-04T19:00:00.000Z',
      standings: [],
      pairings: [],
    });
    renderWithApi(<TournamentPage id="t1" inviteCode={null} />, { Tournament: answer(swiss) });
    await screen.findByText(/^Rounds start at fixed times, every 72 hours from the first;/);
    expect(screen.getByText(/Next round from 4 Dec 2026, 19:00/)).toBeTruthy();
    expect(screen.queryByTestId('pause-tournament')).toBeNull();
  });

  it('sends the hours between rounds from the form, or none when left empty', async () => {
    const games = {
      data: {
        games: [
          { id: 'cartagena', name: 'Cartagena', minPlayers: 2, maxPlayers: 5, options: [], botLevels: [] },
        ],
      },
    };
    const answers = {
      Games: games,
      CreateTournament: { data: { createTournament: { id: 't9', inviteCode: null } } },
    };
    const make = async (hours: string) => {
      const { sent, unmount } = renderWithApi(<NewTournamentPage />, answers);
      fireEvent.change(await screen.findByTestId('tournament-name'), { target: { value: 'By the day' } });
      fireEvent.change(screen.getByTestId('tournament-round-hours'), { target: { value: hours } });
      fireEvent.click(screen.getByTestId('create-tournament'));
      await waitFor(() => expect(named(sent, 'CreateTournament')).toHaveLength(1));
      unmount();
      return named(sent, 'CreateTournament')[0]?.variables['input'];
    };
    expect(await make('24')).toMatchObject({ format: 'SWISS', rounds: 3, roundHours: 24 });
    expect(await make('')).not.toHaveProperty('roundHours');
  });
});
