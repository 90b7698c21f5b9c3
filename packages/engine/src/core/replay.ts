import type { GameEvent } from './events.js';
import type { RuleError } from './errors.js';
import type { AnyGameDefinition, SetupInput } from './game.js';

export interface LoggedAction {
  readonly seat: number;
  readonly action: unknown;
}

export type ReplayResult<State> =
  | { readonly ok: true; readonly state: State }
  | { readonly ok: false; readonly index: number; readonly error: RuleError };

/** One step of a replayed match: the action, the state right after it and what it did. */
export interface ReplayStep<State> {
  readonly index: number;
  readonly entry: LoggedAction;
  readonly state: State;
  readonly events: readonly GameEvent[];
}

/**
 * Applies logged actions to a state, one after another: how a server brings a cached state up to
 * date and how a browser steps through a replay. Stops at the first action that does not apply.
 */
export function advance<Def extends AnyGameDefinition>(
  game: Def,
  state: ReturnType<Def['setup']>,
  log: readonly LoggedAction[],
  onStep?: (step: ReplayStep<ReturnType<Def['setup']>>) => void,
): ReplayResult<ReturnType<Def['setup']>> {
  let current = state;
  for (let index = 0; index < log.length; index++) {
    const entry = log[index] as LoggedAction;
    // A logged entry was accepted when it was logged, the platform's timeouts included.
    const outcome = game.apply(current, entry.seat, entry.action, { timeout: true });
    if (!outcome.ok) return { ok: false, index, error: outcome.error };
    current = outcome.state;
    onStep?.({ index, entry, state: current, events: outcome.events });
  }
  return { ok: true, state: current };
}

/** Rebuilds a state from its setup and its action log: the log is the source of truth. */
export function replay<Def extends AnyGameDefinition>(
  game: Def,
  setup: SetupInput,
  log: readonly LoggedAction[],
  onStep?: (step: ReplayStep<ReturnType<Def['setup']>>) => void,
): ReplayResult<ReturnType<Def['setup']>> {
  return advance(game, game.setup(setup), log, onStep);
}
