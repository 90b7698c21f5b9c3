import type { PrismaClient } from '@brethren/db';
import type { ClaimedReview, DecisionRecord, ReviewRecord, ReviewStatus } from './model.js';

interface ReviewRow {
  id: string;
  matchId: string;
  seat: number;
  status: ReviewStatus;
  total: number | null;
  decisions: unknown;
  createdAt: Date;
  finishedAt: Date | null;
}

const toRecord = (row: ReviewRow): ReviewRecord => ({
  id: row.id,
  matchId: row.matchId,
  seat: row.seat,
  status: row.status,
  total: row.total,
  decisions: row.decisions as DecisionRecord[],
  createdAt: row.createdAt,
  finishedAt: row.finishedAt,
});

const select = {
  id: true,
  matchId: true,
  seat: true,
  status: true,
  total: true,
  decisions: true,
  createdAt: true,
  finishedAt: true,
} as const;

/** What asking for a review did: made it, found one already asked for, or hit the daily limit. */
export type RequestOutcome =
  | { readonly kind: 'created'; readonly review: ReviewRecord }
  | { readonly kind: 'exists' }
  | { readonly kind: 'limit' };

/**
 * The review job rows. Every write of a claimed review names its claim (the attempt that claimed
 * it): a node that lost its lease to another cannot write over the newer claimer's work.
 */
export class ReviewRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async find(matchId: string, seat: number): Promise<ReviewRecord | null> {
    const row = await this.prisma.matchReview.findUnique({
      where: { matchId_seat: { matchId, seat } },
      select,
    });
    return row && toRecord(row);
  }

  /**
   * Queues a review unless one of this match and seat exists, or the account asked for `perDay`
   * reviews in the last day. One account's requests take turns (an advisory lock on it), so two at
   * once cannot both slip under the limit.
   */
  request(matchId: string, seat: number, userId: string, perDay: number): Promise<RequestOutcome> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`review:${userId}`}))`;
      const existing = await tx.matchReview.findUnique({
        where: { matchId_seat: { matchId, seat } },
        select: { id: true },
      });
      if (existing) return { kind: 'exists' } as const;
      const recent = await tx.matchReview.count({
        where: { requestedById: userId, createdAt: { gt: new Date(Date.now() - 24 * 60 * 60_000) } },
      });
      if (recent >= perDay) return { kind: 'limit' } as const;
      const row = await tx.matchReview.create({ data: { matchId, seat, requestedById: userId }, select });
      return { kind: 'created', review: toRecord(row) } as const;
    });
  }

  /**
   * Claims the oldest review waiting, or running under a lease that ran out (its node died), for
   * `leaseMs`: `FOR UPDATE SKIP LOCKED`, so nodes claiming at once take different ones.
   */
  async claim(leaseMs: number): Promise<ClaimedReview | null> {
    const rows = await this.prisma.$queryRaw<
      { id: string; matchId: string; seat: number; claim: number; lastSeq: number | null }[]
    >`
      UPDATE match_reviews SET status = 'RUNNING', attempts = attempts + 1,
             lease_until = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE id = (
        SELECT id FROM match_reviews
        WHERE status = 'QUEUED' OR (status = 'RUNNING' AND lease_until < now())
        ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED
      )
      RETURNING id, match_id AS "matchId", seat, attempts AS claim,
                (decisions -> -1 ->> 'seq')::int AS "lastSeq"`;
    const row = rows[0];
    return row ? { ...row, lastSeq: row.lastSeq ?? 0 } : null;
  }

  /** Appends a reviewed decision and renews the lease; false when the claim was lost. */
  async append(
    review: ClaimedReview,
    decision: DecisionRecord,
    total: number,
    leaseMs: number,
  ): Promise<boolean> {
    const count = await this.prisma.$executeRaw`
      UPDATE match_reviews SET decisions = decisions || jsonb_build_array(${JSON.stringify(decision)}::jsonb),
             total = ${total}, lease_until = now() + make_interval(secs => ${leaseMs / 1000})
      WHERE id = ${review.id} AND attempts = ${review.claim} AND status = 'RUNNING'`;
    return count === 1;
  }

  /** Marks the review DONE (or FAILED, with why); false when the claim was lost. */
  async finish(review: ClaimedReview, outcome: { total: number } | { error: string }): Promise<boolean> {
    const count =
      'total' in outcome
        ? await this.prisma.$executeRaw`
            UPDATE match_reviews SET status = 'DONE', total = ${outcome.total}, lease_until = NULL, finished_at = now()
            WHERE id = ${review.id} AND attempts = ${review.claim} AND status = 'RUNNING'`
        : await this.prisma.$executeRaw`
            UPDATE match_reviews SET status = 'FAILED', error = ${outcome.error}, lease_until = NULL, finished_at = now()
            WHERE id = ${review.id} AND attempts = ${review.claim} AND status = 'RUNNING'`;
    return count === 1;
  }

  /** Gives a claimed review back at once (this node stops), for the next claimer to go on with. */
  async release(review: ClaimedReview): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE match_reviews SET lease_until = now()
      WHERE id = ${review.id} AND attempts = ${review.claim} AND status = 'RUNNING'`;
  }
}
