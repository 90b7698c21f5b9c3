import { expect } from 'vitest';
import { apply } from '../apply.js';
import type { PortRoyalEvent } from '../events.js';
import { legalActions } from '../legal.js';
import type { PortRoyalState } from '../state.js';

/** Applies an action that must be legal, returning the new state and its events. */
export function play(
  state: PortRoyalState,
  seat: number,
  action: unknown,
): { state: PortRoyalState; events: readonly PortRoyalEvent[] } {
  const outcome = apply(state, seat, action);
  if (!outcome.ok) {
    throw new Error(`refused ${JSON.stringify(action)}: ${outcome.error.code} ${outcome.error.message}`);
  }
  return { state: outcome.state, events: outcome.events };
}

/** Asserts the action is refused with this code and returns the message. */
export function refused(state: PortRoyalState, seat: number, action: unknown, code: string): string {
  const outcome = apply(state, seat, action);
  expect(outcome.ok).toBe(false);
  if (outcome.ok) return '';
  expect(outcome.error.code).toBe(code);
  return outcome.error.message;
}

/** Plays a sequence of [seat, action] pairs. */
export function playAll(
  state: PortRoyalState,
  moves: readonly (readonly [number, unknown])[],
): PortRoyalState {
  let current = state;
  for (const [seat, action] of moves) current = play(current, seat, action).state;
  return current;
}

/** The crew card ids `seat` may play now. */
export function playable(state: PortRoyalState, seat: number): string[] {
  return legalActions(state, seat).flatMap((action) => (action.type === 'playCard' ? [action.card] : []));
}

/** Plays through the current step with the first legal action until `until` holds (a test shortcut). */
export function advanceUntil(
  state: PortRoyalState,
  until: (state: PortRoyalState) => boolean,
  limit = 10_000,
): PortRoyalState {
  let current = state;
  for (let i = 0; i < limit && !until(current); i++) {
    if (current.step === 'over') break;
    const action = legalActions(current, current.turn)[0];
    if (action === undefined) break;
    current = play(current, current.turn, action).state;
  }
  return current;
}
