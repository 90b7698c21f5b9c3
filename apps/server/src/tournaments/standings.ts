import { arenaTallies, computeArenaStandings } from './arena/index.js';
import type { EntryRecord, TableRecord, TournamentRecord } from './model.js';
import { computeStandings, type TournamentHistory } from './swiss/index.js';

/** The history the Swiss and arena modules read, from the stored tables (byes apart). */
export function historyOf(tables: readonly TableRecord[]): TournamentHistory {
  return {
    tables: tables
      .filter((table) => !table.bye)
      .map((table) => ({ round: table.round, players: table.players, placements: table.placements })),
    byes: tables
      .filter((table) => table.bye)
      .flatMap((table) => table.players.map((player) => ({ round: table.round, player }))),
  };
}

/** One line of the standings as the API shows it, for either format. */
export interface StandingLine {
  readonly player: string;
  readonly handle: string;
  readonly rank: number;
  readonly points: number;
  readonly buchholz: number;
  readonly medianBuchholz: number;
  readonly headToHead: number;
  readonly played: number;
  readonly byes: number;
  readonly wins: number;
  readonly streak: number;
  readonly onFire: boolean;
  readonly withdrawn: boolean;
}

/** Standings with each player's handle, from the entries and the tables as stored. */
export function standingsOf(
  tournament: Pick<TournamentRecord, 'format' | 'playersPerTable'>,
  entries: readonly EntryRecord[],
  tables: readonly TableRecord[],
): StandingLine[] {
  const handles = new Map(entries.map((entry) => [entry.userId, entry.handle]));
  const entrants = entries.map((entry) => ({ id: entry.userId, withdrawn: entry.withdrawn }));
  const history = historyOf(tables);
  if (tournament.format === 'ARENA')
    return computeArenaStandings(entrants, history.tables).map((standing) => ({
      ...standing,
      handle: handles.get(standing.player) ?? '',
      buchholz: 0,
      medianBuchholz: 0,
      headToHead: 0,
      byes: 0,
    }));
  // Swiss scores no streak bonus; its wins and streaks are counted as the arena counts them.
  const tallies = arenaTallies(
    entrants.map((entrant) => entrant.id),
    history.tables,
  );
  return computeStandings(entrants, history, tournament.playersPerTable).map((standing) => ({
    ...standing,
    handle: handles.get(standing.player) ?? '',
    wins: tallies.get(standing.player)?.wins ?? 0,
    streak: tallies.get(standing.player)?.streak ?? 0,
    onFire: false,
  }));
}
