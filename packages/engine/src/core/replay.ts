import type { RuleError } from './errors.js';
import type { AnyGameDefinition, SetupInput } from './game.js';

export interface LoggedAction {
  readonly seat: number;
  readonly action: unknown;
}

export type ReplayResult<State> =
  | { readonly ok: true; readonly state: State }
  | { readonly ok: false; readonly index: number; readonly error: RuleError };

/** Rebuilds a state from its setup and its action log: the log is the source of truth. */
export function replay<Def extends AnyGameDefinition>(
  game: Def,
  setup: SetupInput,
  log: readonly LoggedAction[],
): ReplayResult<ReturnType<Def['setup']>> {
  let state = game.setup(setup);
  for (let index = 0; index < log.length; index++) {
    const entry = log[index] as LoggedAction;
    const outcome = game.apply(state, entry.seat, entry.action);
    if (!outcome.ok) return { ok: false, index, error: outcome.error };
    state = outcome.state;
  }
  return { ok: true, state };
}
