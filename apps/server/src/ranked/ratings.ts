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

/**
 * The result with every forfeited seat placed last (tied with other forfeiters) and taken out of
 * its team into a last-placed team of its own; the others keep their order.
 */
export function withForfeits(result: MatchResult, forfeited: readonly number[]): MatchResult {
  if (forfeited.length === 0) return result;
  const last = result.placements.length - forfeited.length + 1;
  const staying = result.placements.map((placement, seat) => (forfeited.includes(seat) ? null : placement));
  const placements = result.placements.map((_, seat) => {
    const mine = staying[seat];
    if (mine === null || mine === undefined) return last;
    return 1 + staying.filter((other) => other !== null && other !== undefined && other < mine).length;
  });
  const teams = result.teams?.flatMap((team) => {
    const seats = team.seats.filter((seat) => !forfeited.includes(seat));
    const first = seats[0];
    return first === undefined ? [] : [{ ...team, seats, placement: placements[first] as number }];
  });
  return {
    ...result,
    placements,
    ...(teams
      ? {
          teams: [
            ...teams,
            ...forfeited.map((seat) => ({ name: `forfeit-${seat}`, seats: [seat], placement: last })),
          ],
        }
      : {}),
    summary: `${result.summary} Forfeited: seat ${forfeited.map((seat) => seat + 1).join(', ')}.`,
  };
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
