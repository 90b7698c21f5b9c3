import { expect } from 'vitest';
import { apply } from '../apply.js';
import type { CartagenaEvent } from '../events.js';
import type { CartagenaState, Location } from '../state.js';

/** Applies an action that must be legal, returning the new state and its events. */
export function play(
  state: CartagenaState,
  seat: number,
  action: unknown,
): { state: CartagenaState; events: readonly CartagenaEvent[] } {
  const outcome = apply(state, seat, action);
  if (!outcome.ok)
    throw new Error(`refused ${JSON.stringify(action)}: ${outcome.error.code} ${outcome.error.message}`);
  return { state: outcome.state, events: outcome.events };
}

/** Asserts the action is refused with this code and returns the message. */
export function refused(state: CartagenaState, seat: number, action: unknown, code: string): string {
  const outcome = apply(state, seat, action);
  expect(outcome.ok).toBe(false);
  if (outcome.ok) return '';
  expect(outcome.error.code).toBe(code);
  return outcome.error.message;
}

export function handSize(state: CartagenaState, seat: number): number {
  return (state.hands[seat] as number[]).reduce((a, b) => a + b, 0);
}

export function sortedPirates(state: CartagenaState, seat: number): Location[] {
  return (state.pirates[seat] as Location[]).slice().sort((a, b) => a - b);
}
