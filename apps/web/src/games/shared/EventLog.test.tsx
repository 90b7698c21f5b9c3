import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/lib/api/types';
import { EventLog, LOG_WINDOW } from './EventLog';
import { lastMoves, logLines } from './logLines';
import { PlatformSeatsContext } from './platformSeats';

function entry(seq: number, types: readonly string[]): LogEntry {
  return {
    seq,
    seat: 0,
    action: null,
    events: types.map((type) => ({ type, visibleTo: 'all' })),
    at: '2026-01-01T00:00:00.000Z',
    timedOut: false,
  };
}

describe('logLines', () => {
  it('keeps the described events in order, keyed by entry and index, with their headings', () => {
    const log = [entry(1, ['turn', 'noise', 'move']), entry(2, ['move'])];
    const lines = logLines(
      log,
      (event) => (event.type === 'noise' ? null : `${event.type}!`),
      (event) => event.type === 'turn',
    );
    expect(lines).toEqual([
      { key: '1-0', seq: 1, seat: 0, text: 'turn!', heading: true },
      { key: '1-2', seq: 1, seat: 0, text: 'move!', heading: false },
      { key: '2-0', seq: 2, seat: 0, text: 'move!', heading: false },
    ]);
  });

  it('marks the move the platform played for a seat out of time, not what it set off', () => {
    const lines = logLines(
      [{ ...entry(1, []), seat: 1, timedOut: true, events: [turnOf(0), moveOf(1)] }],
      (event) => event.type,
    );
    expect(lines.map((line) => [line.text, line.timedOut ?? false])).toEqual([
      ['turnStarted', false],
      ['move', true],
    ]);
    // A move that tells nothing of the seat's own gets a line for the mark alone.
    const passed = logLines(
      [{ ...entry(2, []), seat: 1, timedOut: true, events: [turnOf(0)] }],
      (event) => event.type,
    );
    expect(passed.map((line) => [line.text, line.timedOut ?? false])).toEqual([
      ['', true],
      ['turnStarted', false],
    ]);
  });

  it('names the seat a timed-out move was played for, to every reader', () => {
    const log = [{ ...entry(1, []), seat: 1, timedOut: true, events: [moveOf(1), turnOf(0)] }];
    const lines = logLines(log, (event) => event.type);
    const { unmount } = render(<EventLog lines={lines} id="log" names={['anne', 'bob']} viewer={0} />);
    expect(screen.getAllByTestId('timed-out').map((badge) => badge.textContent)).toEqual([
      'played for bob on timeout',
    ]);
    unmount();
    render(<EventLog lines={lines} id="log" names={['anne', 'bob']} viewer={1} />);
    expect(screen.getByTestId('timed-out').textContent).toBe('played for you on timeout');
  });
});

/** An event of `seat`'s own move, and one that gives `seat` the turn. */
function moveOf(seat: number) {
  return { type: 'move', seat, visibleTo: 'all' as const };
}
function turnOf(seat: number) {
  return { type: 'turnStarted', seat, visibleTo: 'all' as const };
}

describe('lastMoves', () => {
  it("tells each seat's own last action, never what its move set off for another seat", () => {
    const log = [
      { ...entry(1, []), seat: 0, events: [moveOf(0), turnOf(1)] },
      {
        ...entry(2, []),
        seat: 1,
        events: [moveOf(1), { type: 'roundDealt', visibleTo: 'all' as const }, turnOf(0)],
      },
    ];
    const lines = logLines(
      log,
      (event) => `${event.type} ${String((event as { seat?: number }).seat ?? '')}`,
    );
    expect(new Map(lastMoves(lines))).toEqual(
      new Map([
        [0, 'move 0'],
        [1, 'move 1'],
      ]),
    );
  });
});

describe('EventLog', () => {
  it('draws the latest lines and the earlier ones on request', () => {
    const lines = Array.from({ length: LOG_WINDOW + 5 }, (_, i) => ({
      key: `${i}`,
      seq: i + 1,
      seat: null,
      text: `line ${i}`,
    }));
    render(<EventLog lines={lines} id="log" names={['anne', 'bob']} viewer={0} />);
    const log = screen.getByTestId('event-log');
    expect(within(log).queryByText('line 4')).toBeNull();
    expect(within(log).getByText(`line ${LOG_WINDOW + 4}`)).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Show 5 earlier lines' }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(LOG_WINDOW + 5);
  });

  it("marks each seat's last move until it acts again", () => {
    const lines = [
      { key: 'a', seq: 1, seat: 0, actor: 0, text: 'anne plays' },
      { key: 'b', seq: 2, seat: 1, actor: 1, text: 'bob plays' },
      { key: 'c', seq: 3, seat: 0, actor: 0, text: 'anne moves' },
      { key: 'd', seq: 3, seat: 0, actor: 0, text: 'anne draws' },
      { key: 'e', seq: 3, seat: 0, actor: 1, text: 'bob to play' },
    ];
    expect(new Map(lastMoves(lines))).toEqual(
      new Map([
        [1, 'bob plays'],
        [0, 'anne moves anne draws'],
      ]),
    );
    render(<EventLog lines={lines} id="log" names={['anne', 'bob']} viewer={0} />);
    const marked = screen.getAllByRole('listitem').filter((item) => item.dataset['lastMove']);
    expect(marked.map((item) => item.textContent)).toEqual([
      'bob plays',
      'anne moves',
      'anne draws',
      'bob to play',
    ]);
  });

  it('says so when nothing has happened yet', () => {
    render(<EventLog lines={[]} id="log" names={[]} viewer={null} />);
    expect(screen.getByTestId('event-log').textContent).toBe('Nothing yet.');
  });

  it('tells in its place who resigned, was voted out or came back, to every reader', () => {
    const lines = logLines(
      [entry(1, ['move']), entry(2, ['move']), entry(3, ['move'])],
      (event) => event.type,
    );
    const changes = [
      { seat: 1, kind: 'ABANDONED' as const, seq: 1 },
      { seat: 1, kind: 'RECLAIMED' as const, seq: 2 },
      { seat: 0, kind: 'RESIGNED' as const, seq: 3 },
    ];
    render(
      <PlatformSeatsContext value={{ away: new Set(), changes, seq: 3 }}>
        <EventLog lines={lines} id="log" names={['anne', 'bob']} viewer={0} />
      </PlatformSeatsContext>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'move',
      'bob stopped playing: the others voted a bot into the seat.',
      'move',
      'bob is back and plays the seat again.',
      'move',
      'You resigned.',
    ]);
  });

  it('says a duel ended at a timeout rather than that a bot plays on', () => {
    const lines = logLines([entry(1, ['move']), entry(2, ['move'])], (event) => event.type);
    const changes = [{ seat: 1, kind: 'TIMED_OUT' as const, seq: 2 }];
    const shown = (over: { endSeq?: number }) =>
      render(
        <PlatformSeatsContext value={{ away: new Set(), changes, seq: 2, ...over }}>
          <EventLog lines={lines} id="log" names={['anne', 'bob']} viewer={1} />
        </PlatformSeatsContext>,
      );
    shown({ endSeq: 2 });
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe(
      'You ran out of time too often: the match ends there.',
    );
    cleanup();
    shown({});
    expect(screen.getAllByRole('listitem').at(-1)?.textContent).toBe(
      'You ran out of time too often: a bot plays your seat.',
    );
  });
});
