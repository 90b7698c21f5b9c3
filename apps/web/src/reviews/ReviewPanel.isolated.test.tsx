import { cartagena } from '@brethren/engine/cartagena';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveHandlers } from '@/lib/api/live';
import { refused, renderWithApi, type Answer } from '@/testing/api';
import type { MatchReview } from './documents';
import { ReviewPanel, type ReviewPanelProps } from './ReviewPanel';

// The review's feed, caught so a test can send it what the server would.
const feed = vi.hoisted(() => ({ handlers: null as LiveHandlers<{ reviewUpdated: unknown }> | null }));
vi.mock('@/lib/api/live', () => ({
  subscribeLive: (_client: unknown, _document: unknown, _variables: unknown, handlers: never) => {
    feed.handlers = handlers;
    return () => undefined;
  },
}));

afterEach(() => {
  feed.handlers = null;
  vi.unstubAllGlobals();
});

// A real Cartagena table as seat 0 saw it at its first decision (the first seed that seats it to
// start), and two of its legal actions.
const state = [1, 2, 3, 4, 5, 6, 7, 8]
  .map((n) => cartagena.setup({ players: 2, seed: `review-panel-${n}`, options: {} }))
  .find((each) => cartagena.legalActions(each, 0).length > 1)!;
const view = cartagena.view(state, 0);
const [played, best] = cartagena.legalActions(state, 0);

const entries = [1, 2, 3, 4, 5].map((seq) => ({ seq }));

const decision = (
  seq: number,
  playedScore: number,
  bestScore: number,
  label: MatchReview['decisions'][number]['label'],
  faceUp: MatchReview['decisions'][number]['faceUp'] = null,
) => ({
  seq,
  played,
  best: label === 'BEST' ? played : best,
  playedScore,
  bestScore,
  loss: bestScore - playedScore,
  label,
  faceUp,
});

function reviewOf(
  status: MatchReview['status'],
  decisions: MatchReview['decisions'],
  progress = 1,
): MatchReview {
  const counts = (['BEST', 'GOOD', 'INACCURACY', 'MISTAKE', 'BLUNDER'] as const).map((label) => ({
    label,
    count: decisions.filter((each) => each.label === label).length,
  }));
  return {
    seat: 0,
    status,
    progress,
    decisions,
    summary: { counts, accuracy: decisions.length ? 71.5 : null },
  };
}

const answered = (review: MatchReview | null): Answer => ({ data: { match: { id: 'm1', review } } });

function props(overrides: Partial<ReviewPanelProps> = {}): ReviewPanelProps {
  return {
    game: 'cartagena',
    matchId: 'm1',
    seat: 0,
    you: 0,
    names: ['anne', 'bob'],
    entries,
    step: 0,
    last: 5,
    onStep: vi.fn(),
    viewAt: () => view,
    onRequested: vi.fn(),
    ...overrides,
  };
}

describe('a post-game review on the replay page', () => {
  it('offers "Review my play" for your own seat, asks for it, and shows it queued', async () => {
    const onRequested = vi.fn();
    const { sent } = renderWithApi(<ReviewPanel {...props({ onRequested })} />, {
      MatchReview: answered(null),
      RequestReview: { data: { requestReview: reviewOf('QUEUED', [], 0) } },
    });
    fireEvent.click(await screen.findByTestId('request-review'));
    await screen.findByText('Waiting for a free reviewer: the review starts as soon as a server has one.');
    expect(sent.find((op) => op.name === 'RequestReview')?.variables).toEqual({ matchId: 'm1', seat: 0 });
    expect(onRequested).toHaveBeenCalled();
    expect(screen.getByTestId('review').dataset['status']).toBe('QUEUED');
  });

  it('says why a request was refused, and asks for nothing more', async () => {
    const { sent } = renderWithApi(<ReviewPanel {...props()} />, {
      MatchReview: answered(null),
      RequestReview: refused('TOO_MANY_REVIEWS', 'limit'),
    });
    fireEvent.click(await screen.findByTestId('request-review'));
    expect((await screen.findByTestId('review-refused')).textContent).toContain(
      'You have asked for as many reviews as a day allows.',
    );
    expect(sent.filter((op) => op.name === 'RequestReview')).toHaveLength(1);
  });

  it('fills in as the feed sends each decision, then sums it up', async () => {
    renderWithApi(<ReviewPanel {...props()} />, { MatchReview: answered(reviewOf('QUEUED', [], 0)) });
    await screen.findByTestId('review');
    await waitFor(() => expect(feed.handlers).not.toBeNull());
    act(() =>
      feed.handlers?.next({ reviewUpdated: reviewOf('RUNNING', [decision(1, 0.5, 0.5, 'BEST')], 0.5) }),
    );
    await screen.findByText('Reviewing: 1 decision judged so far (50%).');
    expect(screen.getByRole('progressbar', { name: 'Review progress' })).toBeTruthy();
    act(() =>
      feed.handlers?.next({
        reviewUpdated: reviewOf('DONE', [decision(1, 0.5, 0.5, 'BEST'), decision(4, 0.31, 0.65, 'BLUNDER')]),
      }),
    );
    await screen.findByText('Accuracy 72%');
    expect(screen.getByRole('list', { name: 'Decisions judged, by how much they cost' }).textContent).toBe(
      'Best: 1Good: 0Inaccuracy: 0Mistake: 0Blunder: 1',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('marks where the score fell; a mark goes to its step, where the note says what was worth more', async () => {
    const onStep = vi.fn();
    const faceUp = { best, playedScore: 0.12, bestScore: 0.88 };
    const done = reviewOf('DONE', [
      decision(1, 0.5, 0.5, 'BEST'),
      decision(4, 0.31, 0.65, 'BLUNDER', faceUp),
    ]);
    const { unmount } = renderWithApi(<ReviewPanel {...props({ onStep, step: 2 })} />, {
      MatchReview: answered(done),
    });
    const mark = await screen.findByTestId('review-mark');
    expect(mark.textContent).toBe('Step 3: Blunder, -0.34');
    expect(screen.getByTestId('review-elsewhere').textContent).toContain(
      'You had no choice judged at this step',
    );
    fireEvent.click(mark);
    expect(onStep).toHaveBeenCalledWith(3);
    unmount();

    renderWithApi(<ReviewPanel {...props({ step: 3 })} />, { MatchReview: answered(done) });
    const note = await screen.findByTestId('review-note');
    expect(note.textContent).toMatch(
      /^Blunder at step 3\. You chose “Play .+: move your pirate .+”; “.+” was worth \+0\.34 from what you knew \(0\.65 against 0\.31\)\.$/,
    );
    expect((await screen.findByTestId('review-mark')).getAttribute('aria-current')).toBe('step');
    // Below it, set apart and labelled, the same choice with everything face up.
    expect(screen.getByTestId('review-face-up').textContent).toMatch(
      /^With everything face up: “Play .+” was best \(0\.88 against 0\.12\), every hidden card seen, as nobody at the table could\.$/,
    );
  });

  it('names another player, and in their language words the note the reader reads', async () => {
    const done = reviewOf('DONE', [
      decision(1, 0.5, 0.5, 'BEST', { best: played, playedScore: 1, bestScore: 1 }),
    ]);
    renderWithApi(
      <ReviewPanel {...props({ step: 0, you: 1 })} />,
      { MatchReview: answered(done) },
      'bob',
      'it',
    );
    const note = await screen.findByTestId('review-note');
    expect(note.textContent).toMatch(
      /^Migliore al passo 0\. anne ha scelto «.+»: la scelta migliore in base a ciò che sapeva \(punteggio atteso 0,50\)\.$/,
    );
    expect(screen.getByTestId('review-face-up').textContent).toMatch(
      /^A carte scoperte: «.+» era la scelta migliore \(1,00\), vedendo ogni carta nascosta, cosa che nessuno al tavolo poteva fare\.$/,
    );
    expect(screen.getByRole('heading').textContent).toBe('Il gioco di anne, analizzato');
    expect(screen.queryByTestId('request-review')).toBeNull();
  });

  it('shows nothing for another seat nobody asked to review', async () => {
    const { sent, container } = renderWithApi(<ReviewPanel {...props({ you: 1 })} />, {
      MatchReview: answered(null),
    });
    await waitFor(() => expect(sent.some((op) => op.name === 'MatchReview')).toBe(true));
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
