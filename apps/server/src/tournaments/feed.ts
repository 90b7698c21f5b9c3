import type { Viewer } from '../accounts/viewer.js';
import { DomainError } from '../errors.js';
import { Channel } from '../pubsub/channel.js';
import type { PubSub } from '../pubsub/pubsub.js';
import type { TournamentRecord } from './model.js';
import type { ArenaPresence } from './presence.js';
import type { TournamentService } from './service.js';

/** Something about this tournament changed (entries, a round, a match's end): its watchers read it again. */
export const tournamentChannel = (tournamentId: string) => `tournament:${tournamentId}`;

/**
 * `tournamentUpdated`: the tournament now, then again after each change, on whichever node it
 * happened. The message carries nothing but the news; each subscriber reads the tournament for
 * itself, so what it sees is what the `tournament` query would show it. An arena's page counts its
 * signed-in reader present in the pool while it is open.
 */
export class TournamentFeed {
  constructor(
    private readonly service: TournamentService,
    private readonly pubsub: PubSub,
    private readonly presence: ArenaPresence,
  ) {}

  /** Tells every node's watchers of the tournament to read it again. */
  changed(tournamentId: string): Promise<void> {
    return this.pubsub.publish(tournamentChannel(tournamentId), {});
  }

  async subscribe(
    viewer: Viewer | null,
    id: string,
    inviteCode?: string | null,
  ): Promise<Channel<TournamentRecord>> {
    const read = () => this.service.visible(id, viewer, inviteCode);
    const first = await read();
    if (!first) throw new DomainError('NOT_FOUND', `no tournament "${id}"`);
    let stop: (() => Promise<void>) | null = null;
    const channel = new Channel<TournamentRecord>(() => stop?.());
    // An arena's player watching it is in its pool (presence.ts) while this is open.
    if (first.format === 'ARENA' && first.status !== 'FINISHED')
      channel.onClose(await this.presence.arrive(id, viewer));
    // One read at a time, and news that arrives during a read asks for one more, not one each: a
    // burst of match endings costs a subscriber two reads, and the last always reflects them all.
    let reading: Promise<void> | null = null;
    let again = false;
    const send = (): void => {
      if (reading) {
        again = true;
        return;
      }
      reading = (async () => {
        do {
          again = false;
          const tournament = await read();
          if (tournament) channel.push(tournament);
        } while (again);
      })()
        .catch((error: unknown) => channel.fail(error))
        .finally(() => {
          reading = null;
        });
    };
    stop = await this.pubsub.subscribe(tournamentChannel(id), send);
    send();
    return channel;
  }
}
