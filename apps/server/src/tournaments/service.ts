import { randomBytes } from 'node:crypto';
import { refuseGuest } from '../accounts/guests.js';
import type { Viewer } from '../accounts/viewer.js';
import type { EnginePort } from '../engine/port.js';
import { DomainError, isDomainError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { ClockSettings } from '../matches/clock.js';
import type { Forfeiter } from '../matches/forfeiter.js';
import { isMatchId } from '../matches/match-id.js';
import { isTurnBasedPace, tableClockSettings } from '../matches/table-clocks.js';
import type { TableKeeper } from '../matches/table-keeper.js';
import type { CreatedKey } from '../pagination.js';
import { sameText } from '../security/same-text.js';
import { planWave } from './arena-planner.js';
import type { NewTournament, TournamentRecord, TournamentStatus } from './model.js';
import { nextOccurrences, RECURRING_TOURNAMENTS, type RecurringTournament } from './recurring.js';
import {
  TournamentStepFailed,
  type Advanced,
  type ClaimedTournament,
  type TournamentRepository,
} from './repository.js';
import { planRound } from './round-planner.js';
import { createTournamentSchema } from './validation.js';

export interface TournamentSettings {
  /** How often each node looks for tournaments due to start or to pair their next round. */
  readonly pairingIntervalMs: number;
  /** Tests and the bench only: every turn-based pace becomes this many milliseconds. */
  readonly testPaceMs?: number | undefined;
  /** The tournaments the site runs again and again (see recurring.ts). */
  readonly recurring: readonly RecurringTournament[];
  /** How often each node makes sure the next occurrence of each exists. */
  readonly recurringIntervalMs: number;
}

export const DEFAULT_TOURNAMENT_SETTINGS: TournamentSettings = {
  pairingIntervalMs: 2000,
  recurring: RECURRING_TOURNAMENTS,
  recurringIntervalMs: 10 * 60_000,
};

const notFound = (id: string) => new DomainError('NOT_FOUND', `no tournament "${id}"`);

/**
 * Tournaments: made, joined, left and started by people through the API; their rounds driven by
 * whichever node claims them (`advance`, run by the round driver on every node). Nothing about a
 * tournament lives in memory: its rules, entries, rounds and tables are rows, and its standings are
 * computed from its finished matches whenever they are read.
 */
export class TournamentService {
  private readonly changeWatchers: ((tournamentId: string) => Promise<void>)[] = [];

  constructor(
    private readonly repository: TournamentRepository,
    private readonly engine: EnginePort,
    private readonly tables: TableKeeper,
    private readonly forfeits: Forfeiter,
    /** A game's live clock (a tournament that chose LIVE plays with it). */
    private readonly liveClockFor: (game: string) => ClockSettings,
    private readonly settings: TournamentSettings,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Called after each change to a tournament that its standings or tables show (a player joined or
   * left, a round paired, it finished, a match of it ended): the live feed tells its watchers.
   */
  onChanged(watcher: (tournamentId: string) => Promise<void>): void {
    this.changeWatchers.push(watcher);
  }

  private async told(tournamentId: string): Promise<void> {
    for (const watcher of this.changeWatchers) await watcher(tournamentId);
  }

  /**
   * A match just finished: if it is a tournament's, the standings changed. Its result is committed
   * already, so a failure here is logged, not thrown at whoever made the last move.
   */
  async matchFinished(matchId: string): Promise<void> {
    try {
      const tournamentId = await this.repository.tournamentOfMatch(matchId);
      if (tournamentId) await this.told(tournamentId);
    } catch (error) {
      this.logger.error({ err: error, match: matchId }, 'tournament standings not announced');
    }
  }

  async create(viewer: Viewer, input: unknown): Promise<TournamentRecord> {
    refuseGuest(viewer, 'make tournaments');
    return this.repository.create({ ...this.checked(input), createdById: viewer.id });
  }

  /**
   * Makes sure the next occurrence after `at` (default now) of each recurring tournament exists
   * (see recurring.ts): any node may do it at any time, and each occurrence is made once. How many
   * it made.
   */
  async scheduleRecurring(at = this.now()): Promise<number> {
    if (this.settings.recurring.length === 0) return 0;
    return this.repository.createRecurring(
      nextOccurrences(this.settings.recurring, at).map((occurrence) => ({
        ...this.checked(occurrence.input),
        createdById: null,
        recurrenceKey: occurrence.key,
      })),
    );
  }

  /** `createTournament`'s input checked against its game and format; a typed refusal otherwise. */
  private checked(input: unknown): Omit<NewTournament, 'createdById'> {
    const parsed = createTournamentSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new DomainError('BAD_USER_INPUT', issue?.message ?? 'invalid input', {
        field: String(issue?.path[0] ?? ''),
      });
    }
    const data = parsed.data;
    const info = this.engine.info(data.game);
    if (!info) throw new DomainError('UNKNOWN_GAME', `no game "${data.game}"; see the games query`);
    const refuse = (field: string, message: string) => {
      throw new DomainError('BAD_USER_INPUT', message, { field });
    };
    const clock = data.clock ?? 'LIVE';
    const rounds = data.rounds ?? null;
    const durationMinutes = data.durationMinutes ?? null;
    const roundHours = data.roundHours ?? null;
    if (data.format === 'SWISS') {
      if (rounds === null) refuse('rounds', 'a Swiss tournament needs its number of rounds (1 to 30)');
      if (durationMinutes !== null)
        refuse('durationMinutes', 'a Swiss tournament plays rounds: durationMinutes is for arenas');
    } else {
      if (durationMinutes === null) refuse('durationMinutes', 'an arena needs its durationMinutes');
      if (rounds !== null) refuse('rounds', 'an arena plays for its duration: rounds are for Swiss');
      if (roundHours !== null) refuse('roundHours', 'an arena has no rounds: roundHours is for Swiss');
      if (isTurnBasedPace(clock)) refuse('clock', 'an arena is played live: choose a live clock');
    }
    if (data.playersPerTable < info.minPlayers || data.playersPerTable > info.maxPlayers)
      refuse(
        'playersPerTable',
        `${info.name} is played at tables of ${info.minPlayers} to ${info.maxPlayers}, not ${data.playersPerTable}`,
      );
    if (Number.isNaN(data.startsAt.getTime()) || data.startsAt.getTime() < this.now())
      refuse('startsAt', 'startsAt must be a time in the future');
    const rated = data.rated ?? false;
    if (rated && clock === 'NONE') refuse('clock', 'a rated tournament needs a clock');
    const options = this.engine.parseOptions(data.game, data.options ?? {}, data.playersPerTable);
    if (!options.ok) throw new DomainError('INVALID_OPTIONS', options.message);
    const visibility = data.visibility ?? 'PUBLIC';
    return {
      name: data.name,
      game: data.game,
      options: options.options,
      format: data.format,
      playersPerTable: data.playersPerTable,
      clock,
      rounds: rounds ?? 0,
      durationMinutes,
      roundHours,
      startsAt: data.startsAt,
      rated,
      visibility,
      inviteCode: visibility === 'PRIVATE' ? randomBytes(12).toString('base64url') : null,
      maxPlayers: data.maxPlayers ?? 64,
      minRatedMatches: data.minRatedMatches ?? 0,
    };
  }

  /**
   * The tournament, if `viewer` may see it: a public one, or a private one to its creator, its
   * players and whoever holds its invite code. Null otherwise, as if there were none.
   */
  async visible(
    id: string,
    viewer: Viewer | null,
    inviteCode?: string | null,
  ): Promise<TournamentRecord | null> {
    const tournament = isMatchId(id) ? await this.repository.find(id) : null;
    if (!tournament) return null;
    if (tournament.visibility === 'PUBLIC') return tournament;
    if (tournament.inviteCode && inviteCode && sameText(inviteCode, tournament.inviteCode)) return tournament;
    if (!viewer) return null;
    if (tournament.createdBy?.id === viewer.id) return tournament;
    return (await this.repository.entryOf(id, viewer.id)) ? tournament : null;
  }

  list(
    filter: {
      readonly status?: TournamentStatus | null;
      readonly game?: string | null;
      readonly player?: string | null;
    },
    take: number,
    after: CreatedKey | null,
  ): Promise<TournamentRecord[]> {
    return this.repository.list(filter, take, after);
  }

  /** Whether `viewer` is in the tournament (joined, not withdrawn). */
  async joined(tournament: TournamentRecord, viewer: Viewer | null): Promise<boolean> {
    if (!viewer) return false;
    const entry = await this.repository.entryOf(tournament.id, viewer.id);
    return entry !== null && !entry.withdrawn;
  }

  /**
   * Enters a scheduled tournament, or an arena under way before its end (seated at its next wave).
   */
  async join(viewer: Viewer, id: string, inviteCode?: string | null): Promise<TournamentRecord> {
    const seen = await this.visible(id, viewer, inviteCode);
    if (!seen) throw notFound(id);
    if (seen.rated) refuseGuest(viewer, 'play rated tournaments');
    // Counted before the lock: finished rated matches only grow, so the answer cannot go stale.
    const has = seen.minRatedMatches > 0 ? await this.repository.ratedMatches(viewer.id, seen.game) : 0;
    const changed = await this.repository.changeEntry(id, viewer.id, (tournament, entry, now) => {
      if (tournament.status !== 'SCHEDULED' && !arenaTakesPlayers(tournament, now))
        throw new DomainError(
          'TOURNAMENT_NOT_OPEN',
          `this tournament has ${tournament.status === 'RUNNING' ? 'started' : 'finished'}`,
          {
            status: tournament.status,
          },
        );
      if (entry) throw new DomainError('ALREADY_JOINED', 'you are in this tournament already');
      if (tournament.playerCount >= tournament.maxPlayers)
        throw new DomainError(
          'TOURNAMENT_FULL',
          `this tournament is full (${tournament.maxPlayers} players)`,
          {
            max: tournament.maxPlayers,
          },
        );
      if (has < tournament.minRatedMatches)
        throw new DomainError(
          'NOT_ENOUGH_RATED_MATCHES',
          `this tournament needs ${tournament.minRatedMatches} finished rated matches of the game; you have ${has}`,
          { required: tournament.minRatedMatches, has },
        );
      return 'JOIN';
    });
    if (!changed) throw notFound(id);
    await this.told(id);
    return changed;
  }

  /**
   * Before the start the entry goes; once running, the player withdraws (never paired again) and
   * each of their matches under way is resigned, as `resignMatch` would.
   */
  async leave(viewer: Viewer, id: string): Promise<TournamentRecord> {
    if (!isMatchId(id)) throw notFound(id);
    const changed = await this.repository.changeEntry(id, viewer.id, (tournament, entry) => {
      if (!entry || entry.withdrawn) throw new DomainError('NOT_JOINED', 'you are not in this tournament');
      if (tournament.status === 'FINISHED')
        throw new DomainError('TOURNAMENT_NOT_OPEN', 'this tournament has finished', {
          status: tournament.status,
        });
      return tournament.status === 'SCHEDULED' ? 'REMOVE' : 'WITHDRAW';
    });
    if (!changed) throw notFound(id);
    await this.resignAll(id, viewer);
    await this.told(id);
    return (await this.repository.find(id)) ?? changed;
  }

  /**
   * Arena only: the player stops being seated (a match under way plays on and counts), or, with
   * `paused` false, goes back into the pool — where, as every player, they are seated only while
   * they have the arena in sight (presence.ts).
   */
  async pause(viewer: Viewer, id: string, paused: boolean): Promise<TournamentRecord> {
    if (!isMatchId(id)) throw notFound(id);
    const changed = await this.repository.changeEntry(id, viewer.id, (tournament, entry) => {
      if (tournament.format !== 'ARENA')
        throw new DomainError('NOT_AN_ARENA', 'only an arena pauses: a Swiss round seats everyone', {
          format: tournament.format,
        });
      if (!entry || entry.withdrawn) throw new DomainError('NOT_JOINED', 'you are not in this tournament');
      if (tournament.status === 'FINISHED')
        throw new DomainError('TOURNAMENT_NOT_OPEN', 'this tournament has finished', {
          status: tournament.status,
        });
      return paused ? 'PAUSE' : 'RESUME';
    });
    if (!changed) throw notFound(id);
    return changed;
  }

  /** Whether `viewer` has paused their pairing in this arena. */
  async paused(tournament: TournamentRecord, viewer: Viewer | null): Promise<boolean> {
    if (!viewer || tournament.format !== 'ARENA') return false;
    return (await this.repository.entryOf(tournament.id, viewer.id))?.paused ?? false;
  }

  /**
   * Whether `viewer` is in this arena's pool as far as their presence goes: one of their
   * subscriptions showing it is open on some node (presence.ts). False for a Swiss tournament.
   */
  async present(tournament: TournamentRecord, viewer: Viewer | null): Promise<boolean> {
    if (!viewer || tournament.format !== 'ARENA') return false;
    return this.repository.isPresent(tournament.id, viewer.id);
  }

  /** Its creator starts a scheduled tournament now; the first round is paired before the answer. */
  async start(viewer: Viewer, id: string): Promise<TournamentRecord> {
    const seen = await this.visible(id, viewer);
    if (!seen) throw notFound(id);
    const minPlayers = this.engine.info(seen.game)?.minPlayers ?? 2;
    const started = await this.repository.startNow(id, (tournament) => {
      if (tournament.createdBy?.id !== viewer.id)
        throw new DomainError('FORBIDDEN', 'only its creator starts a tournament early');
      if (tournament.status !== 'SCHEDULED')
        throw new DomainError('TOURNAMENT_NOT_SCHEDULED', 'this tournament has started already', {
          status: tournament.status,
        });
      if (tournament.playerCount < minPlayers)
        throw new DomainError(
          'TOO_FEW_PLAYERS',
          `a table needs ${minPlayers} players; ${tournament.playerCount} joined`,
          {
            required: minPlayers,
            has: tournament.playerCount,
          },
        );
    });
    if (!started) throw notFound(id);
    if ((await this.advance(id)) === 0) {
      // A node's round driver claimed it first: its pairing is committed once its lock is released.
      await this.repository.waitForClaim(id);
      await this.advance(id);
    }
    return (await this.repository.find(id)) ?? started;
  }

  entries(tournament: TournamentRecord) {
    return this.repository.entries(tournament.id);
  }

  tablesOf(tournament: TournamentRecord) {
    return this.repository.tables(tournament.id);
  }

  rounds(tournament: TournamentRecord) {
    return this.repository.rounds(tournament.id);
  }

  /**
   * Moves every tournament that is due on by one step each (starts and pairs it, pairs its next
   * round or wave, or finishes it), one claim at a time; `only`: that tournament alone. How many
   * moved (a claim that found nothing to change is not counted).
   */
  async advance(only?: string): Promise<number> {
    let moved = 0;
    const failed: string[] = [];
    for (;;) {
      const advanced = await this.step(failed, only);
      if (advanced === null) return moved;
      if (advanced !== 'FAILED' && !advanced.idle) moved++;
      if (only) return moved;
    }
  }

  /**
   * One tournament moved on. A failure after its claim is logged and that tournament left out of
   * this run (its transaction rolled back; the next run tries it again), so it holds up no other.
   */
  private async step(failed: string[], only?: string): Promise<Advanced | null | 'FAILED'> {
    let advanced: Advanced | null;
    try {
      advanced = await this.repository.advance((claimed) => this.plan(claimed), only, failed);
    } catch (error) {
      if (!(error instanceof TournamentStepFailed)) throw error;
      failed.push(error.tournamentId);
      this.logger.error({ err: error.cause, tournament: error.tournamentId }, 'tournament step failed');
      return 'FAILED';
    }
    if (!advanced) return null;
    // A step that changed nothing is not looked at again in this run, so it cannot spin.
    if (advanced.idle) failed.push(advanced.tournamentId);
    for (const matchId of advanced.matchIds) await this.tables.announceStarted(matchId);
    for (const userId of advanced.withdrawn) {
      const player = await this.repository.actingFor(userId);
      if (player) await this.resignAll(advanced.tournamentId, player);
    }
    if (!advanced.idle) {
      await this.told(advanced.tournamentId);
      this.logger.info(
        {
          tournament: advanced.tournamentId,
          round: advanced.round,
          status: advanced.status,
          matches: advanced.matchIds.length,
          withdrawn: advanced.withdrawn.length,
        },
        advanced.status === 'FINISHED' ? 'tournament finished' : 'tournament round paired',
      );
    }
    return advanced;
  }

  private plan(claimed: ClaimedTournament) {
    const clock = tableClockSettings(
      claimed.tournament.clock,
      this.liveClockFor(claimed.tournament.game),
      this.settings.testPaceMs,
    );
    return claimed.tournament.format === 'ARENA'
      ? planWave(claimed, this.engine, clock)
      : planRound(claimed, this.engine, clock, this.now());
  }

  /** Resigns each match of the tournament under way in which `userId` still holds a seat, as `resignMatch` would. */
  private async resignAll(tournamentId: string, player: Viewer): Promise<void> {
    for (const matchId of await this.repository.matchesUnderWay(tournamentId, player.id)) {
      try {
        await this.forfeits.resign(player, matchId);
      } catch (error) {
        // It ended, or they resigned it themselves, between the read and the resignation.
        if (!isDomainError(error)) throw error;
      }
    }
  }
}

/** An arena under way takes players until its end. */
function arenaTakesPlayers(tournament: TournamentRecord, now: Date): boolean {
  return (
    tournament.format === 'ARENA' &&
    tournament.status === 'RUNNING' &&
    tournament.endsAt !== null &&
    tournament.endsAt > now
  );
}
