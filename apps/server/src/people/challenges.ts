import { refuseGuest } from '../accounts/guests.js';
import type { Viewer } from '../accounts/viewer.js';
import { DomainError } from '../errors.js';
import type { MatchModel, MatchRecord } from '../matches/model.js';
import type { TableKeeper } from '../matches/table-keeper.js';
import { Channel } from '../pubsub/channel.js';
import type { PubSub } from '../pubsub/pubsub.js';
import type { RateLimits } from '../security/rate-limits.js';
import type { ChallengeRow, PeopleRepository } from './repository.js';
import type { PeopleService } from './service.js';

/** Pending challenges one player may have made at a time. */
export const MAX_PENDING_CHALLENGES = 5;

/** A player's challenges changed (made, answered, withdrawn): their `challengesUpdated` reads again. */
export const challengeChannel = (userId: string) => `challenges:${userId}`;

/**
 * Challenges: who may challenge whom and how often (a rate per challenger, and per challenger and
 * player challenged, so nobody's challenge list can be made to flash), and telling both players
 * when one is made or answered. The
 * table itself is an ordinary private table kept by `TableKeeper`, with the challenged player's
 * seat waiting for them (see `seating.ts`); leaving it works as anywhere else, and ends a pending
 * challenge.
 */
export class ChallengeService {
  constructor(
    private readonly repository: PeopleRepository,
    private readonly people: PeopleService,
    private readonly tables: TableKeeper,
    private readonly pubsub: PubSub,
    private readonly limits: RateLimits,
  ) {
    tables.onChallengeChanged((record) => this.told(record));
  }

  async challenge(viewer: Viewer, handle: string, input: unknown): Promise<ChallengeRow> {
    refuseGuest(viewer, 'challenge players');
    const player = await this.people.other(viewer, handle);
    if (
      (await this.repository.blocked(player.id, viewer.id)) ||
      (await this.repository.blocked(viewer.id, player.id))
    )
      throw new DomainError(
        'FORBIDDEN',
        `you and ${player.handle} cannot challenge each other: one blocked the other`,
        {
          reason: 'BLOCKED',
        },
      );
    await this.limits.consumeChallenge(viewer.id, player.id, player.handle);
    const model = await this.tables.challenge(viewer, player.id, input, MAX_PENDING_CHALLENGES);
    if (!model)
      throw new DomainError(
        'TOO_MANY_CHALLENGES',
        `you have ${MAX_PENDING_CHALLENGES} challenges waiting for an answer: wait, or withdraw one`,
        { max: MAX_PENDING_CHALLENGES },
      );
    return {
      matchId: model.record.id,
      challenger: { id: viewer.id, handle: viewer.handle },
      challenged: { id: player.id, handle: player.handle },
      createdAt: model.record.createdAt,
    };
  }

  accept(viewer: Viewer, matchId: string): Promise<MatchModel> {
    return this.tables.acceptChallenge(viewer, matchId);
  }

  /** Declined by the player challenged, or withdrawn by the challenger: the table closes. */
  decline(viewer: Viewer, matchId: string): Promise<MatchModel> {
    return this.tables.closeChallenge(viewer, matchId);
  }

  /** The pending challenges `viewer` made or received, newest first. */
  pending(viewer: Viewer | null): Promise<ChallengeRow[]> {
    return viewer ? this.repository.pendingChallenges(viewer.id) : Promise.resolve([]);
  }

  /** The viewer's pending challenges now, then again each time one of them changes. */
  async subscribe(viewer: Viewer): Promise<Channel<ChallengeRow[]>> {
    let stop: (() => Promise<void>) | null = null;
    const channel = new Channel<ChallengeRow[]>(() => stop?.());
    // Reads one at a time, so the lists arrive in the order of the changes.
    let reading = Promise.resolve();
    const send = () => {
      reading = reading
        .then(async () => channel.push(await this.repository.pendingChallenges(viewer.id)))
        .catch((error: unknown) => channel.fail(error));
    };
    stop = await this.pubsub.subscribe(challengeChannel(viewer.id), send);
    send();
    return channel;
  }

  /** Tells both players of the challenge at this table that it changed. */
  private async told(record: MatchRecord): Promise<void> {
    const userIds = [record.createdBy?.id, record.challengedId].filter((id): id is string => !!id);
    for (const userId of userIds) await this.pubsub.publish(challengeChannel(userId), {});
  }
}
