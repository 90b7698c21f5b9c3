import type { ApplyFailure } from './errors.js';
import type { GameEvent } from './events.js';
import type { Random } from './random.js';

export type GameId = 'tortuga' | 'cartagena' | 'port-royal' | 'pirates-cove';

export interface SetupInput<Options = unknown> {
  readonly players: number;
  readonly seed: string;
  readonly options?: Options | undefined;
}

export type ApplyResult<State, Event extends { readonly type: string } = { readonly type: string }> =
  { readonly ok: true; readonly state: State; readonly events: readonly GameEvent<Event>[] } | ApplyFailure;

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
  /** One sentence on how it ended, for logs and the UI (seats counted from 1, as people count). */
  readonly summary: string;
}

/** One option a game accepts, described for lobbies and API clients. */
export interface OptionDescriptor {
  readonly name: string;
  readonly description: string;
  readonly kind: 'boolean' | 'integer' | 'choice' | 'json';
  readonly default: unknown;
  readonly choices?: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

export type ParsedOptions<Options> =
  { readonly ok: true; readonly options: Options } | { readonly ok: false; readonly message: string };

export interface BotInput<View, Action> {
  readonly seat: number;
  /** Only what this seat may know: a bot never sees the state. */
  readonly view: View;
  readonly legalActions: readonly Action[];
  readonly random: Random;
}

export interface Bot<View, Action> {
  readonly level: string;
  readonly description: string;
  choose(input: BotInput<View, Action>): Action;
}

/**
 * The contract every game implements. Pure and deterministic: no I/O, no clock, no ambient
 * randomness. `apply` never mutates its input and never throws for bad input.
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
  /** Validates raw options (from an API client) for a player count, filling in defaults. */
  parseOptions(raw: unknown, players: number): ParsedOptions<Options>;
  /** Throws InvalidOptionsError for options that `parseOptions` would refuse. */
  setup(input: SetupInput<Options>): State;
  /** Who may act now: one seat, several during simultaneous secret choices, none once over. */
  activeSeats(state: State): readonly number[];
  /** The complete list of what `seat` may do now; every entry is JSON and applies as it is. */
  legalActions(state: State, seat: number): readonly Action[];
  apply(state: State, seat: number, action: unknown): ApplyResult<State, Event>;
  /** What `seat` may know (`null`: a spectator). */
  view(state: State, seat: number | null): View;
  result(state: State): MatchResult | null;
  /**
   * What the rulebook does for `seat` when its time runs out, where it says (Tortuga's peek);
   * null where it says nothing, and the platform lets a bot move instead.
   */
  timeoutAction?(state: State, seat: number): Action | null;
  readonly bots: Readonly<Record<string, Bot<View, Action>>>;
}

/** A definition with its type parameters forgotten, for code that handles every game alike. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameDefinition = GameDefinition<any, any, any, any, any>;
