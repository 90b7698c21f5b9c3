import type { Logger } from '../logger.js';
import { Periodic } from '../matches/periodic.js';
import type { AccountCloser } from './account-closer.js';
import type { AccountRepository } from './repository.js';

/** How long a guest account may go unused before it goes, and how often nodes look. */
export interface GuestSettings {
  /** No sign of use (a session made or used) for this long, and the guest account is deleted. */
  readonly idleMs: number;
  /** How often each server node looks for unused guests. */
  readonly sweepIntervalMs: number;
  /** New guests per client address per hour. */
  readonly perAddressPerHour: number;
}

export const DEFAULT_GUEST_SETTINGS: GuestSettings = {
  idleMs: 7 * 24 * 60 * 60_000,
  sweepIntervalMs: 10 * 60_000,
  perAddressPerHour: 10,
};

/** Most guests one sweep deletes; a backlog goes over the next sweeps. */
const SWEEP_LIMIT = 50;

/**
 * Deletes guest accounts nobody came back to, through the same path as a person deleting their
 * account (tokens end, tables left, matches resigned), so finished matches keep a nameless seat.
 * Two nodes sweeping at once may pick the same guest; deleting a deleted account is a no-op.
 */
export class GuestSweeper {
  private readonly sweeps: Periodic;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly closer: AccountCloser,
    private readonly settings: Pick<GuestSettings, 'idleMs' | 'sweepIntervalMs'>,
    logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeps = new Periodic(() => this.sweep(), logger, 'sweeping unused guests failed');
  }

  start(): void {
    this.sweeps.start(this.settings.sweepIntervalMs);
  }

  stop(): Promise<void> {
    return this.sweeps.stop();
  }

  /** Deletes the guests unused for the idle period; returns how many went. */
  async sweep(): Promise<number> {
    const idle = await this.accounts.idleGuests(new Date(this.now() - this.settings.idleMs), SWEEP_LIMIT);
    let deleted = 0;
    for (const guest of idle) {
      if (await this.closer.deleteIdleGuest({ ...guest, tokenId: '', tokenKind: 'SESSION' })) deleted += 1;
    }
    return deleted;
  }
}
