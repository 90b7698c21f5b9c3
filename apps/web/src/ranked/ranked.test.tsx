import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readClock } from './clock';
import { matchedTicket, rankedMatch, seat, ticket } from '@/testing/fixtures';
import { testFormats } from '@/testing/formats';
import { testTranslator } from '@/testing/intl';
import { formatClock, formatDelta, groupLabel } from './format';
import { queuePhase, waitAnchor } from './queue';
import { AbsenceVote } from '@/matches/AbsenceVote';
import { PlayPanel } from '@/matches/PlayPanel';
import { chartPoints, describeHistory, ratingDomain, RatingChart, ratingTicks } from './RatingChart';
import { renderWithApi } from '@/testing/api';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const inSeconds = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('ranked numbers', () => {
  it('reads clocks, durations and rating changes', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(29_001)).toBe('0:30');
    expect(formatClock(125_000)).toBe('2:05');
    expect(formatClock(3_725_000)).toBe('1:02:05');
    const english = testFormats('en');
    expect(english.duration(45)).toBe('45 s');
    expect(english.duration(725)).toBe('12 min 5 s');
    expect(english.duration(3840)).toBe('1 h 4 min');
    expect(formatDelta(1500, 1516.4)).toBe('+16');
    expect(formatDelta(1500, 1491.6)).toBe('−8');
    expect(formatDelta(1500.2, 1499.9)).toBe('±0');
    const groups = testTranslator('ranked.winRates');
    expect(groupLabel('seat', '0', groups)).toBe('Seat 1 (starts)');
    expect(groupLabel('players', '3', groups)).toBe('3 players');
    expect(groupLabel('team', 'dutch', groups)).toBe('Dutch');
    expect(groupLabel('team', 'pirates', groups)).toBe('pirates');
  });

  it('reads them in Italian and French', () => {
    expect(testFormats('it').duration(725)).toBe('12 min 5 s');
    expect(testFormats('fr').duration(3840)).toBe('1 h 4 min');
    expect(groupLabel('seat', '0', testTranslator('ranked.winRates', 'it'))).toBe('Posto 1 (inizia)');
    expect(groupLabel('players', '1', testTranslator('ranked.winRates', 'fr'))).toBe('1 joueur');
    expect(groupLabel('team', 'british', testTranslator('ranked.winRates', 'fr'))).toBe('Anglais');
  });

  it('spends a decision’s own time first, then the bank', () => {
    const clock = {
      seat: 0,
      bankMs: 120_000,
      deadline: inSeconds(150),
      leftMs: 150_000,
      timeouts: 0,
      pausedUntil: null,
    };
    expect(readClock(clock, NOW)).toMatchObject({
      running: true,
      decisionMs: 30_000,
      bankMs: 120_000,
      onBank: false,
    });
    expect(readClock(clock, NOW + 40_000)).toMatchObject({
      decisionMs: 0,
      bankMs: 110_000,
      onBank: true,
      mainMs: 110_000,
    });
    expect(readClock(clock, NOW + 145_000)).toMatchObject({ leftMs: 5000, low: true });
    expect(readClock(clock, NOW + 999_000)).toMatchObject({ leftMs: 0, mainMs: 0 });
    expect(readClock({ ...clock, deadline: null }, NOW)).toMatchObject({
      running: false,
      bankMs: 120_000,
      mainMs: null,
    });
  });
});

describe('where the viewer stands with ranked play', () => {
  it('is waiting, in a match, or free to queue', () => {
    expect(queuePhase(null).kind).toBe('idle');
    expect(queuePhase(ticket()).kind).toBe('waiting');
    expect(queuePhase(matchedTicket())).toMatchObject({ kind: 'in-match', matchId: 'm1' });
    expect(queuePhase(matchedTicket({ status: 'FINISHED' })).kind).toBe('idle');
    const resigned = matchedTicket({
      seats: [
        { seat: 0, forfeited: true },
        { seat: 1, forfeited: false },
      ],
    });
    expect(queuePhase(resigned).kind).toBe('idle');
  });

  it('counts the wait from a steady start, re-anchoring only on real drift', () => {
    const first = waitAnchor(ticket({ waitedSeconds: 4 }), 10_000, null);
    expect(first.startedAt).toBe(6000);
    // Two seconds later the API says 6 s (rounded): keep the first anchor.
    expect(waitAnchor(ticket({ waitedSeconds: 6 }), 12_400, first).startedAt).toBe(6000);
    // A new ticket, or a big drift, starts again.
    expect(waitAnchor(ticket({ id: 't2', waitedSeconds: 0 }), 20_000, first).startedAt).toBe(20_000);
    expect(waitAnchor(ticket({ waitedSeconds: 30 }), 12_000, first).startedAt).toBe(-18_000);
  });
});

const STAKES = [
  { seat: 0, rating: 1512.4, provisional: false, ifFirst: 9.3, ifLast: -10.7 },
  { seat: 1, rating: 1487.6, provisional: true, ifFirst: 21.4, ifLast: -18.6 },
];

describe('the ranked panel of a match page', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      now: NOW,
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders nothing for a spectator of a match without a clock', () => {
    const match = rankedMatch({ ranked: false, clockSettings: null, viewerSeat: null });
    const { container } = render(<PlayPanel match={match} onChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('lets a player resign a casual match without a clock, and says what a duel’s resignation means', () => {
    const match = rankedMatch({ ranked: false, clockSettings: null });
    renderWithApi(<PlayPanel match={match} onChange={vi.fn()} />, {});
    expect(screen.getByTestId('play-panel').textContent).toContain('Casual');
    expect(screen.queryByTestId('seat-clock')).toBeNull();
    fireEvent.click(screen.getByTestId('resign'));
    expect(screen.getByRole('group').textContent).toContain('The match ends here and your opponent wins.');
  });

  it('tells the last person at a table of bots that resigning ends the match, and the others that a bot plays on', () => {
    const seats = [seat(0, 'anne'), seat(1, null, { bot: 'heuristic' }), seat(2, 'bob')];
    const last = rankedMatch({ ranked: false, clockSettings: null, playerCount: 3, seats });
    const { unmount } = renderWithApi(<PlayPanel match={last} onChange={vi.fn()} />, {});
    fireEvent.click(screen.getByTestId('resign'));
    expect(screen.getByRole('group').textContent).toContain('the match ends now, with you placed last');
    unmount();
    renderWithApi(<PlayPanel match={{ ...last, resignationEndsMatch: false }} onChange={vi.fn()} />, {});
    fireEvent.click(screen.getByTestId('resign'));
    expect(screen.getByRole('group').textContent).toContain('a bot finishes your seat');
  });

  it('warns the player whose clock runs low, says how many timeouts are left, and chimes once', async () => {
    const chimes = vi.fn();
    vi.stubGlobal(
      'AudioContext',
      class {
        currentTime = 0;
        destination = {};
        createOscillator() {
          chimes();
          return { frequency: {}, connect: (next: unknown) => next, start() {}, stop() {} };
        }
        createGain() {
          return {
            gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
            connect: (next: unknown) => next,
          };
        }
      },
    );
    const match = rankedMatch({
      clocks: [
        { seat: 0, bankMs: 0, deadline: inSeconds(14), leftMs: 14_000, timeouts: 1, pausedUntil: null },
        { seat: 1, bankMs: 90_000, deadline: null, leftMs: null, timeouts: 0, pausedUntil: null },
      ],
    });
    renderWithApi(<PlayPanel match={match} onChange={vi.fn()} />, {});
    // The warning's code loads with the first clock of the viewer's own.
    await act(async () => {
      await import('@/matches/LowClockWarning');
    });
    expect(screen.getByTestId('sounds')).toBeTruthy();
    expect(screen.queryByTestId('low-clock')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByTestId('low-clock').textContent).toMatch(
      /0:09 left.*2 more and a bot takes your seat/,
    );
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    // Two notes, once for this decision however often the clock ticks.
    expect(chimes).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByTestId('sounds'));
    expect(screen.getByTestId('sounds').textContent).toBe('Clock sound: off');
    expect(window.localStorage.getItem('brethren.sounds')).toBe('off');
    window.localStorage.removeItem('brethren.sounds');
  });

  it('counts the running clock down locally between updates', () => {
    const match = rankedMatch({
      clocks: [
        {
          seat: 0,
          bankMs: 120_000,
          deadline: inSeconds(145),
          leftMs: 145_000,
          timeouts: 0,
          pausedUntil: null,
        },
        { seat: 1, bankMs: 90_000, deadline: null, leftMs: null, timeouts: 1, pausedUntil: null },
      ],
      viewerSeat: null,
    });
    render(<PlayPanel match={{ ...match, stakes: STAKES }} onChange={vi.fn()} />);
    const clocks = screen.getAllByTestId('seat-clock');
    expect(clocks).toHaveLength(2);
    // Each player's rating beside the name; a provisional one is marked.
    expect(screen.getAllByTestId('seat-rating').map((rating) => rating.textContent)).toEqual([
      ' · 1512',
      ' · 1488?',
    ]);
    expect(clocks[0]!.getAttribute('data-running')).toBe('true');
    expect(within(clocks[0]!).getByTestId('clock-time').textContent).toBe('0:25');
    expect(within(clocks[1]!).getByTestId('clock-time').textContent).toBe('waiting');
    expect(clocks[1]!.textContent).toContain('bank 1:30');
    expect(clocks[1]!.textContent).toContain('1/3 timeouts');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(within(clocks[0]!).getByTestId('clock-time').textContent).toBe('0:22');
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    // Into the bank: the big figure is now the bank's, marked as such.
    expect(within(clocks[0]!).getByTestId('clock-time').textContent).toBe('1:52');
    expect(clocks[0]!.textContent).toContain('on the bank');
    // Seat names link to the players' pages; a spectator gets no Resign button.
    expect(within(clocks[1]!).getByRole('link', { name: 'bob' }).getAttribute('href')).toBe('/players/bob');
    expect(screen.queryByTestId('resign')).toBeNull();
  });

  it('writes a turn-based match’s clocks in days and hours, and its last hour as a clock', () => {
    const DAY = 86_400;
    const match = rankedMatch({
      ranked: false,
      clockSettings: { perDecisionMs: DAY * 1000, bankMs: 2 * DAY * 1000, maxTimeouts: 3, turnBased: true },
      clocks: [
        {
          seat: 0,
          bankMs: 2 * DAY * 1000,
          deadline: inSeconds(3 * DAY - 60),
          leftMs: (3 * DAY - 60) * 1000,
          timeouts: 0,
          pausedUntil: null,
        },
        { seat: 1, bankMs: 36 * 3600 * 1000, deadline: null, leftMs: null, timeouts: 0, pausedUntil: null },
      ],
      viewerSeat: null,
    });
    render(<PlayPanel match={match} onChange={vi.fn()} />);
    expect(screen.getByTestId('pace').textContent).toBe('Turn-based · 1 day a move');
    const [running, idle] = screen.getAllByTestId('seat-clock') as [HTMLElement, HTMLElement];
    // The decision's own day first (less a minute), then the bank of two days.
    expect(within(running).getByTestId('clock-time').textContent).toBe('23 h 59 min');
    expect(running.textContent).toContain('bank 2 days');
    expect(within(running).getByTestId('clock-time').getAttribute('aria-label')).toBe(
      'anne: to play, 23 h 59 min for this move, then a bank of 2 days',
    );
    expect(idle.textContent).toContain('bank 1 day 12 h');
    act(() => {
      vi.setSystemTime(NOW + (3 * DAY - 60 - 1800) * 1000);
      vi.advanceTimersByTime(250);
    });
    expect(within(running).getByTestId('clock-time').textContent).toBe('30:00');
  });

  it('stands a seat’s clock still while its player is on vacation, and runs it again after', () => {
    const DAY = 24 * 3600;
    // Back in two days; the deadline already counts them: the day of the decision is left after.
    const match = rankedMatch({
      ranked: false,
      clockSettings: { perDecisionMs: DAY * 1000, bankMs: 2 * DAY * 1000, maxTimeouts: 3, turnBased: true },
      clocks: [
        {
          seat: 0,
          bankMs: 2 * DAY * 1000,
          deadline: inSeconds(5 * DAY),
          leftMs: 5 * DAY * 1000,
          timeouts: 0,
          pausedUntil: inSeconds(2 * DAY),
        },
        { seat: 1, bankMs: 2 * DAY * 1000, deadline: null, leftMs: null, timeouts: 0, pausedUntil: null },
      ],
      viewerSeat: null,
    });
    render(<PlayPanel match={match} onChange={vi.fn()} />);
    const [away, other] = screen.getAllByTestId('seat-clock') as [HTMLElement, HTMLElement];
    expect(away.classList.contains('paused')).toBe(true);
    expect(within(away).getByTestId('seat-vacation').textContent).toBe('On vacation until 3 Mar 2026, 12:00');
    expect(within(away).getByTestId('clock-time').textContent).toBe('1 day');
    expect(within(away).getByTestId('clock-time').getAttribute('aria-label')).toBe(
      'anne: on vacation until 3 Mar 2026, 12:00, the clock stands still with 3 days left',
    );
    expect(within(other).queryByTestId('seat-vacation')).toBeNull();
    // A day on, it still stands still.
    act(() => {
      vi.setSystemTime(NOW + DAY * 1000);
      vi.advanceTimersByTime(250);
    });
    expect(within(away).getByTestId('clock-time').textContent).toBe('1 day');
    // An hour (and the tick's 250 ms) after the player is back, it has run an hour.
    act(() => {
      vi.setSystemTime(NOW + (2 * DAY + 3600) * 1000);
      vi.advanceTimersByTime(250);
    });
    expect(within(away).getByTestId('clock-time').textContent).toBe('22 h 59 min');
    expect(within(away).queryByTestId('seat-vacation')).toBeNull();
    expect(away.classList.contains('paused')).toBe(false);
  });

  it('keeps the server’s time on a browser whose clock is ten minutes fast', () => {
    // The server answered 10 minutes before this browser's NOW: its deadline lies in our past.
    const match = rankedMatch({
      clocks: [
        {
          seat: 0,
          bankMs: 120_000,
          deadline: inSeconds(145 - 600),
          leftMs: 145_000,
          timeouts: 0,
          pausedUntil: null,
        },
        { seat: 1, bankMs: 90_000, deadline: null, leftMs: null, timeouts: 0, pausedUntil: null },
      ],
      viewerSeat: null,
    });
    render(<PlayPanel match={match} onChange={vi.fn()} />);
    const running = screen.getAllByTestId('seat-clock')[0]!;
    expect(within(running).getByTestId('clock-time').textContent).toBe('0:25');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(within(running).getByTestId('clock-time').textContent).toBe('0:20');
  });

  it('marks forfeited seats, and tells the viewer who left', () => {
    const match = rankedMatch({
      seats: [seat(0, 'anne', { forfeited: true, bot: 'heuristic' }), seat(1, 'bob')],
      clocks: [
        { seat: 0, bankMs: 0, deadline: null, leftMs: null, timeouts: 1, pausedUntil: null },
        { seat: 1, bankMs: 90_000, deadline: inSeconds(30), leftMs: 30_000, timeouts: 0, pausedUntil: null },
      ],
    });
    renderWithApi(<PlayPanel match={match} onChange={vi.fn()} />, {});
    expect(screen.getAllByTestId('seat-clock')[0]!.textContent).toContain('Forfeited');
    expect(screen.getByTestId('resigned').textContent).toMatch(/a bot plays your seat/);
    expect(screen.queryByTestId('resign')).toBeNull();
  });

  it('tells a player what the match is worth before the first move', () => {
    renderWithApi(<PlayPanel match={rankedMatch({ stakes: STAKES })} onChange={vi.fn()} />, {});
    expect(screen.getByTestId('stakes').textContent).toBe(
      'Your rating: 1512. First place: +9; last place: −11.',
    );
  });

  it('resigns only after a confirmation, and shows the answer', async () => {
    vi.useRealTimers();
    const after = rankedMatch({ seats: [seat(0, 'anne', { forfeited: true }), seat(1, 'bob')] });
    const onChange = vi.fn();
    const { sent } = renderWithApi(<PlayPanel match={rankedMatch()} onChange={onChange} />, {
      ResignMatch: { data: { resignMatch: after } },
    });
    fireEvent.click(await screen.findByTestId('resign'));
    // The safe answer has the focus; Escape backs out, focus returns to Resign.
    expect(document.activeElement?.textContent).toBe('Keep playing');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByTestId('resign-confirm')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('resign'));
    expect(sent.filter((op) => op.name === 'ResignMatch')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('resign'));
    fireEvent.click(screen.getByTestId('resign-confirm'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(after));
    expect(sent.find((op) => op.name === 'ResignMatch')?.variables).toEqual({ matchId: 'm1' });
  });

  it('lets the others vote on a player the table has waited for, once it has waited long enough', async () => {
    vi.useRealTimers();
    const waited = (minutes: number) =>
      rankedMatch({
        ranked: false,
        playerCount: 3,
        clockSettings: null,
        seats: [seat(0, 'anne'), seat(1, 'bob'), seat(2, 'carl')],
        activeSeats: [1],
        absentAfterMs: 180_000,
        lastMoveAt: new Date(Date.now() - minutes * 60_000).toISOString(),
        absenceVotes: [{ seat: 1, voter: { handle: 'carl' }, choice: 'REPLACE' }],
      });
    const { sent, unmount } = renderWithApi(<AbsenceVote match={waited(4)} onChange={vi.fn()} />, {
      VoteOnAbsence: { data: { voteOnAbsence: waited(4) } },
    });
    const panel = await screen.findByTestId('absence-vote');
    expect(panel.textContent).toContain('bob has not played for 4 minutes.');
    expect(screen.getByTestId('absence-replace').textContent).toBe('Replace bob with a bot (1 of 2)');
    fireEvent.click(screen.getByTestId('absence-replace'));
    await waitFor(() =>
      expect(sent.find((op) => op.name === 'VoteOnAbsence')?.variables).toEqual({
        matchId: 'm1',
        seat: 1,
        choice: 'REPLACE',
      }),
    );
    unmount();
    // Two minutes is not long enough to vote on anyone.
    renderWithApi(<AbsenceVote match={waited(2)} onChange={vi.fn()} />, {});
    expect(screen.queryByTestId('absence-vote')).toBeNull();
  });

  it('offers a player a bot replaced while away their seat back, and says why', async () => {
    vi.useRealTimers();
    const replaced = rankedMatch({
      ranked: false,
      playerCount: 3,
      clockSettings: null,
      seats: [seat(0, 'anne', { forfeited: true, bot: 'heuristic' }), seat(1, 'bob'), seat(2, 'carl')],
      viewerMayReclaim: true,
    });
    const back = {
      ...replaced,
      viewerMayReclaim: false,
      seats: [seat(0, 'anne'), seat(1, 'bob'), seat(2, 'carl')],
    };
    const onChange = vi.fn();
    const { sent, unmount } = renderWithApi(<PlayPanel match={replaced} onChange={onChange} />, {
      ReclaimSeat: { data: { reclaimSeat: back } },
    });
    expect(screen.getByTestId('reclaim').textContent).toContain(
      'You were away, and the others voted a bot into your seat.',
    );
    fireEvent.click(screen.getByTestId('reclaim-seat'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(back));
    expect(sent.find((op) => op.name === 'ReclaimSeat')?.variables).toEqual({ matchId: 'm1' });
    unmount();
    // A resignation stands: no way back.
    renderWithApi(<PlayPanel match={{ ...replaced, viewerMayReclaim: false }} onChange={vi.fn()} />, {});
    expect(screen.queryByTestId('reclaim-seat')).toBeNull();
    expect(screen.getByTestId('resigned').textContent).toContain('You left this match');
  });

  it('shows a queue’s rated bot with its fixed rating beside its clock, and after the match', async () => {
    const bot = seat(1, null, { bot: 'hard', botRating: 1543 });
    const clocks = [0, 1].map((n) => ({
      seat: n,
      bankMs: 60_000,
      deadline: null,
      leftMs: null,
      timeouts: 0,
      pausedUntil: null,
    }));
    renderWithApi(
      <PlayPanel match={rankedMatch({ seats: [seat(0, 'anne'), bot], clocks })} onChange={vi.fn()} />,
      {},
    );
    const botClock = screen.getAllByTestId('seat-clock')[1]!;
    expect(within(botClock).getByTestId('seat-rating').textContent).toBe(' · 1543');
    expect(within(botClock).getByTestId('rated-bot').textContent).toBe('Rated bot: its rating is fixed');
    expect(botClock.textContent).toMatch(/^2Bot \(hard\)/);
    cleanup();
    const finished = rankedMatch({
      status: 'FINISHED',
      seats: [
        seat(0, 'anne', { placement: 1, ratingBefore: 1500, ratingAfter: 1522.46 }),
        { ...bot, placement: 2 },
      ],
    });
    render(<PlayPanel match={finished} onChange={vi.fn()} />);
    await act(async () => {
      await import('@/matches/RatingChanges');
    });
    const rows = screen.getAllByTestId('rating-change');
    expect(rows[0]!.textContent).toMatch(/1500 → 1522 \(\+22\)/);
    expect(rows[1]!.textContent).toMatch(/2nd.*1543, fixed \(rated bot\)/);
  });

  it('shows rating changes once a ranked match is over', async () => {
    const match = rankedMatch({
      status: 'FINISHED',
      seats: [
        seat(0, 'anne', { placement: 2, ratingBefore: 1500, ratingAfter: 1484.2, forfeited: true }),
        seat(1, 'bob', { placement: 1, ratingBefore: 1500, ratingAfter: 1515.8 }),
      ],
    });
    render(<PlayPanel match={match} onChange={vi.fn()} />);
    await act(async () => {
      await import('@/matches/RatingChanges');
    });
    const rows = screen.getAllByTestId('rating-change');
    expect(rows[0]!.textContent).toMatch(/1st\s*bob.*1500 → 1516 \(\+16\)/);
    expect(rows[1]!.textContent).toMatch(/2nd\s*anne \(you\)forfeited.*1500 → 1484 \(−16\)/);
  });
});

describe('the rating chart', () => {
  const history = [
    { at: '2026-02-01T10:00:00.000Z', rating: 1516.2, matchId: 'a' },
    { at: '2026-02-02T10:00:00.000Z', rating: 1499.7, matchId: 'b' },
    { at: '2026-02-03T10:00:00.000Z', rating: 1531.1, matchId: 'c' },
  ];

  it('keeps the start line and every point in view, and says what it shows', () => {
    const points = chartPoints(history);
    expect(points.map((point) => point.rating)).toEqual([1516, 1500, 1531]);
    expect(ratingDomain(points)).toEqual([1480, 1560]);
    expect(ratingTicks([1480, 1560])).toEqual([1480, 1500, 1520, 1540, 1560]);
    expect(ratingTicks(ratingDomain([{ ...points[0]!, rating: 1591 }]))).toEqual([
      1475, 1500, 1525, 1550, 1575, 1600, 1625,
    ]);
    const t = testTranslator('ranked.chart');
    expect(describeHistory('Cartagena', points, t, testFormats())).toBe(
      'Cartagena rating over 3 rated matches: from 1500 to 1531, highest 1531, lowest 1500.',
    );
  });

  it('numbers the latest points of a longer history from where they start', () => {
    const points = chartPoints(history, 120);
    expect(points.map((point) => point.n)).toEqual([118, 119, 120]);
    expect(describeHistory('Cartagena', points, testTranslator('ranked.chart'), testFormats(), 120)).toBe(
      'Cartagena rating over the last 3 of 120 rated matches: from 1516 to 1531, highest 1531, lowest 1500.',
    );
    expect(
      describeHistory('Cartagena', points, testTranslator('ranked.chart', 'it'), testFormats('it'), 120),
    ).toBe(
      'Punteggio di Cartagena nelle ultime 3 di 120 partite classificate: da 1516 a 1531, massimo 1531, minimo 1500.',
    );
    expect(
      describeHistory(
        'Cartagena',
        points.slice(0, 1),
        testTranslator('ranked.chart', 'fr'),
        testFormats('fr'),
      ),
    ).toBe('Cote à Cartagena sur une partie classée\u00a0: de 1500 à 1516.');
  });

  it('draws with Recharts under React 19, with the numbers in a table', () => {
    render(<RatingChart gameName="Cartagena" history={history} />);
    const figure = screen.getByTestId('rating-chart');
    expect(figure.querySelector('figcaption')?.textContent).toContain('from 1500 to 1531');
    const links = within(figure).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/matches/c',
      '/matches/b',
      '/matches/a',
    ]);
  });

  it('says so when there is nothing to draw', () => {
    render(<RatingChart gameName="Cartagena" history={[]} />);
    expect(screen.getByText('No rated Cartagena matches yet.')).toBeTruthy();
  });
});
