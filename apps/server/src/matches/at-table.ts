import type { Viewer } from '../accounts/service.js';
import type { Presence } from '../people/presence.js';
import type { MatchRecord } from './model.js';
import type { MatchPublisher } from './publisher.js';
import type { MatchReader } from './reader.js';

/** A person's presence at one match (not anywhere on the site), as `Presence` counts it. */
function atTable(matchId: string, userId: string): string {
  return `table:${matchId}:${userId}`;
}

/**
 * Who has a page of a match open: a seated player is at the table while one of their
 * `matchUpdated` subscriptions to it is open, on any node, and away otherwise (`Seat.away`). The
 * others hear of each arrival and departure at once, as a seat update.
 */
export class TablePresence {
  constructor(
    private readonly presence: Presence,
    private readonly reader: MatchReader,
    private readonly publisher: MatchPublisher,
  ) {}

  /**
   * `viewer` opened a page of the match: counted there until what it returns is called, while the
   * match is not over — from the waiting room on, whether they sit yet or not, since they may sit
   * down later; once it is under way, only its players (spectators cost nothing here). The others
   * are told when a seated player comes or goes.
   */
  async arrive(matchId: string, viewer: Viewer | null): Promise<() => Promise<void>> {
    const record = viewer ? await this.reader.record(matchId) : null;
    const seated = viewer !== null && record !== null && this.reader.seatOf(record, viewer) !== null;
    const counted = record?.status === 'OPEN' || (record?.status === 'ACTIVE' && seated);
    if (!viewer || !counted) return () => Promise.resolve();
    const leave = await this.presence.enter(atTable(matchId, viewer.id));
    if (seated) await this.told(record);
    return async () => {
      await leave();
      const now = await this.reader.record(matchId);
      if (now?.status === 'ACTIVE' && this.reader.seatOf(now, viewer) !== null) await this.told(now);
    };
  }

  /** The seats of people (not forfeited) with no page of the match open, while it is under way. */
  async away(record: MatchRecord): Promise<ReadonlySet<number>> {
    if (record.status !== 'ACTIVE') return new Set();
    const people = record.seats.filter((seat) => seat.userId !== null && !seat.forfeited);
    if (people.length === 0) return new Set();
    const here = await this.presence.online(people.map((seat) => atTable(record.id, seat.userId!)));
    return new Set(
      people.filter((seat) => !here.has(atTable(record.id, seat.userId!))).map((seat) => seat.seat),
    );
  }

  /** Every node's subscribers read the seats again (the seq is not what they go by). */
  private told(record: MatchRecord): Promise<void> {
    return this.publisher.match(record.id, { kind: 'presence', seq: record.seq });
  }
}
