import type { Logger } from '../logger.js';

/**
 * Plays the bots' turns: after a change, the match is looked at again after a short pause (so
 * people can follow), and each bot that may act moves through the same MatchService as a person.
 */
export class BotDriver {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly delayMs: number,
    private readonly play: (matchId: string) => Promise<boolean>,
    private readonly logger: Logger,
  ) {}

  schedule(matchId: string): void {
    if (this.closed || this.timers.has(matchId)) return;
    const timer = setTimeout(() => {
      this.timers.delete(matchId);
      const run = this.play(matchId)
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

  /** Stops scheduling and waits for moves under way, so nothing touches a closed database. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    await Promise.all(this.running);
  }
}
