/**
 * What Swiss pairing and standings read of the rounds played: each table in turn order (the first
 * started) with its placements, or a bye. Built from the database by the server; pure here.
 */
export interface PlayedTable {
  readonly round: number;
  /** The players in turn order: the first started. */
  readonly players: readonly string[];
  /** Placements by player (1 = best, ties shared); null while the match is under way or ended without a result. */
  readonly placements: readonly number[] | null;
}

export interface PlayedBye {
  readonly round: number;
  readonly player: string;
}

export interface TournamentHistory {
  readonly tables: readonly PlayedTable[];
  readonly byes: readonly PlayedBye[];
}
