import { INITIAL_RATING, isProvisional, rateFreeForAll, type RatedPlayer } from '@brethren/rating';

/** What one seat of a ranked match plays for: its rating now, and what the best and worst place would do to it. */
export interface SeatStakes {
  readonly seat: number;
  readonly rating: number;
  readonly provisional: boolean;
  /** The change if this seat finishes first and everyone else behind it. */
  readonly ifFirst: number;
  /** The change if this seat finishes last and everyone else ahead of it. */
  readonly ifLast: number;
}

/**
 * The stakes of every person at the table, from the ratings the players bring (unrated players at
 * 1500); `fixed` seats (a queue's rated bots) count as opponents at their fixed ratings and have no
 * stakes of their own. Counted as a free-for-all, the rating's own rule for games without teams;
 * for team games (Tortuga) it is an estimate, as teams are hidden until the end.
 */
export function stakesOf(
  seats: readonly {
    readonly seat: number;
    readonly player: RatedPlayer | undefined;
    readonly fixed?: boolean;
  }[],
): SeatStakes[] {
  const players = seats.map((entry) => entry.player ?? { rating: INITIAL_RATING, games: 0 });
  return seats.flatMap((entry, index) => {
    if (entry.fixed) return [];
    const at = (own: number, others: number) =>
      rateFreeForAll(
        players.map((player, other) => ({ ...player, placement: other === index ? own : others })),
      )[index] ?? 0;
    const player = players[index] ?? { rating: INITIAL_RATING, games: 0 };
    return [
      {
        seat: entry.seat,
        rating: player.rating,
        provisional: isProvisional(player.games),
        ifFirst: at(1, 2),
        ifLast: at(2, 1),
      },
    ];
  });
}
