import type { Entrant, PlayedTable } from '../swiss/index.js';
import { arenaTallies, type ArenaTally } from './scores.js';

export interface ArenaStanding extends ArenaTally {
  readonly player: string;
  /** 1 = best; players equal on points and matches played share a rank. */
  readonly rank: number;
  readonly withdrawn: boolean;
}

/**
 * An arena's standings: points (with streak bonuses), then fewer matches played (the same points
 * in fewer matches is the better average), then the order of joining. Withdrawn players stay listed.
 */
export function computeArenaStandings(
  entrants: readonly Entrant[],
  tables: readonly PlayedTable[],
): ArenaStanding[] {
  const tallies = arenaTallies(
    entrants.map((entrant) => entrant.id),
    tables,
  );
  const lines = entrants
    .map((entrant, joined) => ({ entrant, joined, tally: tallies.get(entrant.id) as ArenaTally }))
    .sort(
      (a, b) => b.tally.points - a.tally.points || a.tally.played - b.tally.played || a.joined - b.joined,
    );
  let rank = 0;
  return lines.map((line, index) => {
    const before = lines[index - 1];
    if (!before || before.tally.points !== line.tally.points || before.tally.played !== line.tally.played)
      rank = index + 1;
    return { player: line.entrant.id, rank, withdrawn: line.entrant.withdrawn, ...line.tally };
  });
}
