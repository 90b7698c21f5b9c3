import { Prisma, type PrismaClient } from '@brethren/db';
import type { MatchResult } from '@brethren/engine';
import type { Viewer } from '../accounts/viewer.js';
import { insertStartedMatch, type StartedMatch } from '../matches/started-match.js';
import type { TableClock } from '../matches/table-clocks.js';
import type { NotificationRecord, NotificationSink } from '../notifications/model.js';
import { seatedNotices } from '../notifications/who-is-told.js';
import { writeNotices } from '../notifications/writes.js';
import type { CreatedKey } from '../pagination.js';
import type {
  EntryRecord,
  NewTournament,
  RoundRecord,
  TableRecord,
  TournamentRecord,
  TournamentStatus,
} from './model.js';

type Transaction = Prisma.TransactionClient;

const tournamentSelect = {
  id: true,
  name: true,
  game: true,
  options: true,
  format: true,
  playersPerTable: true,
  clock: true,
  rounds: true,
  durationMinutes: true,
  roundHours: true,
  endsAt: true,
  recurrenceKey: true,
  startsAt: true,
  rated: true,
  visibility: true,
  inviteCode: true,
  maxPlayers: true,
  minRatedMatches: true,
  status: true,
  currentRound: true,
  createdAt: true,
  startedAt: true,
  finishedAt: true,
  createdBy: { select: { id: true, handle: true } },
  _count: { select: { entries: { where: { withdrawnAt: null } } } },
} as const;

type TournamentRow = Prisma.TournamentGetPayload<{ select: typeof tournamentSelect }>;

function toRecord(row: TournamentRow): TournamentRecord {
  return {
    id: row.id,
    name: row.name,
    game: row.game,
    options: row.options as object,
    format: row.format,
    playersPerTable: row.playersPerTable,
    clock: row.clock as TableClock,
    rounds: row.rounds,
    durationMinutes: row.durationMinutes,
    roundHours: row.roundHours,
    endsAt: row.endsAt,
    recurrenceKey: row.recurrenceKey,
    startsAt: row.startsAt,
    rated: row.rated,
    visibility: row.visibility,
    inviteCode: row.inviteCode,
    maxPlayers: row.maxPlayers,
    minRatedMatches: row.minRatedMatches,
    status: row.status,
    currentRound: row.currentRound,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    playerCount: row._count.entries,
  };
}

/** A player's entry as the service decides on it. */
export interface EntryState {
  readonly withdrawn: boolean;
  readonly paused: boolean;
}

/** What one change to an entry writes. */
export type EntryChange = 'JOIN' | 'REMOVE' | 'WITHDRAW' | 'PAUSE' | 'RESUME';

const entryState = (row: { withdrawnAt: Date | null; pausedAt: Date | null }): EntryState => ({
  withdrawn: row.withdrawnAt !== null,
  paused: row.pausedAt !== null,
});

/** The columns of a new tournament. */
function toData(tournament: NewTournament) {
  return {
    name: tournament.name,
    game: tournament.game,
    options: tournament.options,
    format: tournament.format,
    playersPerTable: tournament.playersPerTable,
    clock: tournament.clock,
    rounds: tournament.rounds,
    durationMinutes: tournament.durationMinutes,
    roundHours: tournament.roundHours,
    startsAt: tournament.startsAt,
    rated: tournament.rated,
    visibility: tournament.visibility,
    inviteCode: tournament.inviteCode,
    maxPlayers: tournament.maxPlayers,
    minRatedMatches: tournament.minRatedMatches,
    createdById: tournament.createdById,
  };
}

/** What the round driver decided for a tournament it claimed. */
export type RoundPlan =
  | { readonly kind: 'FINISH' }
  | {
      readonly kind: 'PAIR';
      readonly round: number;
      /** Each table's match and its players in turn order. */
      readonly tables: readonly { readonly match: StartedMatch; readonly turnOrder: readonly string[] }[];
      readonly byes: readonly string[];
      /** Arena: when it stops seating tables (set as it starts). */
      readonly endsAt?: Date;
    };

/** What the round driver reads of a claimed tournament to decide. */
export interface ClaimedTournament {
  readonly tournament: TournamentRecord;
  readonly entries: readonly EntryRecord[];
  readonly tables: readonly TableRecord[];
  /** Arena: the players with it in sight at the claim (presence.ts); only they may be seated. */
  readonly present: ReadonlySet<string>;
  /** The database's clock at the claim, which the claim compared `starts_at` and `ends_at` with. */
  readonly now: Date;
}

/** A tournament the driver moved on: the matches it made (to announce) or that it finished. */
export interface Advanced {
  readonly tournamentId: string;
  readonly status: TournamentStatus;
  readonly round: number;
  readonly matchIds: readonly string[];
  /** Players withdrawn at this step for forfeiting two matches (their matches under way are to be resigned). */
  readonly withdrawn: readonly string[];
  /** Nothing changed: no table seated, no status moved (an arena whose pool did not fill a table). */
  readonly idle: boolean;
}

/**
 * When a tournament `t` is due a step: scheduled with its start passed; a Swiss one whose round
 * under way has no match left unfinished; an arena before its end with a table's worth of players
 * waiting (present, not withdrawn, not paused, not holding a seat at one of its matches under way),
 * or past its end with no match left unfinished.
 */
const DUE = Prisma.sql`((t.status = 'SCHEDULED' AND t.starts_at <= now())
    OR (t.status = 'RUNNING' AND t.format = 'SWISS' AND NOT EXISTS (
      SELECT 1 FROM tournament_matches tm JOIN matches m ON m.id = tm.match_id
      WHERE tm.tournament_id = t.id AND tm.round = t.current_round AND m.status IN ('OPEN', 'ACTIVE'))
      AND (t.round_hours IS NULL OR t.current_round >= t.rounds
        OR t.started_at + make_interval(hours => t.current_round * t.round_hours) <= now()))
    OR (t.status = 'RUNNING' AND t.format = 'ARENA' AND t.ends_at <= now() AND NOT EXISTS (
      SELECT 1 FROM tournament_matches tm JOIN matches m ON m.id = tm.match_id
      WHERE tm.tournament_id = t.id AND m.status IN ('OPEN', 'ACTIVE')))
    OR (t.status = 'RUNNING' AND t.format = 'ARENA' AND t.ends_at > now() AND (
      SELECT count(*) FROM tournament_entries e
      WHERE e.tournament_id = t.id AND e.withdrawn_at IS NULL AND e.paused_at IS NULL
        AND EXISTS (SELECT 1 FROM tournament_presence p
          WHERE p.tournament_id = t.id AND p.user_id = e.user_id AND p.until > now())
        AND NOT EXISTS (
          SELECT 1 FROM tournament_matches tm JOIN matches m ON m.id = tm.match_id
          JOIN seats s ON s.match_id = m.id AND s.user_id = e.user_id
          WHERE tm.tournament_id = t.id AND m.status IN ('OPEN', 'ACTIVE') AND NOT s.forfeited)
      ) >= t.players_per_table))`;

/** Forfeits (a seat lost by time or absence, not a resignation) that withdraw a player. */
export const FORFEITS_TO_WITHDRAW = 2;

/** Tournaments, their entries, rounds and tables in PostgreSQL; the only tournament code that touches Prisma. */
export class TournamentRepository {
  constructor(
    private readonly prisma: PrismaClient,
    /** Told of the notifications a round committed (first turns at turn-based tables), to push them live. */
    private readonly notified: NotificationSink = () => {},
  ) {}

  async create(tournament: NewTournament): Promise<TournamentRecord> {
    const row = await this.prisma.tournament.create({
      data: toData(tournament),
      select: tournamentSelect,
    });
    return toRecord(row);
  }

  /**
   * Creates the occurrences of recurring tournaments not made yet, by their keys: two nodes doing it
   * at once make each one once (the key is unique; a duplicate is skipped). How many it made.
   */
  async createRecurring(
    occurrences: readonly (NewTournament & { readonly recurrenceKey: string })[],
  ): Promise<number> {
    if (occurrences.length === 0) return 0;
    const made = await this.prisma.tournament.createMany({
      data: occurrences.map((occurrence) => ({
        ...toData(occurrence),
        recurrenceKey: occurrence.recurrenceKey,
      })),
      skipDuplicates: true,
    });
    return made.count;
  }

  async find(id: string): Promise<TournamentRecord | null> {
    const row = await this.prisma.tournament.findUnique({ where: { id }, select: tournamentSelect });
    return row && toRecord(row);
  }

  /**
   * Public tournaments, newest first, after `after` (keyset on (createdAt, id)); `player`: only those
   * that player joined (withdrawn or not).
   */
  async list(
    filter: {
      readonly status?: TournamentStatus | null;
      readonly game?: string | null;
      readonly player?: string | null;
    },
    take: number,
    after: CreatedKey | null,
  ): Promise<TournamentRecord[]> {
    const rows = await this.prisma.tournament.findMany({
      where: {
        visibility: 'PUBLIC',
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.game ? { game: filter.game } : {}),
        ...(filter.player ? { entries: { some: { user: { handleKey: filter.player.toLowerCase() } } } } : {}),
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
      select: tournamentSelect,
    });
    return rows.map(toRecord);
  }

  /** The entry of `userId`, if they ever joined. */
  async entryOf(tournamentId: string, userId: string): Promise<EntryState | null> {
    const row = await this.prisma.tournamentEntry.findUnique({
      where: { tournamentId_userId: { tournamentId, userId } },
      select: { withdrawnAt: true, pausedAt: true },
    });
    return row && entryState(row);
  }

  /** Finished rated matches of `game` the player has (their rating's count of games). */
  async ratedMatches(userId: string, game: string): Promise<number> {
    const row = await this.prisma.rating.findUnique({
      where: { userId_game: { userId, game } },
      select: { games: true },
    });
    return row?.games ?? 0;
  }

  /**
   * One change to a tournament's entries under its row lock (other requests and nodes, and the
   * round driver, wait their turn): `decide` reads the tournament, the player's entry and the
   * database's clock, and throws to refuse (nothing is written), or says what to write.
   */
  async changeEntry(
    tournamentId: string,
    userId: string,
    decide: (tournament: TournamentRecord, entry: EntryState | null, now: Date) => EntryChange,
  ): Promise<TournamentRecord | null> {
    return this.prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ now: Date }[]>`
        SELECT now() AS now FROM tournaments WHERE id = ${tournamentId} FOR UPDATE`;
      if (!locked) return null;
      const tournament = toRecord(
        await tx.tournament.findUniqueOrThrow({ where: { id: tournamentId }, select: tournamentSelect }),
      );
      const row = await tx.tournamentEntry.findUnique({
        where: { tournamentId_userId: { tournamentId, userId } },
        select: { withdrawnAt: true, pausedAt: true },
      });
      const change = decide(tournament, row && entryState(row), locked.now);
      const key = { tournamentId_userId: { tournamentId, userId } };
      if (change === 'JOIN') await tx.tournamentEntry.create({ data: { tournamentId, userId } });
      else if (change === 'REMOVE') await tx.tournamentEntry.delete({ where: key });
      else
        await tx.tournamentEntry.update({
          where: key,
          data:
            change === 'WITHDRAW'
              ? { withdrawnAt: locked.now }
              : { pausedAt: change === 'PAUSE' ? locked.now : null },
        });
      return toRecord(
        await tx.tournament.findUniqueOrThrow({ where: { id: tournamentId }, select: tournamentSelect }),
      );
    });
  }

  /**
   * Its creator brings a scheduled tournament's start forward to now, under its row lock; `decide`
   * refuses by throwing. The round driver then starts it like any tournament due.
   */
  async startNow(
    tournamentId: string,
    decide: (tournament: TournamentRecord) => void,
  ): Promise<TournamentRecord | null> {
    return this.prisma.$transaction(async (tx) => {
      const locked = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM tournaments WHERE id = ${tournamentId} FOR UPDATE`;
      if (locked.length === 0) return null;
      decide(
        toRecord(
          await tx.tournament.findUniqueOrThrow({ where: { id: tournamentId }, select: tournamentSelect }),
        ),
      );
      // The database's clock, which the round driver's claim compares with.
      await tx.$executeRaw`UPDATE tournaments SET starts_at = now() WHERE id = ${tournamentId}`;
      return toRecord(
        await tx.tournament.findUniqueOrThrow({ where: { id: tournamentId }, select: tournamentSelect }),
      );
    });
  }

  /** Waits until no transaction holds the tournament's row (a round driver pairing it commits or rolls back). */
  async waitForClaim(tournamentId: string): Promise<void> {
    await this.prisma.$transaction(
      (tx) => tx.$queryRaw`SELECT id FROM tournaments WHERE id = ${tournamentId} FOR UPDATE`,
    );
  }

  entries(tournamentId: string): Promise<EntryRecord[]> {
    return entriesOf(this.prisma, tournamentId);
  }

  tables(tournamentId: string): Promise<TableRecord[]> {
    return tablesOf(this.prisma, tournamentId);
  }

  async rounds(tournamentId: string): Promise<RoundRecord[]> {
    return this.prisma.tournamentRound.findMany({
      where: { tournamentId },
      orderBy: { round: 'asc' },
      select: { round: true, startedAt: true, finishedAt: true },
    });
  }

  /** The tournament whose table this match is; null for any other match. */
  async tournamentOfMatch(matchId: string): Promise<string | null> {
    const row = await this.prisma.tournamentMatch.findUnique({
      where: { matchId },
      select: { tournamentId: true },
    });
    return row?.tournamentId ?? null;
  }

  /** The running arena in which `matchId` is `userId`'s table; null for any other match. */
  async runningArenaOfSeat(matchId: string, userId: string): Promise<string | null> {
    const [row] = await this.prisma.$queryRaw<{ tournament_id: string }[]>`
      SELECT tm.tournament_id FROM tournament_matches tm
      JOIN tournaments t ON t.id = tm.tournament_id
      JOIN seats s ON s.match_id = tm.match_id AND s.user_id = ${userId}
      WHERE tm.match_id = ${matchId} AND t.format = 'ARENA' AND t.status = 'RUNNING'
      LIMIT 1`;
    return row?.tournament_id ?? null;
  }

  /** Arena presence: `node` has the arena in sight for `userId`, for `ttlMs` from now (made or renewed). */
  async enterPresence(node: string, tournamentId: string, userId: string, ttlMs: number): Promise<void> {
    await this.prisma.$executeRaw`
      INSERT INTO tournament_presence (tournament_id, user_id, node, until)
      VALUES (${tournamentId}, ${userId}, ${node}, now() + ${ttlMs}::int * interval '1 millisecond')
      ON CONFLICT (tournament_id, user_id, node) DO UPDATE SET until = EXCLUDED.until`;
  }

  /** Every row of `node` holds `ttlMs` from now: the (arena, person) pairs renewed. */
  renewPresence(node: string, ttlMs: number): Promise<{ tournamentId: string; userId: string }[]> {
    return this.prisma.$queryRaw`
      UPDATE tournament_presence SET until = now() + ${ttlMs}::int * interval '1 millisecond'
      WHERE node = ${node}
      RETURNING tournament_id AS "tournamentId", user_id AS "userId"`;
  }

  async leavePresence(node: string, tournamentId: string, userId: string): Promise<void> {
    await this.prisma.tournamentPresence.deleteMany({ where: { node, tournamentId, userId } });
  }

  async leaveAllPresence(node: string): Promise<void> {
    await this.prisma.tournamentPresence.deleteMany({ where: { node } });
  }

  /** Rows long past their time (their node is gone): they count for nothing already, and go. */
  async forgetExpiredPresence(): Promise<void> {
    await this.prisma.$executeRaw`
      DELETE FROM tournament_presence WHERE until < now() - interval '1 minute'`;
  }

  /** Whether `userId` has arena `tournamentId` in sight on some node now. */
  async isPresent(tournamentId: string, userId: string): Promise<boolean> {
    const [row] = await this.prisma.$queryRaw<{ present: boolean }[]>`
      SELECT EXISTS (SELECT 1 FROM tournament_presence
        WHERE tournament_id = ${tournamentId} AND user_id = ${userId} AND until > now()) AS present`;
    return row?.present ?? false;
  }

  /**
   * The player as the tournament acts for them when it withdraws them (resigning their matches as
   * `resignMatch` would): their account, without a token of theirs. Null once the account is gone.
   */
  async actingFor(userId: string): Promise<Viewer | null> {
    const user = await this.prisma.user.findUnique({
      where: { id: userId },
      select: { id: true, handle: true, createdAt: true, locale: true, guest: true },
    });
    return user && { ...user, tokenId: '', tokenKind: 'SESSION' };
  }

  /** The matches under way of this tournament in which `userId` still holds a seat. */
  async matchesUnderWay(tournamentId: string, userId: string): Promise<string[]> {
    const rows = await this.prisma.tournamentMatch.findMany({
      where: {
        tournamentId,
        players: { has: userId },
        match: { status: 'ACTIVE', seats: { some: { userId, forfeited: false } } },
      },
      select: { matchId: true },
    });
    return rows.flatMap((row) => (row.matchId ? [row.matchId] : []));
  }

  /**
   * The round driver's step, safe on any number of nodes: claims one tournament due (`FOR UPDATE
   * SKIP LOCKED`: a tournament another node is pairing is skipped) — scheduled with its start
   * passed; a Swiss one whose round under way has no match left unfinished; an arena before its end
   * with a table's worth of players waiting, or past its end with no match left unfinished — then
   * withdraws whoever has forfeited two of its matches, asks `decide` what to do, and writes it in
   * the same transaction: the tournament's status, the round ended, the next round's (or wave's)
   * matches, tables and byes, and a TOURNAMENT_ROUND notification for each person seated. A node
   * that dies before the commit leaves the tournament as it was, to the next claimer. Null when no
   * tournament is due (or only `only`, if given, and it is not). Tournaments in `skip` are not
   * claimed (those whose step just failed or changed nothing, so one cannot hold up the others); a
   * failure after a claim is thrown as TournamentStepFailed, naming the tournament.
   */
  async advance(
    decide: (claimed: ClaimedTournament) => RoundPlan,
    only?: string,
    skip: readonly string[] = [],
  ): Promise<Advanced | null> {
    let written: NotificationRecord[] = [];
    let claimedId: string | null = null;
    const advanced = await this.prisma
      .$transaction(async (tx) => {
        const [claimed] = await tx.$queryRaw<{ id: string; now: Date }[]>`
        SELECT t.id, now() AS now FROM tournaments t
        WHERE (${only ?? null}::text IS NULL OR t.id = ${only ?? null}::text)
          AND NOT (t.id = ANY(${[...skip]}::text[]))
          AND ${DUE}
        ORDER BY t.starts_at LIMIT 1 FOR UPDATE OF t SKIP LOCKED`;
        if (!claimed) return null;
        claimedId = claimed.id;
        // Checked again now that the row is ours: the claim read the other tables as they were when
        // it began, perhaps before another node committed this very step (which then re-checked
        // only this row). A new statement sees what that node wrote.
        const [still] = await tx.$queryRaw<{ id: string }[]>`
          SELECT t.id FROM tournaments t WHERE t.id = ${claimed.id} AND ${DUE}`;
        if (!still)
          return {
            tournamentId: claimed.id,
            status: 'RUNNING' as const,
            round: 0,
            matchIds: [],
            withdrawn: [],
            idle: true,
          };
        const withdrawn = await withdrawForfeiters(tx, claimed.id, claimed.now);
        const tournament = toRecord(
          await tx.tournament.findUniqueOrThrow({ where: { id: claimed.id }, select: tournamentSelect }),
        );
        const entries = await entriesOf(tx, tournament.id);
        const plan = decide({
          tournament,
          entries,
          tables: await tablesOf(tx, tournament.id),
          present: await presentIn(tx, tournament.id),
          now: claimed.now,
        });
        const now = claimed.now;
        const step = { tournamentId: tournament.id, withdrawn };
        // A Swiss round ends when the next is paired; an arena's waves all end with it.
        if (tournament.format === 'SWISS' && tournament.currentRound > 0) {
          await tx.tournamentRound.updateMany({
            where: { tournamentId: tournament.id, round: tournament.currentRound, finishedAt: null },
            data: { finishedAt: now },
          });
        }
        if (plan.kind === 'FINISH') {
          await tx.tournamentRound.updateMany({
            where: { tournamentId: tournament.id, finishedAt: null },
            data: { finishedAt: now },
          });
          await tx.tournament.update({
            where: { id: tournament.id },
            data: {
              status: 'FINISHED',
              finishedAt: now,
              ...(tournament.startedAt ? {} : { startedAt: now }),
            },
          });
          return {
            ...step,
            status: 'FINISHED' as const,
            round: tournament.currentRound,
            matchIds: [],
            idle: false,
          };
        }
        const seats = plan.tables.length + plan.byes.length;
        if (seats > 0)
          await tx.tournamentRound.create({
            data: { tournamentId: tournament.id, round: plan.round, startedAt: now },
          });
        const handles = new Map(entries.map((entry) => [entry.userId, entry.handle]));
        const matchIds: string[] = [];
        let tableNumber = 0;
        for (const table of plan.tables) {
          const started = await insertStartedMatch(tx, table.match, now);
          const told = await writeNotices(
            tx,
            seatedNotices(
              { id: tournament.id, name: tournament.name, game: tournament.game },
              started.id,
              table.match.seats.map((held, seat) =>
                'userId' in held
                  ? { seat, userId: held.userId, handle: handles.get(held.userId) ?? null }
                  : { seat, userId: null, handle: null },
              ),
            ),
            now,
          );
          written = [...written, ...started.written, ...told];
          matchIds.push(started.id);
          await tx.tournamentMatch.create({
            data: {
              tournamentId: tournament.id,
              round: plan.round,
              tableNumber: ++tableNumber,
              matchId: started.id,
              players: [...table.turnOrder],
            },
          });
        }
        for (const player of plan.byes) {
          await tx.tournamentMatch.create({
            data: {
              tournamentId: tournament.id,
              round: plan.round,
              tableNumber: ++tableNumber,
              players: [player],
              bye: true,
            },
          });
        }
        const round = seats > 0 ? plan.round : tournament.currentRound;
        await tx.tournament.update({
          where: { id: tournament.id },
          data: {
            status: 'RUNNING',
            currentRound: round,
            ...(tournament.startedAt ? {} : { startedAt: now }),
            ...(plan.endsAt && !tournament.endsAt ? { endsAt: plan.endsAt } : {}),
          },
        });
        return {
          ...step,
          status: 'RUNNING' as const,
          round,
          matchIds,
          idle: seats === 0 && tournament.status === 'RUNNING' && withdrawn.length === 0,
        };
      })
      .catch((error: unknown) => {
        throw claimedId === null ? error : new TournamentStepFailed(claimedId, error);
      });
    this.notified(written);
    return advanced;
  }
}

/**
 * Withdraws, under the tournament's lock, each player still in it who has forfeited
 * FORFEITS_TO_WITHDRAW of its matches: their seat was handed to a bot because their clock ran out
 * too often or the others voted them absent, and they did not take it back (the seat's last change
 * is TIMED_OUT or ABANDONED; a resignation is not a forfeit). Those withdrawn.
 */
async function withdrawForfeiters(tx: Transaction, tournamentId: string, now: Date): Promise<string[]> {
  const rows = await tx.$queryRaw<{ user_id: string }[]>`
    UPDATE tournament_entries e SET withdrawn_at = ${now}
    WHERE e.tournament_id = ${tournamentId} AND e.withdrawn_at IS NULL AND (
      SELECT count(*) FROM tournament_matches tm JOIN seats s ON s.match_id = tm.match_id
      WHERE tm.tournament_id = e.tournament_id AND s.user_id = e.user_id AND s.forfeited
        AND (SELECT c.kind FROM seat_changes c WHERE c.match_id = s.match_id AND c.seat = s.seat
             ORDER BY c.id DESC LIMIT 1) IN ('TIMED_OUT', 'ABANDONED')) >= ${FORFEITS_TO_WITHDRAW}
    RETURNING e.user_id`;
  return rows.map((row) => row.user_id);
}

async function presentIn(tx: Transaction, tournamentId: string): Promise<ReadonlySet<string>> {
  const rows = await tx.$queryRaw<{ user_id: string }[]>`
    SELECT DISTINCT user_id FROM tournament_presence WHERE tournament_id = ${tournamentId} AND until > now()`;
  return new Set(rows.map((row) => row.user_id));
}

async function entriesOf(db: PrismaClient | Transaction, tournamentId: string): Promise<EntryRecord[]> {
  const rows = await db.tournamentEntry.findMany({
    where: { tournamentId },
    orderBy: [{ joinedAt: 'asc' }, { userId: 'asc' }],
    select: {
      userId: true,
      joinedAt: true,
      withdrawnAt: true,
      pausedAt: true,
      user: { select: { handle: true } },
    },
  });
  return rows.map((row) => ({
    userId: row.userId,
    handle: row.user.handle,
    joinedAt: row.joinedAt,
    ...entryState(row),
  }));
}

async function tablesOf(db: PrismaClient | Transaction, tournamentId: string): Promise<TableRecord[]> {
  const rows = await db.tournamentMatch.findMany({
    where: { tournamentId },
    orderBy: [{ round: 'asc' }, { tableNumber: 'asc' }],
    select: {
      round: true,
      tableNumber: true,
      matchId: true,
      players: true,
      bye: true,
      match: {
        select: {
          status: true,
          result: true,
          finishedAt: true,
          seats: { select: { seat: true, userId: true, forfeited: true } },
        },
      },
    },
  });
  return rows.map((row) => {
    const result = row.match?.status === 'FINISHED' ? (row.match.result as MatchResult | null) : null;
    // The result places seats; the table lists players in turn order. A seat whose account is gone
    // is placed last.
    const placements = result
      ? row.players.map((player) => {
          const seat = row.match?.seats.find((held) => held.userId === player)?.seat;
          return seat === undefined ? row.players.length : (result.placements[seat] ?? row.players.length);
        })
      : null;
    return {
      round: row.round,
      tableNumber: row.tableNumber,
      matchId: row.matchId,
      players: row.players,
      bye: row.bye,
      matchStatus: row.match?.status ?? null,
      placements,
      playing:
        row.match?.status === 'ACTIVE' || row.match?.status === 'OPEN'
          ? row.match.seats.flatMap((held) => (held.userId && !held.forfeited ? [held.userId] : []))
          : [],
      finishedAt: row.match?.finishedAt ?? null,
    };
  });
}

/** A round driver's step that failed for one tournament after its claim (its transaction rolled back). */
export class TournamentStepFailed extends Error {
  constructor(
    readonly tournamentId: string,
    override readonly cause: unknown,
  ) {
    super(`tournament ${tournamentId}: its step failed`);
    this.name = 'TournamentStepFailed';
  }
}
