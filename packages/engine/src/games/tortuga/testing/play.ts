import { expect } from 'vitest';
import { apply } from '../apply.js';
import type { TortugaEvent } from '../events.js';
import type { TortugaState } from '../state.js';

/** Applies an action that must be legal, returning the new state and its events. */
export function play(
  state: TortugaState,
  seat: number,
  action: unknown,
): { state: TortugaState; events: readonly TortugaEvent[] } {
  const outcome = apply(state, seat, action);
  if (!outcome.ok)
    throw new Error(`refused ${JSON.stringify(action)}: ${outcome.error.code} ${outcome.error.message}`);
  return { state: outcome.state, events: outcome.events };
}

/** Applies a sequence of [seat, action] pairs that must all be legal. */
export function playAll(state: TortugaState, moves: readonly (readonly [number, unknown])[]): TortugaState {
  let current = state;
  for (const [seat, action] of moves) current = play(current, seat, action).state;
  return current;
}

/** Asserts the action is refused with this code and returns the message. */
export function refused(state: TortugaState, seat: number, action: unknown, code: string): string {
  const outcome = apply(state, seat, action);
  expect(outcome.ok).toBe(false);
  if (outcome.ok) return '';
  expect(outcome.error.code).toBe(code);
  return outcome.error.message;
}

export function handSize(state: TortugaState, seat: number): number {
  return (state.hands[seat] ?? []).reduce((a, b) => a + b, 0);
}
