import type { TortugaAction } from './actions.js';
import { activeSeats } from './apply.js';
import { peekProblem, turnProblem } from './checks.js';
import type { TortugaState } from './state.js';

/**
 * The 30-second timer (both rulebooks): a player who has not chosen his action must peek at two event
 * cards (DECISION: the two lowest-numbered face-down slots); a forced player who has not chosen lets
 * the forcer choose. Anything else: null, and the platform lets a bot move.
 */
export function timeoutAction(state: TortugaState, seat: number): TortugaAction | null {
  if (!activeSeats(state).includes(seat)) return null;
  const pending = state.pending;
  if (pending?.kind === 'forcedReveal') {
    return pending.chooser === seat && seat === pending.target ? { type: 'deferToForcer' } : null;
  }
  if (turnProblem(state, seat) !== null) return null;
  const slots: number[] = [];
  state.row.forEach((card, index) => {
    if (card !== null && slots.length < 2) slots.push(index);
  });
  if (slots.length < 2 || peekProblem(state, slots) !== null) return null;
  return { type: 'peek', slots: slots.map((index) => index + 1) };
}
