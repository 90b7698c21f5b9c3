import { Prisma, type PrismaClient } from '@brethren/db';
import type { MatchResult } from '@brethren/engine';
import type { LogRecord, MatchRecord, MatchStatus, MatchVisibility } from './model.js';

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
  createdBy: { select: { id: true, handle: true } },
  seats: {
    orderBy: { seat: 'asc' },
    select: {
      seat: true,
      userId: true,
      botLevel: true,
      placement: true,
      forfeited: true,
      ratingBefore: true,
      ratingAfter: true,
      user: { select: { id: true, handle: true } },
    },
  },
} satisfies Prisma.MatchSelect;

type MatchRow = Prisma.MatchGetPayload<{ select: typeof matchSelect }>;

function toRecord(row: MatchRow): MatchRecord {
  return { ...row, result: row.result as MatchResult | null };
}

export interface NewMatch {
  readonly game: string;
  readonly options: object;
  readonly seed: string;
  readonly seedHash: string;
  readonly visibility: MatchVisibility;
  readonly createdById: string;
  readonly seats: readonly { readonly userId: string | null; readonly botLevel: string | null }[];
}

export interface HistoryFilter {
  readonly game?: string | null | undefined;
  readonly status?: MatchStatus | null | undefined;
  readonly playerHandle?: string | null | undefined;
}

/** Matches, seats and the event log in PostgreSQL; the only match code that touches Prisma. */
export class MatchRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(match: NewMatch): Promise<MatchRecord> {
    const row = await this.prisma.match.create({
      data: {
        game: match.game,
        options: match.options,
        seed: match.seed,
        seedHash: match.seedHash,
        visibility: match.visibility,
        createdById: match.createdById,
        playerCount: match.seats.length,
        seats: {
          create: match.seats.map((seat, index) => ({
            seat: index,
            userId: seat.userId,
            botLevel: seat.botLevel,
          })),
        },
      },
      select: matchSelect,
    });
    return toRecord(row);
  }

  async find(id: string): Promise<MatchRecord | null> {
    const row = await this.prisma.match.findUnique({ where: { id }, select: matchSelect });
    return row && toRecord(row);
  }

  async list(where: Prisma.MatchWhereInput, take: number): Promise<MatchRecord[]> {
    const rows = await this.prisma.match.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      select: matchSelect,
    });
    return rows.map(toRecord);
  }

  /** Newest first, keyset-paginated on (createdAt, id). */
  history(
    filter: HistoryFilter,
    take: number,
    after: { createdAt: Date; id: string } | null,
  ): Promise<MatchRecord[]> {
    const where: Prisma.MatchWhereInput = {
      ...(filter.game ? { game: filter.game } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.playerHandle
        ? { seats: { some: { user: { handleKey: filter.playerHandle.toLowerCase() } } } }
        : {}),
      ...(filter.status ? {} : { status: { in: ['ACTIVE', 'FINISHED'] } }),
      visibility: 'PUBLIC',
      ...(after
        ? {
            OR: [
              { createdAt: { lt: after.createdAt } },
              { createdAt: after.createdAt, id: { lt: after.id } },
            ],
          }
        : {}),
    };
    return this.list(where, take);
  }

  /** Seats a user on a free seat; false if someone was quicker. */
  async takeSeat(matchId: string, seat: number, userId: string): Promise<boolean> {
    const { count } = await this.prisma.seat.updateMany({
      where: { matchId, seat, userId: null, botLevel: null, match: { status: 'OPEN' } },
      data: { userId },
    });
    return count === 1;
  }

  async freeSeat(matchId: string, userId: string): Promise<boolean> {
    const { count } = await this.prisma.seat.updateMany({
      where: { matchId, userId, match: { status: 'OPEN' } },
      data: { userId: null },
    });
    return count > 0;
  }

  /** OPEN → another status; false if the match was no longer open. */
  async leaveOpen(matchId: string, status: 'ACTIVE' | 'ABORTED'): Promise<boolean> {
    const { count } = await this.prisma.match.updateMany({
      where: { id: matchId, status: 'OPEN' },
      data: { status, ...(status === 'ACTIVE' ? { startedAt: new Date() } : { finishedAt: new Date() }) },
    });
    return count === 1;
  }

  /** Every log entry after `afterSeq`, in order. */
  async log(matchId: string, afterSeq: number, upToSeq?: number): Promise<LogRecord[]> {
    const rows = await this.prisma.matchEvent.findMany({
      where: { matchId, seq: { gt: afterSeq, ...(upToSeq === undefined ? {} : { lte: upToSeq }) } },
      orderBy: { seq: 'asc' },
      select: { seq: true, seat: true, action: true, events: true, createdAt: true },
    });
    return rows.map((row) => ({
      seq: row.seq,
      seat: row.seat,
      action: row.action,
      events: row.events as unknown as LogRecord['events'],
      at: row.createdAt,
    }));
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
      const appended = result
        ? await this.appendFinal(matchId, entry, result, at, extra)
        : await this.appendMove(matchId, entry, at, extra);
      return { appended, at };
    } catch (error) {
      if (error instanceof LostRace) return { appended: false, at };
      if (isUniqueViolation(error)) return { appended: false, at };
      throw error;
    }
  }

  /**
   * The hot path, one statement and one round trip: move the match's seq only if it is still at
   * the previous one, and log the entry only if it moved.
   */
  private async appendMove(matchId: string, entry: NewLogEntry, at: Date, extra: AppendExtras) {
    const clock = extra.clock === undefined || extra.clock === null ? null : JSON.stringify(extra.clock);
    const inserted = await this.prisma.$executeRaw`
      WITH moved AS (
        UPDATE matches SET seq = ${entry.seq}, clock = ${clock}::jsonb, deadline_at = ${extra.deadlineAt ?? null}
        WHERE id = ${matchId} AND seq = ${entry.seq - 1} AND status = 'ACTIVE'
        RETURNING id
      )
      INSERT INTO match_events (match_id, seq, seat, action, events, created_at)
      SELECT id, ${entry.seq}, ${entry.seat}, ${JSON.stringify(entry.action)}::jsonb, ${JSON.stringify(entry.events)}::jsonb, ${at}
      FROM moved`;
    return inserted === 1;
  }

  /** The last action also finishes the match: result, revealed seed and placements together. */
  private async appendFinal(
    matchId: string,
    entry: NewLogEntry,
    result: MatchResult,
    at: Date,
    extra: AppendExtras,
  ): Promise<boolean> {
    await this.prisma.$transaction(async (tx) => {
      const moved = await tx.match.updateMany({
        where: { id: matchId, seq: entry.seq - 1, status: 'ACTIVE' },
        data: {
          seq: entry.seq,
          status: 'FINISHED',
          finishedAt: at,
          seedRevealedAt: at,
          result: result as unknown as Prisma.InputJsonValue,
          deadlineAt: null,
          ...(extra.clock ? { clock: extra.clock as Prisma.InputJsonValue } : {}),
        },
      });
      if (moved.count !== 1) throw new LostRace();
      await tx.matchEvent.create({
        data: {
          matchId,
          seq: entry.seq,
          seat: entry.seat,
          action: entry.action as Prisma.InputJsonValue,
          events: entry.events as Prisma.InputJsonValue,
          createdAt: at,
        },
      });
      for (const [seat, placement] of result.placements.entries()) {
        await tx.seat.update({ where: { matchId_seat: { matchId, seat } }, data: { placement } });
      }
      await extra.onFinish?.(tx);
    });
    return true;
  }

  /** Active matches with a bot seat, to resume after a restart. */
  async activeWithBots(): Promise<string[]> {
    const rows = await this.prisma.match.findMany({
      where: { status: 'ACTIVE', seats: { some: { botLevel: { not: null } } } },
      select: { id: true },
    });
    return rows.map((row) => row.id);
  }
}

export interface NewLogEntry {
  readonly seq: number;
  readonly seat: number;
  readonly action: unknown;
  readonly events: readonly object[];
}

/** What else an append writes: the clock of a ranked match, and work done as the match finishes. */
export interface AppendExtras {
  readonly at?: Date;
  readonly clock?: unknown;
  readonly deadlineAt?: Date | null;
  /** Runs inside the finishing transaction (ratings), so a match is never finished unrated. */
  readonly onFinish?: (tx: Prisma.TransactionClient) => Promise<void>;
}

class LostRace extends Error {}

/** PostgreSQL's unique_violation, through Prisma's typed error or a raw query's driver error. */
function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    return (
      error.code === 'P2002' || (error.code === 'P2010' && JSON.stringify(error.meta ?? {}).includes('23505'))
    );
  }
  return false;
}
