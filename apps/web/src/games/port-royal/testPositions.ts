import {
  eventsVisibleTo,
  games,
  Random,
  type PortRoyalAction,
  type PortRoyalEvent,
  type PortRoyalState,
} from '@brethren/engine';
import type { LogEntry } from '@/lib/api/types';

/**
 * Test fixtures for the Port Royal table (used by the tests only): positions of real engine games
 * with the seat to act, its legal actions and the log so far, and the log as a viewer receives it.
 */
export interface Position {
  readonly state: PortRoyalState;
  readonly seat: number;
  readonly actions: readonly PortRoyalAction[];
}

export interface Recorded {
  readonly seat: number;
  readonly action: PortRoyalAction;
  readonly events: readonly PortRoyalEvent[];
}

export const game = games['port-royal'];

/** Positions met in a game played by the random bot, each with the seat to act and its actions. */
export function positions(
  options: Record<string, unknown> = {},
  players = 4,
  seed = 'web-tests',
  limit = 2_000,
): { positions: Position[]; record: Recorded[]; final: PortRoyalState } {
  const random = Random.fromSeed(`${seed}-choices`);
  let state = game.setup({ players, seed, options: options as never });
  const found: Position[] = [];
  const record: Recorded[] = [];
  for (let step = 0; step < limit; step++) {
    const seat = game.activeSeats(state)[0];
    if (seat === undefined) break;
    const actions = game.legalActions(state, seat);
    found.push({ state, seat, actions });
    const action = random.pick(actions);
    const outcome = game.apply(state, seat, action);
    if (!outcome.ok) throw new Error(outcome.error.message);
    record.push({ seat, action, events: outcome.events });
    state = outcome.state;
  }
  return { positions: found, record, final: state };
}

/** The log as the API shows it to `viewer`: visible events, and the action only for the viewer's own. */
export function logFor(record: readonly Recorded[], viewer: number | null): LogEntry[] {
  return record.map((entry, index) => ({
    seq: index + 1,
    seat: entry.seat,
    action: entry.seat === viewer ? entry.action : null,
    events: eventsVisibleTo(entry.events, viewer).map((event) => ({ ...event }) as never),
    at: '2025-01-01T00:00:00.000Z',
  }));
}
