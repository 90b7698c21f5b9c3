import { Prisma, type PrismaClient } from '@brethren/db';
import type { MatchResult } from '@brethren/engine';
import { INITIAL_RATING, type RatedPlayer } from '@brethren/rating';
import type { MatchRecord } from '../matches/model.js';
import { checkSeatCap } from '../matches/seat-cap.js';
import type { SeatCap } from '../matches/turn-based.js';
import type { NotificationRecord, NotificationSink } from '../notifications/model.js';
import { insertStartedMatch, type StartedMatch } from '../matches/started-match.js';
import type { FormedTable } from './bot-fill.js';
import type { WaitingPlayer } from './matchmaker.js';
import { ratedBots, ratingChanges, type RatingChange } from './ratings.js';

export type Transaction = Prisma.TransactionClient;

/** A ranked match as a wave makes it, with the tickets it takes from the queue. */
export interface NewRankedMatch extends StartedMatch {
  readonly ticketIds: readonly string[];
}

/**
 * A ranked queue: the live one (`pace` null), or the turn-based one at its pace (`DAYS_1`). Each
 * pools its own players; a player may wait in both at once.
 */
export interface QueueKind {
  readonly pace: string | null;
}

/** Tickets of one queue kind, for Prisma's `where`. */
const inQueue = (kind: QueueKind) => ({ pace: kind.pace === null ? null : { not: null } });

export interface QueueTicketRecord {
  readonly id: string;
  readonly game: string;
  /** Null: the live queue; else the turn-based queue's pace. */
  readonly pace: string | null;
  readonly playerCounts: readonly number[];
  readonly preset: string;
  /** Seconds after which rated bots may fill the seats nobody fills; null: never. */
  readonly botFillAfterSeconds: number | null;
  readonly status: 'WAITING' | 'MATCHED' | 'CANCELLED';
  readonly matchId: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const ticketSelect = {
  id: true,
  game: true,
  pace: true,
  playerCounts: true,
  preset: true,
  botFillAfterSeconds: true,
  status: true,
  matchId: true,
  createdAt: true,
  updatedAt: true,
} as const;

/** Queues, ratings and rating history in PostgreSQL; the only ranked code that touches Prisma. */
export class RankedRepository {
  constructor(
    private readonly prisma: PrismaClient,
    /** Told of the notifications a wave committed (a turn-based match's first turns), to push them live. */
    private readonly notified: NotificationSink = () => {},
  ) {}

  // ——— Queues ———

  /**
   * Queues a user in one queue unless they already wait in it. The live queue also refuses a
   * player in a live ranked match (one at a time, as everyone at it must be there); the turn-based
   * one counts the place against the player's cap of turn-based matches (`cap`, see
   * `checkSeatCap`), since it becomes one. The user's row is locked for the checks, so two requests
   * (on any nodes) cannot both pass them.
   */
  async enqueue(
    userId: string,
    ticket: {
      game: string;
      playerCounts: readonly number[];
      preset: string;
      pace: string | null;
      botFillAfterSeconds: number | null;
    },
    cap?: SeatCap,
  ): Promise<QueueTicketRecord | 'ALREADY_QUEUED' | 'IN_RANKED_MATCH'> {
    return this.prisma.$transaction(async (tx) => {
      // The cap's lock before the row's, as every path that seats someone takes them.
      if (ticket.pace !== null && cap) await checkSeatCap(tx, cap, null);
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
      const waiting = await tx.queueTicket.findFirst({
        where: { userId, status: 'WAITING', ...inQueue(ticket) },
        select: { id: true },
      });
      if (waiting) return 'ALREADY_QUEUED';
      if (ticket.pace === null) {
        const [playing] = await tx.$queryRaw<{ id: string }[]>`
          SELECT s.id FROM seats s JOIN matches m ON m.id = s.match_id
          WHERE s.user_id = ${userId} AND NOT s.forfeited AND m.ranked AND m.status = 'ACTIVE'
            AND NOT m.turn_based
          LIMIT 1`;
        if (playing) return 'IN_RANKED_MATCH';
      }
      const rating = await tx.rating.findUnique({
        where: { userId_game: { userId, game: ticket.game } },
        select: { rating: true },
      });
      return tx.queueTicket.create({
        data: {
          userId,
          ...ticket,
          playerCounts: [...ticket.playerCounts],
          rating: rating?.rating ?? INITIAL_RATING,
        },
        select: ticketSelect,
      });
    });
  }

  /** Takes the user out of one queue, or (`kind` null) out of every queue. */
  async cancel(userId: string, kind: QueueKind | null): Promise<boolean> {
    const { count } = await this.prisma.queueTicket.updateMany({
      where: { userId, status: 'WAITING', ...(kind ? inQueue(kind) : {}) },
      data: { status: 'CANCELLED' },
    });
    return count > 0;
  }

  /** The user's latest ticket in one queue (waiting, or placed in a match, or cancelled). */
  latestTicket(userId: string, kind: QueueKind): Promise<QueueTicketRecord | null> {
    return this.prisma.queueTicket.findFirst({
      where: { userId, ...inQueue(kind) },
      orderBy: { createdAt: 'desc' },
      select: ticketSelect,
    });
  }

  waitingCount(game: string, kind: QueueKind): Promise<number> {
    return this.prisma.queueTicket.count({ where: { game, status: 'WAITING', pace: kind.pace } });
  }

  /**
   * The queues (game and pace) where a wave may seat someone: at least two players wait, or one
   * whose chosen wait for bots is over.
   */
  queuesWithWaitingPlayers(): Promise<{ game: string; pace: string | null }[]> {
    return this.prisma.$queryRaw<{ game: string; pace: string | null }[]>`
      SELECT game, pace FROM queue_tickets WHERE status = 'WAITING' GROUP BY game, pace
      HAVING count(*) > 1
        OR bool_or(created_at + bot_fill_after_seconds * interval '1 second' <= now())`;
  }

  /** Average wait of the last tickets matched in a queue, in seconds; null before the first. */
  async recentWaitSeconds(game: string, kind: QueueKind): Promise<number | null> {
    const rows = await this.prisma.queueTicket.findMany({
      where: { game, status: 'MATCHED', pace: kind.pace },
      orderBy: { updatedAt: 'desc' },
      take: 20,
      select: { createdAt: true, updatedAt: true },
    });
    if (rows.length === 0) return null;
    return (
      rows.reduce((sum, row) => sum + (row.updatedAt.getTime() - row.createdAt.getTime()) / 1000, 0) /
      rows.length
    );
  }

  /**
   * One matchmaking wave for a game's queue, in one transaction: lock the waiting tickets no other
   * node holds (`FOR UPDATE SKIP LOCKED`), form tables, create their matches and mark the tickets
   * (at a turn-based match, the people due first are told in the same transaction). Two waves at
   * once see disjoint players, so nobody is ever seated twice, with people or with bots.
   */
  async runWave(
    game: string,
    kind: QueueKind,
    form: (pool: readonly WaitingPlayer[], blocked: (a: string, b: string) => boolean) => FormedTable[],
    build: (table: FormedTable) => NewRankedMatch,
  ): Promise<{ matchId: string; userIds: string[] }[]> {
    let written: NotificationRecord[] = [];
    const created = await this.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<
        {
          id: string;
          user_id: string;
          rating: number;
          player_counts: number[];
          preset: string;
          bot_fill_after_seconds: number | null;
          waited: number;
        }[]
      >`
        SELECT id, user_id, rating, player_counts, preset, bot_fill_after_seconds,
          EXTRACT(EPOCH FROM (now() - created_at))::float8 AS waited
        FROM queue_tickets WHERE game = ${game} AND status = 'WAITING' AND pace IS NOT DISTINCT FROM ${kind.pace}::text
        ORDER BY created_at FOR UPDATE SKIP LOCKED`;
      if (rows.length === 0) return [];
      const pool: WaitingPlayer[] = rows.map((row) => ({
        ticketId: row.id,
        userId: row.user_id,
        rating: row.rating,
        waited: row.waited,
        playerCounts: row.player_counts,
        preset: row.preset,
        botFillAfter: row.bot_fill_after_seconds,
      }));
      const userIds = pool.map((player) => player.userId);
      const blocks = await tx.block.findMany({
        where: { userId: { in: userIds }, blockedId: { in: userIds } },
        select: { userId: true, blockedId: true },
      });
      const blockedPairs = new Set(
        blocks.flatMap((block) => [
          `${block.userId}|${block.blockedId}`,
          `${block.blockedId}|${block.userId}`,
        ]),
      );
      const made: { matchId: string; userIds: string[] }[] = [];
      for (const table of form(pool, (a, b) => blockedPairs.has(`${a}|${b}`))) {
        const match = build(table);
        const started = await insertStartedMatch(tx, match, new Date());
        await tx.queueTicket.updateMany({
          where: { id: { in: [...match.ticketIds] } },
          data: { status: 'MATCHED', matchId: started.id },
        });
        written = [...written, ...started.written];
        made.push({ matchId: started.id, userIds: [...match.userIds] });
      }
      return made;
    });
    this.notified(written);
    return created;
  }

  // ——— Blocks ———

  async block(userId: string, handle: string): Promise<boolean> {
    const other = await this.prisma.user.findUnique({
      where: { handleKey: handle.toLowerCase() },
      select: { id: true },
    });
    if (!other || other.id === userId) return false;
    await this.prisma.block.upsert({
      where: { userId_blockedId: { userId, blockedId: other.id } },
      create: { userId, blockedId: other.id },
      update: {},
      select: { userId: true },
    });
    return true;
  }

  async unblock(userId: string, handle: string): Promise<boolean> {
    const { count } = await this.prisma.block.deleteMany({
      where: { userId, blocked: { handleKey: handle.toLowerCase() } },
    });
    return count > 0;
  }

  // ——— Ratings ———

  /** The ratings of `userIds` at `game` as they stand (players not yet rated are left out). */
  async ratingsOf(game: string, userIds: readonly string[]): Promise<Map<string, RatedPlayer>> {
    const rows = await this.prisma.rating.findMany({
      where: { game, userId: { in: [...userIds] } },
      select: { userId: true, rating: true, games: true },
    });
    return new Map(rows.map((row) => [row.userId, { rating: row.rating, games: row.games }]));
  }

  /**
   * Rates a finished ranked match inside the transaction that finishes it: current ratings are
   * locked, new ones written with a history row per player and the seats' before/after. A queue's
   * rated bots take part at their fixed ratings, and only the people's ratings are written.
   */
  async applyRatings(tx: Transaction, record: MatchRecord, result: MatchResult): Promise<RatingChange[]> {
    const seats = record.seats.filter((seat) => seat.userId !== null);
    const userIds = seats.map((seat) => seat.userId as string);
    const current = await tx.$queryRaw<{ user_id: string; rating: number; games: number }[]>`
      SELECT user_id, rating, games FROM ratings WHERE game = ${record.game} AND user_id IN (${Prisma.join(userIds)}) FOR UPDATE`;
    const byUser = new Map(current.map((row) => [row.user_id, row]));
    const people = seats.map((seat) => {
      const existing = byUser.get(seat.userId as string);
      return {
        userId: seat.userId,
        seat: seat.seat,
        rating: existing?.rating ?? INITIAL_RATING,
        games: existing?.games ?? 0,
      };
    });
    const changes = ratingChanges(result, [...people, ...ratedBots(record)]).filter(
      (change): change is RatingChange & { userId: string } => change.userId !== null,
    );
    const now = new Date();
    for (const change of changes) {
      const won = change.placement === 1 ? 1 : 0;
      await tx.rating.upsert({
        where: { userId_game: { userId: change.userId, game: record.game } },
        create: {
          userId: change.userId,
          game: record.game,
          rating: change.after,
          games: 1,
          wins: won,
          lastRatedAt: now,
        },
        update: { rating: change.after, games: { increment: 1 }, wins: { increment: won }, lastRatedAt: now },
        select: { userId: true },
      });
      await tx.ratingHistory.create({
        data: {
          userId: change.userId,
          game: record.game,
          matchId: record.id,
          ratingBefore: change.before,
          ratingAfter: change.after,
          createdAt: now,
        },
        select: { id: true },
      });
      await tx.seat.update({
        where: { matchId_seat: { matchId: record.id, seat: change.seat } },
        data: { ratingBefore: change.before, ratingAfter: change.after },
        select: { id: true },
      });
    }
    return changes;
  }
}
