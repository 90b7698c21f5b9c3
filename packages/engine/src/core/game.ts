import type { z } from 'zod';
import type { ApplyFailure } from './errors.js';
import type { GameEvent } from './events.js';
import type { OptionDescriptor, OptionSet, ParsedOptions } from './options.js';
import type { Random } from './random.js';

export type GameId = 'tortuga' | 'cartagena' | 'port-royal' | 'pirates-cove';

export interface SetupInput<Options = object> {
  readonly players: number;
  readonly seed: string;
  readonly options?: Options | undefined;
}

/** What a game's own `setup` receives: options already parsed, defaults filled in. */
export interface GameSetup<Options> {
  readonly players: number;
  readonly seed: string;
  readonly options: Options;
}

export type ApplyResult<State, Event extends { readonly type: string } = { readonly type: string }> =
  { readonly ok: true; readonly state: State; readonly events: readonly GameEvent<Event>[] } | ApplyFailure;

/** What `perform` returns: the next state and what happened, in order. */
export interface Performed<State, Event extends { readonly type: string }> {
  readonly state: State;
  readonly events: readonly GameEvent<Event>[];
}

/** A finished match: placements by seat (1 = best; tied seats share a placement). */
export interface MatchResult {
  readonly placements: readonly number[];
  /** A game's own score per seat where it has one (for display and tie-breaks), else null. */
  readonly scores: readonly (number | null)[];
  /** Team games: the teams as they stood at the end, each with its placement. */
  readonly teams?: readonly {
    readonly name: string;
    readonly seats: readonly number[];
    readonly placement: number;
  }[];
  /** One sentence on how it ended, naming seats as tokens (`seatToken`; see `nameSeats`). */
  readonly summary: string;
}

export interface BotInput<View, Action> {
  readonly seat: number;
  /** Only what this seat may know: a bot never sees the state. */
  readonly view: View;
  readonly legalActions: readonly Action[];
  readonly random: Random;
  /**
   * A whole state consistent with what this seat knows, everything it may not know dealt anew
   * (the game's `disguise`): what searching bots play out. Absent where the game has no disguise.
   */
  readonly determinize?: (random: Random) => unknown;
  /** The platform's clock and how long the bot may think; the engine has no clock of its own. */
  readonly timeLimit?: TimeLimit;
}

export interface TimeLimit {
  /** Milliseconds from any fixed origin. */
  now(): number;
  readonly ms: number;
}

export interface Bot<View, Action> {
  readonly level: string;
  readonly description: string;
  /** True for bots that search (and may take up to their time limit): the server runs them off its event loop. */
  readonly searches?: boolean;
  choose(input: BotInput<View, Action>): Action;
}

/**
 * What a game supplies: its rules, and nothing of the contract's bookkeeping. `defineGame` turns
 * it into a `GameDefinition`, checking every action the same way for every game.
 */
export interface GameRules<State, Action, View, Options, Event extends { readonly type: string }> {
  readonly id: GameId;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly options: OptionSet<Options>;
  /**
   * The shape of every action of the game. A value that fails it is MALFORMED_ACTION; it may
   * normalise what it accepts (Pirate's Cove reads any gold buried as the threes it holds).
   * Published to API clients as JSON Schema.
   */
  readonly actions: z.ZodType<Action>;
  /** Every action type (the schema's) and every event type the game emits. */
  readonly actionTypes: readonly string[];
  readonly eventTypes: readonly Event['type'][];
  setup(input: GameSetup<Options>): State;
  isOver(state: State): boolean;
  /** Who may act now (asked only while the game is not over). */
  activeSeats(state: State): readonly number[];
  /** The complete list of what `seat` may do now; every entry is JSON and passes `actions`. */
  legalActions(state: State, seat: number): readonly Action[];
  /** Carries out one of `seat`'s legal actions (the very object `legalActions` listed). */
  perform(state: State, seat: number, action: Action): Performed<State, Event>;
  view(state: State, seat: number | null): View;
  result(state: State): MatchResult | null;
  timeoutAction?(state: State, seat: number): Action | null;
  /**
   * A state `seat` (-1: a spectator) cannot tell from this one: everything it may not know dealt
   * anew from `random`, depending only on what it may know (so equal views deal equally).
   */
  disguise?(state: State, seat: number, random: Random): State;
  readonly bots: Readonly<Record<string, Bot<View, Action>>>;
}

/** How `apply` is asked to act. */
export interface ApplyOptions {
  /**
   * The platform acts for a seat whose time ran out (or a log replays such an act): the game's
   * `timeoutAction` is accepted too. Never set for an action a player chose: running out of time
   * is the platform's act, not a move a player may pick.
   */
  readonly timeout?: boolean;
}

/**
 * The contract every game offers the platform. Pure and deterministic: no I/O, no clock, no
 * ambient randomness. `apply` never mutates its input and never throws for bad input.
 */
export interface GameDefinition<
  State = unknown,
  Action = unknown,
  View = unknown,
  Options = unknown,
  Event extends { readonly type: string } = { readonly type: string },
> {
  readonly id: GameId;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly options: readonly OptionDescriptor[];
  /** The shape of an action, as the engine checks it (see `actionJsonSchema` for clients). */
  readonly actionSchema: z.ZodType<Action>;
  /**
   * Every action type (the schema's) and every event type the game emits: what a client offering
   * every move and telling every event must cover.
   */
  readonly actionTypes: readonly string[];
  readonly eventTypes: readonly Event['type'][];
  /** Validates raw options (from an API client) for a player count, filling in defaults. */
  parseOptions(raw: unknown, players: number): ParsedOptions<Options>;
  /** Parses the options as `parseOptions` does; throws InvalidOptionsError for ones it refuses. */
  setup(input: SetupInput<unknown>): State;
  isOver(state: State): boolean;
  /** Who may act now: one seat, several during simultaneous secret choices, none once over. */
  activeSeats(state: State): readonly number[];
  /** The complete list of what `seat` may do now; every entry is JSON and applies as it is. */
  legalActions(state: State, seat: number): readonly Action[];
  /**
   * Refuses, in this order: GAME_OVER, NOT_YOUR_TURN, MALFORMED_ACTION (fails the schema),
   * ILLEGAL_ACTION (not among the seat's legal actions); otherwise performs the action. The game's
   * `timeoutAction` is never a legal action: it applies only with `{ timeout: true }`.
   */
  apply(state: State, seat: number, action: unknown, options?: ApplyOptions): ApplyResult<State, Event>;
  /** What `seat` may know (`null`: a spectator). */
  view(state: State, seat: number | null): View;
  result(state: State): MatchResult | null;
  /**
   * What the rulebook does for `seat` when its time runs out, where it says (Tortuga's peek);
   * null where it says nothing, and the platform lets a bot move instead. It applies only with
   * `apply(…, { timeout: true })`, unless it is also among the legal actions.
   */
  timeoutAction?(state: State, seat: number): Action | null;
  /** A state `seat` cannot tell from this one (see `GameRules.disguise`). */
  disguise?(state: State, seat: number, random: Random): State;
  readonly bots: Readonly<Record<string, Bot<View, Action>>>;
}

/** A definition with its type parameters forgotten, for code that handles every game alike. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any, any, any>;
