import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rankedMatch, seat } from '@/testing/fixtures';
import { renderWithApi } from '@/testing/api';
import { router } from '@/testing/navigation';
import { PlayAgain } from './PlayAgain';

afterEach(() => {
  vi.unstubAllGlobals();
});

const finished = rankedMatch({
  status: 'FINISHED',
  ranked: false,
  seats: [seat(0, 'anne', { placement: 1 }), seat(1, 'bob', { placement: 2 })],
});

describe('playing again at the end of a match', () => {
  it('ranked: back into the queue for the same game and table size, then to the lobby', async () => {
    const { sent } = renderWithApi(<PlayAgain match={{ ...finished, ranked: true }} />, {
      QueueAgain: { data: { joinQueue: { status: 'WAITING' } } },
    });
    fireEvent.click(screen.getByTestId('queue-again'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/#ranked-title'));
    expect(sent.find((op) => op.name === 'QueueAgain')?.variables).toEqual({
      game: 'cartagena',
      playerCounts: [2],
    });
  });

  it('casual: offers a rematch and opens its table', async () => {
    const { sent } = renderWithApi(<PlayAgain match={finished} />, {
      OfferRematch: { data: { offerRematch: { ...finished, id: 'm2', status: 'OPEN' } } },
    });
    fireEvent.click(screen.getByTestId('offer-rematch'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/matches/m2'));
    expect(sent.find((op) => op.name === 'OfferRematch')?.variables).toEqual({ matchId: 'm1' });
  });

  it('casual: accepts the rematch another player offered, or says whom it waits for', async () => {
    const offered = {
      id: 'm2',
      status: 'OPEN' as const,
      createdBy: { handle: 'bob' },
      seats: [
        { seat: 0, ready: false, player: { handle: 'anne' } },
        { seat: 1, ready: true, player: { handle: 'bob' } },
      ],
    };
    const { sent, unmount } = renderWithApi(<PlayAgain match={{ ...finished, rematch: offered }} />, {
      AcceptRematch: { data: { acceptRematch: { ...finished, id: 'm2', status: 'ACTIVE' } } },
    });
    // Who offered it is named.
    expect(screen.getByTestId('rematch-offered').textContent).toBe(
      'bob offered a rematch: the same seats, a new deal, and the next seat starts.',
    );
    fireEvent.click(screen.getByTestId('accept-rematch'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/matches/m2'));
    expect(sent.find((op) => op.name === 'AcceptRematch')?.variables).toEqual({ matchId: 'm2' });
    unmount();
    renderWithApi(<PlayAgain match={{ ...finished, viewerSeat: 1, rematch: offered }} />, {});
    expect(screen.getByTestId('play-again').textContent).toContain(
      'Rematch offered: waiting for anne to accept.',
    );
  });
});
