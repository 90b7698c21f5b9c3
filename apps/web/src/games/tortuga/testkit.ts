import { eventsVisibleTo, games, Random, type TortugaAction, type TortugaState } from '@brethren/engine';
import type { GameEventJson, LogEntry } from '@/lib/api/types';

/**
 * Real Tortuga positions for the table's tests: a game set up by the engine and played on with legal
 * actions, its log kept as the API would send it to each viewer.
 */
export const NAMES = ['anne', 'bob', 'cleo', 'dirk', 'Bot (heuristic)', 'finn', 'greta', 'hook', 'ines'];

export interface Entry {
  readonly seq: number;
  readonly seat: number;
  readonly action: TortugaAction;
  readonly events: readonly GameEventJson[];
}

export interface Game {
  state: TortugaState;
  entries: Entry[];
}

const game = games.tortuga;

export function newGame(players: number, seed: string, options: Record<string, unknown> = {}): Game {
  return { state: game.setup({ players, seed, options: options as never }), entries: [] };
}

/** Applies a legal action for a seat, keeping the log entry. */
export function step(g: Game, seat: number, action: TortugaAction): void {
  const outcome = game.apply(g.state, seat, action);
  if (!outcome.ok) throw new Error(`refused ${JSON.stringify(action)}: ${outcome.error.message}`);
  g.state = outcome.state;
  g.entries.push({
    seq: g.entries.length + 1,
    seat,
    action,
    events: outcome.events as unknown as GameEventJson[],
  });
}

export function active(g: Game): readonly number[] {
  return game.activeSeats(g.state);
}

export function legal(g: Game, seat: number): readonly TortugaAction[] {
  return game.legalActions(g.state, seat);
}

/**
 * Plays on with a seeded random choice (by action type first, so rare kinds come up) until `stop`
 * holds or the game ends; returns whether `stop` was met.
 */
export function playUntil(g: Game, stop: (g: Game) => boolean, seed = 'kit', limit = 2000): boolean {
  const random = Random.fromSeed(seed);
  for (let i = 0; i < limit; i++) {
    if (stop(g)) return true;
    const seats = active(g);
    const seat = seats[0];
    if (seat === undefined) return false;
    step(g, seat, pickByType(legal(g, seat), random));
  }
  return stop(g);
}

/** A random action, its type chosen first with equal odds. */
export function pickByType(actions: readonly TortugaAction[], random: Random): TortugaAction {
  const types = [...new Set(actions.map((action) => action.type))];
  const type = random.pick(types);
  return random.pick(actions.filter((action) => action.type === type));
}

/** The log as the API sends it to a viewer while the match goes on. */
export function logFor(g: Game, viewer: number | null): LogEntry[] {
  return g.entries.map((entry) => ({
    seq: entry.seq,
    seat: entry.seat,
    action: entry.seat === viewer ? entry.action : null,
    events: eventsVisibleTo(entry.events, viewer),
    at: '2025-01-01T00:00:00.000Z',
  }));
}

/** Everything the table needs for one viewer. */
export function tableProps(g: Game, viewer: number | null, players = g.state.players) {
  const seats = active(g);
  return {
    view: game.view(g.state, viewer),
    names: NAMES.slice(0, players),
    viewerSeat: viewer,
    legalActions: viewer !== null && seats.includes(viewer) ? legal(g, viewer) : [],
    activeSeats: seats,
    log: logFor(g, viewer),
    live: game.result(g.state) === null,
    busy: false,
  };
}

export interface Position {
  readonly game: Game;
  readonly seat: number;
  readonly actions: readonly TortugaAction[];
}

/** Every position of a random game (actions picked by type first), each with a seat that may act. */
export function positions(players: number, seed: string, options: Record<string, unknown> = {}): Position[] {
  const g = newGame(players, seed, options);
  const random = Random.fromSeed(`${seed}-positions`);
  const found: Position[] = [];
  for (let i = 0; i < 2000; i++) {
    const seats = active(g);
    if (seats.length === 0) break;
    for (const seat of seats) {
      found.push({ game: { state: g.state, entries: g.entries.slice() }, seat, actions: legal(g, seat) });
    }
    const seat = random.pick(seats);
    step(g, seat, pickByType(legal(g, seat), random));
  }
  return found;
}

/** Option sets that, between them, bring every kind of action into play. */
export const OPTION_SETS: readonly { players: number; options: Record<string, unknown> }[] = [
  { players: 2, options: {} },
  { players: 4, options: { starCardCount: 8, allowFacadeCabinFeverSmallGames: true } },
  { players: 5, options: { ruleset: 'IT-1e', starCardCount: 6 } },
  { players: 6, options: { ruleset: 'IT-1e', brainBurner: true, openLoyalty: 'partial' } },
  { players: 9, options: { starCardCount: 8, openLoyalty: 'all' } },
];
