import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TurnBar } from './TurnBar';
import { useFocusFollowsPlay } from './useFocusFollowsPlay';

/** A table in miniature: the position's controls, as a game draws them, with a link beside them. */
function Table({
  position,
  busy,
  controls,
}: {
  position: number;
  busy: boolean;
  controls: readonly string[];
}) {
  const frame = useRef<HTMLDivElement>(null);
  useFocusFollowsPlay(frame, position, busy);
  return (
    <div ref={frame}>
      <TurnBar text={controls.length > 0 ? 'Your turn' : 'Bot 2 to play'} mine={controls.length > 0} />
      <a href="/players/alice">Alice</a>
      {controls.map((control) => (
        <button key={control} type="button" data-action={control} disabled={busy}>
          {control}
        </button>
      ))}
    </div>
  );
}

describe('focus follows play', () => {
  it('when the control used goes with its position, focus lands on the next decision', () => {
    const { rerender } = render(<Table position={1} busy={false} controls={['move-3', 'move-5']} />);
    screen.getByText('move-5').focus();
    rerender(<Table position={1} busy controls={['move-3', 'move-5']} />);
    rerender(<Table position={2} busy={false} controls={['card-bottle', 'card-hat']} />);
    expect(document.activeElement).toBe(screen.getByText('card-bottle'));
  });

  it('a control disabled while the move travelled, and open again, gets the focus back', () => {
    const { rerender } = render(<Table position={1} busy={false} controls={['roll', 'stop']} />);
    screen.getByText('stop').focus();
    rerender(<Table position={1} busy controls={['roll', 'stop']} />);
    // The browser's focus fixup: a disabled control does not keep the focus.
    screen.getByText('stop').blur();
    rerender(<Table position={2} busy={false} controls={['roll', 'stop']} />);
    expect(document.activeElement).toBe(screen.getByText('stop'));
  });

  it('with nothing left to decide, focus lands on the turn bar', () => {
    const { rerender } = render(<Table position={1} busy={false} controls={['move-3']} />);
    screen.getByText('move-3').focus();
    rerender(<Table position={2} busy={false} controls={[]} />);
    expect(document.activeElement).toBe(screen.getByTestId('turn-bar'));
  });

  it('waiting on the turn bar, focus goes on to the first decision when the turn comes back', () => {
    const { rerender } = render(<Table position={1} busy={false} controls={['move-3']} />);
    screen.getByText('move-3').focus();
    rerender(<Table position={2} busy={false} controls={[]} />);
    rerender(<Table position={3} busy={false} controls={[]} />);
    expect(document.activeElement).toBe(screen.getByTestId('turn-bar'));
    rerender(<Table position={4} busy={false} controls={['card-hat']} />);
    expect(document.activeElement).toBe(screen.getByText('card-hat'));
  });

  it('a control still open keeps the focus, and focus moved elsewhere is left there', () => {
    const { rerender } = render(<Table position={1} busy={false} controls={['move-3', 'move-5']} />);
    screen.getByText('move-5').focus();
    rerender(<Table position={2} busy={false} controls={['move-3', 'move-5']} />);
    expect(document.activeElement).toBe(screen.getByText('move-5'));

    screen.getByText('Alice').focus();
    rerender(<Table position={3} busy={false} controls={['pass']} />);
    expect(document.activeElement).toBe(screen.getByText('Alice'));
  });
});
