import type { MatchVisibility } from '../matches/model.js';
import type { TableClock } from '../matches/table-clocks.js';

export type TournamentFormat = 'SWISS' | 'ARENA';
export type TournamentStatus = 'SCHEDULED' | 'RUNNING' | 'FINISHED';

/** A tournament row, as the service and the resolvers use it. */
export interface TournamentRecord {
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly options: object;
  readonly format: TournamentFormat;
  readonly playersPerTable: number;
  readonly clock: TableClock;
  /** Swiss: rounds to play; 0 for an arena. */
  readonly rounds: number;
  /** Arena: how long it seats new tables; null for Swiss. */
  readonly durationMinutes: number | null;
  /**
   * Swiss: rounds at fixed times, round k + 1 no sooner than the start plus k times this many
   * hours (and never before round k's last match ends); null: each round as the one before ends.
   */
  readonly roundHours: number | null;
  /** Arena: when it stops seating new tables; null before it starts (and for Swiss). */
  readonly endsAt: Date | null;
  /** A recurring tournament's occurrence key; null for those people make. */
  readonly recurrenceKey: string | null;
  readonly startsAt: Date;
  readonly rated: boolean;
  readonly visibility: MatchVisibility;
  readonly inviteCode: string | null;
  readonly maxPlayers: number;
  readonly minRatedMatches: number;
  readonly status: TournamentStatus;
  readonly currentRound: number;
  readonly createdBy: { readonly id: string; readonly handle: string } | null;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  /** Players joined and not withdrawn. */
  readonly playerCount: number;
}

/** What `createTournament` writes, checked. */
export type NewTournament = Omit<
  TournamentRecord,
  | 'id'
  | 'status'
  | 'currentRound'
  | 'createdBy'
  | 'createdAt'
  | 'startedAt'
  | 'finishedAt'
  | 'playerCount'
  | 'endsAt'
  | 'recurrenceKey'
> & { readonly createdById: string | null };

export interface EntryRecord {
  readonly userId: string;
  readonly handle: string;
  readonly joinedAt: Date;
  readonly withdrawn: boolean;
  /** Arena: paused their pairing. */
  readonly paused: boolean;
}

/** One table of a round as stored, with its match's outcome. */
export interface TableRecord {
  readonly round: number;
  readonly tableNumber: number;
  readonly matchId: string | null;
  /** Account ids in turn order. */
  readonly players: readonly string[];
  readonly bye: boolean;
  /** The match's status; null for a bye. */
  readonly matchStatus: string | null;
  /** Placements in turn order once the match finished with a result; else null. */
  readonly placements: readonly number[] | null;
  /** The players still playing here: the match is under way and their seat not forfeited. */
  readonly playing: readonly string[];
  /** When the match ended; null while under way, and for a bye. */
  readonly finishedAt: Date | null;
}

export interface RoundRecord {
  readonly round: number;
  readonly startedAt: Date;
  readonly finishedAt: Date | null;
}

/** What a `TournamentTable` resolves from: the table, its players named, its match by id. */
export interface TournamentTableModel {
  readonly table: number;
  readonly bye: boolean;
  readonly matchId: string | null;
  readonly players: readonly { readonly id: string; readonly handle: string }[];
}
