import type { MatchClock, Pause, SeatPauses } from './clock.js';
import type { MatchRecord } from './model.js';
import { isTurnBased } from './table-clocks.js';

/** Where the players' pauses are kept: their vacations (`vacations/repository.ts`). */
export interface PauseStore {
  /** The pauses of `userIds` that end after `since`, by user, each list in order. */
  pausesOf(userIds: readonly string[], since: Date): Promise<ReadonlyMap<string, readonly Pause[]>>;
}

const NONE: SeatPauses = new Map();

/**
 * The pauses the clocks of a match meet: at a turn-based match under way, the vacations of the
 * people whose seats are due, since the oldest of those decisions began. Read from the database on
 * every call, so every node sees a vacation the moment it starts or ends, with no message to wait
 * for. Live tables have none (a vacation does not stop them) and cost no read; nor do bots' and
 * forfeited seats, which a bot plays.
 */
export class ClockPauses {
  constructor(private readonly store: PauseStore | null) {}

  async of(record: MatchRecord): Promise<SeatPauses> {
    return (await this.ofAll([record])).get(record.id) ?? NONE;
  }

  /** The pauses of several matches (a page of `myGames`), in one read. */
  async ofAll(records: readonly MatchRecord[]): Promise<ReadonlyMap<string, SeatPauses>> {
    const due = records.flatMap((record) => duePeople(record).map((seat) => ({ record, ...seat })));
    if (!this.store || due.length === 0) return new Map();
    const since = Math.min(...due.map((seat) => seat.since));
    const byUser = await this.store.pausesOf([...new Set(due.map((seat) => seat.userId))], new Date(since));
    const byMatch = new Map<string, Map<number, readonly Pause[]>>();
    for (const { record, seat, userId } of due) {
      const pauses = byUser.get(userId);
      if (!pauses || pauses.length === 0) continue;
      const seats = byMatch.get(record.id) ?? new Map<number, readonly Pause[]>();
      seats.set(seat, pauses);
      byMatch.set(record.id, seats);
    }
    return byMatch;
  }
}

/** The seats of people due at a turn-based match under way (a forfeited seat is its bot's), with since when. */
function duePeople(record: MatchRecord): { seat: number; userId: string; since: number }[] {
  if (record.status !== 'ACTIVE' || !isTurnBased(record)) return [];
  const clock = record.clock as MatchClock;
  return clock.seats.flatMap((held, seat) => {
    const person = record.seats[seat];
    if (held.activeSince === null || !person?.userId || person.botLevel !== null) return [];
    return [{ seat, userId: person.userId, since: held.activeSince }];
  });
}

/** When the pause under way at `now` ends (the seat's clock stands still until then), if one is. */
export function pausedUntil(pauses: readonly Pause[] | undefined, now: number): number | null {
  return pauses?.find((pause) => pause.from <= now && now < pause.until)?.until ?? null;
}
