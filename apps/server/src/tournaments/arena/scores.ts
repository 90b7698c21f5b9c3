import { placementPoints, type PlayedTable } from '../swiss/index.js';

/** Where a player stands in an arena after the matches they finished, in the order they played them. */
export interface ArenaTally {
  readonly points: number;
  /** Matches finished with a result. */
  readonly played: number;
  /** Matches won: first at the table, alone. */
  readonly wins: number;
  /** Wins in a row up to now. */
  readonly streak: number;
  /** Two wins in a row or more: their next match counts double. */
  readonly onFire: boolean;
}

const NONE: ArenaTally = { points: 0, played: 0, wins: 0, streak: 0, onFire: false };

/**
 * Arena points: each match is scored by placement as in Swiss (N−1 for first of N … 0 for last,
 * ties sharing the places they cover), and a match begun on fire — after two wins in a row, as
 * Lichess does — counts double, whatever its result; the streak ends at the first match not won.
 * A win is first place alone (a shared first is not). Tables are taken in the order of their waves
 * (a player sits at one table at a time, so that is the order they played them); tables without
 * placements (under way, or ended without a result) count for nothing and leave the streak as it is.
 */
export function arenaTallies(
  players: readonly string[],
  tables: readonly PlayedTable[],
): Map<string, ArenaTally> {
  const tallies = new Map<string, ArenaTally>(players.map((player) => [player, NONE]));
  const finished = tables.filter((table) => table.placements !== null).sort((a, b) => a.round - b.round);
  for (const table of finished) {
    const placements = table.placements as readonly number[];
    const points = placementPoints(placements);
    const firsts = placements.filter((placement) => placement === 1).length;
    table.players.forEach((player, index) => {
      const before = tallies.get(player);
      if (!before) return;
      const won = placements[index] === 1 && firsts === 1;
      const streak = won ? before.streak + 1 : 0;
      tallies.set(player, {
        points: before.points + (points[index] ?? 0) * (before.onFire ? 2 : 1),
        played: before.played + 1,
        wins: before.wins + (won ? 1 : 0),
        streak,
        onFire: streak >= 2,
      });
    });
  }
  return tallies;
}
