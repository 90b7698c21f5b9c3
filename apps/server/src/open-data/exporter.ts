import type { Logger } from '../logger.js';
import { Periodic } from '../matches/periodic.js';
import { monthBounds, monthOf, nextMonth } from './format.js';
import type { DataExportRepository, WrittenExport } from './repository.js';
import type { ExportWriter } from './writer.js';

export interface DataExportSettings {
  /** How often the current month's file is rewritten (DATA_EXPORT_MINUTES). */
  readonly refreshMs: number;
  /** How often each node looks for a due file. */
  readonly checkIntervalMs: number;
  /**
   * How long a claim keeps other nodes off a file: a node that dies writing leaves it to the next
   * claimer after this. A write that outlasts it may be repeated by another node, which is harmless.
   */
  readonly leaseMs: number;
  /**
   * How long after a month ends its file is written for good: a match whose finishing transaction
   * began before midnight and committed after still lands in its month's final file.
   */
  readonly settleMs: number;
}

export const DEFAULT_DATA_EXPORT_SETTINGS: DataExportSettings = {
  refreshMs: 60 * 60_000,
  checkIntervalMs: 60_000,
  leaseMs: 15 * 60_000,
  settleMs: 10 * 60_000,
};

/**
 * Keeps the monthly open-data files written. Every node looks every so often; a file that is due
 * is claimed by one of them (see `DataExportRepository.claimDue`). Each game has a file for every
 * month from its first finished public match to the current one; the current month's is rewritten
 * every `refreshMs`, a past month's once more after it settles, then never again.
 */
export class DataExporter {
  private readonly runs: Periodic;

  constructor(
    private readonly repository: DataExportRepository,
    private readonly writer: ExportWriter,
    private readonly settings: DataExportSettings,
    /** The engine's game ids. */
    private readonly games: readonly string[],
    logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.runs = new Periodic(() => this.run(), logger, 'writing open-data files failed');
  }

  start(): void {
    this.runs.start(this.settings.checkIntervalMs);
  }

  stop(): Promise<void> {
    return this.runs.stop();
  }

  /** Adds the months that have no row yet, then writes every due file this node can claim. */
  async run(): Promise<WrittenExport[]> {
    await this.plan();
    const written: WrittenExport[] = [];
    for (;;) {
      const now = this.now();
      const claimed = await this.repository.claimDue(now, this.settings.leaseMs);
      if (!claimed) return written;
      const file = await this.writer.write(claimed.game, claimed.month);
      await this.repository.written(file, this.nextDue(claimed.month, now));
      written.push(file);
    }
  }

  private async plan(): Promise<void> {
    const now = this.now();
    const current = monthOf(now);
    const files: { game: string; month: string }[] = [];
    for (const [game, first] of await this.repository.firstMonths(this.games))
      for (let month = first; month <= current; month = nextMonth(month)) files.push({ game, month });
    await this.repository.plan(files, now);
  }

  /** When the file of `month`, just written at `now`, is due again; null: it is final. */
  private nextDue(month: string, now: Date): Date | null {
    const settled = monthBounds(month).end.getTime() + this.settings.settleMs;
    if (now.getTime() >= settled) return null;
    return new Date(Math.min(now.getTime() + this.settings.refreshMs, settled));
  }
}
