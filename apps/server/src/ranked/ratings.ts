import type { MatchResult } from '@brethren/engine';
import { rateFreeForAll, rateTeams } from '@brethren/rating';

/** A seated player going into the rating of a finished ranked match. */
export interface RatingInput {
  readonly userId: string;
  readonly seat: number;
  readonly rating: number;
  /** Rated games of this game before this one. */
  readonly games: number;
}

export interface RatingChange {
  readonly userId: string;
  readonly seat: number;
  readonly before: number;
  readonly after: number;
  readonly placement: number;
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
