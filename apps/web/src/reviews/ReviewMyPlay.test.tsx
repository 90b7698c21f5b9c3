import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refused, renderWithApi } from '@/testing/api';
import { router } from '@/testing/navigation';
import { ReviewMyPlay } from './ReviewMyPlay';

afterEach(() => {
  vi.unstubAllGlobals();
});

const queued = {
  seat: 1,
  status: 'QUEUED',
  progress: 0,
  decisions: [],
  summary: { counts: [], accuracy: null },
};

describe('"Review my play" on a finished match', () => {
  it('asks for the review of your seat, then opens the replay following it', async () => {
    const { sent } = renderWithApi(<ReviewMyPlay matchId="m1" seat={1} />, {
      RequestReview: { data: { requestReview: queued } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Review my play' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/matches/m1/replay?seat=1'));
    expect(sent.find((op) => op.name === 'RequestReview')?.variables).toEqual({ matchId: 'm1', seat: 1 });
  });

  it('opens the replay as well when the review was asked for before', async () => {
    renderWithApi(<ReviewMyPlay matchId="m1" seat={0} />, {
      RequestReview: refused('REVIEW_ALREADY_REQUESTED', 'already'),
    });
    fireEvent.click(screen.getByTestId('review-my-play'));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/matches/m1/replay?seat=0'));
    expect(screen.queryByTestId('review-refused')).toBeNull();
  });

  it('says why any other refusal happened, and stays', async () => {
    renderWithApi(<ReviewMyPlay matchId="m1" seat={0} />, {
      RequestReview: refused('TOO_MANY_REVIEWS', 'limit'),
    });
    fireEvent.click(screen.getByTestId('review-my-play'));
    expect((await screen.findByTestId('review-refused')).textContent).toContain(
      'You have asked for as many reviews as a day allows.',
    );
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByTestId<HTMLButtonElement>('review-my-play').disabled).toBe(false);
  });
});
