import type { EnginePort } from '../engine/port.js';
import type { Logger } from '../logger.js';
import { expiredSeats, nextDeadline, type ClockSettings, type MatchClock } from './clock.js';
import type { Forfeiter } from './forfeiter.js';
import { clockSettingsOf } from './table-clocks.js';
import { STAND_IN_BOT } from './forfeits.js';
import type { MovePlayer } from './move-player.js';
import type { ClockPauses } from './pauses.js';
import { Periodic } from './periodic.js';
import type { MatchReader } from './reader.js';
import type { ClockStore } from './store.js';

/** How many expired matches one check claims, and for how long a claim holds. */
const CLAIM_LIMIT = 20;
const CLAIM_LEASE_MS = 5000;

/**
 * Watches match clocks. Every node checks now and then; a row lock decides which node plays a
 * match's timeout. A seat out of time gets the rulebook's default action or its stand-in bot's
 * move, through the MovePlayer; too many timeouts and the seat forfeits. A match whose clock has
 * not actually run out (someone moved meanwhile, or a player's vacation at a turn-based table
 * stopped their clock) just gets its real deadline back. Vacations are read here, when a stored
 * deadline comes, never held in memory: the stored one is never later than the real one.
 */
export class ClockKeeper {
  private readonly checks: Periodic;
  private readonly now: () => number;

  constructor(
    private readonly store: ClockStore,
    private readonly reader: MatchReader,
    private readonly moves: MovePlayer,
    private readonly forfeiter: Forfeiter,
    private readonly engine: EnginePort,
    private readonly clockFor: (game: string) => ClockSettings,
    private readonly pauses: ClockPauses,
    logger: Logger,
    now?: () => number,
  ) {
    this.now = now ?? Date.now;
    this.checks = new Periodic(() => this.check(), logger, 'clock check failed');
  }

  /** Checks the clocks every `intervalMs`, one check at a time. */
  start(intervalMs: number): void {
    this.checks.start(intervalMs);
  }

  /** Stops checking and waits for a check under way. */
  close(): Promise<void> {
    return this.checks.stop();
  }

  /** Claims matches whose clock ran out and plays their timeouts. */
  async check(): Promise<void> {
    for (const { matchId, lease } of await this.store.claimExpired(CLAIM_LIMIT, CLAIM_LEASE_MS))
      await this.timeout(matchId, lease);
  }

  /**
   * A claimed match: plays for the seat out of time, or puts the real deadline back — as long as
   * nothing wrote the deadline since the claim (`lease`), else what was read here may be stale.
   */
  timeout(matchId: string, lease?: Date): Promise<void> {
    return this.moves.withMatch(matchId, async (turn) => {
      const model = await this.reader.require(matchId);
      const { record } = model;
      const settings = clockSettingsOf(record, this.clockFor);
      if (record.status !== 'ACTIVE' || !record.clock || !settings) return;
      const clock = record.clock as MatchClock;
      const pauses = await this.pauses.of(record);
      const [seat] = expiredSeats(clock, settings, this.now(), pauses);
      if (seat === undefined) {
        const next = nextDeadline(clock, settings, pauses);
        await this.store.setDeadline(matchId, next === null ? null : new Date(next), lease);
        return;
      }
      const seed = `${record.seed}/timeout/${record.seq}/${seat}`;
      const action = await this.engine.timeoutAction(record.game, model.state, seat, STAND_IN_BOT, seed);
      const after = await turn.play(model, seat, action, { timedOut: true });
      const timeouts = (after.record.clock as MatchClock | null)?.seats[seat]?.timeouts ?? 0;
      if (
        after.record.status === 'ACTIVE' &&
        timeouts >= settings.maxTimeouts &&
        !after.record.seats[seat]?.forfeited
      ) {
        await this.forfeiter.forfeit(after.record, seat, 'timeout');
      }
    });
  }
}
