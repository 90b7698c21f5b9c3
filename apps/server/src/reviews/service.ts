import type { Viewer } from '../accounts/viewer.js';
import { DomainError } from '../errors.js';
import { isMatchId } from '../matches/match-id.js';
import type { MatchRecord } from '../matches/model.js';
import { Channel } from '../pubsub/channel.js';
import type { PubSub } from '../pubsub/pubsub.js';
import type { ReviewRecord } from './model.js';
import type { ReviewRepository } from './repository.js';

export interface ReviewSettings {
  /** Reviews one account may ask for per day (REVIEWS_PER_DAY). */
  readonly perDay: number;
  /** Playouts per search of one decision (REVIEW_ITERATIONS): the per-decision budget. */
  readonly iterations: number;
  /** How long a claim keeps other nodes off a review; each reviewed decision renews it. */
  readonly leaseMs: number;
  /** How often each node looks for a review to claim when it has a free bot worker. */
  readonly checkIntervalMs: number;
  /** Claims after which a review that keeps failing is given up (FAILED). */
  readonly maxAttempts: number;
}

export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = {
  perDay: 10,
  iterations: 400,
  leaseMs: 60_000,
  checkIntervalMs: 2_000,
  maxAttempts: 5,
};

/** The pub/sub channel on which a review's progress is told (the message is empty: read the row). */
export const reviewChannel = (matchId: string, seat: number) => `review:${matchId}:${seat}`;

/**
 * Post-game reviews as players ask for and read them. The work itself is the `Reviewer`'s, on
 * whichever node has a free bot worker; this only queues it and tells of its progress.
 */
export class ReviewService {
  constructor(
    private readonly repository: ReviewRepository,
    private readonly findMatch: (id: string) => Promise<MatchRecord | null>,
    private readonly pubsub: PubSub,
    private readonly settings: Pick<ReviewSettings, 'perDay'>,
  ) {}

  /**
   * Queues the review of `seat` in a finished match, for the player who held that seat. Refuses a
   * match that is unknown (NOT_FOUND) or not finished (MATCH_NOT_FINISHED), a seat the viewer did
   * not play (NOT_SEATED), a second request (REVIEW_ALREADY_REQUESTED) and one over the daily limit
   * (TOO_MANY_REVIEWS); nothing is written then.
   */
  async request(viewer: Viewer, matchId: string, seat: number): Promise<ReviewRecord> {
    const match = await this.existing(matchId);
    if (match.status !== 'FINISHED')
      throw new DomainError('MATCH_NOT_FINISHED', 'A match can be reviewed once it is finished.');
    const held = match.seats.find((entry) => entry.seat === seat);
    if (!held || held.user?.id !== viewer.id)
      throw new DomainError('NOT_SEATED', 'Only the player of a seat can ask for its review.');
    const outcome = await this.repository.request(matchId, seat, viewer.id, this.settings.perDay);
    if (outcome.kind === 'exists')
      throw new DomainError(
        'REVIEW_ALREADY_REQUESTED',
        'This seat of the match is already reviewed or queued.',
      );
    if (outcome.kind === 'limit')
      throw new DomainError('TOO_MANY_REVIEWS', `You can ask for ${this.settings.perDay} reviews a day.`, {
        limit: this.settings.perDay,
      });
    await this.pubsub.publish(reviewChannel(matchId, seat), {});
    return outcome.review;
  }

  find(matchId: string, seat: number): Promise<ReviewRecord | null> {
    return isMatchId(matchId) ? this.repository.find(matchId, seat) : Promise.resolve(null);
  }

  /** The match, or NOT_FOUND (an id that is no match id without asking the database). */
  private async existing(matchId: string): Promise<MatchRecord> {
    const match = isMatchId(matchId) ? await this.findMatch(matchId) : null;
    if (!match) throw new DomainError('NOT_FOUND', 'There is no such match.');
    return match;
  }

  /** The review each time it moves on (status or a decision more), starting with how it stands now. */
  async subscribe(matchId: string, seat: number): Promise<Channel<ReviewRecord>> {
    await this.existing(matchId);
    let stop: (() => Promise<void>) | null = null;
    const channel = new Channel<ReviewRecord>(() => stop?.());
    const tell = async () => {
      const review = await this.repository.find(matchId, seat);
      if (review) channel.push(review);
    };
    stop = await this.pubsub.subscribe(reviewChannel(matchId, seat), () => void tell());
    await tell();
    return channel;
  }
}
