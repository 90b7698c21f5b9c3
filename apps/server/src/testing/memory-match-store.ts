import type { MatchResult } from '@brethren/engine';
import type { Viewer } from '../accounts/service.js';
import { DomainError } from '../errors.js';
import type {
  AbsenceChoice,
  AbsenceVotes,
  LogRecord,
  MatchRecord,
  MatchStatus,
  MatchVisibility,
  SeatChangeKind,
  SeatChangeRecord,
} from '../matches/model.js';
import type { CreatedKey } from '../pagination.js';
import type {
  AppendExtras,
  BotStore,
  ClaimedClock,
  ClockStore,
  EndExtras,
  FinishTransaction,
  HistoryFilter,
  IdleSince,
  LoggedAction,
  MatchListFilter,
  MatchStore,
  NewLogEntry,
  NewMatch,
} from '../matches/store.js';
import { holdsOpenSeat, tooManyOpenTables, type TableChange } from '../matches/seating.js';
import { isTurnBased } from '../matches/table-clocks.js';
import type { SeatCap } from '../matches/turn-based.js';

interface SeatRow {
  seat: number;
  userId: string | null;
  botLevel: string | null;
  placement: number | null;
  forfeited: boolean;
  seatedAt: Date | null;
  ready: boolean;
}

interface MatchRow {
  readonly id: string;
  readonly game: string;
  readonly options: object;
  readonly seed: string;
  readonly seedHash: string;
  readonly visibility: MatchVisibility;
  readonly ranked: boolean;
  readonly createdById: string | null;
  readonly createdAt: Date;
  readonly seats: SeatRow[];
  status: MatchStatus;
  clock: unknown;
  seq: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  result: MatchResult | null;
  deadlineAt: Date | null;
  botDueAt: Date | null;
  touchedAt: Date;
  absenceVotes: AbsenceVotes | null;
  rematchOfId: string | null;
  challengedId: string | null;
  readonly seatChanges: SeatChangeRecord[];
  /** A finishing append is running its hooks: the row is locked, as in PostgreSQL. */
  finishing: boolean;
}

/** A match already under way, as a ranked wave creates it. */
export interface StartedMatch {
  readonly game: string;
  readonly options?: object;
  readonly seed?: string;
  /** Each seat's player, or a bot level for a bot seat. */
  readonly seats: readonly ({ readonly userId: string } | { readonly bot: string })[];
  readonly ranked?: boolean;
  readonly clock?: object | null;
  readonly deadlineAt?: Date | null;
}

/**
 * The match store in memory, for unit tests of the match agents: the same answers as the
 * PostgreSQL repository, including the races the database decides (an append at a seq that has
 * moved on is refused; a finishing append holds the row while its hooks run, and a hook that fails
 * leaves everything as it was; a table changes one request at a time; an account never sits twice
 * at a match). Match ids are UUIDs, as the database's are. Stored values are copies, as a
 * database's are.
 */
export class MemoryMatchStore implements MatchStore, ClockStore, BotStore {
  private readonly users = new Map<string, string>();
  private readonly rows = new Map<string, MatchRow>();
  private readonly eventLogs = new Map<string, LogRecord[]>();
  /** Each logged action's idempotency key, by `${matchId}:${seq}`. */
  private readonly keys = new Map<string, string>();
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  /** A signed-up player, as the accounts module would give it. */
  addUser(handle: string): Viewer {
    const id = `user-${this.nextId++}`;
    this.users.set(id, handle);
    return {
      id,
      handle,
      createdAt: new Date(this.now()),
      locale: null,
      guest: false,
      tokenId: `token-${id}`,
      tokenKind: 'SESSION',
    };
  }

  async create(match: NewMatch, maxOpen: number, cap?: SeatCap): Promise<MatchRecord> {
    if (match.rematchOfId) {
      const offered = await this.findRematch(match.rematchOfId);
      if (offered) return offered;
    }
    if (cap && match.clock?.settings?.turnBased) this.checkSeatCap(cap, null);
    this.takeOpenSeat(match.createdById, maxOpen);
    const row = this.insert({
      rematchOfId: match.rematchOfId ?? null,
      challengedId: match.challengedId ?? null,
      seatChanges: [],
      game: match.game,
      options: copy(match.options),
      seed: match.seed,
      seedHash: match.seedHash,
      visibility: match.visibility,
      ranked: false,
      createdById: match.createdById,
      seats: match.seats.map((seat, index) => ({
        seat: index,
        userId: seat.userId,
        botLevel: seat.botLevel,
        ready: seat.ready ?? true,
        placement: null,
        forfeited: false,
        seatedAt: seat.userId === null ? null : new Date(this.now()),
      })),
      status: 'OPEN',
      clock: match.clock ? copy(match.clock) : null,
      startedAt: null,
      deadlineAt: null,
      botDueAt: null,
    });
    return this.record(row);
  }

  async createChallenge(match: NewMatch, maxPending: number, cap?: SeatCap): Promise<MatchRecord | null> {
    if (cap && match.clock?.settings?.turnBased) this.checkSeatCap(cap, null);
    const waiting = [...this.rows.values()].filter(
      (row) =>
        row.createdById === match.createdById &&
        row.status === 'OPEN' &&
        row.challengedId !== null &&
        row.seats.some((seat) => !seat.ready),
    ).length;
    return waiting >= maxPending ? null : this.create(match, Infinity);
  }

  /** Test setup: a match that is already under way (a ranked match, say, with its clock). */
  createStarted(match: StartedMatch): MatchRecord {
    const seed = match.seed ?? `seed-${this.nextId}`;
    const row = this.insert({
      game: match.game,
      options: copy(match.options ?? {}),
      seed,
      seedHash: `hash-of-${seed}`,
      visibility: 'PUBLIC',
      ranked: match.ranked ?? false,
      createdById: null,
      rematchOfId: null,
      challengedId: null,
      seatChanges: [],
      seats: match.seats.map((seat, index) => ({
        seat: index,
        userId: 'userId' in seat ? seat.userId : null,
        botLevel: 'bot' in seat ? seat.bot : null,
        placement: null,
        forfeited: false,
        seatedAt: null,
        ready: true,
      })),
      status: 'ACTIVE',
      clock: match.clock ? copy(match.clock) : null,
      startedAt: new Date(this.now()),
      deadlineAt: match.deadlineAt ?? null,
      botDueAt: match.seats.some((seat) => 'bot' in seat) ? new Date(this.now()) : null,
    });
    return this.record(row);
  }

  private insert(
    fields: Omit<
      MatchRow,
      'id' | 'createdAt' | 'touchedAt' | 'seq' | 'finishedAt' | 'result' | 'finishing' | 'absenceVotes'
    >,
  ): MatchRow {
    const users = fields.seats.flatMap((seat) => (seat.userId === null ? [] : [seat.userId]));
    if (new Set(users).size !== users.length) throw new Error('unique violation: an account sits twice');
    // Counted up, so ids sort in creation order like the database's time-ordered UUIDs.
    const id = `00000000-0000-7000-8000-${String(this.nextId++).padStart(12, '0')}`;
    const row: MatchRow = {
      ...fields,
      id,
      createdAt: new Date(this.now()),
      touchedAt: new Date(this.now()),
      absenceVotes: null,
      seq: 0,
      finishedAt: null,
      result: null,
      finishing: false,
    };
    this.rows.set(id, row);
    this.eventLogs.set(id, []);
    return row;
  }

  async find(id: string): Promise<MatchRecord | null> {
    await settle();
    const row = this.rows.get(id);
    return row ? this.record(row) : null;
  }

  async list(filter: MatchListFilter, take: number, after: CreatedKey | null): Promise<MatchRecord[]> {
    return this.newestFirst(
      (row) =>
        row.status === filter.status &&
        row.visibility === filter.visibility &&
        (!filter.game || row.game === filter.game) &&
        (!filter.touchedSince || row.touchedAt >= filter.touchedSince) &&
        (filter.turnBased === undefined || isTurnBased(row) === filter.turnBased),
      take,
      after,
    );
  }

  async history(filter: HistoryFilter, take: number, after: CreatedKey | null): Promise<MatchRecord[]> {
    const handle = filter.playerHandle?.toLowerCase();
    return this.newestFirst(
      (row) =>
        (row.visibility === 'PUBLIC' ||
          (!!filter.viewerId && row.seats.some((seat) => seat.userId === filter.viewerId))) &&
        (filter.status
          ? row.status === filter.status
          : row.status === 'ACTIVE' || row.status === 'FINISHED') &&
        (!filter.game || row.game === filter.game) &&
        (!handle ||
          row.seats.some((seat) => seat.userId && this.users.get(seat.userId)?.toLowerCase() === handle)),
      take,
      after,
    );
  }

  private async newestFirst(
    keep: (row: MatchRow) => boolean,
    take: number,
    after: CreatedKey | null,
  ): Promise<MatchRecord[]> {
    await settle();
    return [...this.rows.values()]
      .filter(
        (row) =>
          keep(row) &&
          (!after ||
            row.createdAt < after.createdAt ||
            (row.createdAt.getTime() === after.createdAt.getTime() && row.id < after.id)),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, take)
      .map((row) => this.record(row));
  }

  /** As the repository's: a turn-based seat past the player's cap is refused. */
  private checkSeatCap(cap: SeatCap, exceptId: string | null): void {
    const held = [...this.rows.values()].filter(
      (row) =>
        row.id !== exceptId &&
        (row.status === 'OPEN' || row.status === 'ACTIVE') &&
        isTurnBased(row) &&
        row.seats.some((seat) => seat.userId === cap.userId && !seat.forfeited),
    );
    if (held.length >= cap.limit)
      throw new DomainError(
        'TOO_MANY_TURN_BASED_MATCHES',
        `you already play ${cap.limit} turn-based matches`,
        {
          max: cap.limit,
        },
      );
  }

  async unfinishedOf(userId: string, limit: number): Promise<MatchRecord[]> {
    await settle();
    const deadline = (row: { deadlineAt: Date | null }) => row.deadlineAt?.getTime() ?? Infinity;
    return [...this.rows.values()]
      .filter(
        (row) =>
          (row.status === 'OPEN' || row.status === 'ACTIVE') &&
          row.seats.some((seat) => seat.userId === userId && !seat.forfeited),
      )
      .sort((a, b) => deadline(a) - deadline(b) || a.touchedAt.getTime() - b.touchedAt.getTime())
      .slice(0, limit)
      .map((row) => this.record(row));
  }

  async changeTable(
    matchId: string,
    decide: (table: MatchRecord) => TableChange,
    maxOpen: number,
    cap?: SeatCap,
  ): Promise<MatchRecord | null> {
    await settle();
    const row = this.rows.get(matchId);
    if (!row) return null;
    // Read, decide and write without yielding: nothing runs in between, as under the row lock.
    const change = decide(this.record(row));
    const seated =
      change.seat?.userId === cap?.userId ||
      (change.ready !== undefined && row.seats[change.ready]?.userId === cap?.userId);
    if (cap && seated && isTurnBased(row)) this.checkSeatCap(cap, matchId);
    if (change.seat) {
      const { seat, userId } = change.seat;
      if (userId !== null && row.seats.some((other) => other.userId === userId))
        throw new DomainError('ALREADY_SEATED', 'you already sit at this table');
      if (userId !== null) this.takeOpenSeat(userId, maxOpen);
      const target = row.seats[seat];
      if (!target) throw new Error(`no seat ${seat} at match ${matchId}`);
      target.userId = userId;
      target.seatedAt = userId === null ? null : new Date(this.now());
      target.ready = true;
      if (change.seat.botLevel !== undefined) target.botLevel = change.seat.botLevel;
    }
    if (change.ready !== undefined) {
      const target = row.seats[change.ready];
      if (!target) throw new Error(`no seat ${change.ready} at match ${matchId}`);
      target.ready = true;
    }
    const at = new Date(this.now());
    row.touchedAt = at;
    if (change.status === 'ACTIVE') {
      row.startedAt = at;
      row.botDueAt = row.seats.some((seat) => seat.botLevel !== null) ? at : null;
    }
    if (change.status === 'ABORTED') row.finishedAt = at;
    if (change.status) row.status = change.status;
    if (change.clock) {
      row.clock = copy(change.clock.value);
      row.deadlineAt = change.clock.deadlineAt;
    }
    return this.record(row);
  }

  async closeIdleTables(idleSince: IdleSince, limit: number): Promise<string[]> {
    await settle();
    const idle = [...this.rows.values()]
      .filter(
        (row) =>
          row.status === 'OPEN' && row.touchedAt <= (isTurnBased(row) ? idleSince.turnBased : idleSince.live),
      )
      .sort((a, b) => a.touchedAt.getTime() - b.touchedAt.getTime())
      .slice(0, limit);
    for (const row of idle) {
      row.status = 'ABORTED';
      row.finishedAt = new Date(this.now());
    }
    return idle.map((row) => row.id);
  }

  async castAbsenceVote(
    matchId: string,
    seq: number,
    seat: number,
    voter: string,
    choice: AbsenceChoice,
  ): Promise<AbsenceVotes | null> {
    await settle();
    const row = this.rows.get(matchId);
    if (!row || row.status !== 'ACTIVE' || row.seq !== seq) return null;
    const kept =
      row.absenceVotes?.seq === seq && row.absenceVotes.seat === seat ? row.absenceVotes.votes : {};
    row.absenceVotes = { seq, seat, votes: { ...kept, [voter]: choice } };
    return copy(row.absenceVotes);
  }

  async findRematch(matchId: string): Promise<MatchRecord | null> {
    await settle();
    const row = [...this.rows.values()].find((candidate) => candidate.rematchOfId === matchId);
    return row ? this.record(row) : null;
  }

  async closeIdleMatches(idleSince: Date, limit: number): Promise<string[]> {
    await settle();
    const idle = [...this.rows.values()]
      .filter(
        (row) => row.status === 'ACTIVE' && !row.ranked && !isTurnBased(row) && row.touchedAt <= idleSince,
      )
      .sort((a, b) => a.touchedAt.getTime() - b.touchedAt.getTime())
      .slice(0, limit);
    for (const row of idle) {
      row.status = 'ABORTED';
      row.finishedAt = new Date(this.now());
      row.deadlineAt = null;
      row.botDueAt = null;
    }
    return idle.map((row) => row.id);
  }

  async log(matchId: string, afterSeq: number, upToSeq?: number): Promise<LogRecord[]> {
    await settle();
    return (this.eventLogs.get(matchId) ?? [])
      .filter((entry) => entry.seq > afterSeq && (upToSeq === undefined || entry.seq <= upToSeq))
      .map((entry) => ({ ...copy(entry), at: entry.at }));
  }

  async logs(matchIds: readonly string[]): Promise<Map<string, LogRecord[]>> {
    await settle();
    return new Map(
      matchIds.map((id) => [
        id,
        (this.eventLogs.get(id) ?? []).map((entry) => ({ ...copy(entry), at: entry.at })),
      ]),
    );
  }

  async logged(matchId: string, seq: number): Promise<LoggedAction | null> {
    await settle();
    const entry = this.eventLogs.get(matchId)?.find((logged) => logged.seq === seq);
    if (!entry) return null;
    return {
      seat: entry.seat,
      at: entry.at,
      timedOut: entry.timedOut ?? false,
      idempotencyKey: this.keys.get(`${matchId}:${seq}`) ?? null,
    };
  }

  async append(
    matchId: string,
    entry: NewLogEntry,
    result: MatchResult | null,
    extra: AppendExtras = {},
  ): Promise<{ appended: boolean; at: Date }> {
    const at = extra.at ?? new Date(this.now());
    await settle();
    const row = this.rows.get(matchId);
    const log = this.eventLogs.get(matchId);
    if (!row || !log || row.finishing || row.status !== 'ACTIVE' || row.seq !== entry.seq - 1)
      return { appended: false, at };
    if (extra.byPlayer && row.seats[entry.seat]?.forfeited) return { appended: false, at };
    if (result) {
      row.finishing = true;
      try {
        // Nothing is written until the hooks are through: a failing hook rolls the finish back.
        await extra.onFinish?.({} as FinishTransaction);
      } finally {
        row.finishing = false;
      }
      row.status = 'FINISHED';
      row.finishedAt = at;
      row.result = copy(result);
      for (const [seat, placement] of result.placements.entries()) {
        const target = row.seats[seat];
        if (target) target.placement = placement;
      }
    }
    // One rule for every move, the final one too, as in the repository's one statement.
    row.clock = extra.clock === undefined || extra.clock === null ? null : copy(extra.clock);
    row.deadlineAt = result ? null : (extra.deadlineAt ?? null);
    const botTurn = result ? undefined : extra.botTurn;
    row.botDueAt =
      botTurn && botTurn.seats.some((seat) => row.seats[seat]?.botLevel) ? new Date(botTurn.dueAt) : null;
    row.seq = entry.seq;
    row.touchedAt = at;
    const stored = copy({ seq: entry.seq, seat: entry.seat, action: entry.action, events: entry.events });
    log.push({
      ...stored,
      events: stored.events as LogRecord['events'],
      at,
      timedOut: entry.timedOut ?? false,
    });
    if (entry.idempotencyKey) this.keys.set(`${matchId}:${entry.seq}`, entry.idempotencyKey);
    return { appended: true, at };
  }

  async forfeit(
    matchId: string,
    seat: number,
    botLevel: string,
    why: Exclude<SeatChangeKind, 'RECLAIMED'>,
    seq: number,
  ): Promise<void> {
    await settle();
    const row = this.rows.get(matchId);
    const target = row?.seats[seat];
    if (!row || !target) throw new Error(`no seat ${seat} at match ${matchId}`);
    target.forfeited = true;
    target.botLevel = botLevel;
    row.seatChanges.push({ seat, kind: why, seq, at: new Date(this.now()) });
    row.botDueAt = new Date(this.now());
  }

  async reclaim(matchId: string, seat: number, seq: number): Promise<void> {
    await settle();
    const row = this.rows.get(matchId);
    const target = row?.seats[seat];
    if (!row || !target) throw new Error(`no seat ${seat} at match ${matchId}`);
    target.forfeited = false;
    target.botLevel = null;
    row.seatChanges.push({ seat, kind: 'RECLAIMED', seq, at: new Date(this.now()) });
    row.touchedAt = new Date(this.now());
    row.absenceVotes = null;
  }

  async endEarly(matchId: string, seq: number, result: MatchResult | null, extra: EndExtras = {}) {
    const at = extra.at ?? new Date(this.now());
    await settle();
    const row = this.rows.get(matchId);
    if (!row || row.finishing || row.status !== 'ACTIVE' || row.seq !== seq) return false;
    row.finishing = true;
    try {
      await extra.onFinish?.({} as FinishTransaction);
    } finally {
      row.finishing = false;
    }
    row.status = result ? 'FINISHED' : 'ABORTED';
    row.finishedAt = at;
    row.result = result && copy(result);
    row.deadlineAt = null;
    row.botDueAt = null;
    for (const [seat, placement] of result?.placements.entries() ?? [])
      row.seats[seat]!.placement = placement;
    return true;
  }

  async claimDueBots(limit: number, leaseMs: number): Promise<string[]> {
    await settle();
    const now = this.now();
    const due = [...this.rows.values()]
      .filter((row) => row.status === 'ACTIVE' && row.botDueAt !== null && row.botDueAt.getTime() <= now)
      .sort((a, b) => (a.botDueAt?.getTime() ?? 0) - (b.botDueAt?.getTime() ?? 0))
      .slice(0, limit);
    for (const row of due) row.botDueAt = new Date(now + leaseMs);
    return due.map((row) => row.id);
  }

  async claimBot(matchId: string, leaseMs: number): Promise<boolean> {
    await settle();
    const row = this.rows.get(matchId);
    const now = this.now();
    if (row?.status !== 'ACTIVE' || row.botDueAt === null || row.botDueAt.getTime() > now) return false;
    row.botDueAt = new Date(now + leaseMs);
    return true;
  }

  async clearBotTurn(matchId: string, seq: number, bots: number): Promise<void> {
    await settle();
    const row = this.rows.get(matchId);
    if (row?.seq === seq && row.seats.filter((seat) => seat.botLevel !== null).length === bots)
      row.botDueAt = null;
  }

  /** For assertions: when the match's bot turn is due, as stored. */
  botDueOf(matchId: string): Date | null {
    return this.rows.get(matchId)?.botDueAt ?? null;
  }

  async claimExpired(limit: number, leaseMs: number): Promise<ClaimedClock[]> {
    await settle();
    const now = this.now();
    const expired = [...this.rows.values()]
      .filter((row) => row.status === 'ACTIVE' && row.deadlineAt !== null && row.deadlineAt.getTime() <= now)
      .sort((a, b) => (a.deadlineAt?.getTime() ?? 0) - (b.deadlineAt?.getTime() ?? 0))
      .slice(0, limit);
    for (const row of expired) row.deadlineAt = new Date(now + leaseMs);
    return expired.map((row) => ({ matchId: row.id, lease: row.deadlineAt as Date }));
  }

  async setDeadline(matchId: string, deadlineAt: Date | null, claimed?: Date): Promise<void> {
    await settle();
    const row = this.rows.get(matchId);
    if (row && (!claimed || row.deadlineAt?.getTime() === claimed.getTime())) row.deadlineAt = deadlineAt;
  }

  /** For assertions: when the match's clock runs out next, as stored. */
  deadlineOf(matchId: string): Date | null {
    return this.rows.get(matchId)?.deadlineAt ?? null;
  }

  /** Refuses a person who holds `maxOpen` open seats already, as the repository does. */
  private takeOpenSeat(userId: string, maxOpen: number): void {
    const held = [...this.rows.values()].filter((row) => holdsOpenSeat(this.record(row), userId)).length;
    if (held >= maxOpen) throw tooManyOpenTables(maxOpen);
  }

  private record(row: MatchRow): MatchRecord {
    const user = (id: string | null) => (id ? { id, handle: this.users.get(id) ?? id } : null);
    return {
      id: row.id,
      game: row.game,
      options: copy(row.options),
      seedHash: row.seedHash,
      seed: row.seed,
      status: row.status,
      visibility: row.visibility,
      ranked: row.ranked,
      clock: row.clock === null ? null : copy(row.clock),
      playerCount: row.seats.length,
      seq: row.seq,
      createdAt: row.createdAt,
      startedAt: row.startedAt,
      finishedAt: row.finishedAt,
      result: row.result && copy(row.result),
      touchedAt: row.touchedAt,
      absenceVotes: row.absenceVotes && copy(row.absenceVotes),
      rematchOfId: row.rematchOfId,
      challengedId: row.challengedId,
      seatChanges: row.seatChanges.map((change) => ({ ...change })),
      createdBy: user(row.createdById),
      seats: row.seats.map((seat) => ({
        ...seat,
        ratingBefore: null,
        ratingAfter: null,
        botRating: null,
        user: user(seat.userId),
      })),
    };
  }
}

/** Stored JSON comes back as a new value, as from a database. */
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Every call waits a turn, as a round trip does, so concurrent callers interleave. */
function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
