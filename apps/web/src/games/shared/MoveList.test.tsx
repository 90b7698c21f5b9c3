import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/lib/api/types';
import { logLines } from './logLines';
import { MoveList } from './MoveList';

function entry(seq: number, seat: number | null, types: readonly string[]): LogEntry {
  return {
    seq,
    seat,
    action: null,
    events: types.map((type) => ({ type, visibleTo: 'all' })),
    at: '',
    timedOut: false,
  };
}

const LOG = [entry(1, 0, ['drew', 'moved']), entry(2, 1, ['noise']), entry(3, null, ['ended'])];
const LINES = logLines(LOG, (event) => (event.type === 'noise' ? null : `anne ${event.type}.`));

/** The list as the replay page holds it: the step in state. */
function Replay({ from = 0 }: { from?: number }) {
  const [step, setStep] = useState(from);
  return (
    <MoveList
      log={LOG}
      lines={LINES}
      names={['anne', 'Bot (heuristic)']}
      step={step}
      onStep={(to) => setStep(Math.max(0, Math.min(LOG.length, to)))}
    />
  );
}

const current = () => screen.getByRole('button', { current: 'step' });

describe('MoveList', () => {
  it('tells each logged action as one move in the log’s words, the step shown marked', () => {
    render(<Replay from={1} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '0The table as it was laid out',
      '1anne drew. anne moved.',
      '2Bot (heuristic) acted.',
      '3anne ended.',
    ]);
    expect(current().dataset['step']).toBe('1');
  });

  it('jumps to a move clicked, and walks the list with the arrow keys from the one tab stop', () => {
    render(<Replay />);
    fireEvent.click(screen.getByRole('button', { name: /Bot \(heuristic\) acted/ }));
    expect(current().dataset['step']).toBe('2');
    expect(screen.getAllByRole('button').filter((button) => button.tabIndex === 0)).toEqual([current()]);
    fireEvent.keyDown(current(), { key: 'ArrowDown' });
    expect(current().dataset['step']).toBe('3');
    fireEvent.keyDown(current(), { key: 'ArrowUp' });
    fireEvent.keyDown(current(), { key: 'ArrowUp' });
    expect(current().dataset['step']).toBe('1');
  });
});
