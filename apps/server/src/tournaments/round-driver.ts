import type { Logger } from '../logger.js';
import { Periodic } from '../matches/periodic.js';
import type { TournamentService, TournamentSettings } from './service.js';

/**
 * Runs on every node: every `pairingIntervalMs` it moves on the tournaments that are due (their
 * start, a Swiss round whose last match ended, an arena's wave or end), and every
 * `recurringIntervalMs` (and once at its start) it creates the next occurrence of each recurring
 * tournament not made yet. Claims are row locks (`FOR UPDATE SKIP LOCKED`) and occurrences have
 * unique keys, so several nodes never pair one round twice nor make one occurrence twice, and a
 * node that dies mid-pairing leaves it to the next look.
 */
export class TournamentRoundDriver {
  private readonly pairing: Periodic;
  private readonly recurring: Periodic;
  /** The look at recurring tournaments made as the node starts, which `stop` waits for. */
  private firstLook: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly service: TournamentService,
    private readonly logger: Logger,
  ) {
    this.pairing = new Periodic(() => service.advance(), logger, 'tournament pairing failed');
    this.recurring = new Periodic(() => service.scheduleRecurring(), logger, 'recurring tournaments failed');
  }

  start(settings: Pick<TournamentSettings, 'pairingIntervalMs' | 'recurringIntervalMs'>): void {
    this.pairing.start(settings.pairingIntervalMs);
    this.recurring.start(settings.recurringIntervalMs);
    this.firstLook = this.service
      .scheduleRecurring()
      .catch((error: unknown) => this.logger.error({ err: error }, 'recurring tournaments failed'));
  }

  async stop(): Promise<void> {
    await this.pairing.stop();
    await this.recurring.stop();
    await this.firstLook;
  }
}
