import { actionKey } from '../actions.js';
import type { AnyGameDefinition, SetupInput } from '../game.js';
import type { LoggedAction } from '../replay.js';

/** One choice a seat made in a match: the state it chose in and what it played. */
export interface SeatDecision {
  /** The action's place in the match's log (0-based). */
  readonly index: number;
  readonly state: unknown;
  readonly played: unknown;
}

const key = actionKey;

/**
 * The decisions of `seat` in a match, replayed from its setup and log, in order: every action the
 * seat chose among more than one legal action. Forced moves are left out, and so are the platform's
 * own acts for the seat (a timeout's action that was not among its legal ones).
 */
export function* seatDecisions(
  game: AnyGameDefinition,
  setup: SetupInput,
  log: readonly LoggedAction[],
  seat: number,
): Generator<SeatDecision> {
  let state: unknown = game.setup(setup);
  for (let index = 0; index < log.length; index++) {
    const entry = log[index] as LoggedAction;
    if (entry.seat === seat) {
      const legal = game.legalActions(state, seat) as readonly unknown[];
      const played = key(entry.action);
      if (legal.length > 1 && legal.some((action) => key(action) === played))
        yield { index, state, played: entry.action };
    }
    // A logged entry was accepted when it was logged, the platform's timeouts included.
    const outcome = game.apply(state, entry.seat, entry.action, { timeout: true });
    if (!outcome.ok)
      throw new Error(`review: logged action ${index} does not apply: ${outcome.error.message}`);
    state = outcome.state;
  }
}
