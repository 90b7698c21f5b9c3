import {
  cartagena,
  type CartagenaAction,
  type CartagenaEventBody,
  type CartagenaState,
} from '@brethren/engine/cartagena';
import { positions as played, type Position as PlayedPosition } from '../../shared/testing/played';

/** Cartagena positions for the table's tests: random games, every position with the seat to act. */
export type Position = PlayedPosition<CartagenaState, CartagenaAction, CartagenaEventBody>;

/** Positions met in a random game with these options: each with an active seat and its legal actions. */
export function positions(
  options: Record<string, unknown>,
  players = 3,
  seed = 'web-tests',
  limit = 400,
): Position[] {
  return played(cartagena, { players, seed, options }, { choices: `${seed}-choices`, limit }).positions;
}

export const OPTION_SETS: readonly Record<string, unknown>[] = [
  {},
  { drawRule: 'both', filibuster: true },
  { blackMagicWoman: true, filibuster: true, drawRule: 'morgan' },
  { story: 'full', blackMagicWoman: true, drawRule: 'split' },
  { story: 'jungle', tiles: 4 },
];
