import type { EnginePort } from '../engine/port.js';
import { isDomainError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { MatchRecord } from './model.js';
import type { MovePlayer } from './move-player.js';
import type { MatchReader } from './reader.js';
import type { MatchStore } from './store.js';

/**
 * Plays the bots' turns: after a change, the match is looked at again after a short pause (so
 * people can follow), and each bot that may act chooses from its own seat's view (through the
 * engine port) and moves through the MovePlayer, as a person does.
 */
export class BotDriver {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly moves: MovePlayer,
    private readonly reader: MatchReader,
    private readonly engine: EnginePort,
    private readonly store: MatchStore,
    private readonly delayMs: number,
    private readonly logger: Logger,
  ) {}

  /** Looks at the match again soon, if a bot sits at it. */
  wake(record: MatchRecord): void {
    if (record.seats.some((seat) => seat.botLevel !== null)) this.schedule(record.id);
  }

  /** After a restart, bots whose turn it is carry on. */
  async resume(): Promise<void> {
    for (const matchId of await this.store.activeWithBots()) this.schedule(matchId);
  }

  schedule(matchId: string): void {
    if (this.closed || this.timers.has(matchId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(matchId);
      const run = this.moveBots(matchId)
        .then((moved) => {
          if (moved) this.schedule(matchId);
        })
        .catch((error: unknown) => this.logger.error({ err: error, matchId }, 'bot move failed'))
        .finally(() => this.running.delete(run));
      this.running.add(run);
    }, this.delayMs);
    timer.unref();
    this.timers.set(matchId, timer);
  }

  /** Moves the first bot that may act now; true if one moved (or lost a race), so look again. */
  moveBots(matchId: string): Promise<boolean> {
    return this.moves.withMatch(matchId, async (turn) => {
      const model = this.reader.cached(matchId) ?? (await this.reader.get(matchId));
      if (!model || model.record.status !== 'ACTIVE') return false;
      const { record, state } = model;
      for (const seat of this.engine.activeSeats(record.game, state)) {
        const level = record.seats[seat]?.botLevel;
        const seed = `${record.seed}/bot/${record.seq}/${seat}`;
        const choice = level ? this.engine.botAction(record.game, state, seat, level, seed) : null;
        if (!choice) continue;
        try {
          await turn.play(model, seat, choice.action);
        } catch (error) {
          if (isDomainError(error, 'STALE_SEQ')) return true;
          throw error;
        }
        return true;
      }
      return false;
    });
  }

  /** Stops scheduling and waits for moves under way, so nothing touches a closed database. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running);
  }
}
