import type { WaitingPlayer } from './matchmaker.js';

/** A bot level as the engine lists it, with its measured rating (null where it has none). */
export interface BotLevelRating {
  readonly level: string;
  readonly rating: number | null;
}

/**
 * The bot level a ranked queue seats where no person came: the measured level whose fixed rating is
 * closest to the average of the people at the table (ties to the stronger), so the match is worth
 * playing and the people's ratings move by sensible amounts. The random bot is left out: a level
 * that plays any legal move is no opponent for a ladder. Null when no level has a rating.
 */
export function chooseRatedBot(
  levels: readonly BotLevelRating[],
  players: readonly Pick<WaitingPlayer, 'rating'>[],
): { level: string; rating: number } | null {
  const average = players.reduce((sum, player) => sum + player.rating, 0) / Math.max(1, players.length);
  let best: { level: string; rating: number } | null = null;
  for (const { level, rating } of levels) {
    if (rating === null || level === 'random') continue;
    const distance = Math.abs(rating - average);
    const bestDistance = best === null ? Infinity : Math.abs(best.rating - average);
    if (distance < bestDistance || (distance === bestDistance && best !== null && rating > best.rating))
      best = { level, rating };
  }
  return best;
}
