import type { MatchResult } from '@brethren/engine';
import { PROVISIONAL_GAMES, rateFreeForAll, rateTeams } from '@brethren/rating';
import type { SeatRecord } from '../matches/model.js';

/** A seated player going into the rating of a finished ranked match (null user: a rated bot). */
export interface RatingInput {
  readonly userId: string | null;
  readonly seat: number;
  readonly rating: number;
  /** Rated games of this game before this one. */
  readonly games: number;
}

export interface RatingChange {
  readonly userId: string | null;
  readonly seat: number;
  readonly before: number;
  readonly after: number;
  readonly placement: number;
}

/**
 * The rated bots a queue seated, at their fixed ratings. They count as established players (their
 * K never matters: their change is computed with everyone's and thrown away, so they never drift).
 */
export function ratedBots(record: {
  readonly seats: readonly Pick<SeatRecord, 'seat' | 'botRating'>[];
}): RatingInput[] {
  return record.seats.flatMap((seat) =>
    seat.botRating !== null
      ? [{ userId: null, seat: seat.seat, rating: seat.botRating, games: PROVISIONAL_GAMES }]
      : [],
  );
}

/** Each rated player's new rating: by teams when the game has them, else free-for-all. */
export function ratingChanges(result: MatchResult, players: readonly RatingInput[]): RatingChange[] {
  const bySeat = new Map(players.map((player) => [player.seat, player]));
  const change = (player: RatingInput, delta: number): RatingChange => ({
    userId: player.userId,
    seat: player.seat,
    before: player.rating,
    after: player.rating + delta,
    placement: result.placements[player.seat] as number,
  });
  if (result.teams) {
    const teams = result.teams
      .map((team) => ({
        placement: team.placement,
        members: team.seats.flatMap((seat) => bySeat.get(seat) ?? []),
      }))
      .filter((team) => team.members.length > 0);
    const deltas = rateTeams(teams);
    return teams.flatMap((team, i) => team.members.map((member, j) => change(member, deltas[i]?.[j] ?? 0)));
  }
  const deltas = rateFreeForAll(
    players.map((player) => ({ ...player, placement: result.placements[player.seat] as number })),
  );
  return players.map((player, i) => change(player, deltas[i] ?? 0));
}
