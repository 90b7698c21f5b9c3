import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/lib/api/types';
import { EventLog, LOG_WINDOW } from './EventLog';
import { lastMoves, logLines } from './logLines';

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

  it('marks the lines of an action the platform played for a seat out of time', () => {
    const lines = logLines([{ ...entry(1, ['move']), timedOut: true }], (event) => event.type);
    expect(lines).toEqual([{ key: '1-0', seq: 1, seat: 0, text: 'move', heading: false, timedOut: true }]);
    render(<EventLog lines={lines} id="log" />);
    expect(screen.getByTestId('timed-out').textContent).toBe('played for you on timeout');
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
    render(<EventLog lines={lines} id="log" />);
    const log = screen.getByTestId('event-log');
    expect(within(log).queryByText('line 4')).toBeNull();
    expect(within(log).getByText(`line ${LOG_WINDOW + 4}`)).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Show 5 earlier lines' }));
    expect(within(log).getAllByRole('listitem')).toHaveLength(LOG_WINDOW + 5);
  });

  it("marks each seat's last move until it acts again", () => {
    const lines = [
      { key: 'a', seq: 1, seat: 0, text: 'anne plays' },
      { key: 'b', seq: 2, seat: 1, text: 'bob plays' },
      { key: 'c', seq: 3, seat: 0, text: 'anne moves' },
      { key: 'd', seq: 3, seat: 0, text: 'anne draws' },
      { key: 'e', seq: 3, seat: 0, text: 'bob to play' },
    ];
    expect([...lastMoves(lines)]).toEqual([
      [1, 'bob plays'],
      [0, 'anne moves anne draws'],
    ]);
    render(<EventLog lines={lines} id="log" />);
    const marked = screen.getAllByRole('listitem').filter((item) => item.dataset['lastMove']);
    expect(marked.map((item) => item.textContent)).toEqual([
      'bob plays',
      'anne moves',
      'anne draws',
      'bob to play',
    ]);
  });

  it('says so when nothing has happened yet', () => {
    render(<EventLog lines={[]} id="log" />);
    expect(screen.getByTestId('event-log').textContent).toBe('Nothing yet.');
  });
});
