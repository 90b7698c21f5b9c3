import { expect, vi } from 'vitest';
import { apply } from '../apply.js';
import type { PiratesCoveEvent } from '../events.js';
import type { PiratesCoveState } from '../state.js';
import { Work } from '../work.js';

/** Applies an action that must be legal, returning the new state and its events. */
export function play(
  state: PiratesCoveState,
  seat: number,
  action: unknown,
): { state: PiratesCoveState; events: readonly PiratesCoveEvent[] } {
  const outcome = apply(state, seat, action);
  if (!outcome.ok) {
    throw new Error(`refused ${JSON.stringify(action)}: ${outcome.error.code} ${outcome.error.message}`);
  }
  return { state: outcome.state, events: outcome.events };
}

/** Asserts the action is refused with this code. */
export function refused(state: PiratesCoveState, seat: number, action: unknown, code: string): void {
  const outcome = apply(state, seat, action);
  expect(outcome.ok).toBe(false);
  if (!outcome.ok) expect(outcome.error.code).toBe(code);
}

/**
 * Loaded dice: the next die rolls the engine makes are these, in order (a test fails loudly if the
 * engine rolls more than it was given). Restore with `vi.restoreAllMocks()`.
 */
export function loadDice(...values: number[]): void {
  const queue = values.slice();
  vi.spyOn(Work.prototype, 'die').mockImplementation(() => {
    const next = queue.shift();
    if (next === undefined) throw new Error('the engine rolled more dice than the test loaded');
    return next;
  });
}

export function eventsOf<T extends PiratesCoveEvent['type']>(
  events: readonly PiratesCoveEvent[],
  type: T,
): Extract<PiratesCoveEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<PiratesCoveEvent, { type: T }>[];
}
