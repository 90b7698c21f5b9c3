import type { AbsenceChoice, AbsenceVotes, MatchRecord } from './model.js';

/**
 * Absence at a casual table without a clock. Nothing ever plays for a player who stopped playing
 * there, so once the match has waited `absenceMs` for them the other people at the table may vote:
 * a bot takes the seat (the player forfeits, as if they had resigned) or the match ends (aborted:
 * casual matches are not rated). A choice wins with a strict majority of the people who may vote;
 * any move starts the count again, so an absent player who comes back simply plays on. Tables with
 * a clock never vote: their clock plays for the absent and forfeits them.
 */

/** A seat whose player the match has waited for long enough. */
export function isAbsent(
  record: MatchRecord,
  activeSeats: readonly number[],
  seat: number,
  now: number,
  absenceMs: number,
): boolean {
  const held = record.seats[seat];
  return (
    record.status === 'ACTIVE' &&
    record.clock === null &&
    held !== undefined &&
    held.userId !== null &&
    !held.forfeited &&
    activeSeats.includes(seat) &&
    now - record.touchedAt.getTime() >= absenceMs
  );
}

/** Who may vote on `seat`: every person still playing at the table but its own player. */
export function votersOn(record: MatchRecord, seat: number): string[] {
  return record.seats.flatMap((held) =>
    held.seat !== seat && held.userId !== null && !held.forfeited ? [held.userId] : [],
  );
}

/** The votes on `seat` that count now: cast at the match's current seq, by people who may vote. */
export function currentVotes(record: MatchRecord, seat: number): Map<string, AbsenceChoice> {
  const cast = record.absenceVotes;
  if (!cast || cast.seq !== record.seq || cast.seat !== seat) return new Map();
  const voters = new Set(votersOn(record, seat));
  return new Map(Object.entries(cast.votes).filter(([voter]) => voters.has(voter)));
}

/** The choice that carried on `seat`, if one has a strict majority of those who may vote. */
export function carried(record: MatchRecord, seat: number): AbsenceChoice | null {
  const voters = votersOn(record, seat).length;
  const counts = new Map<AbsenceChoice, number>();
  for (const choice of currentVotes(record, seat).values()) counts.set(choice, (counts.get(choice) ?? 0) + 1);
  for (const [choice, count] of counts) if (count * 2 > voters) return choice;
  return null;
}

/** The votes with `voter`'s choice on `seat` added at the record's seq (older votes dropped). */
export function withVote(
  record: MatchRecord,
  seat: number,
  voter: string,
  choice: AbsenceChoice,
): AbsenceVotes {
  return {
    seq: record.seq,
    seat,
    votes: { ...Object.fromEntries(currentVotes(record, seat)), [voter]: choice },
  };
}
