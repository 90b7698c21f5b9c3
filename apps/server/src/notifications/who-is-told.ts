import type { MatchResult } from '@brethren/engine';
import type { MatchRecord } from '../matches/model.js';
import { isTurnBased } from '../matches/table-clocks.js';
import type { Notice, NotificationPayload } from './model.js';

/**
 * The one place that decides who is told what. Pure: given the match and what just happened, the
 * notices to write in the same transaction. The list is for what happens while a person is away:
 *
 * - YOUR_TURN: at a turn-based table only (a live table is watched as it is played; telling every
 *   turn there would flood the list), to each person whose seat becomes due — due now and not
 *   before — never to a bot's seat, a forfeited seat or whoever just acted. At most one per seat
 *   and act; the store also keeps at most one unread per match and recipient.
 * - MATCH_FINISHED: at the end of a turn-based match, to every person seated, with their placement.
 * - CHALLENGED: to the player challenged, for every challenge (there are few, and each needs an
 *   answer).
 * - INVITED: to each player of a finished match whose rematch another player offered (the seat
 *   waits for their acceptance), at any table for the same reason.
 * - TOURNAMENT_ROUND: to each person a tournament's round or arena wave seats at a table, live or
 *   turn-based (a round or wave starts without them asking, perhaps while they are away).
 */

/** YOUR_TURN for the people whose seats `dueAfter` adds to `dueBefore` when `actor` acted. */
export function turnNotices(
  record: MatchRecord,
  actor: { readonly seat: number | null; readonly userId: string | null },
  dueBefore: readonly number[],
  dueAfter: readonly number[],
): Notice[] {
  if (!isTurnBased(record)) return [];
  const notices: Notice[] = [];
  for (const seat of new Set(dueAfter)) {
    if (dueBefore.includes(seat) || seat === actor.seat) continue;
    const held = record.seats[seat];
    if (!held?.userId || held.botLevel !== null || held.forfeited || held.userId === actor.userId) continue;
    notices.push({
      recipientId: held.userId,
      kind: 'YOUR_TURN',
      matchId: record.id,
      payload: payloadFor(record, seat),
    });
  }
  return notices;
}

/** MATCH_FINISHED for every person seated at a turn-based match that ends with `result`. */
export function finishNotices(record: MatchRecord, result: MatchResult): Notice[] {
  if (!isTurnBased(record)) return [];
  return record.seats.flatMap((held) =>
    held.userId
      ? [
          {
            recipientId: held.userId,
            kind: 'MATCH_FINISHED' as const,
            matchId: record.id,
            payload: {
              ...payloadFor(record, held.seat),
              ...(result.placements[held.seat] === undefined
                ? {}
                : { placement: result.placements[held.seat] }),
              players: record.playerCount,
            },
          },
        ]
      : [],
  );
}

/** A seat as a queue-made match is written: its number, its person (none: a bot) and their handle. */
export interface OpeningSeat {
  readonly seat: number;
  readonly userId: string | null;
  readonly handle: string | null;
}

/**
 * YOUR_TURN for each person first due at a turn-based match a ranked queue has just made: nobody
 * acted, nobody was due before, and every seat is a person's (queues seat no bots).
 */
export function openingNotices(
  match: { readonly id: string; readonly game: string },
  seats: readonly OpeningSeat[],
  due: readonly number[],
): Notice[] {
  return seats.flatMap((held) =>
    held.userId && due.includes(held.seat)
      ? [
          {
            recipientId: held.userId,
            kind: 'YOUR_TURN' as const,
            matchId: match.id,
            payload: {
              game: match.game,
              seat: held.seat,
              opponents: [...seats]
                .sort((a, b) => a.seat - b.seat)
                .flatMap((other) => (other.seat !== held.seat && other.handle ? [other.handle] : [])),
            },
          },
        ]
      : [],
  );
}

/** TOURNAMENT_ROUND for each person seated at a table a tournament's round or wave has just made. */
export function seatedNotices(
  tournament: { readonly id: string; readonly name: string; readonly game: string },
  matchId: string,
  seats: readonly OpeningSeat[],
): Notice[] {
  return seats.flatMap((held) =>
    held.userId
      ? [
          {
            recipientId: held.userId,
            kind: 'TOURNAMENT_ROUND' as const,
            matchId,
            tournamentId: tournament.id,
            payload: {
              game: tournament.game,
              seat: held.seat,
              opponents: seats.flatMap((other) =>
                other.seat !== held.seat && other.handle ? [other.handle] : [],
              ),
              tournament: tournament.name,
            },
          },
        ]
      : [],
  );
}

/** For a table just made: CHALLENGED for the player challenged, INVITED for a rematch's other players. */
export function tableNotices(record: MatchRecord): Notice[] {
  const from = record.createdBy?.handle;
  if (!from) return [];
  if (record.challengedId !== null) {
    const seat = record.seats.find((held) => held.userId === record.challengedId);
    if (!seat) return [];
    return [
      {
        recipientId: record.challengedId,
        kind: 'CHALLENGED',
        matchId: record.id,
        payload: { ...payloadFor(record, seat.seat), from },
      },
    ];
  }
  if (record.rematchOfId === null) return [];
  return record.seats.flatMap((held) =>
    held.userId && !held.ready && held.userId !== record.createdBy?.id
      ? [
          {
            recipientId: held.userId,
            kind: 'INVITED' as const,
            matchId: record.id,
            payload: { ...payloadFor(record, held.seat), from },
          },
        ]
      : [],
  );
}

function payloadFor(record: MatchRecord, seat: number): NotificationPayload {
  return {
    game: record.game,
    seat,
    opponents: record.seats.flatMap((held) => (held.seat !== seat && held.user ? [held.user.handle] : [])),
  };
}
