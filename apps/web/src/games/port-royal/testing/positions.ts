import {
  portRoyal,
  type PortRoyalAction,
  type PortRoyalEventBody,
  type PortRoyalState,
} from '@brethren/engine/port-royal';
import { positions as played, type Position as PlayedPosition } from '../../shared/testing/played';

/** Port Royal positions for the table's tests: a game played by random choices, every position kept. */
export { logFor } from '../../shared/testing/played';

export const game = portRoyal;

export type Position = PlayedPosition<PortRoyalState, PortRoyalAction, PortRoyalEventBody>;

/** Positions met in a game of random moves, each with the seat to act; its log and final state. */
export function positions(
  options: Record<string, unknown> = {},
  players = 4,
  seed = 'web-tests',
  limit = 2_000,
) {
  const run = played(portRoyal, { players, seed, options }, { choices: `${seed}-choices`, limit });
  return { positions: run.positions, record: run.played.entries, final: run.played.state };
}
