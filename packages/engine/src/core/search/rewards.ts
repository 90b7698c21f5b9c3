import type { MatchResult } from '../game.js';

/**
 * What a finished playout is worth to each seat, in [0, 1]: 1 for first place, 0 for last, evenly
 * between (tied seats share their placement). Team games place team-mates alike, so they are
 * rewarded alike.
 */
export function placementRewards(result: MatchResult): number[] {
  const players = result.placements.length;
  if (players < 2) return result.placements.map((placement) => (placement === 1 ? 1 : 0));
  return result.placements.map((placement) => 1 - (placement - 1) / (players - 1));
}
