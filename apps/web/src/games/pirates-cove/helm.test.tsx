import { Random, type PiratesCoveState } from '@brethren/engine';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PiratesCoveTable } from './PiratesCoveTable';
import { game, NAMES } from './testing';

/** A solo grid game played by the heuristic bot until the ship is in port with its wheel to set. */
function atTheWheel(): PiratesCoveState {
  const random = Random.fromSeed('helm');
  let state = game.setup({ players: 1, seed: 'helm', options: { soloMovement: 'grid' } as never });
  while (game.view(state, 0).phase !== 'navigating') {
    const legalActions = game.legalActions(state, 0);
    const action = game.bots['heuristic']!.choose({
      seat: 0,
      view: game.view(state, 0),
      legalActions,
      random,
    });
    const outcome = game.apply(state, 0, action);
    if (!outcome.ok) throw new Error(outcome.error.message);
    state = outcome.state;
  }
  return state;
}

describe('the helm under solo grid movement', () => {
  it('tells how far the picked island lies before the course is set', () => {
    const state = atTheWheel();
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
