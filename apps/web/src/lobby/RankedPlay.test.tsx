import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWebGame } from '@/games/ids';
import { CARTAGENA_QUEUE, matchedTicket, ticket, TORTUGA_QUEUE } from '@/testing/fixtures';
import { refused, renderWithApi, type Answer } from '@/testing/api';
import { router } from '@/testing/navigation';
import { RankedPlay } from './RankedPlay';

const queues = { data: { rankedQueues: [CARTAGENA_QUEUE, TORTUGA_QUEUE] } };
const DAY = 24 * 3600;
const turnBasedQueues = {
  data: {
    rankedQueues: [CARTAGENA_QUEUE, TORTUGA_QUEUE].map((queue) => ({
      ...queue,
      perDecisionSeconds: DAY,
      bankSeconds: 2 * DAY,
      playersWaiting: 0,
    })),
  },
};
/** An answer for the live queue's operation and another for the turn-based one's. */
const byPace =
  (live: Answer, turnBased: Answer) =>
  (variables: Record<string, unknown>): Answer =>
    variables['turnBased'] ? turnBased : live;

describe('the lobby’s Play ranked control', () => {
  afterEach(() => {
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
      turnBased: false,
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
    expect(screen.getByRole('alert').textContent).toMatch(/finish it, or resign, first\.$/);
    expect(screen.getByRole('alert').getAttribute('data-error-code')).toBe('IN_RANKED_MATCH');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('joins the turn-based queue, says nobody need stay online, and leaves it', async () => {
    const { sent } = renderWithApi(<RankedPlay />, {
      RankedQueues: byPace(queues, turnBasedQueues),
      QueueTicket: { data: { queueTicket: null } },
      JoinQueue: { data: { joinQueue: ticket({ waitedSeconds: 3 * 3600 }) } },
      LeaveQueue: { data: { leaveQueue: true } },
    });
    await screen.findByTestId('play-ranked');
    // Both tickets are read from the start: each tab says whether you wait in its queue.
    await waitFor(() =>
      expect(sent.filter((op) => op.name === 'QueueTicket').map((op) => op.variables)).toEqual([
        { turnBased: false },
        { turnBased: true },
      ]),
    );
    expect(screen.getByTestId('ranked-clock').textContent).toBe(
      'Clock: 30 s per move, plus a 2:00 bank for the match. Three timeouts forfeit.',
    );
    fireEvent.click(screen.getByTestId('ranked-pace-turnBased'));
    expect(screen.getByTestId('ranked-pace-about').textContent).toMatch(
      /may take hours to fill a table, and nobody needs to stay online/,
    );
    await waitFor(() =>
      expect(screen.getByTestId('ranked-clock').textContent).toBe(
        'Clock: 1 day per move, plus a 2 days bank for the match. Three timeouts forfeit; a vacation stops the clock.',
      ),
    );
    fireEvent.click(screen.getByTestId('play-ranked'));
    const waiting = await screen.findByTestId('queue-waiting');
    expect(waiting.textContent).toContain('You may close this page');
    expect(screen.getByTestId('ranked-pace-turnBased').textContent).toBe(
      'Turn-based · 1 day a move · waiting',
    );
    expect(screen.getByTestId('ranked-pace-live').textContent).toBe('Live');
    fireEvent.click(screen.getByTestId('leave-queue'));
    await screen.findByTestId('play-ranked');
    expect(sent.find((op) => op.name === 'JoinQueue')?.variables).toMatchObject({ turnBased: true });
    expect(sent.find((op) => op.name === 'LeaveQueue')?.variables).toEqual({ turnBased: true });
  });

  it('lets a player waiting in the live queue join the turn-based one too', async () => {
    const { sent } = renderWithApi(<RankedPlay />, {
      RankedQueues: byPace(queues, turnBasedQueues),
      QueueTicket: byPace(
        { data: { queueTicket: ticket({ waitedSeconds: 20 }) } },
        { data: { queueTicket: null } },
      ),
      JoinQueue: { data: { joinQueue: ticket({ id: 't2' }) } },
    });
    await screen.findByTestId('queue-waiting');
    expect(screen.getByTestId('ranked-pace-live').textContent).toBe('Live · waiting');
    fireEvent.click(screen.getByTestId('ranked-pace-turnBased'));
    fireEvent.click(await screen.findByTestId('play-ranked'));
    await screen.findByTestId('queue-waiting');
    expect(screen.getByTestId('ranked-pace-turnBased').textContent).toMatch(/waiting$/);
    expect(screen.getByTestId('ranked-pace-live').textContent).toBe('Live · waiting');
    expect(sent.filter((op) => op.name === 'JoinQueue').map((op) => op.variables['turnBased'])).toEqual([
      true,
    ]);
  });

  it('offers a started turn-based match, and the turn-based queue again beside it', async () => {
    renderWithApi(<RankedPlay />, {
      RankedQueues: byPace(queues, turnBasedQueues),
      QueueTicket: byPace({ data: { queueTicket: null } }, { data: { queueTicket: matchedTicket() } }),
    });
    fireEvent.click(await screen.findByTestId('ranked-pace-turnBased'));
    const started = await screen.findByTestId('in-ranked-match');
    expect(started.textContent).toBe('Your turn-based ranked match of Cartagena has started. Open it');
    expect(screen.getByTestId('return-to-match').getAttribute('href')).toBe('/matches/m1');
    expect(await screen.findByTestId('play-ranked')).toBeTruthy();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('speaks Italian and French about the turn-based queue', async () => {
    for (const [locale, words] of [
      ['it', /ore a riempire un tavolo, e nessuno deve restare collegato/],
      ['fr', /des heures à remplir une table, et personne n’a besoin de rester en ligne/],
    ] as const) {
      const { unmount } = renderWithApi(
        <RankedPlay />,
        { RankedQueues: byPace(queues, turnBasedQueues), QueueTicket: { data: { queueTicket: null } } },
        'anne',
        locale,
      );
      fireEvent.click(await screen.findByTestId('ranked-pace-turnBased'));
      expect(screen.getByTestId('ranked-pace-about').textContent).toMatch(words);
      unmount();
    }
  });

  it('lets a player accept rated bots after a wait of their choice, in the live queue only', async () => {
    const { sent } = renderWithApi(<RankedPlay />, {
      RankedQueues: byPace(queues, turnBasedQueues),
      QueueTicket: { data: { queueTicket: null } },
      JoinQueue: { data: { joinQueue: ticket({ botFillAfterSeconds: 60 }) } },
    });
    const bots = await screen.findByTestId<HTMLSelectElement>('ranked-bots');
    expect([...bots.options].map((option) => option.textContent)).toEqual([
      'Never: people only',
      'After 30 s: bots fill the empty seats',
      'After 1 min: bots fill the empty seats',
      'After 3 min: bots fill the empty seats',
    ]);
    expect(bots.value).toBe('never');
    fireEvent.change(bots, { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('play-ranked'));
    await screen.findByTestId('queue-waiting');
    expect(sent.find((op) => op.name === 'JoinQueue')?.variables).toEqual({
      game: 'cartagena',
      playerCounts: [2, 3, 4, 5],
      preset: 'standard',
      turnBased: false,
      botFillAfterSeconds: 60,
    });
    fireEvent.click(screen.getByTestId('ranked-pace-turnBased'));
    await screen.findByTestId('play-ranked');
    expect(screen.queryByTestId('ranked-bots')).toBeNull();
  });

  it('says while waiting whether and when rated bots fill the empty seats, in three languages', async () => {
    const cases = [
      [
        'en',
        ticket({ botFillAfterSeconds: 60, waitedSeconds: 45 }),
        /after 1 min \(in 15 s\), if nobody comes first/,
      ],
      ['en', ticket({ botFillAfterSeconds: 30, waitedSeconds: 40 }), /at the next matchmaking round/],
      [
        'en',
        ticket({ botFillAfterSeconds: null, waitedSeconds: 400 }),
        /^People only: no bot will fill a seat\.$/,
      ],
      ['it', ticket({ botFillAfterSeconds: 180, waitedSeconds: 0 }), /posti vuoti dopo 3 min \(tra 3 min\)/],
      ['fr', ticket({ botFillAfterSeconds: 30, waitedSeconds: 10 }), /places vides après 30 s \(dans 20 s\)/],
    ] as const;
    for (const [locale, waiting, words] of cases) {
      const { unmount } = renderWithApi(
        <RankedPlay />,
        { RankedQueues: queues, QueueTicket: { data: { queueTicket: waiting } } },
        'anne',
        locale,
      );
      expect((await screen.findByTestId('queue-bots')).textContent).toMatch(words);
      unmount();
    }
  });

  it('invites people who are signed out to sign in', async () => {
    renderWithApi(<RankedPlay />, {}, null);
    expect((await screen.findByRole('link', { name: 'sign in' })).getAttribute('href')).toBe('/signin');
  });
});
