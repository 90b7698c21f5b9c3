import { replay, type MatchResult } from '@brethren/engine/core';
import { replaceEqualDeep } from '@tanstack/react-query';
import { loadGame } from '@/lib/engine';
import type { GameEventJson } from '@/lib/api/types';

/** One logged action, as the JSON-lines download and the API's `log` field carry it. */
export interface ReplayEntry {
  readonly seq: number;
  readonly seat: number | null;
  readonly action: unknown;
  readonly events: readonly GameEventJson[];
  /** The platform played it for a seat out of time (absent in logs from before it was recorded). */
  readonly timedOut?: boolean;
}

/** What a replay needs: the game, the revealed seed, the options in force, the seat count and the log. */
export interface ReplayInput {
  readonly game: string;
  readonly seed: string;
  readonly options: unknown;
  readonly players: number;
  readonly entries: readonly ReplayEntry[];
}

/** The match as a spectator saw it at one step. */
export interface ReplayStep {
  readonly view: unknown;
  readonly activeSeats: readonly number[];
}

export interface Replay {
  /** Before any action (index 0) and after each logged action. */
  readonly steps: readonly ReplayStep[];
  /**
   * What `seat` saw at a step — its hand, its secret choices: once a match is over, nothing of it
   * is hidden any more, so a replay may follow any seat.
   */
  readonly seatView: (step: number, seat: number) => unknown;
  /** Where the log stopped applying, if it did: the entry index and the engine's refusal. */
  readonly failure: { readonly index: number; readonly code: string; readonly message: string } | null;
  /** The result the replay reaches. */
  readonly result: MatchResult | null;
}

/**
 * Recomputes a finished match in the browser with the same pure engine the server runs, loading
 * only that game's rules: the engine's `replay` sets it up from the revealed seed and applies every
 * logged action in order. Platform entries (no seat) are applied as the server does, with seat -1.
 */
export async function replayMatch(input: ReplayInput): Promise<Replay> {
  const game = await loadGame(input.game);
  if (!game) throw new Error(`this app cannot replay the game "${input.game}"`);
  const setup = { players: input.players, seed: input.seed, options: input.options as object };
  let state: unknown = game.setup(setup);
  const steps: ReplayStep[] = [];
  // Each step's state, for the seat views asked of it: a seat's view is made only when followed.
  const states: unknown[] = [];
  // Each step keeps what the one before it showed unchanged as the very same objects, so the
  // table's parts that did not change need not render again while stepping.
  const record = () => {
    const previous = steps.at(-1);
    states.push(state);
    steps.push({
      view: replaceEqualDeep(previous?.view, game.view(state, null)),
      activeSeats: replaceEqualDeep(previous?.activeSeats, game.activeSeats(state)),
    });
  };
  record();
  const log = input.entries.map((entry) => ({ seat: entry.seat ?? -1, action: entry.action }));
  const outcome = replay(game, setup, log, (step) => {
    state = step.state;
    record();
  });
  const failure = outcome.ok
    ? null
    : { index: outcome.index, code: outcome.error.code, message: outcome.error.message };
  const seatView = (step: number, seat: number) => game.view(states[step], seat);
  return { steps, seatView, failure, result: game.result(state) };
}

/** Whether two results agree on placements. */
export function samePlacements(
  a: { readonly placements: readonly number[] } | null,
  b: { readonly placements: readonly number[] } | null,
): boolean {
  if (!a || !b) return false;
  return (
    a.placements.length === b.placements.length && a.placements.every((place, i) => place === b.placements[i])
  );
}

/** A stored result, as far as a replay can check it. */
export interface ResultToProve {
  readonly placements: readonly number[];
  /** Set when the players left before the game ended (a resignation, a loss on time). */
  readonly ending?: { readonly seats: readonly number[] } | undefined;
}

/**
 * Whether the replay proves the stored result: the log replays from the seed without a refusal,
 * and either the game's own placements — with the seats that forfeited moved last, their order
 * otherwise kept — are the stored ones, or, for a match its players left before the end, the game
 * was indeed not over and whoever stayed shares first place (as the server decides it).
 */
export function provesResult(
  replay: Replay,
  result: ResultToProve | null,
  forfeited: readonly number[],
): boolean {
  if (replay.failure !== null || !result) return false;
  if (result.ending) {
    if (replay.result !== null) return false;
    const staying = result.placements.length - forfeited.length;
    const placements = result.placements.map((_, seat) =>
      forfeited.includes(seat) && staying > 0 ? staying + 1 : 1,
    );
    return samePlacements({ placements }, result);
  }
  if (!replay.result) return false;
  const own = replay.result.placements;
  const last = own.length - forfeited.length + 1;
  const placements = own.map((place, seat) =>
    forfeited.includes(seat)
      ? last
      : 1 + own.filter((other, index) => !forfeited.includes(index) && other < place).length,
  );
  return samePlacements({ placements }, result);
}

/** A JSON-lines log download: the header line, then one line per entry. */
export interface LogDownload {
  readonly header: {
    readonly game: string;
    readonly seed: string;
    readonly options: unknown;
    readonly players: number;
    readonly result: { readonly placements: number[] } | null;
  };
  readonly entries: ReplayEntry[];
}

export function parseLogLines(text: string): LogDownload {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const [header, ...entries] = lines;
  if (!header || typeof header['seed'] !== 'string') throw new Error('the log has no header with a seed');
  return { header: header as never, entries: entries as never };
}
