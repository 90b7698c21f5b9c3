import type { MatchResult } from '@brethren/engine';

export type MatchStatus = 'OPEN' | 'ACTIVE' | 'FINISHED' | 'ABORTED';
export type MatchVisibility = 'PUBLIC' | 'PRIVATE';

export interface SeatRecord {
  readonly seat: number;
  readonly userId: string | null;
  readonly botLevel: string | null;
  readonly placement: number | null;
  /** Left or timed out too often: a bot plays the seat, and the player is placed last. */
  readonly forfeited: boolean;
  /** When the player sat down; null for bots and empty seats. */
  readonly seatedAt: Date | null;
  /** At a rematch or challenge table: whether the player accepted. True everywhere else. */
  readonly ready: boolean;
  readonly ratingBefore: number | null;
  readonly ratingAfter: number | null;
  /** A rated bot a ranked queue seated: its fixed rating (see `Seat.botRating` in the schema). */
  readonly botRating: number | null;
  readonly user: { readonly id: string; readonly handle: string } | null;
}

/** A match row with its seats, as the services use it. */
export interface MatchRecord {
  readonly id: string;
  readonly game: string;
  readonly options: unknown;
  readonly seedHash: string;
  readonly seed: string;
  readonly status: MatchStatus;
  readonly visibility: MatchVisibility;
  readonly ranked: boolean;
  /** Matches with clocks (ranked ones, and tables that chose one): the seats' clocks (see clock.ts). */
  readonly clock: unknown;
  readonly playerCount: number;
  readonly seq: number;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
  readonly result: MatchResult | null;
  readonly createdBy: { readonly id: string; readonly handle: string } | null;
  readonly seats: readonly SeatRecord[];
  /** When someone last moved (or, before that, sat down or started the table). */
  readonly touchedAt: Date;
  /** Votes on an absent player's seat, as last cast (see `absence.ts`); null when none. */
  readonly absenceVotes: AbsenceVotes | null;
  /** A rematch: the finished match it follows. */
  readonly rematchOfId: string | null;
  /** A challenge: the player challenged (see `challenges.ts`); null for any other table. */
  readonly challengedId: string | null;
  /** What happened to seats during play apart from their moves, in order. */
  readonly seatChanges: readonly SeatChangeRecord[];
}

/**
 * What happened to a seat during play apart from its moves: its player resigned, timed out too
 * often or was voted out as absent (the stand-in bot took the seat), or took it back (RECLAIMED).
 */
export type SeatChangeKind = 'RESIGNED' | 'TIMED_OUT' | 'ABANDONED' | 'RECLAIMED';

/** One seat change, at the match's `seq` then (it follows that log entry). */
export interface SeatChangeRecord {
  readonly seat: number;
  readonly kind: SeatChangeKind;
  readonly seq: number;
  readonly at: Date;
}

/** What the others may decide about a player who stopped playing: a bot takes the seat, or the match ends. */
export type AbsenceChoice = 'REPLACE' | 'END';

/** Votes cast on `seat` while the match stood at `seq`, by voter's user id. */
export interface AbsenceVotes {
  readonly seq: number;
  readonly seat: number;
  readonly votes: Readonly<Record<string, AbsenceChoice>>;
}

/** One entry of the event log, unredacted. */
export interface LogRecord {
  readonly seq: number;
  readonly seat: number | null;
  readonly action: unknown;
  readonly events: readonly { readonly visibleTo: 'all' | readonly number[] }[];
  readonly at: Date;
  /** The platform played it for the seat, whose clock ran out (absent: false). */
  readonly timedOut?: boolean;
}

/** What a `Match` field resolves from: the record and the game state at `record.seq`. */
export interface MatchModel {
  readonly record: MatchRecord;
  /** Null until the match starts. */
  readonly state: unknown;
}

/**
 * A match read for a list or the lobby: the record at once, the state only if a field needs it,
 * loaded once and together with the rest of its page.
 */
export interface LazyMatchModel {
  readonly record: MatchRecord;
  readonly loadState: () => Promise<unknown>;
}

/** What a `Match` field resolves from: a match with its state, or one that loads it on demand. */
export type MatchNode = MatchModel | LazyMatchModel;

/** What a `MatchUpdate` resolves from; redaction happens in its resolvers, per subscriber. */
export interface MatchUpdateModel {
  readonly match: MatchModel;
  readonly entry: LogRecord | null;
  /** The first update of a subscription: the match as it stood then. */
  readonly snapshot: boolean;
  /** On a snapshot asked to resume: it carries the log entries after this seq, up to the match's. */
  readonly missedAfter: number | null;
}

export interface LobbyEventModel {
  readonly kind: 'CREATED' | 'UPDATED' | 'STARTED' | 'FINISHED' | 'CLOSED';
  readonly match: MatchNode;
}

/** An action logged: what every node's feed needs to advance its state by one seq. */
export interface ActionMessage {
  readonly kind: 'action';
  readonly seq: number;
  readonly entry: LogRecord;
  /** The match's clock after the action (null without one): with it, a node's cache is whole. */
  readonly clock: unknown;
}

/** What travels on a match's pub/sub channel. */
export type MatchMessage =
  | ActionMessage
  /** `presence`: a player opened or closed the match's page (see `TablePresence`); nothing stored changed. */
  | { readonly kind: 'seats' | 'status' | 'presence'; readonly seq: number };
