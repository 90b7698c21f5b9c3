import type { Prisma } from '@brethren/db';
import type { MatchResult } from '@brethren/engine';
import type { CreatedKey } from '../pagination.js';
import type { MatchClock } from './clock.js';
import type {
  AbsenceChoice,
  AbsenceVotes,
  LogRecord,
  MatchRecord,
  MatchStatus,
  MatchVisibility,
  SeatChangeKind,
} from './model.js';
import type { Notice } from '../notifications/model.js';
import type { TableChange } from './seating.js';
import type { SeatCap } from './turn-based.js';

/**
 * What the match agents need from storage. `MatchRepository` keeps it in PostgreSQL; the
 * in-memory fake (`testing/memory-match-store.ts`) keeps it in maps, for unit tests.
 */
export interface MatchStore {
  /**
   * Opens a table; a rematch already offered after the same match is returned instead. Refused
   * (`tooManyOpenTables`) when its creator already holds `maxOpen` open seats (`holdsOpenSeat`),
   * and with `cap`, a turn-based table whose creator already sits in `cap.limit` others (see
   * SeatCap): each counted and written as one step for each account on every node, so requests
   * racing on several nodes cannot pass either cap.
   */
  create(match: NewMatch, maxOpen: number, cap?: SeatCap): Promise<MatchRecord>;
  /**
   * Opens a challenge table, unless its challenger already has `maxPending` challenges waiting
   * for an answer (then null). Counted and written as one step for each challenger on every node,
   * so requests racing on several nodes cannot pass the cap. With `cap`, as `create`.
   */
  createChallenge(match: NewMatch, maxPending: number, cap?: SeatCap): Promise<MatchRecord | null>;
  find(id: string): Promise<MatchRecord | null>;
  /** The rematch offered after the match `matchId`, if any. */
  findRematch(matchId: string): Promise<MatchRecord | null>;
  /** Newest first, after the match with key `after` (keyset pagination on (createdAt, id)). */
  list(filter: MatchListFilter, take: number, after: CreatedKey | null): Promise<MatchRecord[]>;
  /** Newest first, after `after`, as `list`; public matches under way or finished by default. */
  history(filter: HistoryFilter, take: number, after: CreatedKey | null): Promise<MatchRecord[]>;
  /**
   * Changes a table atomically: locks the match (other requests and server nodes wait their turn),
   * reads it, asks `decide` what changes (it refuses by throwing, and nothing is written), writes
   * the change and marks the table touched. The match afterwards; null if there is no such match.
   * A second seat for one account is refused here too (`ALREADY_SEATED`), whatever `decide` says,
   * and so is a person taking a seat while they hold `maxOpen` open seats elsewhere, counted as
   * `create` counts them; with `cap`, so is a seat at a turn-based table for a player at their cap
   * (see SeatCap).
   */
  changeTable(
    matchId: string,
    decide: (table: MatchRecord) => TableWrite,
    maxOpen: number,
    cap?: SeatCap,
  ): Promise<MatchRecord | null>;
  /**
   * The matches open or under way in which `userId` holds a seat they have not forfeited: at most
   * `limit`, those with the soonest deadline first.
   */
  unfinishedOf(userId: string, limit: number): Promise<MatchRecord[]>;
  /**
   * Closes (ABORTED) up to `limit` open tables nobody has touched since `idleSince.live` — since
   * `idleSince.turnBased` for a turn-based one — in one claim: tables another request or node holds
   * are skipped. Their ids.
   */
  closeIdleTables(idleSince: IdleSince, limit: number): Promise<string[]>;
  /**
   * Aborts up to `limit` casual matches under way in which nobody has moved since `idleSince`
   * (everyone walked away from a table without a clock), in one claim; their ids. Ranked matches
   * always have a clock, which ends them instead; turn-based ones are left to their clock too.
   */
  closeIdleMatches(idleSince: Date, limit: number): Promise<string[]>;
  /** Every log entry after `afterSeq` (up to `upToSeq`), in order. */
  log(matchId: string, afterSeq: number, upToSeq?: number): Promise<LogRecord[]>;
  /** The whole logs of several matches in one read (a page of a list), each in order. */
  logs(matchIds: readonly string[]): Promise<Map<string, LogRecord[]>>;
  /** Who made the log entry `seq` and how, to tell whether it is a given append; null if none yet. */
  logged(matchId: string, seq: number): Promise<LoggedAction | null>;
  /**
   * Appends the next log entry and moves the match to its seq, atomically; with a result it also
   * finishes the match (status, revealed seed, placements) and runs `onFinish` in the same
   * transaction. False when another action got there first (between requests or server nodes).
   */
  append(
    matchId: string,
    entry: NewLogEntry,
    result: MatchResult | null,
    extra?: AppendExtras,
  ): Promise<{ appended: boolean; at: Date }>;
  /**
   * A bot takes the seat of a player who left or timed out too often; its turn is looked at now.
   * The seat change (`why`, at the match's `seq`) is written in the same step.
   */
  forfeit(
    matchId: string,
    seat: number,
    botLevel: string,
    why: Exclude<SeatChangeKind, 'RECLAIMED'>,
    seq: number,
  ): Promise<void>;
  /**
   * The player takes their forfeited seat back from the stand-in bot at the match's `seq`: the
   * seat is theirs again (no bot, not forfeited), the seat change is written with it, and the
   * table counts as touched now (an absence is counted afresh).
   */
  reclaim(matchId: string, seat: number, seq: number): Promise<void>;
  /**
   * Adds `voter`'s vote on an absent player's `seat` to those cast at `seq`, in one atomic step
   * (votes cast at an older seq, or on another seat, are dropped). Null, and nothing written, when
   * the match is no longer under way at `seq`.
   */
  castAbsenceVote(
    matchId: string,
    seq: number,
    seat: number,
    voter: string,
    choice: AbsenceChoice,
  ): Promise<AbsenceVotes | null>;
  /**
   * Ends a match under way at `seq` before its game ended (its players left): FINISHED with
   * `result` (placements written, `onFinish` run in the same transaction), or ABORTED with none.
   * The seed is revealed either way. False if the match moved on or ended meanwhile.
   */
  endEarly(matchId: string, seq: number, result: MatchResult | null, extra?: EndExtras): Promise<boolean>;
}

export interface EndExtras {
  readonly at?: Date;
  readonly onFinish?: ((tx: FinishTransaction) => Promise<void>) | undefined;
  /** Notifications the ending causes, written in its transaction (see `who-is-told.ts`). */
  readonly notices?: readonly Notice[];
}

/** A change to a table and the notifications it causes (a turn-based table starting), written together. */
export type TableWrite = TableChange & { readonly notices?: readonly Notice[] };

/**
 * Bots' turns, kept in the database so that whichever node is alive plays them. A match's bot turn
 * is due at a moment (set with each move, as the match starts and when a seat forfeits); a node
 * claims due matches by pushing that moment a lease ahead (rows another node holds are skipped),
 * and the move it then plays sets the next one. A node that dies mid-way just lets its lease run out.
 */
export interface BotStore {
  /** Claims up to `limit` active matches whose bot turn is due; their ids. */
  claimDueBots(limit: number, leaseMs: number): Promise<string[]>;
  /** Claims this match if its bot turn is due (and no other node holds it); whether it did. */
  claimBot(matchId: string, leaseMs: number): Promise<boolean>;
  /**
   * No bot may act at `seq` with `bots` seats held by bots: the match's bot turn is cleared, unless
   * the match moved on meanwhile or its bots changed (a seat forfeited on another node keeps the seq,
   * and its new bot's turn must stay due).
   */
  clearBotTurn(matchId: string, seq: number, bots: number): Promise<void>;
}

/**
 * Deadlines of match clocks, claimed by whichever node looks first. A stored deadline is when the
 * clock keeper looks next, never later than a seat's real deadline: a move at a turn-based table
 * stores it without its players' vacations (which only move deadlines later), and the keeper,
 * reading them, puts the real one back (see `ClockKeeper.timeout`).
 */
export interface ClockStore {
  /**
   * Claims up to `limit` active matches whose clock has run out, by pushing their deadline a lease
   * into the future; rows another node is working on are skipped. Each with its lease.
   */
  claimExpired(limit: number, leaseMs: number): Promise<ClaimedClock[]>;
  /**
   * Sets the match's deadline. With `claimed` (a lease from `claimExpired`), only if the deadline is
   * still that lease: a move, another claim or a vacation ended early (which all write it) since
   * the claim win, as what the claimer read may be out of date.
   */
  setDeadline(matchId: string, deadlineAt: Date | null, claimed?: Date): Promise<void>;
}

/** A match whose clock ran out, claimed until `lease`. */
export interface ClaimedClock {
  readonly matchId: string;
  readonly lease: Date;
}

/** Since when an open table must have sat untouched to close: live tables, turn-based ones (earlier). */
export interface IdleSince {
  readonly live: Date;
  readonly turnBased: Date;
}

export interface NewMatch {
  readonly game: string;
  readonly options: object;
  readonly seed: string;
  readonly seedHash: string;
  readonly visibility: MatchVisibility;
  readonly createdById: string;
  readonly seats: readonly {
    readonly userId: string | null;
    readonly botLevel: string | null;
    /** False: the player must accept before the table starts (a rematch, a challenge). Default true. */
    readonly ready?: boolean;
  }[];
  /** A rematch: the finished match it follows (one rematch per match: a second is refused). */
  readonly rematchOfId?: string;
  /** A challenge: the player challenged, seated but not ready until they accept. */
  readonly challengedId?: string;
  /** The table's chosen clock, waiting for the start (see `unstartedClock`); absent: no clock. */
  readonly clock?: MatchClock;
}

export interface MatchListFilter {
  readonly status: MatchStatus;
  readonly visibility: MatchVisibility;
  readonly game?: string;
  /** Only matches someone moved in (or sat down at) since then. */
  readonly touchedSince?: Date;
  /** Only turn-based matches (true), or only the others (false). */
  readonly turnBased?: boolean;
}

export interface HistoryFilter {
  readonly game?: string | null | undefined;
  readonly status?: MatchStatus | null | undefined;
  readonly playerHandle?: string | null | undefined;
  /** Who asks: private matches they sat in are listed too (their own history), nobody else's. */
  readonly viewerId?: string | null | undefined;
}

export interface NewLogEntry {
  readonly seq: number;
  readonly seat: number;
  readonly action: unknown;
  readonly events: readonly object[];
  /** The platform plays it for the seat, whose clock ran out. */
  readonly timedOut?: boolean;
  /** The key the player's client sent with it (see `submitAction`), kept to answer a retry. */
  readonly idempotencyKey?: string | undefined;
}

/** What identifies a logged action: its seat, its time (each append's own), how it was played. */
export interface LoggedAction {
  readonly seat: number | null;
  readonly at: Date;
  readonly timedOut: boolean;
  readonly idempotencyKey: string | null;
}

/** The database transaction that finishes a match: finishing hooks write in it. */
export type FinishTransaction = Prisma.TransactionClient;

/** What else an append writes: the match's clock, and work done as the match finishes. */
export interface AppendExtras {
  readonly at?: Date;
  readonly clock?: unknown;
  readonly deadlineAt?: Date | null;
  /**
   * A person acts for their own seat: refused if the seat was forfeited meanwhile (on any node), so
   * a node whose cache has not yet heard of a forfeit cannot let the player act once more.
   */
  readonly byPlayer?: boolean;
  /**
   * The seats that may act after this action, and when a bot among them should move: the store
   * sets the match's bot turn to `dueAt` if one of those seats is a bot's (by the seats as stored,
   * so a forfeit another node just made counts), and clears it otherwise.
   */
  readonly botTurn?: { readonly seats: readonly number[]; readonly dueAt: Date };
  /** Runs inside the finishing transaction (ratings), so a match is never finished unrated. */
  readonly onFinish?: (tx: FinishTransaction) => Promise<void>;
  /**
   * Notifications the action causes (see `who-is-told.ts`), written only with it, in the same
   * statement or transaction. A YOUR_TURN is skipped for a recipient who has one unread for the match.
   */
  readonly notices?: readonly Notice[];
  /** The player acting: their unread YOUR_TURN for the match is read by this action. */
  readonly seenBy?: string;
}
