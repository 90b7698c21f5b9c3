import { Random } from '@brethren/engine';
import { render, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { actionKey } from './moves';
import { active, newGame, pickByType, step, tableProps } from './testkit';
import { TortugaTable } from './TortugaTable';
import { clickThrough, listedActions, notOffered } from './uiDriver';

/**
 * Whole games played through the table alone: at each step the table is drawn for a seat that may
 * act, every legal action is checked to be offered by the table's own controls (not the fallback
 * list), one is chosen and clicked, and what the table sends goes to the engine unchanged.
 */
export function playThrough(players: number, seed: string, options: Record<string, unknown>) {
  const g = newGame(players, seed, options);
  const random = Random.fromSeed(`${seed}-ui`);
  const onAct = vi.fn();
  const types = new Set<string>();
  const view = render(<TortugaTable {...tableProps(g, null)} onAct={onAct} />);
  let steps = 0;
  for (; steps < 400; steps++) {
    const seats = active(g);
    if (seats.length === 0) break;
    const seat = random.pick(seats);
    const props = tableProps(g, seat);
    // The table is drawn for that seat: the same table as updates arrive, as a browser would.
    view.rerender(<TortugaTable {...props} onAct={onAct} />);
    const actions = props.legalActions;
    // Every legal action is offered by the table's own controls (and listed once more in full).
    expect(notOffered(actions).map(actionKey)).toEqual([]);
    if (steps % 10 === 0) expect(listedActions().sort()).toEqual(actions.map(actionKey).sort());
    const action = pickByType(actions, random);
    onAct.mockClear();
    clickThrough(action);
    expect(onAct).toHaveBeenCalledTimes(1);
    // The very object the API sent, unchanged.
    expect(onAct.mock.calls[0]![0]).toBe(action);
    types.add(action.type);
    step(g, seat, action);
  }
  view.rerender(<TortugaTable {...tableProps(g, null)} onAct={onAct} />);
  expect(active(g)).toEqual([]);
  expect(screen.getByTestId('turn-bar').textContent).toMatch(/wins/);
  return { steps, types };
}
