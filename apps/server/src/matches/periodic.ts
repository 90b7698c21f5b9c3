import type { Logger } from '../logger.js';

/**
 * Runs a piece of background work every so often, one run at a time (a run still going when the
 * next is due makes that one skip), logging failures instead of throwing them; `stop` waits for a
 * run under way. The timer never keeps the process alive.
 */
export class Periodic {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly logger: Logger,
    private readonly failure: string,
  ) {}

  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.work()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.error({ err: error }, this.failure))
        .finally(() => {
          this.running = null;
        });
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

/**
 * Runs `batch(limit)` — which removes up to `limit` rows and says how many it did — until a batch
 * comes back short or `maxBatches` ran (a backlog then goes over the next runs); the total.
 */
export async function sweepInBatches(
  batch: (limit: number) => Promise<number>,
  limit: number,
  maxBatches = Infinity,
): Promise<number> {
  let total = 0;
  for (let run = 0; run < maxBatches; run++) {
    const count = await batch(limit);
    total += count;
    if (count < limit) break;
  }
  return total;
}
