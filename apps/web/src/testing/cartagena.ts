import { games, Random, type CartagenaAction, type CartagenaState } from '@brethren/engine';

export interface Position {
  readonly state: CartagenaState;
  readonly seat: number;
  readonly actions: readonly CartagenaAction[];
}

/** Positions met in a random game with these options: each with an active seat and its legal actions. */
export function positions(
  options: Record<string, unknown>,
  players = 3,
  seed = 'web-tests',
  limit = 400,
): Position[] {
  const game = games.cartagena;
  const random = Random.fromSeed(`${seed}-choices`);
  let state = game.setup({ players, seed, options: options as never });
  const found: Position[] = [];
  for (let step = 0; step < limit; step++) {
    const seats = game.activeSeats(state);
    if (seats.length === 0) break;
    const seat = seats[0]!;
    const actions = game.legalActions(state, seat);
    found.push({ state, seat, actions });
    const action = game.bots['random']!.choose({
      seat,
      view: game.view(state, seat),
      legalActions: actions,
      random,
    });
    const outcome = game.apply(state, seat, action);
    if (!outcome.ok) throw new Error(outcome.error.message);
    state = outcome.state;
  }
  return found;
}

export const OPTION_SETS: readonly Record<string, unknown>[] = [
  {},
  { drawRule: 'both', filibuster: true },
  { blackMagicWoman: true, filibuster: true, drawRule: 'morgan' },
  { story: 'full', blackMagicWoman: true, drawRule: 'split' },
  { story: 'jungle', tiles: 4 },
];
