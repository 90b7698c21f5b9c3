import type { PrismaClient } from '@brethren/db';
import type { MatchResult } from '@brethren/engine';
import { INITIAL_RATING } from '@brethren/rating';
import { ratedBots, ratingChanges } from './ratings.js';

export interface RecomputedRating {
  readonly userId: string;
  readonly game: string;
  readonly rating: number;
  readonly games: number;
  readonly wins: number;
}

export interface Recomputation {
  readonly ratings: readonly RecomputedRating[];
  /** Ratings whose stored values differ from the recomputed ones, described for people. */
  readonly mismatches: readonly string[];
}

/**
 * Every rating from scratch: the finished ranked matches in the order they finished, each rated
 * from its stored result (forfeits already placed last) against any rated bots' stored fixed
 * ratings, exactly as they were rated live. With
 * `write`, the stored ratings are replaced by the recomputed ones.
 */
export async function recomputeRatings(
  prisma: PrismaClient,
  options: { write?: boolean } = {},
): Promise<Recomputation> {
  const matches = await prisma.match.findMany({
    where: { ranked: true, status: 'FINISHED' },
    orderBy: [{ finishedAt: 'asc' }, { id: 'asc' }],
    select: {
      game: true,
      result: true,
      seats: { select: { seat: true, userId: true, botRating: true } },
    },
  });
  const computed = new Map<string, RecomputedRating>();
  for (const match of matches) {
    const players = match.seats.flatMap((seat) => {
      if (!seat.userId) return [];
      const current = computed.get(`${seat.userId}|${match.game}`);
      return [
        {
          userId: seat.userId,
          seat: seat.seat,
          rating: current?.rating ?? INITIAL_RATING,
          games: current?.games ?? 0,
        },
      ];
    });
    const rated = ratingChanges(match.result as unknown as MatchResult, [...players, ...ratedBots(match)]);
    for (const change of rated) {
      if (change.userId === null) continue;
      const key = `${change.userId}|${match.game}`;
      const current = computed.get(key);
      computed.set(key, {
        userId: change.userId,
        game: match.game,
        rating: change.after,
        games: (current?.games ?? 0) + 1,
        wins: (current?.wins ?? 0) + (change.placement === 1 ? 1 : 0),
      });
    }
  }
  const stored = await prisma.rating.findMany({
    select: { userId: true, game: true, rating: true, games: true, wins: true },
  });
  const mismatches: string[] = [];
  const seen = new Set<string>();
  for (const row of stored) {
    const key = `${row.userId}|${row.game}`;
    seen.add(key);
    const expected = computed.get(key);
    if (
      !expected ||
      Math.abs(expected.rating - row.rating) > 1e-6 ||
      expected.games !== row.games ||
      expected.wins !== row.wins
    ) {
      mismatches.push(
        `${key}: stored ${row.rating.toFixed(2)} (${row.games} games), recomputed ${expected ? `${expected.rating.toFixed(2)} (${expected.games} games)` : 'none'}`,
      );
    }
  }
  for (const [key, expected] of computed)
    if (!seen.has(key)) mismatches.push(`${key}: missing, recomputed ${expected.rating.toFixed(2)}`);
  if (options.write) {
    await prisma.$transaction(async (tx) => {
      await tx.rating.deleteMany({});
      if (computed.size > 0) await tx.rating.createMany({ data: [...computed.values()] });
    });
  }
  return { ratings: [...computed.values()], mismatches };
}
