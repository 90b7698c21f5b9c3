import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExplainFrame } from './ExplainFrame';
import { explains } from './explains';

/** A table in miniature: a score, a drawn symbol, a move control, and words that explain nothing. */
function renderTable(onPlay = vi.fn()) {
  render(
    <ExplainFrame>
      <p>
        <span {...explains('Fame points: 7')} data-testid="score">
          7
        </span>
      </p>
      <svg role="group" aria-label="board">
        <g {...explains('Square 3: a bottle')} data-testid="symbol">
          <title>Square 3: a bottle</title>
          <circle r={5} />
        </g>
      </svg>
      <button type="button" onClick={onPlay} data-testid="play">
        Play the dagger
      </button>
      <p data-testid="elsewhere">The sea</p>
    </ExplainFrame>,
  );
  return onPlay;
}

const bubble = () => screen.getByTestId('explanation');

describe('explaining a piece on tap', () => {
  it('a tap opens the explanation in words, a second tap on it closes it', () => {
    renderTable();
    expect(bubble().textContent).toBe('');
    fireEvent.click(screen.getByTestId('score'));
    expect(bubble().textContent).toBe('Fame points: 7');
    expect(bubble().className).toContain('open');
    fireEvent.click(screen.getByTestId('score'));
    expect(bubble().textContent).toBe('');
  });

  it('a tap elsewhere closes it, and so does Escape, which gives focus back to the piece', () => {
    renderTable();
    fireEvent.click(screen.getByTestId('score'));
    fireEvent.click(screen.getByTestId('elsewhere'));
    expect(bubble().textContent).toBe('');

    fireEvent.click(screen.getByTestId('symbol'));
    expect(bubble().textContent).toBe('Square 3: a bottle');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(bubble().textContent).toBe('');
    expect(document.activeElement).toBe(screen.getByTestId('symbol'));
  });

  it('a tap on another piece shows that piece’s own explanation', () => {
    renderTable();
    fireEvent.click(screen.getByTestId('score'));
    fireEvent.click(screen.getByTestId('symbol'));
    expect(bubble().textContent).toBe('Square 3: a bottle');
  });

  it('is reached by keyboard: each piece is a focusable button that Enter or Space opens', () => {
    renderTable();
    const score = screen.getByRole('button', { name: '7' });
    score.focus();
    fireEvent.keyDown(score, { key: 'Enter' });
    expect(bubble().textContent).toBe('Fame points: 7');
    const symbol = screen.getByRole('button', { name: 'Square 3: a bottle' });
    fireEvent.keyDown(symbol, { key: ' ' });
    expect(bubble().textContent).toBe('Square 3: a bottle');
    fireEvent.keyDown(symbol, { key: ' ' });
    expect(bubble().textContent).toBe('');
  });

  it('a picture named by its label stays an image, and explains itself all the same', () => {
    render(
      <ExplainFrame>
        <svg
          aria-label="Time track: 5 of 12 turns left"
          {...explains('Time track: 5 of 12 turns left', 'img')}
        >
          <text>5</text>
        </svg>
      </ExplainFrame>,
    );
    const track = screen.getByRole('img', { name: 'Time track: 5 of 12 turns left' });
    fireEvent.keyDown(track, { key: 'Enter' });
    expect(bubble().textContent).toBe('Time track: 5 of 12 turns left');
  });

  it('follows the table as it moves on: new words for the same piece, closed when the piece goes', () => {
    const table = (fame: number | null) => (
      <ExplainFrame>
        {fame === null ? null : (
          <span {...explains(`Fame points: ${fame}`)} data-testid="score">
            {fame}
          </span>
        )}
      </ExplainFrame>
    );
    const { rerender } = render(table(7));
    fireEvent.click(screen.getByTestId('score'));
    rerender(table(9));
    expect(bubble().textContent).toBe('Fame points: 9');
    rerender(table(null));
    expect(bubble().textContent).toBe('');
  });

  it('the explanation is a polite live region, so screen readers say it', () => {
    renderTable();
    fireEvent.click(screen.getByTestId('score'));
    expect(screen.getByRole('status').textContent).toBe('Fame points: 7');
  });

  it('a move control still plays on tap, and closes an open explanation', () => {
    const onPlay = renderTable();
    fireEvent.click(screen.getByTestId('score'));
    fireEvent.click(screen.getByTestId('play'));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(bubble().textContent).toBe('');
    fireEvent.keyDown(screen.getByTestId('play'), { key: 'Enter' });
    expect(bubble().textContent).toBe('');
  });

  it('a move control inside a marked piece plays rather than explains', () => {
    const onPlay = vi.fn();
    render(
      <ExplainFrame>
        <div data-explain="A card" data-testid="card">
          <button type="button" onClick={onPlay}>
            Play it
          </button>
        </div>
      </ExplainFrame>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play it' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(bubble().textContent).toBe('');
  });
});

describe('the pieces as one Tab stop', () => {
  const score = () => screen.getByTestId('score');
  const symbol = () => screen.getByTestId('symbol');

  it('only the first piece is a Tab stop; the move control keeps its own', () => {
    renderTable();
    expect(score().tabIndex).toBe(0);
    expect(symbol().tabIndex).toBe(-1);
    expect(screen.getByTestId('play').tabIndex).toBe(0);
  });

  it('the arrow keys, Home and End walk the pieces, wrapping round, and the stop follows', () => {
    renderTable();
    score().focus();
    fireEvent.keyDown(score(), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(symbol());
    expect([score().tabIndex, symbol().tabIndex]).toEqual([-1, 0]);
    fireEvent.keyDown(symbol(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(score());
    fireEvent.keyDown(score(), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(symbol());
    fireEvent.keyDown(symbol(), { key: 'Home' });
    expect(document.activeElement).toBe(score());
    fireEvent.keyDown(score(), { key: 'End' });
    expect(document.activeElement).toBe(symbol());
  });

  it('an open explanation follows the walk; a closed one stays closed', () => {
    renderTable();
    score().focus();
    fireEvent.keyDown(score(), { key: 'ArrowRight' });
    expect(bubble().textContent).toBe('');
    fireEvent.keyDown(symbol(), { key: 'Enter' });
    expect(bubble().textContent).toBe('Square 3: a bottle');
    fireEvent.keyDown(symbol(), { key: 'ArrowLeft' });
    expect(bubble().textContent).toBe('Fame points: 7');
  });

  it('a piece drawn later is no Tab stop, and when the stop goes another piece takes it', async () => {
    const { rerender } = render(
      <ExplainFrame>
        <span {...explains('Gold: 3')} data-testid="gold" />
        <span {...explains('Fame: 1')} data-testid="fame" />
      </ExplainFrame>,
    );
    rerender(
      <ExplainFrame>
        <span {...explains('Fame: 1')} data-testid="fame" />
        <span {...explains('Loot: 2')} data-testid="loot" />
      </ExplainFrame>,
    );
    await waitFor(() => expect(screen.getByTestId('fame').tabIndex).toBe(0));
    expect(screen.getByTestId('loot').tabIndex).toBe(-1);
  });

  it('a piece that becomes a move control is a Tab stop of its own again', async () => {
    // A Cartagena pirate explains itself until a card is chosen, then it is the pirate to move.
    const pirate = (target: boolean) =>
      target ? { role: 'button', tabIndex: 0, 'aria-label': 'Move your pirate' } : explains('Your pirate');
    const { rerender } = render(
      <ExplainFrame>
        <span {...explains('Square 1: a hat')} data-testid="square" />
        <span {...pirate(false)} data-testid="pirate" />
      </ExplainFrame>,
    );
    await waitFor(() => expect(screen.getByTestId('pirate').tabIndex).toBe(-1));
    rerender(
      <ExplainFrame>
        <span {...explains('Square 1: a hat')} data-testid="square" />
        <span {...pirate(true)} data-testid="pirate" />
      </ExplainFrame>,
    );
    await waitFor(() => expect(screen.getByTestId('pirate').tabIndex).toBe(0));
    expect(screen.getByTestId('square').tabIndex).toBe(0);
  });
});
