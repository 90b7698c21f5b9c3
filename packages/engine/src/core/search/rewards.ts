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
