import type { MatchResult } from '../game.js';

/**
 * What a finished playout is worth to each seat, in [0, 1]: 1 for first place, 0 for the last
 * placement given, evenly between (tied seats share their placement). Team games place team-mates
 * alike, so they are rewarded alike, and a losing team gets 0 — not the 0.75 that "second of five"
 * would give, which would squeeze the difference between winning and losing to a quarter.
 */
export function placementRewards(result: MatchResult): number[] {
  const last = Math.max(...result.placements);
  if (last < 2) return result.placements.map(() => 1);
  return result.placements.map((placement) => 1 - (placement - 1) / (last - 1));
}

/**
 * Placement rewards with a share `weight` given to the score margin: each seat's score against the
 * best score outside its own team, scaled by the larger of the two and mapped to [0, 1]. A win by
 * five treasures then counts a little more than a win by one, and a narrow loss a little more than a
 * rout, so playouts that all end in the same placement still tell better lines from worse ones —
 * less noise for the same number of playouts. Seats without a score (Tortuga's Dutch) and results
 * without scores keep their placement reward alone.
 */
export function marginRewards(result: MatchResult, weight: number): number[] {
  const placed = placementRewards(result);
  if (weight <= 0) return placed;
  const teamOf = new Map<number, number>();
  result.teams?.forEach((team, index) => team.seats.forEach((seat) => teamOf.set(seat, index)));
  const team = (seat: number) => teamOf.get(seat) ?? -1 - seat;
  return placed.map((reward, seat) => {
    const mine = result.scores[seat];
    if (mine === null || mine === undefined) return reward;
    let rival = -Infinity;
    result.scores.forEach((score, other) => {
      if (score !== null && team(other) !== team(seat) && score > rival) rival = score;
    });
    if (rival === -Infinity) return reward;
    const scale = Math.max(1, Math.abs(mine), Math.abs(rival));
    const margin = (mine - rival) / scale;
    return (1 - weight) * reward + (weight * (margin + 1)) / 2;
  });
}
