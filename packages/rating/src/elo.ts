/**
 * Elo for Brethren (issue: ranked play). Pure functions: no storage, no clock.
 *
 * - Everyone starts at 1500.
 * - Free-for-all: every pair of players is a game scored by placement (better 1, tie ½, worse 0)
 *   against the 400-point logistic expectation; each player's K is divided by (players − 1), so a
 *   multiplayer game moves a rating about as much as one duel.
 * - Teams: team average against team average, pair by pair of teams, K divided by (teams − 1);
 *   teammates move together and never take points from each other.
 * - Provisional: K 40 for a player's first 20 rated games of a game, then 20.
 */
export const INITIAL_RATING = 1500;
export const PROVISIONAL_GAMES = 20;
export const PROVISIONAL_K = 40;
export const ESTABLISHED_K = 20;

/** A player going into a rated match. */
export interface RatedPlayer {
  readonly rating: number;
  /** Rated games of this game played before this one. */
  readonly games: number;
}

export function kFactor(games: number): number {
  return games < PROVISIONAL_GAMES ? PROVISIONAL_K : ESTABLISHED_K;
}

export function isProvisional(games: number): boolean {
  return games < PROVISIONAL_GAMES;
}

/** The expected score of a player rated `rating` against one rated `opponent` (0 to 1). */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

/** Score from placements: the better (lower) placement wins. */
function pairScore(placement: number, other: number): number {
  return placement < other ? 1 : placement === other ? 0.5 : 0;
}

/**
 * Rating changes for a free-for-all result: `placements[i]` is player i's place (1 = best; equal
 * places tie). Returns each player's change, in order.
 */
export function rateFreeForAll(players: readonly (RatedPlayer & { readonly placement: number })[]): number[] {
  if (players.length < 2) return players.map(() => 0);
  const share = players.length - 1;
  return players.map((player, i) => {
    let sum = 0;
    players.forEach((other, j) => {
      if (i !== j)
        sum += pairScore(player.placement, other.placement) - expectedScore(player.rating, other.rating);
    });
    return (kFactor(player.games) / share) * sum;
  });
}

export interface RatedTeam {
  /** The team's place (1 = best; equal places tie). */
  readonly placement: number;
  readonly members: readonly RatedPlayer[];
}

/** Rating changes for a team result, per team and member, in the order given. */
export function rateTeams(teams: readonly RatedTeam[]): number[][] {
  const averages = teams.map(
    (team) => team.members.reduce((sum, member) => sum + member.rating, 0) / Math.max(1, team.members.length),
  );
  if (teams.length < 2) return teams.map((team) => team.members.map(() => 0));
  const share = teams.length - 1;
  return teams.map((team, i) => {
    let sum = 0;
    teams.forEach((other, j) => {
      if (i !== j)
        sum +=
          pairScore(team.placement, other.placement) -
          expectedScore(averages[i] as number, averages[j] as number);
    });
    return team.members.map((member) => (kFactor(member.games) / share) * sum);
  });
}
