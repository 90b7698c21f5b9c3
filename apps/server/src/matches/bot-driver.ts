import type { Logger } from '../logger.js';

/**
 * Plays the bots' turns: after a change, the match is looked at again after a short pause (so
 * people can follow), and each bot that may act moves through the same MatchService as a person.
 */
export class BotDriver {
  private readonly timers = new Map<string, NodeJS.Timeout>();
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
      this.play(matchId)
        .then((moved) => {
          if (moved) this.schedule(matchId);
        })
        .catch((error: unknown) => this.logger.error({ err: error, matchId }, 'bot move failed'));
    }, this.delayMs);
    timer.unref();
    this.timers.set(matchId, timer);
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
