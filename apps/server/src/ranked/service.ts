import { refuseGuest } from '../accounts/guests.js';
import { randomInt } from 'node:crypto';
import type { Viewer } from '../accounts/service.js';
import { DomainError } from '../errors.js';
import type { EnginePort } from '../engine/port.js';
import type { Logger } from '../logger.js';
import type { MatchRecord } from '../matches/model.js';
import type { TableKeeper } from '../matches/table-keeper.js';
import { Channel } from '../pubsub/channel.js';
import type { PubSub } from '../pubsub/pubsub.js';
import type { ClockSettings } from '../matches/clock.js';
import { startedMatch, type StartedSeat } from '../matches/started-match.js';
import { turnBasedClock } from '../matches/table-clocks.js';
import { DEFAULT_TURN_BASED, turnBasedCap, type TurnBasedSettings } from '../matches/turn-based.js';
import { formWave, type FormedTable } from './bot-fill.js';
import { chooseRatedBot } from './rated-bots.js';
import {
  BOT_FILL_WAIT,
  RANKED_GAMES,
  RANKED_TURN_BASED_PACE,
  clockFor,
  type RankedGame,
  type RankedSettings,
} from './config.js';
import type { NewRankedMatch, QueueKind, QueueTicketRecord, RankedRepository } from './repository.js';
import { ratedBots } from './ratings.js';
import { stakesOf, type SeatStakes } from './stakes.js';

/** What a queued player is told: its ticket and how the pool looks. */
export interface QueueStatus {
  readonly ticket: QueueTicketRecord;
  readonly playersWaiting: number;
  readonly estimatedWaitSeconds: number | null;
}

const queueChannel = (userId: string) => `queue:${userId}`;

/** The live queue's kind, or the turn-based one's (at its pace). */
const queueKind = (turnBased: boolean): QueueKind => ({ pace: turnBased ? RANKED_TURN_BASED_PACE : null });

/**
 * Ranked play: queues and matchmaking waves (clocks are the matches' ClockKeeper's, ratings the
 * RatingUpdater's). Every node runs waves; row locks decide which node seats whom, so running
 * several nodes changes nothing. Each game has two queues: the live one, whose players must all be
 * there, and the turn-based one (a DAYS_1 clock), which may take hours to fill a table since nobody
 * need be online. Both keep their waiting players in the database only (a ticket survives any
 * node's restart) and neither asks whether a player is online. Both rate on the game's one ladder.
 */
export class RankedService {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly repository: RankedRepository,
    private readonly tables: TableKeeper,
    private readonly engine: EnginePort,
    private readonly pubsub: PubSub,
    private readonly logger: Logger,
    private readonly settings: RankedSettings,
    private readonly turnBased: TurnBasedSettings = DEFAULT_TURN_BASED,
  ) {}

  start(): void {
    this.every(this.settings.waveIntervalMs, async () => {
      for (const queue of await this.repository.queuesWithWaitingPlayers())
        await this.runWave(queue.game, queue.pace !== null);
    });
  }

  async close(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all(this.running);
  }

  private every(intervalMs: number, work: () => Promise<unknown>): void {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      void this.track(work()).finally(() => {
        busy = false;
      });
    }, intervalMs);
    timer.unref();
    this.timers.push(timer);
  }

  private track(work: Promise<unknown>): Promise<unknown> {
    const tracked = work.catch((error: unknown) => this.logger.error({ err: error }, 'ranked work failed'));
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
    return tracked;
  }

  /** What each person at a ranked match under way plays for (nothing for other matches). */
  async stakes(record: MatchRecord): Promise<SeatStakes[]> {
    if (!record.ranked || record.status !== 'ACTIVE') return [];
    const people = record.seats.filter((seat) => seat.userId !== null);
    const ratings = await this.repository.ratingsOf(
      record.game,
      people.map((seat) => seat.userId as string),
    );
    // The queue's rated bots count at their fixed ratings; only the people have stakes.
    const bots = ratedBots(record).map((bot) => ({ seat: bot.seat, player: bot, fixed: true }));
    return stakesOf([
      ...people.map((seat) => ({
        seat: seat.seat,
        player: ratings.get(seat.userId as string),
        fixed: false,
      })),
      ...bots,
    ]);
  }

  clockFor(game: string): ClockSettings {
    return clockFor(this.settings, game);
  }

  /** The clock of a match a queue makes: the game's live one, or the turn-based queue's pace. */
  private queueClock(game: string, turnBased: boolean): ClockSettings {
    return turnBased
      ? turnBasedClock(RANKED_TURN_BASED_PACE, this.turnBased.testPaceMs)
      : this.clockFor(game);
  }

  /** The live or turn-based ranked queues on offer: every game the engine plays that has ranked settings. */
  queues(
    turnBased = false,
  ): { game: string; config: RankedGame; clock: ClockSettings; turnBased: boolean }[] {
    return this.engine.list().flatMap((game) => {
      const config = RANKED_GAMES[game.id];
      return config ? [{ game: game.id, config, clock: this.queueClock(game.id, turnBased), turnBased }] : [];
    });
  }

  // ——— Queues ———

  waiting(game: string, turnBased: boolean): Promise<number> {
    return this.repository.waitingCount(game, queueKind(turnBased));
  }

  block(viewer: Viewer, handle: string): Promise<boolean> {
    return this.repository.block(viewer.id, handle);
  }

  unblock(viewer: Viewer, handle: string): Promise<boolean> {
    return this.repository.unblock(viewer.id, handle);
  }

  /**
   * Queues the viewer in a game's live queue, or its turn-based one. The live queue refuses a player
   * already in a live ranked match (IN_RANKED_MATCH); the turn-based one counts the place against
   * their cap of turn-based matches (TOO_MANY_TURN_BASED_MATCHES). One place per queue at a time
   * (ALREADY_QUEUED); a player may wait in both. In the live queue the player may accept rated
   * bots in the seats nobody fills after `botFillAfterSeconds` (null: never; see `BOT_FILL_WAIT`).
   */
  async join(
    viewer: Viewer,
    game: string,
    playerCounts: readonly number[],
    preset: string,
    turnBased = false,
    botFillAfterSeconds: number | null = null,
  ): Promise<QueueStatus> {
    refuseGuest(viewer, 'play ranked');
    checkBotFillWait(botFillAfterSeconds, turnBased);
    const config = RANKED_GAMES[game];
    const info = this.engine.info(game);
    if (!config || !info) throw new DomainError('UNKNOWN_GAME', `no ranked queue for "${game}"`);
    const chosen = config.presets.find((entry) => entry.name === preset);
    if (!chosen)
      throw new DomainError(
        'BAD_USER_INPUT',
        `no preset "${preset}"; choose ${config.presets.map((p) => p.name).join(', ')}`,
      );
    const counts = [...new Set(playerCounts)].sort((a, b) => a - b);
    if (counts.length === 0) throw new DomainError('BAD_USER_INPUT', 'choose at least one table size');
    for (const count of counts) {
      if (!config.playerCounts.includes(count) || !this.engine.parseOptions(game, chosen.options, count).ok) {
        throw new DomainError('BAD_USER_INPUT', `${info.name} (${preset}) is not played ranked at ${count}`);
      }
    }
    const kind = queueKind(turnBased);
    const cap = { userId: viewer.id, limit: turnBasedCap(viewer, this.turnBased, Date.now()) };
    const ticket = await this.repository.enqueue(
      viewer.id,
      { game, playerCounts: counts, preset, ...kind, botFillAfterSeconds },
      cap,
    );
    if (ticket === 'ALREADY_QUEUED')
      throw new DomainError(
        'ALREADY_QUEUED',
        `you are already in a ${turnBased ? 'turn-based' : 'live'} ranked queue`,
      );
    if (ticket === 'IN_RANKED_MATCH')
      throw new DomainError('IN_RANKED_MATCH', 'finish your ranked match first');
    // Enough players may be waiting already: run a wave now rather than at the next tick, so the
    // answer can already carry the match.
    await this.track(this.runWave(game, turnBased));
    return (await this.current(viewer, turnBased)) ?? this.status(ticket);
  }

  /** Leaves the live or the turn-based queue (`turnBased` undefined: both); whether the viewer waited. */
  async leave(viewer: Viewer, turnBased?: boolean): Promise<boolean> {
    const left = await this.repository.cancel(
      viewer.id,
      turnBased === undefined ? null : queueKind(turnBased),
    );
    if (left) await this.pubsub.publish(queueChannel(viewer.id), { kind: 'left' });
    return left;
  }

  async current(viewer: Viewer, turnBased = false): Promise<QueueStatus | null> {
    const ticket = await this.repository.latestTicket(viewer.id, queueKind(turnBased));
    return ticket && ticket.status !== 'CANCELLED' ? this.status(ticket) : null;
  }

  private async status(ticket: QueueTicketRecord): Promise<QueueStatus> {
    const kind = { pace: ticket.pace };
    return {
      ticket,
      playersWaiting: await this.repository.waitingCount(ticket.game, kind),
      estimatedWaitSeconds:
        ticket.status === 'WAITING' ? await this.repository.recentWaitSeconds(ticket.game, kind) : null,
    };
  }

  /**
   * `queueUpdated` for one player and queue: its status now, then every couple of seconds while it
   * waits (the time waited grows), and at once when it is matched or leaves.
   */
  async subscribe(viewer: Viewer, turnBased = false): Promise<Channel<QueueStatus | null>> {
    let unsubscribe: (() => Promise<void>) | null = null;
    let timer: NodeJS.Timeout | null = null;
    const channel = new Channel<QueueStatus | null>(async () => {
      if (timer) clearInterval(timer);
      await unsubscribe?.();
    });
    const send = () =>
      this.current(viewer, turnBased)
        .then((status) => channel.push(status))
        .catch((error: unknown) => channel.fail(error));
    unsubscribe = await this.pubsub.subscribe(queueChannel(viewer.id), () => void send());
    timer = setInterval(() => void send(), 2000);
    timer.unref();
    void send();
    return channel;
  }

  // ——— Matchmaking ———

  /** One wave for one game's live or turn-based queue; safe to run on several nodes at once. */
  async runWave(game: string, turnBased = false): Promise<number> {
    const info = this.engine.info(game);
    const config = RANKED_GAMES[game];
    if (!info || !config) return 0;
    const created = await this.repository.runWave(
      game,
      queueKind(turnBased),
      (pool, blocked) => formWave(pool, this.settings.matchmaking, blocked),
      (table) => this.newMatch(game, table, turnBased),
    );
    for (const match of created) {
      for (const userId of match.userIds)
        await this.pubsub.publish(queueChannel(userId), { kind: 'matched', matchId: match.matchId });
      await this.tables.announceStarted(match.matchId);
    }
    if (created.length > 0)
      this.logger.info({ game: info.id, turnBased, matches: created.length }, 'ranked matches formed');
    return created.length;
  }

  private newMatch(game: string, table: FormedTable, turnBased: boolean): NewRankedMatch {
    const { players, botSeats } = table;
    const size = players.length + botSeats;
    const preset = RANKED_GAMES[game]?.presets.find((entry) => entry.name === players[0]?.preset);
    const parsed = this.engine.parseOptions(game, preset?.options ?? {}, size);
    if (!parsed.ok)
      throw new Error(`ranked preset ${players[0]?.preset} of ${game} is invalid: ${parsed.message}`);
    const seats: StartedSeat[] = players.map((player) => ({ userId: player.userId }));
    if (botSeats > 0) {
      const bot = chooseRatedBot(this.engine.info(game)?.botLevels ?? [], players);
      if (!bot) throw new Error(`${game} has no bot level with a measured rating`);
      for (let i = 0; i < botSeats; i++) seats.push({ botLevel: bot.level, botRating: bot.rating });
    }
    // Seats in a random order: nobody may choose who plays first.
    const order = seats.map((seat) => ({ seat, key: randomInt(2 ** 30) })).sort((a, b) => a.key - b.key);
    const match = startedMatch(
      this.engine,
      {
        game,
        options: parsed.options,
        seats: order.map((entry) => entry.seat),
        clock: this.queueClock(game, turnBased),
        ranked: true,
        visibility: 'PUBLIC',
      },
      Date.now(),
    );
    return { ...match, ticketIds: players.map((player) => player.ticketId) };
  }
}

/** A wait for bots must be a whole number of seconds within `BOT_FILL_WAIT`, in the live queue only. */
function checkBotFillWait(seconds: number | null, turnBased: boolean): void {
  if (seconds === null) return;
  const { minSeconds, maxSeconds } = BOT_FILL_WAIT;
  if (turnBased)
    throw new DomainError('BAD_USER_INPUT', 'bots fill seats in the live queues only', {
      field: 'botFillAfterSeconds',
      reason: 'TURN_BASED',
    });
  if (!Number.isInteger(seconds) || seconds < minSeconds || seconds > maxSeconds)
    throw new DomainError(
      'BAD_USER_INPUT',
      `botFillAfterSeconds: a whole number of seconds from ${minSeconds} to ${maxSeconds}, or null for never`,
      { field: 'botFillAfterSeconds', reason: 'OUT_OF_RANGE' },
    );
}
