import type { Logger } from '../logger.js';
import type { LogRecord, MatchRecord } from '../matches/model.js';
import { Periodic } from '../matches/periodic.js';
import type { PubSub } from '../pubsub/pubsub.js';
import type { ReviewStep, ReviewTask } from '../engine/review-step.js';
import type { ClaimedReview } from './model.js';
import type { ReviewRepository } from './repository.js';
import { reviewChannel, type ReviewSettings } from './service.js';

/** The worker threads a review runs on (the bot pool). */
export interface ReviewWorkers {
  idle(): number;
  review(task: ReviewTask): Promise<ReviewStep>;
}

/** Where the reviewer reads finished matches. */
export interface ReviewedMatches {
  find(id: string): Promise<MatchRecord | null>;
  log(matchId: string, afterSeq: number): Promise<LogRecord[]>;
}

/**
 * Does the reviews, on every node: while this node has a free bot worker it claims a waiting review
 * (or one whose node died) and reviews its decisions one at a time on the workers, appending each
 * and telling subscribers, so a review fills in as it goes and a claimer after a crash goes on
 * after the last decision written.
 */
export class Reviewer {
  private readonly runs: Periodic;
  private stopping = false;

  constructor(
    private readonly repository: ReviewRepository,
    private readonly matches: ReviewedMatches,
    private readonly workers: ReviewWorkers,
    private readonly pubsub: PubSub,
    private readonly settings: ReviewSettings,
    private readonly logger: Logger,
  ) {
    this.runs = new Periodic(() => this.run(), logger, 'reviewing a match failed');
  }

  start(): void {
    this.stopping = false;
    this.runs.start(this.settings.checkIntervalMs);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.runs.stop();
  }

  /** Claims as many reviews as there are idle workers and does them; how many it finished. */
  async run(): Promise<number> {
    const claimed: ClaimedReview[] = [];
    for (let free = this.workers.idle(); free > 0 && !this.stopping; free--) {
      const review = await this.repository.claim(this.settings.leaseMs);
      if (!review) break;
      claimed.push(review);
    }
    const done = await Promise.all(claimed.map((review) => this.review(review)));
    return done.filter(Boolean).length;
  }

  /** Reviews the claimed review's remaining decisions; true once it is DONE. */
  private async review(review: ClaimedReview): Promise<boolean> {
    const tell = () => this.pubsub.publish(reviewChannel(review.matchId, review.seat), {});
    try {
      const match = await this.matches.find(review.matchId);
      if (!match) throw new Error('the match is gone');
      const log = await this.matches.log(review.matchId, 0);
      const task: Omit<ReviewTask, 'after'> = {
        game: match.game,
        setup: { players: match.playerCount, seed: match.seed, options: match.options as object },
        log: log.map((entry) => ({ seat: entry.seat ?? -1, action: entry.action })),
        seat: review.seat,
        iterations: this.settings.iterations,
        seed: `${match.id}/${review.seat}`,
      };
      let after = log.findIndex((entry) => entry.seq === review.lastSeq);
      await tell();
      while (!this.stopping) {
        const step = await this.workers.review({ ...task, after });
        if (!step.next) {
          const finished = await this.repository.finish(review, { total: step.total });
          await tell();
          return finished;
        }
        const seq = (log[step.next.index] as LogRecord).seq;
        if (
          !(await this.repository.append(
            review,
            { seq, ...step.next.decision },
            step.total,
            this.settings.leaseMs,
          ))
        )
          return false;
        await tell();
        after = step.next.index;
      }
      await this.repository.release(review);
      return false;
    } catch (error) {
      if (this.stopping) {
        await this.repository.release(review);
        return false;
      }
      this.logger.warn({ err: error, review: review.id, claim: review.claim }, 'a review step failed');
      if (review.claim >= this.settings.maxAttempts) {
        await this.repository.finish(review, {
          error: error instanceof Error ? error.message : String(error),
        });
        await tell();
      } else await this.repository.release(review);
      return false;
    }
  }
}
