import { sameAction, typeOf } from './actions.js';
import { InvalidOptionsError, refuse } from './errors.js';
import type { GameDefinition, GameRules } from './game.js';
import { issueText } from './options.js';

/**
 * Turns a game's rules into the contract the platform uses. The contract's invariants live here
 * once, for every game: `apply` refuses a finished game (GAME_OVER), a seat that may not act
 * (NOT_YOUR_TURN), a value that is not an action of the game (MALFORMED_ACTION) and an action that
 * is not among the seat's legal actions (ILLEGAL_ACTION), in that order, and only then lets the
 * game perform it. So what `legalActions` lists and what `apply` accepts can never disagree — but
 * for the game's `timeoutAction`, which the platform alone sends (`{ timeout: true }`).
 */
export function defineGame<State, Action, View, Options, Event extends { readonly type: string }>(
  rules: GameRules<State, Action, View, Options, Event>,
): GameDefinition<State, Action, View, Options, Event> {
  // The last list of legal actions asked for. Callers (bots, playouts, the server) usually list the
  // legal actions of a state and then apply one of them to the same state: the list is reused
  // instead of computed twice. States are immutable, so the same object means the same list.
  let listedState: State | undefined;
  let listedSeat = -1;
  let listed: readonly Action[] = [];

  const legalActions = (state: State, seat: number): readonly Action[] => {
    if (state !== listedState || seat !== listedSeat) {
      listed = rules.isOver(state) ? [] : rules.legalActions(state, seat);
      listedState = state;
      listedSeat = seat;
    }
    return listed;
  };

  const activeSeats = (state: State): readonly number[] =>
    rules.isOver(state) ? [] : rules.activeSeats(state);

  const parseOptions = (raw: unknown, players: number) => {
    if (!Number.isInteger(players) || players < rules.minPlayers || players > rules.maxPlayers) {
      const message = `${rules.name} is played by ${rules.minPlayers} to ${rules.maxPlayers} players`;
      return { ok: false, message } as const;
    }
    return rules.options.parse(raw, players);
  };

  /** The legal action a submitted value stands for: the very object listed, or one equal to it. */
  const findLegal = (legal: readonly Action[], value: unknown): Action | undefined =>
    legal.includes(value as Action)
      ? (value as Action)
      : legal.find((candidate) => sameAction(candidate, value));

  return {
    id: rules.id,
    name: rules.name,
    minPlayers: rules.minPlayers,
    maxPlayers: rules.maxPlayers,
    options: rules.options.descriptors,
    actionSchema: rules.actions,
    actionTypes: rules.actionTypes,
    eventTypes: rules.eventTypes,
    parseOptions,
    setup: (input) => {
      const parsed = parseOptions(input.options, input.players);
      if (!parsed.ok) throw new InvalidOptionsError(parsed.message);
      return rules.setup({ players: input.players, seed: input.seed, options: parsed.options });
    },
    isOver: rules.isOver,
    activeSeats,
    legalActions,
    apply: (state, seat, value, options) => {
      const legal = legalActions(state, seat);
      // The usual case first: the very object `legalActions` listed (a bot, a playout, a replay of
      // our own log) is legal by definition, so the refusals below need not be looked at.
      let action = legal.includes(value as Action) ? (value as Action) : undefined;
      if (action === undefined) {
        if (rules.isOver(state)) return refuse('GAME_OVER', 'the game is over');
        const active = rules.activeSeats(state);
        if (!active.includes(seat)) {
          return refuse(
            'NOT_YOUR_TURN',
            `seat ${seat} may not act now; waiting for seat ${active.join(', ')}`,
          );
        }
        action = findLegal(legal, value);
      }
      if (action === undefined) {
        const parsed = rules.actions.safeParse(value);
        if (!parsed.success) {
          return refuse(
            'MALFORMED_ACTION',
            `not a ${rules.name} action: ${issueText(parsed.error, 'action')}`,
          );
        }
        action = findLegal(legal, parsed.data);
        if (action === undefined) {
          // The seat's timeout is the platform's act: it applies only when the platform sends it.
          const timeout = rules.timeoutAction?.(state, seat) ?? undefined;
          const isTimeout = timeout !== undefined && sameAction(timeout, parsed.data);
          if (isTimeout && options?.timeout) action = timeout;
          else if (isTimeout) return refuse('ILLEGAL_ACTION', TIMEOUT_IS_NOT_A_MOVE);
          else return refuse('ILLEGAL_ACTION', whyIllegal(typeOf(parsed.data), legal));
        }
      }
      const performed = rules.perform(state, seat, action);
      return { ok: true, state: performed.state, events: performed.events };
    },
    view: rules.view,
    result: rules.result,
    ...(rules.timeoutAction ? { timeoutAction: rules.timeoutAction } : {}),
    ...(rules.disguise ? { disguise: rules.disguise } : {}),
    bots: rules.bots,
  };
}

const TIMEOUT_IS_NOT_A_MOVE =
  'running out of time is not a move: the platform plays it for you when your clock runs out';

/** Why a well-formed action is refused, in terms of what is possible instead. */
function whyIllegal(type: string | null, legal: readonly unknown[]): string {
  const possible = [...new Set(legal.map(typeOf))].join(', ');
  if (!legal.some((action) => typeOf(action) === type)) {
    return `${type ?? 'that action'} is not possible now (possible: ${possible})`;
  }
  return `that ${type} is not one of the legal actions now; see legalActions`;
}
