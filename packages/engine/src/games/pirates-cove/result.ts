import type { MatchResult } from '../../core/game.js';
import { seatToken } from '../../core/summary.js';
import { fameCards } from './ship.js';
import type { PiratesCoveState, SeatState } from './state.js';
import type { PiratesCoveView } from './view.js';

type Standing = readonly [fame: number, gold: number, treasures: number];

/** What ranks a seat at the end: fame (Fame cards included), then gold, then treasures. */
function standing(s: SeatState): Standing {
  return [s.fame + fameCards(s), s.gold, s.treasures];
}

function beats(a: Standing, b: Standing): boolean {
  if (a[0] !== b[0]) return a[0] > b[0];
  if (a[1] !== b[1]) return a[1] > b[1];
  return a[2] > b[2];
}

/** Placements by seat: 1 + how many seats stand better (tied seats share a placement). */
function placementsOf(standings: readonly Standing[]): number[] {
  return standings.map((mine) => 1 + standings.filter((other) => beats(other, mine)).length);
}

/**
 * The result's placements, read off any seat's view once the game is over (final scores, gold and
 * treasures are public then); null while it goes on. What a table says at the end.
 */
export function finalPlacements(view: PiratesCoveView): number[] | null {
  const scores = view.finalScores;
  if (scores === null) return null;
  return placementsOf(view.seats.map((s): Standing => [scores[s.seat] ?? 0, s.gold, s.treasures]));
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
