import type { GameId } from '../game.js';

/**
 * Each bot level's rating per game, measured by self-play: a round-robin among the game's levels
 * with fixed seeds and the searching levels on their iteration budgets, Elo fitted to the pairwise
 * results with the random bot anchored at 800 (`bench/ratings.ts`; rerun with
 * `RATINGS_GAMES=16 RATINGS_WRITE=1 npm run ratings -w @brethren/engine` after building, 12 for Port
 * Royal's three-player matches). Relative to each other and to that anchor only: no person has
 * played these levels yet.
 */
export const BOT_RATINGS: Readonly<Record<GameId, Readonly<Record<string, number>>>> = {
  // 2026-11-28: 16 matches a pair, 2 players.
  cartagena: { random: 800, heuristic: 1250, hard: 1543, expert: 1726 },
  // 2026-11-28: 12 matches a pair, 3 players.
  'port-royal': { random: 800, heuristic: 1283, hard: 1388, expert: 1621 },
  // 2026-11-30: 24 matches a pair, 2 players.
  tortuga: { random: 800, heuristic: 1343, hard: 1582, expert: 1658 },
  // 2026-12-01: 16 matches a pair, 2 players.
  'pirates-cove': { random: 800, heuristic: 1347, hard: 1428, expert: 1469 },
};

/** A level's measured rating in a game, or null where it has none. */
export function botRating(game: GameId, level: string): number | null {
  return BOT_RATINGS[game][level] ?? null;
}
