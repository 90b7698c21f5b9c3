import type { Performed } from '../../core/game.js';
import type { TortugaAction } from './actions.js';
import { answer } from './answers.js';
import { captainOf } from './board.js';
import { atlantisWindowHolder } from './checks.js';
import { TortugaDraft } from './draft.js';
import type { TortugaEventBody } from './events.js';
import { settle } from './flow.js';
import type { Pending, TortugaState } from './state.js';
import { turnAction } from './turn.js';

export function isOver(state: TortugaState): boolean {
  return state.outcome !== null;
}

/**
 * Who may act now: during a secret vote every participant who has not voted; the one seat a pending
 * choice waits for; otherwise the player whose turn it is, plus the Atlantis holder while the window
 * before the turn is open.
 */
export function activeSeats(state: TortugaState): number[] {
  const pending = state.pending;
  if (pending === null) {
    const holder = atlantisWindowHolder(state);
    if (holder === null || holder === state.turn.seat) return [state.turn.seat];
    return holder < state.turn.seat ? [holder, state.turn.seat] : [state.turn.seat, holder];
  }
  return pendingSeats(state, pending);
}

function pendingSeats(state: TortugaState, pending: Pending): number[] {
  switch (pending.kind) {
    case 'startingTreasure': {
      const ship = pending.ships[0];
      const captain = ship === undefined ? null : captainOf(state, ship);
      return captain === null ? [] : [captain];
    }
    case 'chooseStart': {
      const seat = pending.order[pending.chosen.length];
      return seat === undefined ? [] : [seat];
    }
    case 'vote':
      return pending.participants.filter((_, i) => pending.plays[i] === null).sort((a, b) => a - b);
    case 'forcedReveal':
      return [pending.chooser];
    default:
      return [pending.seat];
  }
}

/**
 * Carries out one of `seat`'s legal actions (the core has checked it is one): an answer to what the
 * game is waiting for, or a turn action; then the turn's bookkeeping.
 */
export function perform(
  state: TortugaState,
  seat: number,
  action: TortugaAction,
): Performed<TortugaState, TortugaEventBody> {
  const draft = new TortugaDraft(state);
  carryOut(draft, seat, action);
  return { state: draft.finishState(), events: draft.events };
}

/**
 * `perform` for a caller that owns `state` and gives it up: the state itself is changed and
 * returned, without the copy (`SearchRules.performInPlace`; `perform.test.ts` checks both agree).
 */
export function performInPlace(state: TortugaState, seat: number, action: TortugaAction): TortugaState {
  const draft = new TortugaDraft(state, true);
  carryOut(draft, seat, action);
  return draft.finishState();
}

function carryOut(draft: TortugaDraft, seat: number, action: TortugaAction): void {
  if (draft.s.pending === null) turnAction(draft, seat, action);
  else answer(draft, seat, action);
  settle(draft);
}
