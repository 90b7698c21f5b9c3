import type { TournamentRecord } from './model.js';

const HOUR_MS = 3600_000;

/**
 * The earliest the next round of a Swiss with rounds at fixed times may start: its start plus the
 * rounds played so far times `roundHours` (the round driver also waits for the last match of the
 * current round: the `DUE` clause of the repository says the same in SQL). Null when it has no
 * fixed times, has not started, has finished, or has played its last round.
 */
export function nextRoundAt(
  tournament: Pick<
    TournamentRecord,
    'format' | 'roundHours' | 'startedAt' | 'status' | 'currentRound' | 'rounds'
  >,
): Date | null {
  const { roundHours, startedAt } = tournament;
  if (tournament.format !== 'SWISS' || roundHours === null || startedAt === null) return null;
  if (tournament.status !== 'RUNNING' || tournament.currentRound >= tournament.rounds) return null;
  return new Date(startedAt.getTime() + tournament.currentRound * roundHours * HOUR_MS);
}
