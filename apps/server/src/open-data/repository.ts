import type { PrismaClient } from '@brethren/db';
import type { MatchResult } from '@brethren/engine';
import type pg from 'pg';

/** A finished public match as the export reads it, before seats and log are attached. */
export interface ExportMatchRow {
  readonly id: string;
  readonly game: string;
  readonly options: unknown;
  readonly playerCount: number;
  readonly ranked: boolean;
  readonly turnBased: boolean;
  readonly clock: unknown;
  readonly startedAt: Date;
  readonly finishedAt: Date;
  readonly seed: string;
  readonly seedHash: string;
  readonly result: MatchResult;
}

export interface ExportSeatRow {
  readonly matchId: string;
  readonly seat: number;
  readonly handle: string | null;
  readonly botLevel: string | null;
  /** A deleted account's seat: its departed key, or the seat's own id when it has none; else null. */
  readonly departedKey: string | null;
  readonly forfeited: boolean;
  readonly placement: number;
  readonly ratingBefore: number | null;
  readonly ratingAfter: number | null;
  readonly games: number | null;
  readonly botRating: number | null;
}

/** Where a keyset page of finished matches starts: after this match, in finishing order. */
export interface ExportCursor {
  readonly finishedAt: Date;
  readonly id: string;
}

/** A due file claimed by this node, with how it stood. */
export interface ClaimedExport {
  readonly game: string;
  readonly month: string;
}

/** What happened to a seat during play apart from its moves (see the `seat_changes` table). */
export interface ExportSeatChangeRow {
  readonly matchId: string;
  readonly seat: number;
  readonly kind: string;
  readonly seq: number;
  readonly at: Date;
}

/** A written file as listed: its row in `data_exports`. */
export interface ListedExport {
  readonly game: string;
  readonly month: string;
  readonly matches: number;
  readonly bytes: number;
  readonly sha256: string;
  readonly writtenAt: Date;
  /** A past month's file, written for good: it never changes again. */
  readonly final: boolean;
}

export interface WrittenExport {
  readonly game: string;
  readonly month: string;
  readonly matches: number;
  readonly bytes: number;
  readonly sha256: string;
  readonly writtenAt: Date;
}

/**
 * The open data's reads and job rows. Matches are read in keyset pages (finishing time, id) so an
 * export holds one page at a time, however many matches the month has.
 */
export class DataExportRepository {
  constructor(
    private readonly prisma: PrismaClient,
    /** Prisma's own pool (see `Database.pool`), for the logs' text. */
    private readonly pool: pg.Pool,
  ) {}

  /** Up to `limit` finished public matches of `game` finished in [start, end), after `cursor`. */
  matchPage(
    game: string,
    start: Date,
    end: Date,
    cursor: ExportCursor | null,
    limit: number,
  ): Promise<ExportMatchRow[]> {
    const after = cursor ?? { finishedAt: new Date(0), id: '' };
    return this.prisma.$queryRaw<ExportMatchRow[]>`
      SELECT id, game, options, player_count AS "playerCount", ranked, turn_based AS "turnBased", clock,
             started_at AS "startedAt", finished_at AS "finishedAt", seed, seed_hash AS "seedHash", result
      FROM matches
      WHERE game = ${game} AND status = 'FINISHED' AND visibility = 'PUBLIC'
        AND finished_at >= ${start} AND finished_at < ${end}
        AND (finished_at, id) > (${after.finishedAt}, ${after.id})
      ORDER BY finished_at, id
      LIMIT ${limit}`;
  }

  /**
   * Up to `limit` finished matches `userId` sat in, of every game and visibility (their own
   * download), after `cursor`, in finishing order.
   */
  playerMatchPage(userId: string, cursor: ExportCursor | null, limit: number): Promise<ExportMatchRow[]> {
    const after = cursor ?? { finishedAt: new Date(0), id: '' };
    return this.prisma.$queryRaw<ExportMatchRow[]>`
      SELECT m.id, m.game, m.options, m.player_count AS "playerCount", m.ranked, m.turn_based AS "turnBased",
             m.clock, m.started_at AS "startedAt", m.finished_at AS "finishedAt", m.seed,
             m.seed_hash AS "seedHash", m.result
      FROM seats s JOIN matches m ON m.id = s.match_id
      WHERE s.user_id = ${userId} AND m.status = 'FINISHED' AND m.finished_at IS NOT NULL
        AND (m.finished_at, m.id) > (${after.finishedAt}, ${after.id})
      ORDER BY m.finished_at, m.id
      LIMIT ${limit}`;
  }

  /**
   * The seats of these matches, by match and seat. A rated seat's `games` counts the rated matches
   * of the game that player finished before this one (by account, or by departed key once the
   * account is gone), in the order ratings are applied: finishing time, then id.
   */
  seats(matchIds: readonly string[]): Promise<ExportSeatRow[]> {
    return this.prisma.$queryRaw<ExportSeatRow[]>`
      SELECT s.match_id AS "matchId", s.seat, u.handle, s.bot_level AS "botLevel",
             -- A person's seat whose account is gone: keyed, or sat in (bots never sit), or no bot.
             CASE WHEN s.user_id IS NULL
                   AND (s.departed_key IS NOT NULL OR s.seated_at IS NOT NULL OR s.bot_level IS NULL)
                  THEN coalesce(s.departed_key, s.id) END AS "departedKey",
             s.forfeited, s.placement, s.rating_before AS "ratingBefore", s.rating_after AS "ratingAfter",
             s.bot_rating AS "botRating",
             CASE
               WHEN s.rating_before IS NULL THEN NULL
               WHEN s.user_id IS NOT NULL THEN (
                 SELECT count(*)::int FROM seats e JOIN matches em ON em.id = e.match_id
                 WHERE e.user_id = s.user_id AND e.rating_before IS NOT NULL AND em.game = m.game
                   AND em.status = 'FINISHED' AND (em.finished_at, em.id) < (m.finished_at, m.id))
               WHEN s.departed_key IS NOT NULL THEN (
                 SELECT count(*)::int FROM seats e JOIN matches em ON em.id = e.match_id
                 WHERE e.departed_key = s.departed_key AND e.rating_before IS NOT NULL AND em.game = m.game
                   AND em.status = 'FINISHED' AND (em.finished_at, em.id) < (m.finished_at, m.id))
             END AS games
      FROM seats s JOIN matches m ON m.id = s.match_id LEFT JOIN users u ON u.id = s.user_id
      WHERE s.match_id = ANY(${matchIds as string[]}::text[])
      ORDER BY s.match_id, s.seat`;
  }

  /** The seat changes of these matches, by match, in the order they happened. */
  seatChanges(matchIds: readonly string[]): Promise<ExportSeatChangeRow[]> {
    return this.prisma.$queryRaw<ExportSeatChangeRow[]>`
      SELECT match_id AS "matchId", seat, kind, seq, created_at AS at
      FROM seat_changes WHERE match_id = ANY(${matchIds as string[]}::text[])
      ORDER BY match_id, id`;
  }

  /**
   * The action logs of these matches, each as the JSON text of its line's `log` array, built by
   * PostgreSQL: the actions go from the database to the file without being parsed and written
   * again here (most of a file is its logs). Read through `pg` itself, which hands the text over
   * as it is.
   */
  async logs(matchIds: readonly string[]): Promise<Map<string, string>> {
    const { rows } = await this.pool.query<{ matchId: string; log: string }>(
      `SELECT match_id AS "matchId",
              json_agg(json_build_object(
                'seq', seq, 'seat', seat, 'action', action,
                'at', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                'timedOut', timed_out) ORDER BY seq)::text AS log
       FROM match_events WHERE match_id = ANY($1::text[]) GROUP BY match_id`,
      [matchIds],
    );
    return new Map(rows.map((row) => [row.matchId, row.log]));
  }

  /**
   * The month of the earliest finished public match of each of these games that has one: one
   * short walk of the (game, finished_at) index per game, cheap enough to ask every minute.
   */
  async firstMonths(games: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.prisma.$queryRaw<{ game: string; month: string }[]>`
      SELECT g.game, to_char(f.first AT TIME ZONE 'UTC', 'YYYY-MM') AS month
      FROM unnest(${games as string[]}::text[]) AS g(game)
      CROSS JOIN LATERAL (
        SELECT finished_at AS first FROM matches
        WHERE game = g.game AND status = 'FINISHED' AND visibility = 'PUBLIC' AND finished_at IS NOT NULL
        ORDER BY finished_at LIMIT 1) f`;
    return new Map(rows.map((row) => [row.game, row.month]));
  }

  /** Adds job rows for these files, due now; rows that exist are left as they are. */
  async plan(files: readonly { game: string; month: string }[], now: Date): Promise<void> {
    if (files.length === 0) return;
    await this.prisma.$executeRaw`
      INSERT INTO data_exports (game, month, due_at)
      SELECT game, month, ${now} FROM unnest(${files.map((file) => file.game)}::text[],
                                             ${files.map((file) => file.month)}::text[]) AS f(game, month)
      ON CONFLICT (game, month) DO NOTHING`;
  }

  /**
   * Claims the file most overdue at `now`, pushing its due time a lease ahead so other nodes skip
   * it meanwhile (and take it up again if this node dies writing it); null when none is due.
   */
  async claimDue(now: Date, leaseMs: number): Promise<ClaimedExport | null> {
    const rows = await this.prisma.$queryRaw<ClaimedExport[]>`
      UPDATE data_exports SET due_at = ${new Date(now.getTime() + leaseMs)}
      WHERE (game, month) = (
        SELECT game, month FROM data_exports WHERE due_at <= ${now}
        ORDER BY due_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING game, month`;
    return rows[0] ?? null;
  }

  /** Records a written file; `nextDue` null makes it final (a past month's, never written again). */
  async written(file: WrittenExport, nextDue: Date | null): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE data_exports SET matches = ${file.matches}, bytes = ${file.bytes}, sha256 = ${file.sha256},
        written_at = ${file.writtenAt}, due_at = ${nextDue}, final = ${nextDue === null}
      WHERE game = ${file.game} AND month = ${file.month}`;
  }

  /** The written files of `game` (every game: null), by game, newest month first. */
  async listWritten(game: string | null): Promise<ListedExport[]> {
    const rows = await this.prisma.dataExport.findMany({
      where: { writtenAt: { not: null }, ...(game === null ? {} : { game }) },
      orderBy: [{ game: 'asc' }, { month: 'desc' }],
    });
    return rows.map((row) => ({
      game: row.game,
      month: row.month,
      matches: row.matches ?? 0,
      bytes: Number(row.bytes ?? 0),
      sha256: row.sha256 ?? '',
      writtenAt: row.writtenAt as Date,
      final: row.final,
    }));
  }

  /** Whether the file of `game` and `month` has been written, and whether it is final; null: never written. */
  async writtenFile(game: string, month: string): Promise<{ readonly final: boolean } | null> {
    const row = await this.prisma.dataExport.findUnique({
      where: { game_month: { game, month } },
      select: { final: true, writtenAt: true },
    });
    return row?.writtenAt ? { final: row.final } : null;
  }
}
