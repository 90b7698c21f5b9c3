import type { PrismaClient } from '@brethren/db';
import { PROVISIONAL_GAMES } from '@brethren/rating';
import type { CreatedKey } from '../pagination.js';

/** Who appears on a ladder: enough rated games, and one recently. */
export const LADDER_MIN_GAMES = 10;
export const LADDER_ACTIVE_DAYS = 30;

export interface LadderEntry {
  readonly rank: number;
  readonly player: { readonly id: string; readonly handle: string };
  readonly rating: number;
  readonly games: number;
  readonly wins: number;
  readonly provisional: boolean;
}

export interface WinRate {
  readonly key: string;
  readonly games: number;
  readonly wins: number;
  readonly rate: number;
}

export interface PlayerRating {
  readonly game: string;
  readonly rating: number;
  readonly games: number;
  readonly wins: number;
  readonly provisional: boolean;
  /** Place on the ladder, or null when the player is not on it (too few or no recent games). */
  readonly rank: number | null;
}

/** A player's rating after one rated match. */
export interface RatingPoint {
  readonly id: string;
  readonly at: Date;
  readonly rating: number;
  readonly matchId: string;
}

/** Where a ladder page continues: after this rating, then this player. */
export interface LadderKey {
  readonly rating: number;
  readonly userId: string;
}

export interface GameStats {
  readonly game: string;
  readonly matchesPlayed: number;
  readonly averageActions: number | null;
  readonly averageDurationSeconds: number | null;
  readonly seatWinRates: readonly WinRate[];
  readonly teamWinRates: readonly WinRate[];
}

/** How many of a player's latest turn-based matches the completion share looks at. */
export const COMPLETION_WINDOW = 100;

/** Of a player's latest turn-based matches that ended, how many, and how many without a timeout of theirs. */
export interface TurnBasedCompletion {
  readonly matches: number;
  readonly withoutTimeout: number;
}

type Counted = { key: string | number; games: bigint | number; wins: bigint | number };

function rates(rows: readonly Counted[]): WinRate[] {
  return rows.map((row) => {
    const games = Number(row.games);
    const wins = Number(row.wins);
    return { key: String(row.key), games, wins, rate: games === 0 ? 0 : wins / games };
  });
}

const since = () => new Date(Date.now() - LADDER_ACTIVE_DAYS * 24 * 3600 * 1000);

/** Ladders and statistics, read straight from the ratings, seats and finished matches. */
export class StatsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * The player's last COMPLETION_WINDOW turn-based matches that ended after they started (finished,
   * or aborted when the people left), seats they forfeited included, and how many of them ended
   * without a timeout of theirs. Through the seats' user_id index, each match by its key; whether
   * the seat ever ran out of time is its clock's count of timeouts, kept with the ended match, so
   * no log is read.
   */
  async turnBasedCompletion(userId: string): Promise<TurnBasedCompletion> {
    const [row] = await this.prisma.$queryRaw<{ matches: number; clean: number }[]>`
      SELECT count(*)::int AS matches,
             count(*) FILTER (WHERE coalesce((t.clock->'seats'->t.seat->>'timeouts')::int, 0) = 0)::int AS clean
      FROM (
        SELECT m.clock, s.seat FROM seats s JOIN matches m ON m.id = s.match_id
        WHERE s.user_id = ${userId} AND m.status IN ('FINISHED', 'ABORTED') AND m.started_at IS NOT NULL
          AND m.turn_based
        ORDER BY m.finished_at DESC LIMIT ${COMPLETION_WINDOW}
      ) t`;
    return { matches: row?.matches ?? 0, withoutTimeout: row?.clean ?? 0 };
  }

  /**
   * A game's ladder, best first (rating, then player id), from after the entry with key `after`:
   * up to `take` entries, each ranked by its place in the whole ladder as it stands now.
   */
  async ladder(game: string, take: number, after: LadderKey | null): Promise<LadderEntry[]> {
    const onLadder = { game, games: { gte: LADDER_MIN_GAMES }, lastRatedAt: { gte: since() } };
    const beyond = after
      ? [{ rating: { lt: after.rating } }, { rating: after.rating, userId: { gt: after.userId } }]
      : null;
    const rows = await this.prisma.rating.findMany({
      where: beyond ? { ...onLadder, OR: beyond } : onLadder,
      orderBy: [{ rating: 'desc' }, { userId: 'asc' }],
      take,
      select: { rating: true, games: true, wins: true, user: { select: { id: true, handle: true } } },
    });
    // Everyone up to and including the cursor's entry stands above this page.
    const above = after
      ? await this.prisma.rating.count({
          where: {
            ...onLadder,
            OR: [{ rating: { gt: after.rating } }, { rating: after.rating, userId: { lte: after.userId } }],
          },
        })
      : 0;
    return rows.map((row, i) => ({
      rank: above + i + 1,
      player: row.user,
      rating: row.rating,
      games: row.games,
      wins: row.wins,
      provisional: row.games < PROVISIONAL_GAMES,
    }));
  }

  findPlayer(handle: string): Promise<{ id: string; handle: string } | null> {
    return this.prisma.user.findUnique({
      where: { handleKey: handle.toLowerCase() },
      select: { id: true, handle: true },
    });
  }

  /** A player's rating in every game they played rated, by game id. */
  async ratings(userId: string, game?: string): Promise<PlayerRating[]> {
    const rows = await this.prisma.rating.findMany({
      where: { userId, ...(game === undefined ? {} : { game }) },
      orderBy: { game: 'asc' },
    });
    return Promise.all(
      rows.map(async (row) => {
        const onLadder =
          row.games >= LADDER_MIN_GAMES && row.lastRatedAt !== null && row.lastRatedAt >= since();
        const above = onLadder
          ? await this.prisma.rating.count({
              where: {
                game: row.game,
                games: { gte: LADDER_MIN_GAMES },
                lastRatedAt: { gte: since() },
                rating: { gt: row.rating },
              },
            })
          : null;
        return {
          game: row.game,
          rating: row.rating,
          games: row.games,
          wins: row.wins,
          provisional: row.games < PROVISIONAL_GAMES,
          rank: above === null ? null : above + 1,
        };
      }),
    );
  }

  /** A player's rating after each rated match of a game, newest first, after the point `after`. */
  async ratingHistory(
    userId: string,
    game: string,
    take: number,
    after: CreatedKey | null,
  ): Promise<RatingPoint[]> {
    const rows = await this.prisma.ratingHistory.findMany({
      where: {
        userId,
        game,
        ...(after
          ? {
              OR: [
                { createdAt: { lt: after.createdAt } },
                { createdAt: after.createdAt, id: { lt: after.id } },
              ],
            }
          : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
      select: { id: true, createdAt: true, ratingAfter: true, matchId: true },
    });
    return rows.map((row) => ({
      id: row.id,
      at: row.createdAt,
      rating: row.ratingAfter,
      matchId: row.matchId,
    }));
  }

  /** A player's finished matches of a game, won or not, grouped by seat, table size and team. */
  async playerWinRates(
    userId: string,
    game: string,
  ): Promise<{ bySeat: WinRate[]; byPlayerCount: WinRate[]; byTeam: WinRate[] }> {
    const bySeat = await this.prisma.$queryRaw<Counted[]>`
      SELECT s.seat AS key, count(*) AS games, count(*) FILTER (WHERE s.placement = 1) AS wins
      FROM seats s JOIN matches m ON m.id = s.match_id
      WHERE s.user_id = ${userId} AND m.game = ${game} AND m.status = 'FINISHED'
      GROUP BY s.seat ORDER BY s.seat`;
    const byPlayerCount = await this.prisma.$queryRaw<Counted[]>`
      SELECT m.player_count AS key, count(*) AS games, count(*) FILTER (WHERE s.placement = 1) AS wins
      FROM seats s JOIN matches m ON m.id = s.match_id
      WHERE s.user_id = ${userId} AND m.game = ${game} AND m.status = 'FINISHED'
      GROUP BY m.player_count ORDER BY m.player_count`;
    const byTeam = await this.prisma.$queryRaw<Counted[]>`
      SELECT t->>'name' AS key, count(*) AS games, count(*) FILTER (WHERE (t->>'placement')::int = 1) AS wins
      FROM seats s JOIN matches m ON m.id = s.match_id, jsonb_array_elements(m.result->'teams') t
      WHERE s.user_id = ${userId} AND m.game = ${game} AND m.status = 'FINISHED' AND (t->'seats') @> to_jsonb(s.seat)
      GROUP BY t->>'name' ORDER BY 1`;
    return { bySeat: rates(bySeat), byPlayerCount: rates(byPlayerCount), byTeam: rates(byTeam) };
  }

  async gameStats(game: string): Promise<GameStats> {
    const [totals] = await this.prisma.$queryRaw<
      { played: bigint; actions: number | null; seconds: number | null }[]
    >`
      SELECT count(*) AS played, avg(seq)::float8 AS actions,
             avg(EXTRACT(EPOCH FROM (finished_at - started_at)))::float8 AS seconds
      FROM matches WHERE game = ${game} AND status = 'FINISHED'`;
    const seats = await this.prisma.$queryRaw<Counted[]>`
      SELECT s.seat AS key, count(*) AS games, count(*) FILTER (WHERE s.placement = 1) AS wins
      FROM seats s JOIN matches m ON m.id = s.match_id
      WHERE m.game = ${game} AND m.status = 'FINISHED' GROUP BY s.seat ORDER BY s.seat`;
    const teams = await this.prisma.$queryRaw<Counted[]>`
      SELECT t->>'name' AS key, count(*) AS games, count(*) FILTER (WHERE (t->>'placement')::int = 1) AS wins
      FROM matches m, jsonb_array_elements(m.result->'teams') t
      WHERE m.game = ${game} AND m.status = 'FINISHED' GROUP BY t->>'name' ORDER BY 1`;
    return {
      game,
      matchesPlayed: Number(totals?.played ?? 0),
      averageActions: totals?.actions ?? null,
      averageDurationSeconds: totals?.seconds ?? null,
      seatWinRates: rates(seats),
      teamWinRates: rates(teams),
    };
  }
}
