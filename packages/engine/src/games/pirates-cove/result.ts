import type { MatchResult } from '../../core/game.js';
import { seatToken } from '../../core/summary.js';
import { fameCards } from './ship.js';
import type { PiratesCoveState, SeatState } from './state.js';
import { placementsOf, type Standing } from './ranking.js';

/** A seat's standing at the end, Fame cards counted. */
function standing(s: SeatState): Standing {
  return [s.fame + fameCards(s), s.gold, s.treasures];
}

/**
 * Most fame wins, Fame cards included (S004). DECISION: ties → most gold, then most treasures,
 * then shared. Solo: one seat, placed first; `scores` holds its fame and the summary says whether it
 * reached the goal in time.
 */
export function result(state: PiratesCoveState): MatchResult | null {
  if (state.phase.kind !== 'over') return null;
  const standings = state.seats.map(standing);
  const scores = standings.map(([fame]) => fame);
  const placements = placementsOf(standings);
  const top = Math.max(...scores);
  if (state.options.variant === 'solo') {
    return {
      placements,
      scores,
      summary: state.soloWon
        ? `${seatToken(0)} reached ${top} fame with ${state.time} turns to spare.`
        : `Time ran out for ${seatToken(0)} with ${top} fame.`,
    };
  }
  const winners = placements.flatMap((p, seat) => (p === 1 ? [seatToken(seat)] : []));
  return {
    placements,
    scores,
    summary:
      winners.length === 1
        ? `${winners.join('')} is the most famous pirate with ${top} fame.`
        : `${winners.join(', ')} share the fame with ${top}.`,
  };
}
