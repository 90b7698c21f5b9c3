import type { Logger } from '../logger.js';
import { Periodic, sweepInBatches } from '../matches/periodic.js';
import type { NotificationRepository } from './repository.js';

/** How long read notifications are kept, and how often each node prunes older ones. */
export interface NotificationSettings {
  /** A notification read longer ago than this is deleted; unread ones are kept however old. */
  readonly keepReadMs: number;
  /** How often each server node prunes. */
  readonly sweepIntervalMs: number;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  keepReadMs: 30 * 24 * 60 * 60_000,
  sweepIntervalMs: 10 * 60_000,
};

/** Rows one batch deletes, and batches one sweep runs at most: a backlog goes over the next sweeps. */
const BATCH = 1000;
const BATCHES_PER_SWEEP = 10;

/**
 * Keeps each person's list short: deletes notifications read more than `keepReadMs` ago, a batch at a
 * time, each claimed with FOR UPDATE SKIP LOCKED so nodes sweeping at once share the work.
 */
export class NotificationSweeper {
  private readonly sweeps: Periodic;

  constructor(
    private readonly repository: NotificationRepository,
    private readonly settings: NotificationSettings,
    logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeps = new Periodic(() => this.sweep(), logger, 'pruning read notifications failed');
  }

  start(): void {
    this.sweeps.start(this.settings.sweepIntervalMs);
  }

  stop(): Promise<void> {
    return this.sweeps.stop();
  }

  /** Deletes notifications read before the keeping period; how many went. */
  sweep(): Promise<number> {
    const before = new Date(this.now() - this.settings.keepReadMs);
    return sweepInBatches((limit) => this.repository.pruneRead(before, limit), BATCH, BATCHES_PER_SWEEP);
  }
}
