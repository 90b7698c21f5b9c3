import { Prisma, type PrismaClient } from '@brethren/db';
import pg from 'pg';
import type { MatchResult } from '@brethren/engine';
import { DomainError } from '../errors.js';
import type { CreatedKey } from '../pagination.js';
import type { NotificationRecord, NotificationSink } from '../notifications/model.js';
import { tableNotices } from '../notifications/who-is-told.js';
import {
  endTurnsOf,
  NOTIFICATION_COLUMNS,
  toNotification,
  UNREAD_TURN_EXISTS,
  writeNotices,
  type NotificationRow,
} from '../notifications/writes.js';
import type { AbsenceChoice, AbsenceVotes, LogRecord, MatchRecord, SeatChangeKind } from './model.js';
import { tooManyOpenTables, type TableChange } from './seating.js';
import { isTurnBased } from './table-clocks.js';
import { checkSeatCap } from './seat-cap.js';
import type { SeatCap } from './turn-based.js';
import type {
  AppendExtras,
  BotStore,
  ClaimedClock,
  ClockStore,
  EndExtras,
  HistoryFilter,
  IdleSince,
  LoggedAction,
  MatchListFilter,
  MatchStore,
  NewLogEntry,
  NewMatch,
  TableWrite,
} from './store.js';

/**
 * Every move is written by one guarded statement (see `moved`). Parameters: match, seq,
 * seat, clock, deadline, by a player, action, events, time, the seats due to act next and when a
 * bot among them is due (its turn is claimed from the database, see BotDriver), whether the
 * platform played it for a seat out of time, the client's idempotency key; then either the result
 * of a final move, or the people told it is their turn (recipients and payloads: YOUR_TURN rows,
 * written only if the move is, and skipped for a recipient with one unread for the match already)
 * and the player acting, whose unread YOUR_TURN for the match is read by this move.
 */
type MoveKind = 'move' | 'told' | 'final';

/**
 * Moves the match's seq if it is still the previous one, the match is under way and, for a player's
 * own move, their seat was not forfeited meanwhile; sets the bot turn if a bot is among the seats
 * due. A final move also finishes the match: status, result, revealed seed; no deadline, no bot turn.
 */
function moved(kind: MoveKind): string {
  const finish =
    kind === 'final'
      ? `, status = 'FINISHED', finished_at = $9::timestamptz, seed_revealed_at = $9::timestamptz,
             result = $14::jsonb`
      : '';
  return `moved AS (
           UPDATE matches SET seq = $2::int, clock = $4::jsonb, deadline_at = $5::timestamptz,
             touched_at = $9::timestamptz,
             bot_due_at = CASE WHEN cardinality($10::int[]) > 0 AND EXISTS (
               SELECT 1 FROM seats WHERE match_id = $1 AND bot_level IS NOT NULL AND seat = ANY($10::int[])
             ) THEN $11::timestamptz END${finish}
           WHERE id = $1 AND seq = $2::int - 1 AND status = 'ACTIVE'
             AND NOT ($6::boolean AND EXISTS (
               SELECT 1 FROM seats WHERE match_id = $1 AND seat = $3::int AND forfeited))
           RETURNING id
         )`;
}

/** Logs the entry if the match moved. */
const LOG_ENTRY = `INSERT INTO match_events (match_id, seq, seat, action, events, created_at, timed_out, idempotency_key)
         SELECT id, $2::int, $3::int, $7::jsonb, $8::jsonb, $9::timestamptz, $12::boolean, $13::text FROM moved`;

/**
 * The prepared statements of the hot path: a move that tells nobody (every move at a live table),
 * and one that tells someone it is their turn or is the mover's at a turn-based table (their own
 * turn's notice is then read), written and marked in the statement.
 */
const APPEND = {
  move: { name: 'append-move', text: `WITH ${moved('move')} ${LOG_ENTRY}` },
  told: {
    name: 'append-move-told',
    text: `WITH ${moved('told')}, told AS (
           INSERT INTO notifications (id, recipient_id, kind, match_id, payload, created_at)
           SELECT gen_random_uuid()::text, n.recipient_id, 'YOUR_TURN', n.match_id, n.payload::jsonb, $9::timestamptz
           FROM (SELECT moved.id AS match_id, t.recipient_id, t.payload
                 FROM moved, unnest($14::text[], $15::text[]) AS t(recipient_id, payload)) AS n
           WHERE NOT ${UNREAD_TURN_EXISTS}
           RETURNING ${NOTIFICATION_COLUMNS}
         ), seen AS (
           UPDATE notifications SET read_at = $9::timestamptz FROM moved
           WHERE $16::text IS NOT NULL AND notifications.match_id = moved.id AND recipient_id = $16::text
             AND kind = 'YOUR_TURN' AND read_at IS NULL
         )
         ${LOG_ENTRY}
         RETURNING (SELECT coalesce(json_agg(told), '[]'::json) FROM told) AS told`,
  },
} as const;

/** The final move, in the transaction that then writes placements, ratings and notices (see `appendFinal`). */
const APPEND_FINAL = `WITH ${moved('final')} ${LOG_ENTRY}`;

const matchSelect = {
  id: true,
  game: true,
  options: true,
  seedHash: true,
  seed: true,
  status: true,
  visibility: true,
  ranked: true,
  clock: true,
  playerCount: true,
  seq: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
  result: true,
  touchedAt: true,
  absenceVotes: true,
  rematchOfId: true,
  challengedId: true,
  createdBy: { select: { id: true, handle: true } },
  seats: {
    orderBy: { seat: 'asc' },
    select: {
      seat: true,
      userId: true,
      botLevel: true,
      placement: true,
      forfeited: true,
      seatedAt: true,
      ready: true,
      ratingBefore: true,
      ratingAfter: true,
      botRating: true,
      user: { select: { id: true, handle: true } },
    },
  },
  seatChanges: { orderBy: { id: 'asc' }, select: { seat: true, kind: true, seq: true, createdAt: true } },
} satisfies Prisma.MatchSelect;

type MatchRow = Prisma.MatchGetPayload<{ select: typeof matchSelect }>;

function toRecord(row: MatchRow): MatchRecord {
  return {
    ...row,
    result: row.result as MatchResult | null,
    absenceVotes: row.absenceVotes as AbsenceVotes | null,
    seatChanges: row.seatChanges.map(({ createdAt, kind, ...change }) => ({
      ...change,
      kind: kind as SeatChangeKind,
      at: createdAt,
    })),
  };
}

const logSelect = {
  seq: true,
  seat: true,
  action: true,
  events: true,
  createdAt: true,
  timedOut: true,
} as const;

function toLogRecord(row: Prisma.MatchEventGetPayload<{ select: typeof logSelect }>): LogRecord {
  return {
    seq: row.seq,
    seat: row.seat,
    action: row.action,
    events: row.events as unknown as LogRecord['events'],
    at: row.createdAt,
    timedOut: row.timedOut,
  };
}

/** Open challenge tables with a seat still waiting for someone to accept. */
export const PENDING_CHALLENGE = {
  status: 'OPEN',
  challengedId: { not: null },
  seats: { some: { ready: false } },
} as const;

/**
 * Matches, seats, clocks and the event log in PostgreSQL; the only match code that touches Prisma.
 */
export class MatchRepository implements MatchStore, ClockStore, BotStore {
  constructor(
    private readonly prisma: PrismaClient,
    /** Prisma's own pool, for the per-move append (see `Database.pool`). */
    private readonly pool: pg.Pool,
    /** Told of the notifications each write committed, to push them live. */
    private readonly notified: NotificationSink = () => {},
  ) {}

  async create(match: NewMatch, maxOpen: number, cap?: SeatCap): Promise<MatchRecord> {
    try {
      let written: NotificationRecord[] = [];
      const record = await this.prisma.$transaction(async (tx) => {
        // The turn-based cap's lock first, then the open seats': every path takes them in this order.
        if (cap && match.clock?.settings?.turnBased === true) await checkSeatCap(tx, cap, null);
        await this.takeOpenSeat(tx, match.createdById, maxOpen);
        const made = await this.insert(match, tx);
        // A rematch offer invites the other players, in the transaction that makes the table.
        written = await writeNotices(tx, tableNotices(made), made.createdAt);
        return made;
      });
      this.notified(written);
      return record;
    } catch (error) {
      // Two players offered the same rematch at once: the unique rematch_of_id kept one, theirs.
      const offered =
        match.rematchOfId && isUniqueViolation(error) && (await this.findRematch(match.rematchOfId));
      if (offered) return offered;
      throw error;
    }
  }

  async createChallenge(match: NewMatch, maxPending: number, cap?: SeatCap): Promise<MatchRecord | null> {
    let written: NotificationRecord[] = [];
    const record = await this.prisma.$transaction(async (tx) => {
      if (cap && match.clock?.settings?.turnBased === true) await checkSeatCap(tx, cap, null);
      // Counted and written under one lock per challenger, which every node takes in turn.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`challenges:${match.createdById}`}, 0))`;
      const waiting = await tx.match.count({
        where: { createdById: match.createdById, ...PENDING_CHALLENGE },
      });
      if (waiting >= maxPending) return null;
      const made = await this.insert(match, tx);
      written = await writeNotices(tx, tableNotices(made), made.createdAt);
      return made;
    });
    this.notified(written);
    return record;
  }

  /**
   * Refuses (`tooManyOpenTables`) a person who already holds `maxOpen` open seats (see
   * `holdsOpenSeat`), under a lock per account that every node takes in turn until its transaction
   * ends, so two tables opened or joined at once are counted one after the other. Always taken
   * after the table's own row lock, if any, never before: no two requests wait on each other.
   */
  private async takeOpenSeat(tx: Prisma.TransactionClient, userId: string, maxOpen: number): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`open-seats:${userId}`}, 0))`;
    const [held] = await tx.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM seats s JOIN matches m ON m.id = s.match_id
      WHERE s.user_id = ${userId} AND s.ready AND m.status = 'OPEN'
        AND NOT (m.challenged_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM seats w WHERE w.match_id = m.id AND NOT w.ready))`;
    if ((held?.count ?? 0) >= maxOpen) throw tooManyOpenTables(maxOpen);
  }

  private async insert(match: NewMatch, db: Prisma.TransactionClient = this.prisma): Promise<MatchRecord> {
    const at = new Date();
    const row = await db.match.create({
      data: {
        game: match.game,
        options: match.options,
        seed: match.seed,
        seedHash: match.seedHash,
        visibility: match.visibility,
        createdById: match.createdById,
        playerCount: match.seats.length,
        turnBased: match.clock?.settings?.turnBased === true,
        ...(match.clock ? { clock: match.clock as unknown as Prisma.InputJsonObject } : {}),
        ...(match.rematchOfId ? { rematchOfId: match.rematchOfId } : {}),
        ...(match.challengedId ? { challengedId: match.challengedId } : {}),
        seats: {
          create: match.seats.map((seat, index) => ({
            seat: index,
            userId: seat.userId,
            botLevel: seat.botLevel,
            seatedAt: seat.userId === null ? null : at,
            ready: seat.ready ?? true,
          })),
        },
      },
      select: matchSelect,
    });
    return toRecord(row);
  }

  async findRematch(matchId: string): Promise<MatchRecord | null> {
    const row = await this.prisma.match.findUnique({ where: { rematchOfId: matchId }, select: matchSelect });
    return row && toRecord(row);
  }

  async find(id: string): Promise<MatchRecord | null> {
    const row = await this.prisma.match.findUnique({ where: { id }, select: matchSelect });
    return row && toRecord(row);
  }

  list(filter: MatchListFilter, take: number, after: CreatedKey | null): Promise<MatchRecord[]> {
    return this.newestFirst(
      {
        status: filter.status,
        visibility: filter.visibility,
        ...(filter.game ? { game: filter.game } : {}),
        ...(filter.touchedSince ? { touchedAt: { gte: filter.touchedSince } } : {}),
        ...(filter.turnBased === undefined ? {} : { turnBased: filter.turnBased }),
      },
      take,
      after,
    );
  }

  /** Matches newest first (by creation, then id), after the key `after`. */
  private async newestFirst(
    where: Prisma.MatchWhereInput,
    take: number,
    after: CreatedKey | null,
  ): Promise<MatchRecord[]> {
    const rows = await this.prisma.match.findMany({
      where: after
        ? {
            AND: [
              where,
              {
                OR: [
                  { createdAt: { lt: after.createdAt } },
                  { createdAt: after.createdAt, id: { lt: after.id } },
                ],
              },
            ],
          }
        : where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      select: matchSelect,
    });
    return rows.map(toRecord);
  }

  history(filter: HistoryFilter, take: number, after: CreatedKey | null): Promise<MatchRecord[]> {
    const where: Prisma.MatchWhereInput = {
      ...(filter.game ? { game: filter.game } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.playerHandle
        ? { seats: { some: { user: { handleKey: filter.playerHandle.toLowerCase() } } } }
        : {}),
      ...(filter.status ? {} : { status: { in: ['ACTIVE', 'FINISHED'] } }),
      OR: [
        { visibility: 'PUBLIC' },
        ...(filter.viewerId ? [{ seats: { some: { userId: filter.viewerId } } }] : []),
      ],
    };
    return this.newestFirst(where, take, after);
  }

  async changeTable(
    matchId: string,
    decide: (table: MatchRecord) => TableWrite,
    maxOpen: number,
    cap?: SeatCap,
  ): Promise<MatchRecord | null> {
    let written: NotificationRecord[] = [];
    try {
      const record = await this.prisma.$transaction(async (tx) => {
        // The row lock puts every change to this table in line, between requests and server nodes;
        // the table is read only once it is held, so `decide` sees what no one else is changing.
        const locked = await tx.$queryRaw<{ id: string }[]>`
          SELECT id FROM matches WHERE id = ${matchId} FOR UPDATE`;
        if (locked.length === 0) return null;
        const table = await tx.match.findUniqueOrThrow({ where: { id: matchId }, select: matchSelect });
        const change = decide(toRecord(table));
        if (cap && isTurnBased(table) && seatsPlayer(table, change, cap.userId))
          await checkSeatCap(tx, cap, matchId);
        const at = new Date();
        if (change.seat?.userId) await this.takeOpenSeat(tx, change.seat.userId, maxOpen);
        if (change.seat) {
          await tx.seat.update({
            where: { matchId_seat: { matchId, seat: change.seat.seat } },
            // A seat someone leaves or takes needs no acceptance any more (see `TableChange.ready`).
            data: {
              userId: change.seat.userId,
              seatedAt: change.seat.userId === null ? null : at,
              ready: true,
              ...(change.seat.botLevel !== undefined ? { botLevel: change.seat.botLevel } : {}),
            },
            select: { id: true },
          });
        }
        if (change.ready !== undefined) {
          await tx.seat.update({
            where: { matchId_seat: { matchId, seat: change.ready } },
            data: { ready: true },
            select: { id: true },
          });
        }
        // A table that starts with a bot seat has its bots' turn looked at by whichever node is first.
        const hasBot = table.seats.some((seat) => seat.botLevel !== null);
        const status =
          change.status === 'ACTIVE'
            ? { status: change.status, startedAt: at, botDueAt: hasBot ? at : null }
            : change.status === 'ABORTED'
              ? { status: change.status, finishedAt: at }
              : {};
        const after = await tx.match.update({
          where: { id: matchId },
          data: {
            touchedAt: at,
            ...status,
            ...(change.clock
              ? {
                  clock: change.clock.value as unknown as Prisma.InputJsonObject,
                  deadlineAt: change.clock.deadlineAt,
                }
              : {}),
          },
          select: matchSelect,
        });
        written = await writeNotices(tx, change.notices ?? [], at);
        return toRecord(after);
      });
      this.notified(written);
      return record;
    } catch (error) {
      // The unique (match, user) of seats: the database's own word that nobody sits twice.
      if (isUniqueViolation(error)) throw new DomainError('ALREADY_SEATED', 'you already sit at this table');
      throw error;
    }
  }

  async unfinishedOf(userId: string, limit: number): Promise<MatchRecord[]> {
    // Found through the seats' index on user_id, then each match by its primary key.
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT m.id FROM seats s JOIN matches m ON m.id = s.match_id
      WHERE s.user_id = ${userId} AND NOT s.forfeited AND m.status IN ('OPEN', 'ACTIVE')
      ORDER BY m.deadline_at ASC NULLS LAST, m.touched_at ASC
      LIMIT ${limit}`;
    if (rows.length === 0) return [];
    const found = await this.prisma.match.findMany({
      where: { id: { in: rows.map((row) => row.id) } },
      select: matchSelect,
    });
    return found.map(toRecord);
  }

  /**
   * One statement per kind of table claims and closes them, so two nodes never close the same one
   * twice; each is a range of the `(status, turn_based, touched_at)` index, the live tables' bound
   * first, then the turn-based ones' (a table that waits days is never read by the live sweep).
   */
  async closeIdleTables(idleSince: IdleSince, limit: number): Promise<string[]> {
    const closed: string[] = [];
    for (const [turnBased, since] of [
      [false, idleSince.live],
      [true, idleSince.turnBased],
    ] as const) {
      const rows = await this.prisma.$queryRaw<{ id: string }[]>`
        UPDATE matches SET status = 'ABORTED', finished_at = now()
        WHERE status = 'OPEN' AND id IN (
          SELECT id FROM matches WHERE status = 'OPEN' AND turn_based = ${turnBased} AND touched_at <= ${since}
          ORDER BY touched_at LIMIT ${limit - closed.length} FOR UPDATE SKIP LOCKED
        )
        RETURNING id`;
      closed.push(...rows.map((row) => row.id));
      if (closed.length >= limit) break;
    }
    return closed;
  }

  async castAbsenceVote(
    matchId: string,
    seq: number,
    seat: number,
    voter: string,
    choice: AbsenceChoice,
  ): Promise<AbsenceVotes | null> {
    // One UPDATE: two players voting at once on two nodes both count, the row lock orders them.
    const rows = await this.prisma.$queryRaw<{ votes: AbsenceVotes }[]>`
      UPDATE matches SET absence_votes = CASE
          WHEN (absence_votes->>'seq')::int = ${seq} AND (absence_votes->>'seat')::int = ${seat}
            THEN jsonb_set(absence_votes, ARRAY['votes', ${voter}::text], to_jsonb(${choice}::text))
          ELSE jsonb_build_object('seq', ${seq}::int, 'seat', ${seat}::int,
            'votes', jsonb_build_object(${voter}::text, ${choice}::text))
        END
      WHERE id = ${matchId} AND seq = ${seq} AND status = 'ACTIVE'
      RETURNING absence_votes AS votes`;
    return rows[0]?.votes ?? null;
  }

  /**
   * Like `closeIdleTables`, for casual matches under way that nobody moved in since `idleSince`.
   * Turn-based matches are left to their clocks: days between moves are their normal pace, and
   * the index range leaves them out, however many wait.
   */
  async closeIdleMatches(idleSince: Date, limit: number): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      UPDATE matches SET status = 'ABORTED', finished_at = now(), deadline_at = NULL, bot_due_at = NULL
      WHERE status = 'ACTIVE' AND id IN (
        SELECT id FROM matches WHERE status = 'ACTIVE' AND NOT turn_based AND touched_at <= ${idleSince}
          AND NOT ranked
        ORDER BY touched_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )
      RETURNING id`;
    return rows.map((row) => row.id);
  }

  async log(matchId: string, afterSeq: number, upToSeq?: number): Promise<LogRecord[]> {
    const rows = await this.prisma.matchEvent.findMany({
      where: { matchId, seq: { gt: afterSeq, ...(upToSeq === undefined ? {} : { lte: upToSeq }) } },
      orderBy: { seq: 'asc' },
      select: logSelect,
    });
    return rows.map(toLogRecord);
  }

  async logs(matchIds: readonly string[]): Promise<Map<string, LogRecord[]>> {
    const rows = await this.prisma.matchEvent.findMany({
      where: { matchId: { in: [...matchIds] } },
      orderBy: [{ matchId: 'asc' }, { seq: 'asc' }],
      select: { matchId: true, ...logSelect },
    });
    const logs = new Map<string, LogRecord[]>();
    for (const row of rows) {
      const log = logs.get(row.matchId) ?? [];
      log.push(toLogRecord(row));
      logs.set(row.matchId, log);
    }
    return logs;
  }

  async logged(matchId: string, seq: number): Promise<LoggedAction | null> {
    const row = await this.prisma.matchEvent.findUnique({
      where: { matchId_seq: { matchId, seq } },
      select: { seat: true, createdAt: true, timedOut: true, idempotencyKey: true },
    });
    if (!row) return null;
    return { seat: row.seat, at: row.createdAt, timedOut: row.timedOut, idempotencyKey: row.idempotencyKey };
  }

  /**
   * Appends the next log entry and moves the match to its seq, atomically. The unique
   * (match, seq) and the seq check decide races, between requests and between server nodes:
   * false means another action got there first.
   */
  async append(
    matchId: string,
    entry: NewLogEntry,
    result: MatchResult | null,
    extra: AppendExtras = {},
  ): Promise<{ appended: boolean; at: Date }> {
    const at = extra.at ?? new Date();
    try {
      const written = result
        ? await this.appendFinal(matchId, entry, result, at, extra)
        : await this.appendMove(matchId, entry, at, extra);
      if (written) this.notified(written);
      return { appended: written !== null, at };
    } catch (error) {
      if (error instanceof LostRace) return { appended: false, at };
      if (isUniqueViolation(error)) return { appended: false, at };
      throw error;
    }
  }

  /**
   * The hot path, one prepared statement and one round trip, straight through `pg`: the match moved
   * and the entry logged (and its notifications written) only if the guard holds. The
   * notifications written; null if it did not move.
   */
  private async appendMove(
    matchId: string,
    entry: NewLogEntry,
    at: Date,
    extra: AppendExtras,
  ): Promise<NotificationRecord[] | null> {
    const values = moveValues(matchId, entry, at, extra);
    const notices = extra.notices ?? [];
    // Live tables tell nobody: their moves keep the plain statement, which costs PostgreSQL less
    // than the notifying one's extra scans and writes (see the load bench in the README).
    if (notices.length === 0 && !extra.seenBy) {
      const { rowCount } = await this.pool.query({ name: APPEND.move.name, text: APPEND.move.text, values });
      return rowCount ? [] : null;
    }
    const { rows } = await this.pool.query<{ told: NotificationRow[] }>({
      name: APPEND.told.name,
      text: APPEND.told.text,
      values: [
        ...values,
        notices.map((notice) => notice.recipientId),
        notices.map((notice) => JSON.stringify(notice.payload)),
        extra.seenBy ?? null,
      ],
    });
    return rows[0] ? rows[0].told.map(toNotification) : null;
  }

  /**
   * The last action: the same guarded statement, which also finishes the match, then in its
   * transaction the placements, the finishing hooks (ratings), the turns' notices read and the
   * notices the end causes.
   */
  private async appendFinal(
    matchId: string,
    entry: NewLogEntry,
    result: MatchResult,
    at: Date,
    extra: AppendExtras,
  ): Promise<NotificationRecord[]> {
    // A finished match has no deadline and no bot turn.
    const ended = { ...extra, deadlineAt: null, botTurn: undefined };
    const values = [...moveValues(matchId, entry, at, ended), JSON.stringify(result)];
    return this.prisma.$transaction(async (tx) => {
      const logged = await tx.$executeRawUnsafe(APPEND_FINAL, ...values);
      if (logged !== 1) throw new LostRace();
      for (const [seat, placement] of result.placements.entries()) {
        await tx.seat.update({ where: { matchId_seat: { matchId, seat } }, data: { placement } });
      }
      await extra.onFinish?.(tx);
      await endTurnsOf(tx, matchId, at);
      return writeNotices(tx, extra.notices ?? [], at);
    });
  }

  async forfeit(
    matchId: string,
    seat: number,
    botLevel: string,
    why: Exclude<SeatChangeKind, 'RECLAIMED'>,
    seq: number,
  ): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.seat.update({
        where: { matchId_seat: { matchId, seat } },
        data: { forfeited: true, botLevel },
        select: { id: true },
      }),
      this.prisma.seatChange.create({ data: { matchId, seat, kind: why, seq }, select: { id: true } }),
      this.prisma.match.update({
        where: { id: matchId },
        data: { botDueAt: new Date() },
        select: { id: true },
      }),
    ]);
  }

  async reclaim(matchId: string, seat: number, seq: number): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.seat.update({
        where: { matchId_seat: { matchId, seat } },
        data: { forfeited: false, botLevel: null },
        select: { id: true },
      }),
      this.prisma.seatChange.create({
        data: { matchId, seat, kind: 'RECLAIMED', seq },
        select: { id: true },
      }),
      this.prisma.match.update({
        where: { id: matchId },
        data: { touchedAt: new Date(), absenceVotes: Prisma.DbNull },
        select: { id: true },
      }),
    ]);
  }

  async endEarly(matchId: string, seq: number, result: MatchResult | null, extra: EndExtras = {}) {
    const at = extra.at ?? new Date();
    try {
      const written = await this.prisma.$transaction(async (tx) => {
        const ended = await tx.match.updateMany({
          where: { id: matchId, seq, status: 'ACTIVE' },
          data: {
            status: result ? 'FINISHED' : 'ABORTED',
            finishedAt: at,
            seedRevealedAt: at,
            ...(result ? { result: result as unknown as Prisma.InputJsonValue } : {}),
            deadlineAt: null,
            botDueAt: null,
          },
        });
        if (ended.count !== 1) throw new LostRace();
        for (const [seat, placement] of result?.placements.entries() ?? []) {
          await tx.seat.update({ where: { matchId_seat: { matchId, seat } }, data: { placement } });
        }
        await extra.onFinish?.(tx);
        await endTurnsOf(tx, matchId, at);
        return writeNotices(tx, extra.notices ?? [], at);
      });
      this.notified(written);
      return true;
    } catch (error) {
      if (error instanceof LostRace) return false;
      throw error;
    }
  }

  // ——— Bots' turns ———

  async claimDueBots(limit: number, leaseMs: number): Promise<string[]> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      UPDATE matches SET bot_due_at = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE id IN (
        SELECT id FROM matches WHERE status = 'ACTIVE' AND bot_due_at <= now()
        ORDER BY bot_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )
      RETURNING id`;
    return rows.map((row) => row.id);
  }

  async claimBot(matchId: string, leaseMs: number): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      UPDATE matches SET bot_due_at = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE id IN (
        SELECT id FROM matches WHERE id = ${matchId} AND status = 'ACTIVE' AND bot_due_at <= now()
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id`;
    return rows.length === 1;
  }

  async clearBotTurn(matchId: string, seq: number, bots: number): Promise<void> {
    // The row is locked first and the seats counted in a statement of their own: an UPDATE that
    // waited for a forfeit's commit re-checks its own row but counts the seats as they were when
    // it began, and would clear the bot turn that forfeit just set (a match left with nobody to move).
    await this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM matches WHERE id = ${matchId} FOR UPDATE`;
      await tx.$executeRaw`
        UPDATE matches SET bot_due_at = NULL
        WHERE id = ${matchId} AND seq = ${seq}
          AND (SELECT count(*) FROM seats WHERE match_id = ${matchId} AND bot_level IS NOT NULL) = ${bots}`;
    });
  }

  // ——— Clocks ———

  /** A node that dies mid-way loses its lease, and another takes the match over. */
  async claimExpired(limit: number, leaseMs: number): Promise<ClaimedClock[]> {
    const rows = await this.prisma.$queryRaw<{ id: string; deadline_at: Date }[]>`
      UPDATE matches SET deadline_at = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE id IN (
        SELECT id FROM matches WHERE status = 'ACTIVE' AND deadline_at <= now()
        ORDER BY deadline_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
      )
      RETURNING id, deadline_at`;
    return rows.map((row) => ({ matchId: row.id, lease: row.deadline_at }));
  }

  async setDeadline(matchId: string, deadlineAt: Date | null, claimed?: Date): Promise<void> {
    await this.prisma.match.updateMany({
      where: { id: matchId, ...(claimed ? { deadlineAt: claimed } : {}) },
      data: { deadlineAt },
    });
  }
}

class LostRace extends Error {}

/**
 * The parameters every kind of move statement starts with (see `APPEND`). Times go as ISO strings,
 * which the statement casts: `pg`'s own conversion of a `Date` costs more, on every move.
 */
function moveValues(matchId: string, entry: NewLogEntry, at: Date, extra: AppendExtras): unknown[] {
  return [
    matchId,
    entry.seq,
    entry.seat,
    extra.clock === undefined || extra.clock === null ? null : JSON.stringify(extra.clock),
    extra.deadlineAt?.toISOString() ?? null,
    extra.byPlayer ?? false,
    JSON.stringify(entry.action),
    JSON.stringify(entry.events),
    at.toISOString(),
    [...(extra.botTurn?.seats ?? [])],
    extra.botTurn?.dueAt.toISOString() ?? null,
    entry.timedOut ?? false,
    entry.idempotencyKey ?? null,
  ];
}

/** Whether `change` gives `userId` a seat: sits them down, or readies their seat (a rematch, a challenge). */
function seatsPlayer(table: MatchRow, change: TableChange, userId: string): boolean {
  if (change.seat?.userId === userId) return true;
  return change.ready !== undefined && table.seats[change.ready]?.userId === userId;
}

/** PostgreSQL's unique_violation, through Prisma's typed error or a raw query's driver error. */
function isUniqueViolation(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return error.code === '23505';
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    return (
      error.code === 'P2002' || (error.code === 'P2010' && JSON.stringify(error.meta ?? {}).includes('23505'))
    );
  }
  return false;
}
