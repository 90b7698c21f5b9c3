import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWebGame } from '@/games/ids';
import { CARTAGENA_QUEUE, matchedTicket, ticket, TORTUGA_QUEUE } from '@/ranked/fixtures';
import { refused, renderWithApi } from '@/ranked/testApi';
import { RankedPlay } from './RankedPlay';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));

const queues = { data: { rankedQueues: [CARTAGENA_QUEUE, TORTUGA_QUEUE] } };

describe('the lobby’s Play ranked control', () => {
  afterEach(() => {
    router.push.mockReset();
    vi.unstubAllGlobals();
  });

  it('joins the chosen game, table sizes and preset, and opens the match found at once', async () => {
    const { sent } = renderWithApi(<RankedPlay />, {
      RankedQueues: queues,
      QueueTicket: { data: { queueTicket: null } },
      JoinQueue: { data: { joinQueue: matchedTicket() } },
    });
    const play = await screen.findByTestId('play-ranked');
    // Only games this app draws can be chosen; every table size starts ticked.
    expect(screen.getByTestId<HTMLInputElement>('ranked-game-tortuga').disabled).toBe(!isWebGame('tortuga'));
    for (const size of [3, 4, 5]) fireEvent.click(screen.getByTestId(`ranked-size-${size}`));
    fireEvent.change(screen.getByTestId('ranked-preset'), { target: { value: 'short' } });
    expect(screen.getByText('Four tiles and four pirates each.')).toBeTruthy();
    fireEvent.click(play);
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/matches/m1'));
    expect(sent.find((op) => op.name === 'JoinQueue')?.variables).toEqual({
      game: 'cartagena',
      playerCounts: [2],
      preset: 'short',
    });
  });

  it('will not join with no table size', async () => {
    renderWithApi(<RankedPlay />, { RankedQueues: queues, QueueTicket: { data: { queueTicket: null } } });
    await screen.findByTestId('play-ranked');
    for (const size of [2, 3, 4, 5]) fireEvent.click(screen.getByTestId(`ranked-size-${size}`));
    expect(screen.getByTestId<HTMLButtonElement>('play-ranked').disabled).toBe(true);
    expect(screen.getByText('Choose at least one table size.')).toBeTruthy();
  });

  it('shows the wait and the queue, and leaves it', async () => {
    const { sent } = renderWithApi(<RankedPlay />, {
      RankedQueues: queues,
      QueueTicket: {
        data: { queueTicket: ticket({ waitedSeconds: 75, playersWaiting: 3, estimatedWaitSeconds: 40 }) },
      },
      LeaveQueue: { data: { leaveQueue: true } },
    });
    await screen.findByTestId('queue-waiting');
    expect(screen.getByTestId('queue-waited').textContent).toBe('1:15');
    expect(screen.getByTestId('queue-players').textContent).toBe('3');
    expect(screen.getByText('~40 s')).toBeTruthy();
    fireEvent.click(screen.getByTestId('leave-queue'));
    await screen.findByTestId('play-ranked');
    expect(sent.some((op) => op.name === 'LeaveQueue')).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('sends a player in a ranked match back to it instead of queueing', async () => {
    renderWithApi(<RankedPlay />, {
      RankedQueues: queues,
      QueueTicket: { data: { queueTicket: matchedTicket() } },
    });
    const back = await screen.findByTestId('return-to-match');
    expect(back.getAttribute('href')).toBe('/matches/m1');
    // Found on arrival, not while waiting here: nothing opens by itself.
    expect(router.push).not.toHaveBeenCalled();
  });

  it('explains a refusal, and reads the queue again', async () => {
    let calls = 0;
    renderWithApi(<RankedPlay />, {
      RankedQueues: queues,
      QueueTicket: () => ({ data: { queueTicket: calls++ === 0 ? null : matchedTicket() } }),
      JoinQueue: refused('IN_RANKED_MATCH', 'finish your ranked match first'),
    });
    fireEvent.click(await screen.findByTestId('play-ranked'));
    await screen.findByTestId('in-ranked-match');
    // Worded by its code, in the reader's language (the API's English message is not needed here).
    expect(screen.getByRole('alert').textContent).toMatch(/finish it, or resign, first\..*IN_RANKED_MATCH/);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('invites people who are signed out to sign in', async () => {
    renderWithApi(<RankedPlay />, {}, null);
    expect((await screen.findByRole('link', { name: 'sign in' })).getAttribute('href')).toBe('/signin');
  });
});
