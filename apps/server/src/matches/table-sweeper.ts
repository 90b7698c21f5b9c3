import type { Logger } from '../logger.js';
import { Periodic } from './periodic.js';
import type { MatchStore } from './store.js';
import type { TableKeeper } from './table-keeper.js';

/** How long tables may sit untouched before they close, how often nodes look, how many one holds. */
export interface TableSettings {
  /** No join, leave or opening for this long, and an open table closes. */
  readonly idleMs: number;
  /**
   * The same for an open turn-based table: nobody need be online to join one, so it waits days for
   * its players rather than minutes.
   */
  readonly turnBasedIdleMs: number;
  /** No move for this long, and a casual match under way is abandoned (aborted). */
  readonly liveIdleMs: number;
  /** At a casual table without a clock, how long the match waits for a player before the others may vote. */
  readonly absenceMs: number;
  /** How often each server node looks for idle tables. */
  readonly sweepIntervalMs: number;
  /**
   * How many open tables one account may sit at, waiting to start, at once: those it opened, joined
   * or offered as a rematch (see `holdsOpenSeat`). Past it, opening or joining another is
   * TOO_MANY_OPEN_TABLES.
   */
  readonly openPerAccount: number;
}

export const DEFAULT_TABLE_SETTINGS: TableSettings = {
  idleMs: 30 * 60_000,
  turnBasedIdleMs: 7 * 24 * 3600_000,
  liveIdleMs: 60 * 60_000,
  absenceMs: 3 * 60_000,
  sweepIntervalMs: 30_000,
  openPerAccount: 5,
};

/** Most tables one sweep closes; a backlog closes over the next sweeps. */
const SWEEP_LIMIT = 50;

/**
 * Closes open tables that sat idle too long, so the lobby does not fill with tables nobody will
 * start, and aborts casual matches everyone walked away from (no clock ends them), so they are
 * never shown as live. Every node sweeps now and then; a single UPDATE both claims and closes the tables (rows
 * another request or node holds are skipped), so each table closes once, and the node that closed
 * it tells the lobby and the table's followers.
 */
export class TableSweeper {
  private readonly sweeps: Periodic;
  private readonly now: () => number;

  constructor(
    private readonly store: MatchStore,
    private readonly tables: TableKeeper,
    private readonly settings: Pick<TableSettings, 'idleMs' | 'turnBasedIdleMs' | 'liveIdleMs'>,
    logger: Logger,
    now?: () => number,
  ) {
    this.now = now ?? Date.now;
    this.sweeps = new Periodic(() => this.sweep(), logger, 'idle table sweep failed');
  }

  /** Sweeps every `intervalMs`, one sweep at a time. */
  start(intervalMs: number): void {
    this.sweeps.start(intervalMs);
  }

  /** Stops sweeping and waits for a sweep under way. */
  close(): Promise<void> {
    return this.sweeps.stop();
  }

  /** Closes the tables and matches idle for too long, and announces each; their ids. */
  async sweep(): Promise<string[]> {
    const now = this.now();
    const closed = [
      ...(await this.store.closeIdleTables(
        {
          live: new Date(now - this.settings.idleMs),
          turnBased: new Date(now - this.settings.turnBasedIdleMs),
        },
        SWEEP_LIMIT,
      )),
      ...(await this.store.closeIdleMatches(new Date(now - this.settings.liveIdleMs), SWEEP_LIMIT)),
    ];
    for (const matchId of closed) await this.tables.announceClosed(matchId);
    return closed;
  }
}
