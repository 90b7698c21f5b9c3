import { createHash, randomBytes } from 'node:crypto';
import type { Viewer } from '../accounts/service.js';
import type { EnginePort } from '../engine/port.js';
import { DomainError } from '../errors.js';
import { turnNotices } from '../notifications/who-is-told.js';
import type { BotDriver } from './bot-driver.js';
import { nextDeadline, startClock, unstartedClock, type ClockSettings, type MatchClock } from './clock.js';
import { isMatchId } from './match-id.js';
import type { MatchModel, MatchRecord } from './model.js';
import type { MatchPublisher } from './publisher.js';
import type { MatchReader } from './reader.js';
import {
  acceptChallenge,
  acceptRematch,
  closeChallenge,
  removeFromSeat,
  seatPlayer,
  setSeatBot,
  startTable,
  unseatPlayer,
  type TableChange,
} from './seating.js';
import type { MatchStore, NewMatch, TableWrite } from './store.js';
import { tableClockSettings } from './table-clocks.js';
import { DEFAULT_TURN_BASED, turnBasedCap, type SeatCap, type TurnBasedSettings } from './turn-based.js';
import { createMatchSchema } from './validation.js';

/**
 * Keeps the tables before play: opens them, seats and unseats people, starts them, and tells the
 * lobby and the table's followers each time. The rules are in `seating.ts`; every change is made
 * under the table's lock (`MatchStore.changeTable`), so concurrent requests take turns.
 */
/** How many seeds a rematch draws at most to find one under which the next seat starts. */
const REMATCH_SEED_DRAWS = 32;

export class TableKeeper {
  constructor(
    private readonly store: MatchStore,
    private readonly reader: MatchReader,
    private readonly engine: EnginePort,
    private readonly publisher: MatchPublisher,
    private readonly bots: BotDriver,
    /** A game's ranked clock, which a table that chose a LIVE clock plays with too. */
    private readonly liveClockFor: (game: string) => ClockSettings,
    /** How many open tables one account may sit at (see `holdsOpenSeat`). */
    private readonly openPerAccount: number,
    private readonly turnBased: TurnBasedSettings = DEFAULT_TURN_BASED,
    private readonly now: () => number = Date.now,
    private readonly challengeWatchers: ((record: MatchRecord) => Promise<void>)[] = [],
  ) {}

  /**
   * A keeper that reads and writes through `store` and `reader` (the background pool's: sweeps,
   * ranked pairing, the guest sweep) and tells this one's challenge watchers, wherever they registered.
   */
  withStore(store: MatchStore, reader: MatchReader): TableKeeper {
    return new TableKeeper(
      store,
      reader,
      this.engine,
      this.publisher,
      this.bots,
      this.liveClockFor,
      this.openPerAccount,
      this.turnBased,
      this.now,
      this.challengeWatchers,
    );
  }

  /**
   * Called after each change at a challenge table, however it came (made, accepted, declined, left,
   * started, swept): the challenges module tells both players. Matches know nothing of it.
   */
  onChallengeChanged(watcher: (record: MatchRecord) => Promise<void>): void {
    this.challengeWatchers.push(watcher);
  }

  async create(viewer: Viewer, input: unknown): Promise<MatchModel> {
    const table = this.newTable(viewer, input);
    const record = await this.store.create(table, this.openPerAccount, this.capOf(viewer));
    await this.publisher.lobby('CREATED', record);
    return this.reader.model(record);
  }

  /** How many turn-based matches `viewer` may sit in: the store refuses a seat past it. */
  private capOf(viewer: Viewer): SeatCap {
    return { userId: viewer.id, limit: turnBasedCap(viewer, this.turnBased, this.now()) };
  }

  /**
   * Opens a challenge: a private table with the challenger on the first open seat and the player
   * challenged on the next, not ready until they accept (`acceptChallenge`). Who may challenge whom
   * is decided before (see `people/challenges.ts`). Null, and no table, if the challenger already
   * has `maxPending` challenges waiting for an answer.
   */
  async challenge(
    viewer: Viewer,
    challengedId: string,
    input: unknown,
    maxPending: number,
  ): Promise<MatchModel | null> {
    const table = this.newTable(viewer, input);
    const seat = table.seats.findIndex(
      (candidate) => candidate.userId === null && candidate.botLevel === null,
    );
    if (seat < 0)
      throw new DomainError('BAD_USER_INPUT', 'leave an open seat for the player you challenge', {
        field: 'seats',
      });
    const record = await this.store.createChallenge(
      {
        ...table,
        visibility: 'PRIVATE',
        challengedId,
        seats: table.seats.map((entry, index) =>
          index === seat ? { userId: challengedId, botLevel: null, ready: false } : entry,
        ),
      },
      maxPending,
      this.capOf(viewer),
    );
    if (!record) return null;
    await this.challengeChanged(record);
    return this.reader.model(record);
  }

  /** The challenged player accepts; a full table with everyone ready starts. */
  async acceptChallenge(viewer: Viewer, matchId: string): Promise<MatchModel> {
    const record = await this.change(
      matchId,
      (table) => acceptChallenge(table, viewer.id),
      viewer,
      viewer.id,
    );
    if (record.status === 'ACTIVE') return this.started(record);
    return this.afterSeatsChanged(record);
  }

  /** The challenged player declines, or the challenger withdraws: the table closes. */
  async closeChallenge(viewer: Viewer, matchId: string): Promise<MatchModel> {
    return this.closed(await this.change(matchId, (table) => closeChallenge(table, viewer.id)));
  }

  /** A new table as `input` asks for it, checked against the game: the creator on the first open seat. */
  private newTable(viewer: Viewer, input: unknown): NewMatch {
    const parsed = createMatchSchema.safeParse(input);
    if (!parsed.success)
      throw new DomainError('BAD_USER_INPUT', parsed.error.issues[0]?.message ?? 'invalid input');
    const { game, seats, options, visibility, clock } = parsed.data;
    const info = this.engine.info(game);
    if (!info) throw new DomainError('UNKNOWN_GAME', `no game "${game}"; see the games query`);
    if (seats.length < info.minPlayers || seats.length > info.maxPlayers) {
      throw new DomainError(
        'BAD_USER_INPUT',
        `${info.name} is played by ${info.minPlayers} to ${info.maxPlayers}`,
      );
    }
    const levels = new Set(info.botLevels.map((bot) => bot.level));
    const unknownBot = seats.find((seat) => seat.bot && !levels.has(seat.bot));
    if (unknownBot)
      throw new DomainError('BAD_USER_INPUT', `no bot level "${unknownBot.bot}" for ${info.name}`);
    const creatorSeat = seats.findIndex((seat) => !seat.bot);
    if (creatorSeat < 0) throw new DomainError('BAD_USER_INPUT', 'leave at least one seat open for yourself');
    const checked = this.engine.parseOptions(game, options ?? {}, seats.length);
    if (!checked.ok) throw new DomainError('INVALID_OPTIONS', checked.message);

    const clockSettings = tableClockSettings(
      clock ?? 'NONE',
      this.liveClockFor(game),
      this.turnBased.testPaceMs,
    );
    const seed = randomBytes(32).toString('hex');
    return {
      ...(clockSettings ? { clock: unstartedClock(clockSettings) } : {}),
      game,
      options: checked.options,
      seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      visibility: visibility ?? 'PUBLIC',
      createdById: viewer.id,
      seats: seats.map((seat, index) => ({
        userId: index === creatorSeat ? viewer.id : null,
        botLevel: seat.bot ?? null,
      })),
    };
  }

  async join(viewer: Viewer, matchId: string, wanted: number | null | undefined): Promise<MatchModel> {
    const record = await this.change(matchId, (table) => seatPlayer(table, viewer.id, wanted), viewer);
    return this.afterSeatsChanged(record);
  }

  /** Gives up a seat. The host's role passes on (see `hostOf`); the last person out closes the table. */
  async leave(viewer: Viewer, matchId: string): Promise<MatchModel> {
    const record = await this.change(matchId, (table) => unseatPlayer(table, viewer.id));
    if (record.status === 'ABORTED') return this.closed(record);
    return this.afterSeatsChanged(record);
  }

  /** The host makes an empty seat a bot of `botLevel` (one of the game's), or a bot seat open (null). */
  async setSeatBot(
    viewer: Viewer,
    matchId: string,
    seat: number,
    botLevel: string | null,
  ): Promise<MatchModel> {
    const record = await this.change(matchId, (table) => {
      const info = this.engine.info(table.game);
      if (botLevel !== null && !info?.botLevels.some((bot) => bot.level === botLevel))
        throw new DomainError('BAD_USER_INPUT', `no bot level "${botLevel}" for ${info?.name ?? table.game}`);
      return setSeatBot(table, viewer.id, seat, botLevel);
    });
    return this.afterSeatsChanged(record);
  }

  /** The host removes a seated person before the start; the seat opens. */
  async removeFromSeat(viewer: Viewer, matchId: string, seat: number): Promise<MatchModel> {
    const record = await this.change(matchId, (table) => removeFromSeat(table, viewer.id, seat));
    if (record.status === 'ABORTED') return this.closed(record);
    return this.afterSeatsChanged(record);
  }

  async start(viewer: Viewer, matchId: string): Promise<MatchModel> {
    return this.started(
      await this.change(matchId, (table) => startTable(table, viewer.id), undefined, viewer.id),
    );
  }

  /**
   * Offers a rematch of a finished casual match: a new table with its game, options, clock,
   * visibility and seats (bots where bots played, each person at their seat), a new seed under which
   * the next seat starts (see `rematchSeed`). It
   * starts once every person has accepted (`acceptRematch`); the one who offers has. Offered
   * twice, the first offer is the rematch.
   */
  async offerRematch(viewer: Viewer, matchId: string): Promise<MatchModel> {
    const original = isMatchId(matchId) ? await this.store.find(matchId) : null;
    if (!original) throw new DomainError('NOT_FOUND', `no match "${matchId}"`);
    if (!original.seats.some((seat) => seat.userId === viewer.id))
      throw new DomainError('NOT_SEATED', 'only its players offer a rematch');
    if (original.status !== 'FINISHED')
      throw new DomainError('MATCH_NOT_FINISHED', 'a rematch is offered once the match is over');
    if (original.ranked)
      throw new DomainError('FORBIDDEN', 'ranked matches have no rematch: queue again for a new opponent');
    const offered = await this.store.findRematch(original.id);
    if (offered) return this.reader.model(offered);
    const settings = (original.clock as MatchClock | null)?.settings;
    const seed = this.rematchSeed(original);
    const record = await this.store.create(
      {
        game: original.game,
        options: original.options as object,
        seed,
        seedHash: createHash('sha256').update(seed).digest('hex'),
        visibility: original.visibility,
        createdById: viewer.id,
        rematchOfId: original.id,
        ...(settings ? { clock: unstartedClock(settings) } : {}),
        // A bot that stood in for someone who left gives the seat back to them: they may accept.
        seats: original.seats.map((seat) => ({
          userId: seat.userId,
          botLevel: seat.userId === null ? seat.botLevel : null,
          ready: seat.userId === null || seat.userId === viewer.id,
        })),
      },
      this.openPerAccount,
      this.capOf(viewer),
    );
    await this.publisher.lobby('CREATED', record);
    await this.publisher.match(original.id, { kind: 'seats', seq: original.seq });
    if (record.seats.every((seat) => seat.ready && (seat.userId !== null || seat.botLevel !== null)))
      return this.acceptRematch(viewer, record.id);
    return this.reader.model(record);
  }

  /**
   * A new seed for the rematch of `original` under which the seat after the one that started
   * `original` starts, so the start passes round the table from match to match as players of the
   * physical games expect. The game still draws its first player from the seed, as its rules say;
   * the server draws fresh seeds (at most REMATCH_SEED_DRAWS) until that draw falls to the next
   * seat, and keeps the last one otherwise (a game whose first player the seed does not decide).
   */
  private rematchSeed(original: MatchRecord): string {
    const starting = (seed: string) =>
      this.engine.activeSeats(
        original.game,
        this.engine.setup(original.game, { players: original.playerCount, seed, options: original.options }),
      );
    const before = starting(original.seed);
    const next = before.length === 1 ? ((before[0] ?? 0) + 1) % original.playerCount : null;
    let seed = randomBytes(32).toString('hex');
    for (let draws = 1; next !== null && draws < REMATCH_SEED_DRAWS; draws++) {
      const first = starting(seed);
      if (first.length === 1 && first[0] === next) break;
      seed = randomBytes(32).toString('hex');
    }
    return seed;
  }

  /** A player of the first match accepts the rematch; the last to accept starts it. */
  async acceptRematch(viewer: Viewer, matchId: string): Promise<MatchModel> {
    const record = await this.change(
      matchId,
      (table) => {
        if (table.rematchOfId === null) throw new DomainError('FORBIDDEN', 'this table is not a rematch');
        return acceptRematch(table, viewer.id);
      },
      viewer,
      viewer.id,
    );
    if (record.status === 'ACTIVE') return this.started(record);
    return this.afterSeatsChanged(record);
  }

  /** Tells the lobby, the table's followers and the bots that a table has just started. */
  private async started(record: MatchRecord): Promise<MatchModel> {
    const started = await this.reader.model(record);
    await this.challengeChanged(record);
    await this.publisher.lobby('STARTED', record);
    await this.publisher.match(record.id, { kind: 'status', seq: 0 });
    this.bots.wake(record);
    return started;
  }

  /**
   * A table with a clock: its seats' clocks as the match starts, the first to act's running, and
   * at a turn-based table the people first due told so (not `actorId`, who is starting it).
   */
  private starting(table: MatchRecord, actorId: string | undefined): Pick<TableWrite, 'clock' | 'notices'> {
    const settings = (table.clock as MatchClock | null)?.settings;
    if (!settings) return {};
    const state = this.engine.setup(table.game, {
      players: table.playerCount,
      seed: table.seed,
      options: table.options,
    });
    const due = [...this.engine.activeSeats(table.game, state)];
    const value = startClock(settings, table.playerCount, due, this.now());
    const deadline = nextDeadline(value, settings);
    return {
      clock: { value, deadlineAt: deadline === null ? null : new Date(deadline) },
      notices: turnNotices(table, { seat: null, userId: actorId ?? null }, [], due),
    };
  }

  /** Tells the lobby and the table's followers that a table was closed elsewhere (it sat idle too long). */
  async announceClosed(matchId: string): Promise<void> {
    await this.closed((await this.reader.require(matchId)).record);
  }

  /** Tells the lobby and the table's followers that a table closed before it started. */
  private async closed(record: MatchRecord): Promise<MatchModel> {
    await this.challengeChanged(record);
    await this.publisher.lobby('CLOSED', record);
    await this.publisher.match(record.id, { kind: 'status', seq: record.seq });
    return this.reader.model(record);
  }

  /**
   * One change to a table, decided and written under the table's lock. A change that starts the
   * table also starts its clock, if it has one. `seated`: the person the change may seat, held to
   * their cap of turn-based matches.
   */
  private async change(
    matchId: string,
    decide: (table: MatchRecord) => TableChange,
    seated?: Viewer,
    actorId?: string,
  ): Promise<MatchRecord> {
    const withClock = (table: MatchRecord): TableWrite => {
      const change = decide(table);
      return change.status === 'ACTIVE' ? { ...change, ...this.starting(table, actorId) } : change;
    };
    const cap = seated ? this.capOf(seated) : undefined;
    const record = isMatchId(matchId)
      ? await this.store.changeTable(matchId, withClock, this.openPerAccount, cap)
      : null;
    if (!record) throw new DomainError('NOT_FOUND', `no match "${matchId}"`);
    return record;
  }

  private async afterSeatsChanged(record: MatchRecord): Promise<MatchModel> {
    await this.challengeChanged(record);
    await this.publisher.lobby('UPDATED', record);
    await this.publisher.match(record.id, { kind: 'seats', seq: record.seq });
    return this.reader.model(record);
  }

  private async challengeChanged(record: MatchRecord): Promise<void> {
    if (record.challengedId === null) return;
    for (const watcher of this.challengeWatchers) await watcher(record);
  }

  /** Tells the lobby and the match's followers that a match created elsewhere (ranked) began. */
  async announceStarted(matchId: string): Promise<void> {
    const model = await this.reader.require(matchId);
    await this.publisher.lobby('STARTED', model.record);
    await this.publisher.match(matchId, { kind: 'status', seq: model.record.seq });
  }
}
