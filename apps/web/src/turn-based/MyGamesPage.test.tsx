import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '@/testing/api';
import { showPath } from '@/testing/navigation';
import type { MyGame } from './documents';
import { MyGamesPage } from './MyGamesPage';

beforeEach(() => showPath('/matches/mine'));

const HOUR = 3_600_000;

/** A match of anne's (seat 0) against bob, or bob and a bot, `leftMs` from now. */
function entry(
  id: string,
  yourTurn: boolean,
  leftMs: number | null,
  change: Partial<MyGame['match']> = {},
): MyGame {
  return {
    yourTurn,
    dueSeats: yourTurn ? [0] : [1],
    deadline: leftMs === null ? null : new Date(Date.now() + leftMs).toISOString(),
    leftMs,
    match: {
      id,
      status: 'ACTIVE',
      viewerSeat: 0,
      game: { id: 'cartagena', name: 'Cartagena' },
      seats: [
        { seat: 0, bot: null, accountDeleted: false, player: { handle: 'anne' } },
        { seat: 1, bot: null, accountDeleted: false, player: { handle: 'bob' } },
      ],
      clockSettings: { perDecisionMs: 24 * HOUR, turnBased: true },
      ...change,
    },
  };
}

describe('the Your games page', () => {
  it('lists the matches waiting for the reader first, least time left first, then those waiting for others', async () => {
    renderWithApi(<MyGamesPage />, {
      MyGames: {
        data: {
          myGames: [
            entry('later', true, 50 * HOUR + 10 * 60_000),
            entry('theirs', false, 5 * HOUR + 30 * 60_000, {
              game: { id: 'tortuga', name: 'Tortuga 1667' },
              seats: [
                { seat: 0, bot: null, accountDeleted: false, player: { handle: 'anne' } },
                { seat: 1, bot: null, accountDeleted: false, player: { handle: 'bob' } },
                { seat: 2, bot: 'heuristic', accountDeleted: false, player: null },
              ],
              clockSettings: { perDecisionMs: 30_000, turnBased: false },
            }),
            entry('soon', true, 3 * HOUR + 20 * 60_000),
            entry('open', false, null, {
              status: 'OPEN',
              clockSettings: { perDecisionMs: 72 * HOUR, turnBased: true },
            }),
          ],
        },
      },
    });
    const yours = await screen.findByTestId('waiting-for-you');
    expect(within(yours).getByRole('heading').textContent).toBe('Waiting for you (2)');
    const mine = within(yours).getAllByTestId('my-game');
    expect(mine.map((line) => line.getAttribute('data-match'))).toEqual(['soon', 'later']);
    expect(mine[0]?.textContent).toContain('Cartagena against bob');
    expect(mine[0]?.textContent).toContain('Turn-based · 1 day a move');
    expect(within(mine[0] as HTMLElement).getByTestId('time-left').textContent).toMatch(
      /^3 h (19|20) min left$/,
    );
    expect(within(mine[1] as HTMLElement).getByTestId('time-left').textContent).toMatch(/^2 days 2 h left$/);
    const play = within(mine[0] as HTMLElement).getByRole('link', { name: 'Play' });
    expect(play.getAttribute('href')).toBe('/matches/soon');

    const others = within(screen.getByTestId('waiting-for-others')).getAllByTestId('my-game');
    expect(others.map((line) => line.getAttribute('data-match'))).toEqual(['theirs', 'open']);
    expect(others[0]?.textContent).toContain('Tortuga 1667 against bob and Bot (heuristic)');
    expect(others[0]?.textContent).toContain('Waiting for bob');
    expect(others[0]?.textContent).toContain('Live clock');
    expect(others[1]?.textContent).toContain('Not started yet');
    expect(within(others[1] as HTMLElement).queryByTestId('time-left')).toBeNull();
    expect(
      within(others[1] as HTMLElement)
        .getByRole('link', { name: 'Open' })
        .getAttribute('href'),
    ).toBe('/matches/open');
  });

  it('with no match, says what turn-based play is and offers to open such a table', async () => {
    renderWithApi(<MyGamesPage />, { MyGames: { data: { myGames: [] } } });
    const empty = await screen.findByTestId('my-games-empty');
    expect(empty.textContent).toContain('You sit in no match right now.');
    expect(within(empty).getByRole('link', { name: 'Open a turn-based table' }).getAttribute('href')).toBe(
      '/?clock=DAYS_1',
    );
  });

  it('asks a visitor to sign in', () => {
    renderWithApi(<MyGamesPage />, {}, null);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
  });
});
