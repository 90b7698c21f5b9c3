import { scriptFor } from '../../../core/testing/play.js';
import { portRoyal } from '../index.js';
import { legalActions } from '../legal.js';
import type { PortRoyalState } from '../state.js';

export const { play, playAll, refused } = scriptFor(portRoyal);

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
