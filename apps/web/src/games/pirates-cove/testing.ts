import { games, isVisibleTo, Random, type PiratesCoveState } from '@brethren/engine';
import type { LogEntry } from '@/lib/api/types';

/**
 * Real Pirate's Cove play for the table's tests: actions applied by the engine with the log the
 * server would keep (each entry's events with their visibility). `logFor` cuts that log down to
 * what one viewer may read, as the API does.
 */
export const game = games['pirates-cove'];

/** Applies a legal action, appending its log entry. */
export function step(
  state: PiratesCoveState,
  seat: number,
  action: unknown,
  log: readonly LogEntry[],
): { state: PiratesCoveState; log: LogEntry[] } {
  const outcome = game.apply(state, seat, action);
  if (!outcome.ok) throw new Error(`refused ${JSON.stringify(action)}: ${outcome.error.message}`);
  const entry: LogEntry = {
    seq: log.length + 1,
    seat,
    action,
    events: outcome.events.map((event) => ({ ...event }) as LogEntry['events'][number]),
    at: '2026-01-01T00:00:00.000Z',
  };
  return { state: outcome.state, log: [...log, entry] };
}

/** The log as one viewer may read it (private events dropped, as the API does). */
export function logFor(log: readonly LogEntry[], viewer: number | null): LogEntry[] {
  return log.map((entry) => ({
    ...entry,
    action: viewer !== null && entry.seat === viewer ? entry.action : null,
    events: entry.events.filter((event) => isVisibleTo(event as { visibleTo: 'all' | number[] }, viewer)),
  }));
}

/** Display names for up to five seats. */
export const NAMES = ['anne', 'bob', 'Bot (heuristic)', 'dora', 'ed'];

/**
 * A solo game with grid movement played by the heuristic bot from `seed` until `reached` holds,
 * with its log; throws if the game ends first.
 */
export function soloGridUntil(
  seed: string,
  reached: (state: PiratesCoveState) => boolean,
): { state: PiratesCoveState; log: LogEntry[] } {
  const random = Random.fromSeed(seed);
  let state = game.setup({ players: 1, seed, options: { soloMovement: 'grid' } as never });
  let log: LogEntry[] = [];
  while (!reached(state)) {
    if (game.activeSeats(state).length === 0) throw new Error('the game ended first');
    const legalActions = game.legalActions(state, 0);
    const view = game.view(state, 0);
    const action = game.bots['heuristic']!.choose({ seat: 0, view, legalActions, random });
    ({ state, log } = step(state, 0, action, log));
  }
  return { state, log };
}
