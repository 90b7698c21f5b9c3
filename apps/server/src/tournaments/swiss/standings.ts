import type { PlayedTable, TournamentHistory } from './history.js';
import { byePoints, placementPoints } from './points.js';

export interface Entrant {
  readonly id: string;
  readonly withdrawn: boolean;
}

export interface Standing {
  readonly player: string;
  /** 1 = best; players equal on points and every tie-break share a rank. */
  readonly rank: number;
  readonly points: number;
  /** The sum of the points of every opponent met, once per meeting. */
  readonly buchholz: number;
  /** Buchholz without the best and the worst opponent's points (when more than two were met). */
  readonly medianBuchholz: number;
  /** Among the players tied with this one on points and both Buchholz: places above them minus places below, at tables both sat at. */
  readonly headToHead: number;
  /** Tables finished (a bye is not a table). */
  readonly played: number;
  readonly byes: number;
  readonly withdrawn: boolean;
}

interface Tally {
  points: number;
  played: number;
  byes: number;
  opponents: string[];
}

/**
 * Standings from the finished tables and the byes, with tie-breaks in order: points, Buchholz,
 * median Buchholz, head-to-head among those still tied. Withdrawn players keep their place in the
 * list (their points still count for their opponents' Buchholz). Tables without placements (under
 * way, or ended without a result) count for nothing.
 */
export function computeStandings(
  entrants: readonly Entrant[],
  history: TournamentHistory,
  playersPerTable: number,
): Standing[] {
  const tallies = new Map<string, Tally>(
    entrants.map((entrant) => [entrant.id, { points: 0, played: 0, byes: 0, opponents: [] }]),
  );
  const tally = (player: string) => tallies.get(player);
  const finished = history.tables.filter((table) => table.placements !== null);
  for (const table of finished) {
    const points = placementPoints(table.placements as readonly number[]);
    table.players.forEach((player, index) => {
      const mine = tally(player);
      if (!mine) return;
      mine.points += points[index] ?? 0;
      mine.played += 1;
      mine.opponents.push(...table.players.filter((other) => other !== player));
    });
  }
  for (const bye of history.byes) {
    const mine = tally(bye.player);
    if (!mine) continue;
    mine.points += byePoints(playersPerTable);
    mine.byes += 1;
  }
  const pointsOf = (player: string) => tally(player)?.points ?? 0;
  const scored = entrants.map((entrant) => {
    const mine = tally(entrant.id) as Tally;
    const met = mine.opponents.map(pointsOf).sort((a, b) => a - b);
    const buchholz = sum(met);
    return {
      entrant,
      mine,
      buchholz,
      medianBuchholz: met.length > 2 ? buchholz - (met[0] ?? 0) - (met[met.length - 1] ?? 0) : buchholz,
    };
  });
  const key = (entry: (typeof scored)[number]) =>
    `${entry.mine.points}|${entry.buchholz}|${entry.medianBuchholz}`;
  const groups = new Map<string, string[]>();
  for (const entry of scored) {
    const group = groups.get(key(entry));
    if (group) group.push(entry.entrant.id);
    else groups.set(key(entry), [entry.entrant.id]);
  }
  const tablesOf = new Map<string, PlayedTable[]>();
  for (const table of finished) {
    for (const player of table.players) {
      const tables = tablesOf.get(player);
      if (tables) tables.push(table);
      else tablesOf.set(player, [table]);
    }
  }
  const headToHead = new Map<string, number>();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const members = new Set(group);
    for (const player of group)
      headToHead.set(player, headToHeadWithin(player, members, tablesOf.get(player) ?? []));
  }
  const rows = scored.map((entry) => ({
    player: entry.entrant.id,
    points: entry.mine.points,
    buchholz: entry.buchholz,
    medianBuchholz: entry.medianBuchholz,
    headToHead: headToHead.get(entry.entrant.id) ?? 0,
    played: entry.mine.played,
    byes: entry.mine.byes,
    withdrawn: entry.entrant.withdrawn,
  }));
  const order = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    b.points - a.points ||
    b.buchholz - a.buchholz ||
    b.medianBuchholz - a.medianBuchholz ||
    b.headToHead - a.headToHead;
  // Sorting is stable: players equal on everything keep the entrants' order (who joined first).
  const sorted = [...rows].sort(order);
  let rank = 1;
  return sorted.map((row, index) => {
    const before = sorted[index - 1];
    if (before && order(before, row) !== 0) rank = index + 1;
    return { ...row, rank };
  });
}

/** Places above the others of `group` minus places below them, at the finished `tables` of `player`. */
function headToHeadWithin(
  player: string,
  group: ReadonlySet<string>,
  tables: readonly PlayedTable[],
): number {
  let score = 0;
  for (const table of tables) {
    const mine = table.players.indexOf(player);
    if (mine < 0 || !table.placements) continue;
    const placement = table.placements[mine] as number;
    table.players.forEach((other, index) => {
      if (other === player || !group.has(other)) return;
      const theirs = table.placements?.[index] as number;
      score += Math.sign(theirs - placement);
    });
  }
  return score;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
