import type { PiratesCoveView } from './view.js';

/**
 * How the end ranks the ships (S004; DECISION: ties → most gold, then most treasures, then
 * shared): the result's placements, and the same read off a view for a table's last word.
 */

/** What ranks a seat at the end: fame (Fame cards included), then gold, then treasures. */
export type Standing = readonly [fame: number, gold: number, treasures: number];

function beats(a: Standing, b: Standing): boolean {
  if (a[0] !== b[0]) return a[0] > b[0];
  if (a[1] !== b[1]) return a[1] > b[1];
  return a[2] > b[2];
}

/** Placements by seat: 1 + how many seats stand better (tied seats share a placement). */
export function placementsOf(standings: readonly Standing[]): number[] {
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
