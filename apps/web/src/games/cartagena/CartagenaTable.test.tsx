import { actionKey } from '@brethren/engine/core';
import { cartagena } from '@brethren/engine/cartagena';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OPTION_SETS, positions } from './testing/positions';
import { CartagenaTable } from './CartagenaTable';

const names = ['anne', 'bob', 'Bot (heuristic)'];

function renderTable(position: ReturnType<typeof positions>[number], viewer: number | null, onAct = vi.fn()) {
  const view = cartagena.view(position.state, viewer);
  const legal = viewer === position.seat ? position.actions : [];
  render(
    <CartagenaTable
      view={view}
      names={names}
      viewerSeat={viewer}
      legalActions={legal}
      activeSeats={[position.seat]}
      log={[]}
      live
      busy={false}
      onAct={onAct}
    />,
  );
  return onAct;
}

describe('the Cartagena table', () => {
  it('plays a card on a highlighted pirate by click, sending the legal action unchanged', () => {
    const position = positions({}, 3, 'click')[0]!;
    const onAct = renderTable(position, position.seat);
    const card = screen.getAllByTestId('card').find((button) => !(button as HTMLButtonElement).disabled)!;
    fireEvent.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    const target = screen.getAllByTestId('pirate-target')[0]!;
    fireEvent.click(target);
    expect(onAct).toHaveBeenCalledTimes(1);
    const sent = onAct.mock.calls[0]![0];
    expect(position.actions.map(actionKey)).toContain(actionKey(sent));
    expect(sent).toMatchObject({
      type: 'playCard',
      card: { symbol: card.getAttribute('data-card')!.replace('dark-', '') },
    });
  });

  it('plays a highlighted pirate from the keyboard', () => {
    const position = positions({}, 3, 'keys')[0]!;
    const onAct = renderTable(position, position.seat);
    const card = screen.getAllByTestId('card').find((button) => !(button as HTMLButtonElement).disabled)!;
    fireEvent.click(card);
    const target = screen.getAllByTestId('pirate-target')[0]!;
    expect(target.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(target, { key: 'Enter' });
    expect(onAct).toHaveBeenCalledTimes(1);
  });

  it('keeps the hand in reach of the keyboard when none of its cards can be played', () => {
    const position = positions({}, 3, 'keys')[0]!;
    renderTable(position, position.seat);
    // Cards to play: the cards are the tab stops, not the list.
    expect(screen.getByTestId('hand').hasAttribute('tabindex')).toBe(false);
    cleanup();
    const waiting = (position.seat + 1) % 3;
    renderTable(position, waiting);
    // Another's turn: every card disabled, so the list itself is a tab stop (a phone scrolls it).
    const cards = screen.getAllByTestId<HTMLButtonElement>('card');
    expect(cards.every((card) => card.disabled)).toBe(true);
    expect(screen.getByTestId('hand').getAttribute('tabindex')).toBe('0');
  });

  it.each(OPTION_SETS.map((options) => [JSON.stringify(options), options] as const))(
    'offers every legal action as a button (%s)',
    (_name, options) => {
      const all = positions(options, 3, 'reach');
      // Every position where something besides playing cards is possible, and a few more.
      const sample = all.filter(
        (p, i) =>
          i % 25 === 0 || p.actions.some((a) => !['playCard', 'endTurn', 'moveBack'].includes(a.type)),
      );
      for (const position of sample.slice(0, 20)) {
        const onAct = renderTable(position, position.seat);
        fireEvent.click(screen.getByTestId('all-actions-toggle'));
        const buttons = screen.getAllByTestId('legal-action');
        expect(buttons.map((button) => button.getAttribute('data-action')).sort()).toEqual(
          position.actions.map(actionKey).sort(),
        );
        fireEvent.click(buttons[buttons.length - 1]!);
        expect(onAct).toHaveBeenCalledWith(position.actions[position.actions.length - 1]);
        document.body.innerHTML = '';
      }
    },
  );

  it('says where each pirate a card would move goes, in the full story too', () => {
    const position = positions({ story: 'full' }, 3, 'full-targets').find((p) =>
      p.actions.some((action) => action.type === 'playCard'),
    )!;
    renderTable(position, position.seat);
    const card = screen.getAllByTestId('card').find((button) => !(button as HTMLButtonElement).disabled)!;
    fireEvent.click(card);
    const targets = screen.getAllByTestId('target-button');
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) expect(target.textContent).toMatch(/→ \S/);
  });

  it('shows a spectator the board and hand sizes but no hand and no moves', () => {
    const position = positions({}, 3, 'watch')[3]!;
    renderTable(position, null);
    expect(screen.getByTestId('board')).toBeTruthy();
    expect(screen.queryByTestId('hand')).toBeNull();
    expect(screen.queryByTestId('moves')).toBeNull();
    expect(screen.getByTestId('spectating').textContent).toMatch(/watching/);
    const sizes = screen.getAllByTestId('hand-size').map((element) => element.textContent?.trim());
    expect(sizes).toHaveLength(3);
  });

  it('draws each pirate group on the board with its count', () => {
    const position = positions({}, 3, 'draw')[0]!;
    renderTable(position, 0);
    const board = screen.getByTestId('board');
    const prison = board.querySelector('[data-place="start"]')!;
    expect(within(prison as HTMLElement).getAllByText('6')).toHaveLength(3);
  });
});
