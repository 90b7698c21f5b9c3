import type { MatchResult } from '../../core/game.js';
import { seatToken } from '../../core/summary.js';
import { ABOARD, type CartagenaState, type Location } from './state.js';

/**
 * How far a seat's pirates have come: the sum of their squares, the finish counting one past the
 * path and the boat of the full story half way between tunnel and jungle (doubled to stay whole).
 */
export function progress(state: CartagenaState, seat: number): number {
  let total = 0;
  for (const at of state.pirates[seat] as readonly Location[])
    total += at === ABOARD ? 2 * state.tunnelLength + 1 : 2 * at;
  return total;
}

/**
 * The winner places first. The rulebook ranks nobody else; for ratings the others are placed by
 * progress (DECISION, README), equal progress sharing a place.
 */
export function result(state: CartagenaState): MatchResult | null {
  const winner = state.winner;
  if (winner === null) return null;
  const scores = state.pirates.map((_, seat) => progress(state, seat));
  const placements = scores.map((score, seat) => {
    if (seat === winner) return 1;
    return 2 + scores.filter((other, o) => o !== winner && other > score).length;
  });
  return { placements, scores, summary: `${seatToken(winner)} brought every pirate to safety.` };
}
