import type { Logger } from '../logger.js';
import { Periodic, sweepInBatches } from '../matches/periodic.js';
import type { AccountRepository } from './repository.js';

/** How long a deleted account's moderation evidence and handle are kept, and how often nodes look. */
export interface DepartedSettings {
  /**
   * A deleted account's reported chat messages, their reports and its handle are kept this long
   * after the deletion: long enough for moderators to act on the reports, and for a reported
   * player not to come back under the same name at once.
   */
  readonly keepMs: number;
  /** How often each server node removes what is past its time. */
  readonly sweepIntervalMs: number;
}

export const DEFAULT_DEPARTED_SETTINGS: DepartedSettings = {
  keepMs: 180 * 24 * 60 * 60_000,
  sweepIntervalMs: 60 * 60_000,
};

/** Most departed accounts one statement removes; a backlog goes in further statements. */
const SWEEP_LIMIT = 100;

/**
 * Removes what deleted accounts left for moderators once its time has passed: the departed
 * account's record, the reported messages it kept and their reports, which frees its handle. Every
 * node sweeps; each statement skips the rows another is removing.
 */
export class DepartedSweeper {
  private readonly sweeps: Periodic;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly settings: DepartedSettings,
    logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeps = new Periodic(() => this.sweep(), logger, 'sweeping the records of deleted accounts failed');
  }

  start(): void {
    this.sweeps.start(this.settings.sweepIntervalMs);
  }

  stop(): Promise<void> {
    return this.sweeps.stop();
  }

  /** Removes every departed account kept until now or before; returns how many went. */
  sweep(): Promise<number> {
    const now = new Date(this.now());
    return sweepInBatches((limit) => this.accounts.sweepDeparted(now, limit), SWEEP_LIMIT);
  }
}
