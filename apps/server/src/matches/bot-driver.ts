import type { EnginePort } from '../engine/port.js';
import { isDomainError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { MatchRecord } from './model.js';
import type { MovePlayer } from './move-player.js';
import { Periodic } from './periodic.js';
import type { MatchReader } from './reader.js';
import type { BotStore } from './store.js';

/** How often each node looks for due bot turns, how many it claims at once, and for how long. */
export interface BotSettings {
  /** Pause before a bot moves, so people can follow it. */
  readonly delayMs: number;
  /** How often each node looks for bot turns that are due (left by a node that died, say). */
  readonly pollMs: number;
  /** How long a claim holds: a node that dies mid-move lets another take over after this. */
  readonly leaseMs: number;
}

export const DEFAULT_BOT_SETTINGS: BotSettings = { delayMs: 600, pollMs: 1000, leaseMs: 3000 };

/** Most due matches one look claims; a backlog is worked off over the next looks. */
const CLAIM_LIMIT = 20;

/**
 * Plays the bots' turns. When a bot is due is kept in the database (set by the move before, as the
 * match starts, or when a seat forfeits), never only in one node's memory: every node looks now and
 * then and claims due matches with a lease (`BotStore`), so a node that dies or stops leaves no
 * match waiting. The node that made a move also looks again itself after the pause, so bots answer
 * promptly. Each bot that may act chooses from its own seat's view (through the engine port) and
 * moves through the MovePlayer, as a person does.
 */
export class BotDriver {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly polls: Periodic;
  private closed = false;

  constructor(
    private readonly moves: MovePlayer,
    private readonly reader: MatchReader,
    private readonly engine: EnginePort,
    private readonly store: BotStore,
    private readonly settings: BotSettings,
    private readonly logger: Logger,
  ) {
    this.polls = new Periodic(() => this.poll(), logger, 'bot turn check failed');
  }

  /** Looks for due bot turns every `pollMs`. */
  start(): void {
    this.polls.start(this.settings.pollMs);
  }

  /** This node just changed the match: if a bot sits at it, claim and play its turn after the pause. */
  wake(record: MatchRecord): void {
    if (this.closed || this.timers.has(record.id)) return;
    if (!record.seats.some((seat) => seat.botLevel !== null)) return;
    const matchId = record.id;
    // A few milliseconds over the pause, so the turn is due by the time the claim asks.
    const timer = setTimeout(() => {
      this.timers.delete(matchId);
      this.track(this.claimAndPlay(matchId));
    }, this.settings.delayMs + 5);
    timer.unref();
    this.timers.set(matchId, timer);
  }

  /** Claims due bot turns (of any node's matches) and plays them. */
  async poll(): Promise<void> {
    const claimed = await this.store.claimDueBots(CLAIM_LIMIT, this.settings.leaseMs);
    await Promise.all(claimed.map((matchId) => this.play(matchId)));
  }

  /** Moves the first bot that may act now; true if one moved (or lost a race), so look again. */
  moveBots(matchId: string): Promise<boolean> {
    return this.moves.withMatch(matchId, async (turn) => {
      // Read from the database, not this node's cache: the turn was claimed there, and while Redis
      // is away the cache does not hear of moves made on other nodes (it would see the wrong turn).
      const model = await this.reader.get(matchId);
      if (!model || model.record.status !== 'ACTIVE') return false;
      const { record, state } = model;
      for (const seat of this.engine.activeSeats(record.game, state)) {
        const level = record.seats[seat]?.botLevel;
        const seed = `${record.seed}/bot/${record.seq}/${seat}`;
        const choice = level ? await this.engine.botAction(record.game, state, seat, level, seed) : null;
        if (!choice) continue;
        try {
          await turn.play(model, seat, choice.action);
        } catch (error) {
          if (isDomainError(error, 'STALE_SEQ')) return true;
          throw error;
        }
        return true;
      }
      // No bot may act: nobody need look until the next move says otherwise.
      const bots = record.seats.filter((held) => held.botLevel !== null).length;
      await this.store.clearBotTurn(matchId, record.seq, bots);
      return false;
    });
  }

  /** Stops looking and waits for moves under way, so nothing touches a closed database. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await this.polls.stop();
    await Promise.all(this.running);
  }

  private async claimAndPlay(matchId: string): Promise<void> {
    if (await this.store.claimBot(matchId, this.settings.leaseMs)) await this.play(matchId);
  }

  /** A claimed match: its bot moves (the move sets the next turn); a failure waits out the lease. */
  private async play(matchId: string): Promise<void> {
    if (this.closed) return;
    try {
      await this.moveBots(matchId);
    } catch (error) {
      this.logger.error({ err: error, matchId }, 'bot move failed; another look after the lease');
    }
  }

  private track(work: Promise<void>): void {
    const run = work
      .catch((error: unknown) => this.logger.warn({ err: error }, 'bot turn claim failed'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }
}
