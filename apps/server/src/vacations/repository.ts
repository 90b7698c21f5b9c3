import type { PrismaClient } from '@brethren/db';
import type { Pause } from '../matches/clock.js';
import type { PauseStore } from '../matches/pauses.js';
import { daysTaken, yearStart, type VacationSettings } from './vacation.js';

export interface VacationRecord {
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly days: number;
}

/** Why a vacation could not start; nothing was written. */
export type VacationRefusal =
  | { readonly refused: 'ALREADY_ON_VACATION'; readonly until: Date }
  | { readonly refused: 'ALLOWANCE'; readonly daysLeft: number };

/** A match a vacation stops or restarts a clock at: its followers are told. */
export interface PausedMatch {
  readonly id: string;
  readonly seq: number;
}

const vacationSelect = { startsAt: true, endsAt: true, days: true } as const;

/**
 * Vacations in PostgreSQL: starting and ending them under a lock per player (the user's row, which
 * every node takes in turn), the allowance, and the pauses the clocks read. The only vacation code
 * that touches Prisma. A vacation starts when it is written, so the one under way is the one that
 * has not ended: a request whose `now` was read a moment before another's vacation began still
 * finds it.
 */
export class VacationRepository implements PauseStore {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Starts a vacation of `days` at `now`, unless one is under way or it is more than the year has
   * left; the check and the write are one step per player on every node.
   */
  start(
    userId: string,
    days: number,
    now: Date,
    settings: VacationSettings,
  ): Promise<VacationRecord | VacationRefusal> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
      const current = await tx.vacation.findFirst({
        where: { userId, endsAt: { gt: now } },
        select: vacationSelect,
      });
      if (current) return { refused: 'ALREADY_ON_VACATION', until: current.endsAt };
      const daysLeft = settings.daysPerYear - (await this.usedIn(tx, userId, now));
      if (days > daysLeft) return { refused: 'ALLOWANCE', daysLeft: Math.max(0, daysLeft) };
      return tx.vacation.create({
        data: { userId, startsAt: now, endsAt: new Date(now.getTime() + days * settings.dayMs), days },
        select: vacationSelect,
      });
    });
  }

  /**
   * Ends the vacation under way at `now`: it costs the days begun, and the deadlines of the
   * player's turn-based matches come forward to now, so the clock keeper (on whichever node looks
   * first) writes them anew from the shortened pause. Null if none is under way.
   */
  end(
    userId: string,
    now: Date,
    settings: VacationSettings,
  ): Promise<{ vacation: VacationRecord; matches: PausedMatch[] } | null> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
      const current = await tx.vacation.findFirst({
        where: { userId, endsAt: { gt: now } },
        select: { id: true, ...vacationSelect },
      });
      if (!current) return null;
      const days = daysTaken(current.startsAt.getTime(), now.getTime(), current.days, settings.dayMs);
      const vacation = await tx.vacation.update({
        where: { id: current.id },
        data: { endsAt: now, days },
        select: vacationSelect,
      });
      // Through the seats' user_id index; the deadline only ever comes forward here.
      const matches = await tx.$queryRaw<PausedMatch[]>`
        UPDATE matches m SET deadline_at = LEAST(m.deadline_at, now())
        FROM seats s
        WHERE s.user_id = ${userId} AND NOT s.forfeited AND m.id = s.match_id AND m.status = 'ACTIVE'
          AND m.turn_based AND m.deadline_at IS NOT NULL
        RETURNING m.id, m.seq`;
      return { vacation, matches };
    });
  }

  /** The vacation under way at `now`, and the days of the year's allowance spent or booked. */
  async status(userId: string, now: Date): Promise<{ current: VacationRecord | null; used: number }> {
    const [current, used] = await Promise.all([
      this.prisma.vacation.findFirst({
        where: { userId, endsAt: { gt: now } },
        select: vacationSelect,
      }),
      this.usedIn(this.prisma, userId, now),
    ]);
    return { current, used };
  }

  /** The days of vacation that started in `now`'s calendar year (the one under way in full). */
  private async usedIn(db: Pick<PrismaClient, 'vacation'>, userId: string, now: Date): Promise<number> {
    const spent = await db.vacation.aggregate({
      where: { userId, startsAt: { gte: new Date(yearStart(now.getTime())) } },
      _sum: { days: true },
    });
    return spent._sum.days ?? 0;
  }

  /** When each of `userIds` on vacation at `now` comes back; those not on vacation are left out. */
  async untilOf(userIds: readonly string[], now: Date): Promise<Map<string, Date>> {
    const rows = await this.prisma.vacation.findMany({
      where: { userId: { in: [...userIds] }, endsAt: { gt: now } },
      select: { userId: true, endsAt: true },
    });
    return new Map(rows.map((row) => [row.userId, row.endsAt]));
  }

  /** The turn-based matches under way in which `userId` plays a seat: a vacation stops their clocks. */
  async turnBasedMatchesOf(userId: string): Promise<PausedMatch[]> {
    return this.prisma.$queryRaw<PausedMatch[]>`
      SELECT m.id, m.seq FROM seats s JOIN matches m ON m.id = s.match_id
      WHERE s.user_id = ${userId} AND NOT s.forfeited AND m.status = 'ACTIVE'
        AND m.turn_based`;
  }

  async pausesOf(userIds: readonly string[], since: Date): Promise<ReadonlyMap<string, readonly Pause[]>> {
    const rows = await this.prisma.vacation.findMany({
      where: { userId: { in: [...userIds] }, endsAt: { gt: since } },
      orderBy: { startsAt: 'asc' },
      select: { userId: true, startsAt: true, endsAt: true },
    });
    const pauses = new Map<string, Pause[]>();
    for (const row of rows) {
      const list = pauses.get(row.userId) ?? [];
      list.push({ from: row.startsAt.getTime(), until: row.endsAt.getTime() });
      pauses.set(row.userId, list);
    }
    return pauses;
  }
}
