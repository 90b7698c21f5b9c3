import type { MatchResult } from '@brethren/engine';
import { seatToken } from '../engine/port.js';
import type { MatchClock } from './clock.js';
import type { MatchRecord, SeatRecord } from './model.js';
import { isTurnBased } from './table-clocks.js';

/** The bot that plays a seat whose player left or timed out too often. */
export const STAND_IN_BOT = 'heuristic';

/**
 * The result with every forfeited seat placed last (tied with other forfeiters) and taken out of
 * its team into a last-placed team of its own; the others keep their order. The summary names the
 * forfeiters, each with why where `why` says (see `forfeitReasons`).
 */
export function withForfeits(
  result: MatchResult,
  forfeited: readonly number[],
  why: ReadonlyMap<number, string> = new Map(),
): MatchResult {
  if (forfeited.length === 0) return result;
  const last = result.placements.length - forfeited.length + 1;
  const staying = result.placements.map((placement, seat) => (forfeited.includes(seat) ? null : placement));
  const placements = result.placements.map((_, seat) => {
    const mine = staying[seat];
    if (mine === null || mine === undefined) return last;
    return 1 + staying.filter((other) => other !== null && other !== undefined && other < mine).length;
  });
  const teams = result.teams?.flatMap((team) => {
    const seats = team.seats.filter((seat) => !forfeited.includes(seat));
    const first = seats[0];
    return first === undefined ? [] : [{ ...team, seats, placement: placements[first] as number }];
  });
  return {
    ...result,
    placements,
    ...(teams
      ? {
          teams: [
            ...teams,
            ...forfeited.map((seat) => ({ name: `forfeit-${seat}`, seats: [seat], placement: last })),
          ],
        }
      : {}),
    summary: `${result.summary} Forfeited: ${forfeited
      .map((seat) => (why.has(seat) ? `${seatToken(seat)} (${why.get(seat)})` : seatToken(seat)))
      .join(', ')}.`,
  };
}

/**
 * What the forfeit rules read of a match: its size, its clock and who holds which seat. A stored
 * record has it, and so has a line of the open data, whose verifier rebuilds results with these
 * same functions.
 */
export interface ForfeitFacts {
  readonly playerCount: number;
  readonly clock: unknown;
  readonly seats: readonly Pick<SeatRecord, 'seat' | 'userId' | 'forfeited'>[];
}

/**
 * Why the forfeited seats left, where the match's clock tells: those that ran out of time as often
 * as it allows, named as turn-based at a turn-based table. Resignations are not told apart from the
 * rest (a forfeit is a forfeit), so they get no reason.
 */
export function forfeitReasons(record: ForfeitFacts): Map<number, string> {
  const clock = record.clock as MatchClock | null;
  const max = clock?.settings?.maxTimeouts;
  if (!clock || max === undefined) return new Map();
  const words = isTurnBased(record) ? TURN_BASED_TIMEOUT : LEFT_BECAUSE.timeout;
  return new Map(
    record.seats.flatMap((seat) =>
      seat.forfeited && (clock.seats[seat.seat]?.timeouts ?? 0) >= max ? [[seat.seat, words] as const] : [],
    ),
  );
}

/**
 * Why players left a match: they resigned, their clock ran out too often, or they stopped playing
 * at a table without a clock and the others voted a bot into their seat.
 */
export type LeaveReason = 'resigned' | 'timeout' | 'abandoned';

const LEFT_BECAUSE: Readonly<Record<LeaveReason, string>> = {
  resigned: 'resigned',
  timeout: 'ran out of time',
  abandoned: 'stopped playing',
};

/** A timeout at a turn-based table (hours or days for each decision), in the words players read. */
const TURN_BASED_TIMEOUT = 'ran out of turn-based time';

/** A result reached by players leaving, not by the game: it says so, and why. */
export interface EarlyResult extends MatchResult {
  readonly ending: {
    readonly reason: LeaveReason;
    readonly seats: readonly number[];
    /** A timeout at a turn-based table (hours or days per decision), named so. */
    readonly turnBased?: true;
  };
}

/** Whether a person still plays a seat of their own (not forfeited) at the match. */
function peopleLeft(record: ForfeitFacts): boolean {
  return record.seats.some((seat) => seat.userId !== null && !seat.forfeited);
}

/**
 * Whether `seat` resigning now would end the match (see `endingAfterForfeit`): a two-player
 * match, or no other person left to play for.
 */
export function resignationEnds(record: MatchRecord, seat: number): boolean {
  if (record.playerCount === 2) return true;
  return !peopleLeft({
    ...record,
    seats: record.seats.map((held) => (held.seat === seat ? { ...held, forfeited: true } : held)),
  });
}

/**
 * Whether a match ends now that a seat was forfeited, and how. A two-player match ends at once:
 * the other side wins, as in chess. A larger one plays on with a bot in the seat while anyone is
 * left to play for; once no person is left it ends with the bots ahead and the people who left
 * sharing last place, rated or not: a resignation is a result, kept in the history and the replays
 * like any other. `{ continue: true }`: play on.
 */
export function endingAfterForfeit(
  record: ForfeitFacts,
  reason: LeaveReason,
): { readonly continue: true } | { readonly continue: false; readonly result: EarlyResult } {
  if (record.playerCount !== 2 && peopleLeft(record)) return { continue: true };
  const staying = record.seats.filter((seat) => !seat.forfeited).map((seat) => seat.seat);
  const left = record.seats.filter((seat) => seat.forfeited).map((seat) => seat.seat);
  const last = staying.length + 1;
  const turnBased = reason === 'timeout' && isTurnBased(record);
  const why = turnBased ? TURN_BASED_TIMEOUT : LEFT_BECAUSE[reason];
  return {
    continue: false,
    result: {
      placements: record.seats.map((seat) => (seat.forfeited && staying.length > 0 ? last : 1)),
      scores: record.seats.map(() => null),
      summary:
        staying.length > 0
          ? `${left.map(seatToken).join(', ')} ${why}: ${staying.map(seatToken).join(', ')} won.`
          : `${left.map(seatToken).join(', ')} ${why}: nobody was left to win.`,
      ending: { reason, seats: left, ...(turnBased ? { turnBased: true as const } : {}) },
    },
  };
}
