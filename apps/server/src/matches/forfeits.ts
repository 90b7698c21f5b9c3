import type { MatchResult } from '@brethren/engine';
import { seatToken } from '../engine/port.js';

/** The bot that plays a seat whose player left or timed out too often. */
export const STAND_IN_BOT = 'heuristic';

/**
 * The result with every forfeited seat placed last (tied with other forfeiters) and taken out of
 * its team into a last-placed team of its own; the others keep their order.
 */
export function withForfeits(result: MatchResult, forfeited: readonly number[]): MatchResult {
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
    summary: `${result.summary} Forfeited: ${forfeited.map(seatToken).join(', ')}.`,
  };
}
