import type { TortugaAction } from './actions.js';
import { timeoutPeekSlots, turnProblem } from './checks.js';
import { activeSeats, isOver } from './perform.js';
import type { TortugaState } from './state.js';

/**
 * A seat out of time. With the table's 30-second timer (both rulebooks, an option): a player who has
 * not chosen his action peeks at two event cards (DECISION: the two lowest-numbered face-down
 * slots), and a forced player who has not chosen lets the forcer choose. Without the timer only the
 * platform's clock (ranked play) runs out: it keeps the peek as its own rule, named so in the log,
 * and hands nothing to the forcer. Anything else: null, and the platform lets a bot move.
 */
export function timeoutAction(state: TortugaState, seat: number): TortugaAction | null {
  if (isOver(state) || !activeSeats(state).includes(seat)) return null;
  const pending = state.pending;
  if (pending?.kind === 'forcedReveal') {
    const forcedChooses = pending.chooser === seat && seat === pending.target;
    return forcedChooses && state.options.timer ? { type: 'deferToForcer' } : null;
  }
  if (turnProblem(state, seat) !== null) return null;
  const slots = timeoutPeekSlots(state);
  return slots === null ? null : { type: 'peek', slots, outOfTime: true };
}
