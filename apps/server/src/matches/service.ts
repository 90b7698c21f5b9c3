import { createHash, randomBytes } from 'node:crypto';
import { Random, type AnyGameDefinition, type MatchResult } from '@brethren/engine';
import type { Viewer } from '../accounts/service.js';
import { DomainError } from '../errors.js';
import type { GameCatalog } from '../games/catalog.js';
import type { Logger } from '../logger.js';
import { channels, type PubSub } from '../pubsub/pubsub.js';
import { BotDriver } from './bot-driver.js';
import { KeyedMutex } from './keyed-mutex.js';
import type { LobbyEventModel, LogRecord, MatchMessage, MatchModel, MatchRecord } from './model.js';
import type { HistoryFilter, MatchRepository } from './repository.js';
import { MatchCache } from './match-cache.js';
import {
  afterAction,
  expiredSeats,
  nextDeadline,
  type ClockSettings,
  type MatchClock,
} from '../ranked/clock.js';
import type { RankedRepository } from '../ranked/repository.js';
import { withForfeits } from '../ranked/ratings.js';
import { MAX_ACTION_BYTES, createMatchSchema, decodeCursor, encodeCursor } from './validation.js';

export interface MatchServiceOptions {
  readonly botDelayMs: number;
  /** The clock of a ranked match of this game. */
  readonly clockFor: (game: string) => ClockSettings;
}

/** The bot that plays a seat whose player timed out too often or left. */
const STAND_IN_BOT = 'heuristic';

/**
 * The one caller of the engine on the server: load (cached state, rebuilt from the log when
 * behind) → authorise the seat → apply → append to the log (the unique match + seq decides races)
 * → publish "match changed". Bots act through the same path.
 */
export class MatchService {
  private readonly cache = new MatchCache();
  private readonly locks = new KeyedMutex();
  private readonly bots: BotDriver;

  constructor(
    private readonly repository: MatchRepository,
    private readonly catalog: GameCatalog,
    private readonly pubsub: PubSub,
    private readonly logger: Logger,
    private readonly ranked: RankedRepository,
    private readonly options: MatchServiceOptions,
  ) {
    this.bots = new BotDriver(options.botDelayMs, (matchId) => this.playBots(matchId), logger);
  }

  definition(record: MatchRecord): AnyGameDefinition {
    return this.catalog.definition(record.game);
  }

  // ——— Reading ———

  async get(id: string): Promise<MatchModel | null> {
    const record = await this.repository.find(id);
    return record && this.model(record);
  }

  async require(id: string): Promise<MatchModel> {
    const model = await this.get(id);
    if (!model) throw new DomainError('NOT_FOUND', `no match "${id}"`);
    return model;
  }

  async model(record: MatchRecord): Promise<MatchModel> {
    return { record, state: await this.stateOf(record) };
  }

  /** The state at the record's seq: from the cache, brought up to date from the log, or replayed. */
  private async stateOf(record: MatchRecord): Promise<unknown> {
    if (record.startedAt === null) return null;
    const cached = this.cache.get(record.id);
    const cachedSeq = cached?.record.startedAt ? cached.record.seq : -1;
    let state = cached?.state;
    if (cachedSeq !== record.seq) {
      const from = cached && cachedSeq >= 0 && cachedSeq < record.seq ? cachedSeq : 0;
      const start = from > 0 ? cached?.state : this.initialState(record);
      state = this.advance(record, start, await this.repository.log(record.id, from, record.seq));
    }
    this.cache.set(record, state);
    return state;
  }

  initialState(record: MatchRecord): unknown {
    return this.definition(record).setup({
      players: record.playerCount,
      seed: record.seed,
      options: record.options,
    });
  }

  /** Applies logged actions to a state; they were legal when logged, so a refusal is corruption. */
  advance(record: MatchRecord, state: unknown, entries: readonly LogRecord[]): unknown {
    const game = this.definition(record);
    let current = state;
    for (const entry of entries) {
      const outcome = game.apply(current, entry.seat ?? -1, entry.action);
      if (!outcome.ok)
        throw new Error(
          `match ${record.id} log entry ${entry.seq} no longer applies: ${outcome.error.message}`,
        );
      current = outcome.state;
    }
    return current;
  }

  /** The state as it was right after `seq` (0: the start), replayed from the log. */
  async stateAt(record: MatchRecord, seq: number): Promise<unknown> {
    if (record.startedAt === null) return null;
    const cached = this.cache.get(record.id);
    if (cached?.record.startedAt && cached.record.seq === seq) return cached.state;
    return this.advance(record, this.initialState(record), await this.repository.log(record.id, 0, seq));
  }

  log(record: MatchRecord, sinceSeq: number): Promise<LogRecord[]> {
    return this.repository.log(record.id, Math.max(0, sinceSeq));
  }

  async openMatches(game: string | null | undefined): Promise<MatchModel[]> {
    const records = await this.repository.list(
      { status: 'OPEN', visibility: 'PUBLIC', ...(game ? { game } : {}) },
      100,
    );
    return Promise.all(records.map((record) => this.model(record)));
  }

  async liveMatches(game: string | null | undefined): Promise<MatchModel[]> {
    const records = await this.repository.list(
      { status: 'ACTIVE', visibility: 'PUBLIC', ...(game ? { game } : {}) },
      50,
    );
    return Promise.all(records.map((record) => this.model(record)));
  }

  async history(filter: HistoryFilter, first: number, after: string | null | undefined) {
    const take = Math.min(Math.max(first, 1), 100);
    const cursor = after ? decodeCursor(after) : null;
    if (after && !cursor) throw new DomainError('BAD_USER_INPUT', 'after: not a cursor from this API');
    const records = await this.repository.history(filter, take + 1, cursor);
    const page = records.slice(0, take);
    const edges = await Promise.all(
      page.map(async (record) => ({
        cursor: encodeCursor(record.createdAt, record.id),
        node: await this.model(record),
      })),
    );
    return {
      edges,
      pageInfo: { hasNextPage: records.length > take, endCursor: edges.at(-1)?.cursor ?? null },
    };
  }

  seatOf(record: MatchRecord, viewer: Viewer | null): number | null {
    if (!viewer) return null;
    return record.seats.find((seat) => seat.userId === viewer.id)?.seat ?? null;
  }

  // ——— Tables ———

  async create(viewer: Viewer, input: unknown): Promise<MatchModel> {
    const parsed = createMatchSchema.safeParse(input);
    if (!parsed.success)
      throw new DomainError('BAD_USER_INPUT', parsed.error.issues[0]?.message ?? 'invalid input');
    const { game: gameId, seats, options, visibility } = parsed.data;
    const info = this.catalog.info(gameId);
    if (!info) throw new DomainError('UNKNOWN_GAME', `no game "${gameId}"; see the games query`);
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
    const game = this.catalog.definition(gameId);
    const checked = game.parseOptions(options ?? {}, seats.length);
    if (!checked.ok) throw new DomainError('INVALID_OPTIONS', checked.message);

    const seed = randomBytes(32).toString('hex');
    const record = await this.repository.create({
      game: gameId,
      options: checked.options as object,
      seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      visibility: visibility ?? 'PUBLIC',
      createdById: viewer.id,
      seats: seats.map((seat, index) => ({
        userId: index === creatorSeat ? viewer.id : null,
        botLevel: seat.bot ?? null,
      })),
    });
    await this.publishLobby('CREATED', record);
    return this.model(record);
  }

  async join(viewer: Viewer, matchId: string, wanted: number | null | undefined): Promise<MatchModel> {
    const { record } = await this.require(matchId);
    if (record.status !== 'OPEN')
      throw new DomainError('MATCH_NOT_OPEN', 'this table is no longer taking players');
    if (this.seatOf(record, viewer) !== null)
      throw new DomainError('ALREADY_SEATED', 'you already sit at this table');
    const free = record.seats
      .filter((seat) => seat.userId === null && seat.botLevel === null)
      .map((seat) => seat.seat);
    const seat = wanted ?? free[0];
    if (seat === undefined || !free.includes(seat))
      throw new DomainError('SEAT_TAKEN', 'that seat is not free');
    if (!(await this.repository.takeSeat(matchId, seat, viewer.id)))
      throw new DomainError('SEAT_TAKEN', 'someone took that seat first');
    return this.afterSeatsChanged(matchId);
  }

  async leave(viewer: Viewer, matchId: string): Promise<MatchModel> {
    const { record } = await this.require(matchId);
    if (record.status !== 'OPEN')
      throw new DomainError('MATCH_NOT_OPEN', 'you can only leave a table before it starts');
    if (!(await this.repository.freeSeat(matchId, viewer.id)))
      throw new DomainError('NOT_SEATED', 'you do not sit at this table');
    const after = await this.require(matchId);
    if (after.record.seats.every((seat) => seat.userId === null)) {
      // The last person left: the table closes.
      await this.repository.leaveOpen(matchId, 'ABORTED');
      const closed = await this.require(matchId);
      await this.publishLobby('CLOSED', closed.record);
      await this.publishMatch(matchId, { kind: 'status', seq: 0 });
      return closed;
    }
    return this.afterSeatsChanged(matchId);
  }

  private async afterSeatsChanged(matchId: string): Promise<MatchModel> {
    const model = await this.require(matchId);
    await this.publishLobby('UPDATED', model.record);
    await this.publishMatch(matchId, { kind: 'seats', seq: model.record.seq });
    return model;
  }

  async start(viewer: Viewer, matchId: string): Promise<MatchModel> {
    const { record } = await this.require(matchId);
    if (record.createdBy?.id !== viewer.id)
      throw new DomainError('FORBIDDEN', 'only the table’s creator starts it');
    if (record.status !== 'OPEN')
      throw new DomainError('MATCH_NOT_OPEN', 'this table has already started or closed');
    if (record.seats.some((seat) => seat.userId === null && seat.botLevel === null)) {
      throw new DomainError('TABLE_NOT_FULL', 'every seat needs a player or a bot');
    }
    if (!(await this.repository.leaveOpen(matchId, 'ACTIVE')))
      throw new DomainError('MATCH_NOT_OPEN', 'this table has already started');
    const started = await this.require(matchId);
    await this.publishLobby('STARTED', started.record);
    await this.publishMatch(matchId, { kind: 'status', seq: 0 });
    this.scheduleBots(started.record);
    return started;
  }

  // ——— Play ———

  async submit(viewer: Viewer, matchId: string, expectedSeq: number, action: unknown): Promise<MatchModel> {
    if (JSON.stringify(action ?? null).length > MAX_ACTION_BYTES) {
      throw new DomainError('MALFORMED_ACTION', `an action is at most ${MAX_ACTION_BYTES} bytes of JSON`);
    }
    return this.locks.run(matchId, async () => {
      // The cached match is enough when it agrees with the client; otherwise read it afresh (another
      // node may have moved it on) before judging the request.
      let model = this.cache.get(matchId);
      if (!model || model.record.seq !== expectedSeq || model.record.status !== 'ACTIVE')
        model = await this.require(matchId);
      const seat = this.seatOf(model.record, viewer);
      if (seat === null) throw new DomainError('NOT_SEATED', 'you do not play in this match');
      this.checkPlayable(model.record);
      if (model.record.seats[seat]?.forfeited)
        throw new DomainError('FORBIDDEN', 'you forfeited this match; a bot plays your seat');
      if (expectedSeq !== model.record.seq) {
        throw new DomainError(
          'STALE_SEQ',
          `the match is at seq ${model.record.seq}, not ${expectedSeq}: refresh and try again`,
        );
      }
      return this.play(model, seat, action);
    });
  }

  private checkPlayable(record: MatchRecord): void {
    if (record.status === 'OPEN') throw new DomainError('MATCH_NOT_STARTED', 'the match has not started');
    if (record.status !== 'ACTIVE') throw new DomainError('MATCH_OVER', 'the match is over');
  }

  /**
   * Applies and logs one action for a seat; the caller holds the match's lock. A ranked match's
   * clock moves with it, and its ratings are written in the transaction that finishes it.
   */
  private async play(
    model: MatchModel,
    seat: number,
    action: unknown,
    timedOut = false,
  ): Promise<MatchModel> {
    const { record } = model;
    const game = this.definition(record);
    const outcome = game.apply(model.state, seat, action);
    if (!outcome.ok) throw new DomainError(outcome.error.code, outcome.error.message);
    const seq = record.seq + 1;
    const finished = game.result(outcome.state);
    const forfeited = record.seats.filter((entry) => entry.forfeited).map((entry) => entry.seat);
    const result: MatchResult | null = finished && withForfeits(finished, forfeited);
    const at = new Date();
    let clock: MatchClock | null = null;
    let deadlineAt: Date | null = null;
    if (record.ranked && record.clock) {
      const settings = this.options.clockFor(record.game);
      const due = result ? [] : [...game.activeSeats(outcome.state)];
      clock = afterAction(record.clock as MatchClock, settings, seat, at.getTime(), due, timedOut);
      const next = nextDeadline(clock, settings);
      deadlineAt = next === null ? null : new Date(next);
    }
    const { appended } = await this.repository.append(
      record.id,
      { seq, seat, action, events: outcome.events },
      result,
      {
        at,
        clock,
        deadlineAt,
        ...(record.ranked && result
          ? { onFinish: (tx) => this.ranked.applyRatings(tx, record, result).then(() => undefined) }
          : {}),
      },
    );
    if (!appended) {
      this.cache.delete(record.id);
      throw new DomainError('STALE_SEQ', 'another action was applied first: refresh and try again');
    }
    const entry: LogRecord = { seq, seat, action, events: outcome.events, at };
    await this.publishMatch(record.id, { kind: 'action', seq, entry });
    if (result) {
      // The record changed beyond its seq (status, result, placements): read it back once.
      const finished = await this.require(record.id);
      await this.publishLobby('FINISHED', finished.record);
      return finished;
    }
    const after: MatchModel = { record: { ...record, seq, clock }, state: outcome.state };
    this.cache.set(after.record, after.state);
    this.scheduleBots(after.record);
    return after;
  }

  private scheduleBots(record: MatchRecord): void {
    if (record.seats.some((seat) => seat.botLevel !== null)) this.bots.schedule(record.id);
  }

  /** Moves every bot that may act now; true if one moved (so the driver looks again). */
  private async playBots(matchId: string): Promise<boolean> {
    return this.locks.run(matchId, async () => {
      const model = this.cache.get(matchId) ?? (await this.get(matchId));
      if (!model || model.record.status !== 'ACTIVE') return false;
      const game = this.definition(model.record);
      for (const seat of game.activeSeats(model.state)) {
        const level = model.record.seats[seat]?.botLevel;
        const bot = level ? game.bots[level] : undefined;
        if (!bot) continue;
        const random = Random.fromSeed(`${model.record.seed}/bot/${model.record.seq}/${seat}`);
        const legalActions = game.legalActions(model.state, seat);
        const action = bot.choose({ seat, view: game.view(model.state, seat), legalActions, random });
        try {
          await this.play(model, seat, action);
        } catch (error) {
          if (error instanceof DomainError && error.code === 'STALE_SEQ') return true;
          throw error;
        }
        return true;
      }
      return false;
    });
  }

  /** A player leaves a match under way: placed last, and a bot plays the seat so the others finish. */
  async resign(viewer: Viewer, matchId: string): Promise<MatchModel> {
    return this.locks.run(matchId, async () => {
      const model = await this.require(matchId);
      const seat = this.seatOf(model.record, viewer);
      if (seat === null) throw new DomainError('NOT_SEATED', 'you do not play in this match');
      this.checkPlayable(model.record);
      if (model.record.seats[seat]?.forfeited)
        throw new DomainError('FORBIDDEN', 'you already left this match');
      return this.forfeitSeat(model.record, seat);
    });
  }

  private async forfeitSeat(record: MatchRecord, seat: number): Promise<MatchModel> {
    await this.ranked.forfeit(record.id, seat, STAND_IN_BOT);
    const after = await this.require(record.id);
    await this.publishMatch(record.id, { kind: 'seats', seq: after.record.seq });
    this.scheduleBots(after.record);
    return after;
  }

  /**
   * A ranked clock ran out (claimed by this node): the seat gets the rulebook's default action, or
   * its bot's move; too many timeouts and the seat forfeits. A match whose clock has not actually
   * run out (someone moved meanwhile) just gets its real deadline back.
   */
  async timeout(matchId: string): Promise<void> {
    await this.locks.run(matchId, async () => {
      const model = await this.require(matchId);
      const { record } = model;
      if (record.status !== 'ACTIVE' || !record.ranked || !record.clock) return;
      const settings = this.options.clockFor(record.game);
      const clock = record.clock as MatchClock;
      const [seat] = expiredSeats(clock, settings, Date.now());
      if (seat === undefined) {
        const next = nextDeadline(clock, settings);
        await this.ranked.setDeadline(matchId, next === null ? null : new Date(next));
        return;
      }
      const game = this.definition(record);
      const legal = game.legalActions(model.state, seat);
      const fallback = game.bots[STAND_IN_BOT] ?? Object.values(game.bots)[0];
      const random = Random.fromSeed(`${record.seed}/timeout/${record.seq}/${seat}`);
      const action =
        game.timeoutAction?.(model.state, seat) ??
        fallback?.choose({ seat, view: game.view(model.state, seat), legalActions: legal, random }) ??
        random.pick(legal);
      const after = await this.play(model, seat, action, true);
      const timeouts = (after.record.clock as MatchClock | null)?.seats[seat]?.timeouts ?? 0;
      if (
        after.record.status === 'ACTIVE' &&
        timeouts >= settings.maxTimeouts &&
        !after.record.seats[seat]?.forfeited
      ) {
        await this.forfeitSeat(after.record, seat);
      }
    });
  }

  /** After a restart, bots whose turn it is carry on. */
  async resumeBots(): Promise<void> {
    for (const matchId of await this.repository.activeWithBots()) this.bots.schedule(matchId);
  }

  close(): Promise<void> {
    return this.bots.close();
  }

  /** Tells the lobby and the match's followers that a match created elsewhere (ranked) began. */
  async announceStarted(matchId: string): Promise<void> {
    const model = await this.require(matchId);
    await this.publishLobby('STARTED', model.record);
    await this.publishMatch(matchId, { kind: 'status', seq: model.record.seq });
  }

  // ——— Publishing ———

  private publishMatch(matchId: string, message: MatchMessage): Promise<void> {
    return this.pubsub.publish(channels.match(matchId), message);
  }

  private async publishLobby(kind: LobbyEventModel['kind'], record: MatchRecord): Promise<void> {
    if (record.visibility !== 'PUBLIC') return;
    await this.pubsub.publish(channels.lobby, { kind, matchId: record.id });
  }
}
