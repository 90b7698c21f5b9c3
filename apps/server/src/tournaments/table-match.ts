import { randomBytes } from 'node:crypto';
import type { EnginePort } from '../engine/port.js';
import type { ClockSettings } from '../matches/clock.js';
import { firstSeats, startedMatch, type StartedMatch } from '../matches/started-match.js';
import type { TournamentRecord } from './model.js';

/**
 * The match of one table, its players in turn order from the pairing: the seat the game's seed
 * makes start is given to the first of them and the others follow round the table, so who starts
 * is the pairing's choice, not the seed's.
 */
export function tableMatch(
  tournament: TournamentRecord,
  turnOrder: readonly string[],
  engine: EnginePort,
  clock: ClockSettings | null,
  now: number,
): { readonly match: StartedMatch; readonly turnOrder: readonly string[] } {
  const seed = randomBytes(32).toString('hex');
  const options = engine.parseOptions(tournament.game, tournament.options, turnOrder.length);
  // Checked at creation for full tables; a short table's options are the game's reading of them.
  const checked = options.ok ? options.options : tournament.options;
  const first = firstSeats(engine, tournament.game, checked, turnOrder.length, seed);
  const starter = first.length === 1 ? (first[0] as number) : 0;
  const bySeat = turnOrder.map(
    (_, seat) => turnOrder[(seat - starter + turnOrder.length) % turnOrder.length] as string,
  );
  return {
    turnOrder,
    match: startedMatch(
      engine,
      {
        game: tournament.game,
        options: checked,
        seats: bySeat.map((userId) => ({ userId })),
        clock,
        ranked: tournament.rated,
        visibility: tournament.visibility,
        seed,
      },
      now,
    ),
  };
}
