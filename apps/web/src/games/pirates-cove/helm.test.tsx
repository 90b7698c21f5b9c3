import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PiratesCoveTable } from './PiratesCoveTable';
import { game, NAMES, soloGridUntil } from './testing/positions';

describe('the helm under solo grid movement', () => {
  it('tells how far the picked island lies before the course is set', () => {
    // In port with the wheel to set.
    const { state } = soloGridUntil('helm', (state) => game.view(state, 0).phase === 'navigating');
    const onAct = vi.fn();
    render(
      <PiratesCoveTable
        view={game.view(state, 0)}
        names={NAMES.slice(0, 1)}
        viewerSeat={0}
        legalActions={game.legalActions(state, 0)}
        activeSeats={game.activeSeats(state)}
        log={[]}
        live
        busy={false}
        onAct={onAct}
      />,
    );
    expect(screen.queryByTestId('crossing')).toBeNull();
    const handle = document.querySelector(
      '[data-testid="helm-island"][data-island="4"][data-select="course"]',
    )!;
    fireEvent.click(handle);
    expect(screen.getByTestId('crossing').textContent).toMatch(/^\d+ squares? at Sails \d+: /);
    expect(onAct).not.toHaveBeenCalled();
  });
});
