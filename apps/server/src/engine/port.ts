import {
  REVIEW_LABELS,
  Random,
  actionJsonSchema,
  advance,
  botRating,
  eventsVisibleTo,
  games,
  nameSeats,
  replay,
  seatToken as engineSeatToken,
  summarise,
  type AnyGameDefinition,
  type GameEvent,
  type MatchResult,
  type OptionDescriptor,
  type ReviewLabel,
  type RuleError,
  type Visibility,
} from '@brethren/engine';
import { DomainError } from '../errors.js';
import { SharedViews } from '../fanout/views.js';
import { decide, type BotTask } from './bot-decision.js';
import type { BotPool } from './bot-pool.js';

/**
 * The server's one seam to the rules engine: the only module that imports `@brethren/engine` at run
 * time (a lint rule keeps it so). Everything else asks it, by game id — which games there are,
 * setting a match up, applying an action, who may act, what a seat sees, how it ended, what a bot
 * or an expired clock plays, and rebuilding a state from the log.
 */

/** A game as the API describes it. */
export interface GameInfo {
  readonly id: string;
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly options: readonly OptionDescriptor[];
  readonly botLevels: readonly { level: string; description: string; rating: number | null }[];
}

export interface GameSetup {
  readonly players: number;
  readonly seed: string;
  readonly options: unknown;
}

export type Applied =
  | { readonly ok: true; readonly state: unknown; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: RuleError };

/** A logged action, as the log stores it (a null seat never applies). */
export interface LoggedMove {
  readonly seat: number | null;
  readonly action: unknown;
}

/** A state rebuilt from the log, or where the log stopped applying. */
export type Replayed =
  | { readonly ok: true; readonly state: unknown }
  | { readonly ok: false; readonly index: number; readonly error: RuleError };

export type ParsedGameOptions =
  { readonly ok: true; readonly options: object } | { readonly ok: false; readonly message: string };

/** Where searching bots think, and for how long. */
export interface BotThinking {
  /** Worker threads for searching bots; without one they think on the calling thread (tests, scripts). */
  readonly pool?: BotPool;
  /** The longest a searching bot thinks about one move. */
  readonly thinkMs: number;
}

export const DEFAULT_THINK_MS = 1000;

export class EnginePort {
  private readonly definitions: ReadonlyMap<string, AnyGameDefinition>;
  private readonly infos: ReadonlyMap<string, GameInfo>;
  private readonly actionSchemas = new Map<string, Record<string, unknown>>();

  /**
   * Every game the engine exports is playable; tests may offer others. `views`: each state's views,
   * shared by whoever asks (see fanout/views.ts); null (the bench's FANOUT_OFF=view-cache): each
   * computed anew.
   */
  constructor(
    definitions: Readonly<Record<string, AnyGameDefinition>> = games,
    private readonly thinking: BotThinking = { thinkMs: DEFAULT_THINK_MS },
    private readonly views: SharedViews | null = new SharedViews(),
  ) {
    this.definitions = new Map(Object.entries(definitions));
    this.infos = new Map([...this.definitions].map(([id, definition]) => [id, describe(definition)]));
  }

  // ——— The catalog ———

  list(): GameInfo[] {
    return [...this.infos.values()];
  }

  info(game: string): GameInfo | null {
    return this.infos.get(game) ?? null;
  }

  /** Validates options from a client for a player count, filling in defaults. */
  parseOptions(game: string, raw: unknown, players: number): ParsedGameOptions {
    const parsed = this.definition(game).parseOptions(raw, players);
    return parsed.ok ? { ok: true, options: parsed.options as object } : parsed;
  }

  /** A game's action shapes as JSON Schema, as clients may write them (made once per game). */
  actionSchema(game: string): Record<string, unknown> {
    let schema = this.actionSchemas.get(game);
    if (!schema) {
      schema = actionJsonSchema(this.definition(game));
      this.actionSchemas.set(game, schema);
    }
    return schema;
  }

  // ——— Play ———

  setup(game: string, setup: GameSetup): unknown {
    return this.definition(game).setup(setup);
  }

  /**
   * Refuses with a rule error code (GAME_OVER, NOT_YOUR_TURN, MALFORMED_ACTION, ILLEGAL_ACTION).
   * `timeout`: the platform acts for a seat out of time, and the game's timeout action applies too.
   */
  apply(game: string, state: unknown, seat: number, action: unknown, timeout = false): Applied {
    return this.definition(game).apply(state, seat, action, { timeout });
  }

  activeSeats(game: string, state: unknown): readonly number[] {
    return this.definition(game).activeSeats(state);
  }

  legalActions(game: string, state: unknown, seat: number): readonly unknown[] {
    return this.definition(game).legalActions(state, seat);
  }

  /** What a seat (null: a spectator) may know. */
  view(game: string, state: unknown, seat: number | null): unknown {
    const definition = this.definition(game);
    return this.views
      ? this.views.of(state, seat, () => definition.view(state, seat))
      : definition.view(state, seat);
  }

  isOver(game: string, state: unknown): boolean {
    return this.definition(game).isOver(state);
  }

  /** Placements once the game is over; the summary names seats as tokens (see `nameResult`). */
  result(game: string, state: unknown): MatchResult | null {
    return this.definition(game).result(state);
  }

  /** Counts per label, best first, and the mean accuracy of reviewed decisions (the engine's `summarise`). */
  reviewSummary(decisions: readonly { readonly loss: number; readonly label: ReviewLabel }[]) {
    const { counts, accuracy } = summarise(decisions);
    return { counts: REVIEW_LABELS.map((label) => ({ label, count: counts[label] })), accuracy };
  }

  /** The result with each seat token of its summary replaced by that seat's name. */
  nameResult(result: MatchResult, names: readonly string[]): MatchResult {
    return { ...result, summary: nameSeats(result.summary, names) };
  }

  // ——— Decisions the platform takes for a seat ———

  /**
   * A bot's move for `seat`, from that seat's view only, with randomness seeded by `randomSeed` (so
   * a replayed decision is the same, time limits aside); null when the game has no bot of that
   * level. Searching bots think on the bot pool's worker threads, never on the event loop.
   */
  async botAction(
    game: string,
    state: unknown,
    seat: number,
    level: string,
    randomSeed: string,
  ): Promise<{ readonly action: unknown } | null> {
    const definition = this.definition(game);
    const bot = definition.bots[level];
    if (!bot) return null;
    const task: BotTask = { game, state, seat, level, randomSeed, thinkMs: this.thinking.thinkMs };
    if (bot.searches && this.thinking.pool) return { action: await this.thinking.pool.decide(task) };
    return decide(definition, task);
  }

  /**
   * What `seat` plays when its time runs out: the rulebook's default action where it has one
   * (Tortuga: peek), else the move of the bot of `botLevel` (or the game's first bot), else a legal
   * action picked at random.
   */
  async timeoutAction(
    game: string,
    state: unknown,
    seat: number,
    botLevel: string,
    randomSeed: string,
  ): Promise<unknown> {
    const definition = this.definition(game);
    const ruled = definition.timeoutAction?.(state, seat);
    if (ruled !== undefined && ruled !== null) return ruled;
    const level = definition.bots[botLevel] ? botLevel : Object.keys(definition.bots)[0];
    const chosen = level === undefined ? null : await this.botAction(game, state, seat, level, randomSeed);
    return chosen ? chosen.action : Random.fromSeed(randomSeed).pick(definition.legalActions(state, seat));
  }

  // ——— Replay ———

  /** Applies logged actions to a state, stopping at the first that does not apply. */
  advance(game: string, state: unknown, log: readonly LoggedMove[]): Replayed {
    return advance(this.definition(game), state, log.map(toLogged));
  }

  /** Rebuilds a state from its setup and its log. */
  replay(game: string, setup: GameSetup, log: readonly LoggedMove[]): Replayed {
    const input = { players: setup.players, seed: setup.seed, options: setup.options as object | undefined };
    return replay(this.definition(game), input, log.map(toLogged));
  }

  /** The definition of a stored match's game; unknown ids are refused with UNKNOWN_GAME. */
  private definition(game: string): AnyGameDefinition {
    const definition = this.definitions.get(game);
    if (!definition) throw new DomainError('UNKNOWN_GAME', `no game "${game}"; see the games query`);
    return definition;
  }
}

/** The events of a log entry that a seat (null: a spectator) may see. */
export function visibleEvents<E extends { readonly visibleTo: Visibility }>(
  events: readonly E[],
  seat: number | null,
): E[] {
  return eventsVisibleTo(events, seat);
}

/** How a result summary names a seat, to be filled in with the player's name later. */
export function seatToken(seat: number): string {
  return engineSeatToken(seat);
}

function toLogged(move: LoggedMove): { seat: number; action: unknown } {
  return { seat: move.seat ?? -1, action: move.action };
}

function describe(definition: AnyGameDefinition): GameInfo {
  return {
    id: definition.id,
    name: definition.name,
    minPlayers: definition.minPlayers,
    maxPlayers: definition.maxPlayers,
    options: definition.options,
    botLevels: Object.values(definition.bots).map((bot) => ({
      level: bot.level,
      description: bot.description,
      rating: botRating(definition.id, bot.level),
    })),
  };
}
