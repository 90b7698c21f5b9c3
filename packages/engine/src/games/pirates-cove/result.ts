import type { MatchResult } from '../../core/game.js';
import { fameCards } from './ship.js';
import type { PiratesCoveState } from './state.js';

/**
 * Most fame wins, Fame cards included (S004). DECISION: ties → most gold, then most treasures,
 * then shared. Solo: one seat, placed first; `scores` holds its fame and the summary says whether it
 * reached the goal in time.
 */
export function result(state: PiratesCoveState): MatchResult | null {
  if (state.phase.kind !== 'over') return null;
  const scores = state.seats.map((s) => s.fame + fameCards(s));
  const key = (seat: number) => [
    scores[seat] as number,
    state.seats[seat]?.gold ?? 0,
    state.seats[seat]?.treasures ?? 0,
  ];
  const beats = (a: number, b: number) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] as number) > (kb[i] as number);
    return false;
  };
  const placements = scores.map((_, seat) => 1 + scores.filter((__, other) => beats(other, seat)).length);
  if (state.options.variant === 'solo') {
    return {
      placements,
      scores,
      summary: state.soloWon
        ? `The pirate reached ${scores[0]} fame with ${state.time} turns to spare.`
        : `Time ran out with ${scores[0]} fame.`,
    };
  }
  const winners = placements.flatMap((p, seat) => (p === 1 ? [seat] : []));
  return {
    placements,
    scores,
    summary:
      winners.length === 1
        ? `Seat ${(winners[0] as number) + 1} is the most famous pirate with ${scores[winners[0] as number]} fame.`
        : `Seats ${winners.map((seat) => seat + 1).join(', ')} share the fame with ${scores[winners[0] as number]}.`,
  };
}
