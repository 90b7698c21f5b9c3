/**
 * Forms ranked matches from the players waiting in one game's pool, in waves. Like Lichess's pools:
 * close ratings first, and the accepted gap widens the longer a player waits, so nobody waits for
 * ever and nobody strong is fed a beginner while better pairings exist. Pure: no storage, no clock.
 */
export interface WaitingPlayer {
  readonly ticketId: string;
  readonly userId: string;
  readonly rating: number;
  /** Seconds waited so far. */
  readonly waited: number;
  /** Table sizes the player accepts. */
  readonly playerCounts: readonly number[];
  readonly preset: string;
  /** Seconds after which the player accepts rated bots in the seats nobody fills; null: never. */
  readonly botFillAfter: number | null;
}

export interface MatchmakingRules {
  /** Rating gap accepted at once. */
  readonly initialGap: number;
  /** Gap added per second waited. */
  readonly gapPerSecond: number;
  /** The gap never grows past this. */
  readonly maxGap: number;
}

export const DEFAULT_RULES: MatchmakingRules = { initialGap: 100, gapPerSecond: 10, maxGap: 800 };

/** The rating gap a player accepts now. */
export function acceptedGap(player: WaitingPlayer, rules: MatchmakingRules): number {
  return Math.min(rules.maxGap, rules.initialGap + rules.gapPerSecond * player.waited);
}

/** Whether two players may sit at one table: both accept the gap and neither blocked the other. */
export function compatible(
  a: WaitingPlayer,
  b: WaitingPlayer,
  rules: MatchmakingRules,
  blocked: (a: string, b: string) => boolean,
): boolean {
  if (a.userId === b.userId || a.preset !== b.preset || blocked(a.userId, b.userId)) return false;
  const gap = Math.abs(a.rating - b.rating);
  return gap <= acceptedGap(a, rules) && gap <= acceptedGap(b, rules);
}

/**
 * One wave: the longest-waiting player anchors a table of the largest size everyone at it accepts,
 * filled with the closest-rated compatible players; repeat with whoever is left. Returns groups of
 * players, each a match to create.
 */
export function formMatches(
  pool: readonly WaitingPlayer[],
  rules: MatchmakingRules = DEFAULT_RULES,
  blocked: (a: string, b: string) => boolean = () => false,
): WaitingPlayer[][] {
  const waiting = [...pool].sort((a, b) => b.waited - a.waited || a.ticketId.localeCompare(b.ticketId));
  const seated = new Set<string>();
  const matches: WaitingPlayer[][] = [];
  for (const anchor of waiting) {
    if (seated.has(anchor.ticketId)) continue;
    const sizes = [...anchor.playerCounts].sort((a, b) => b - a);
    for (const size of sizes) {
      const table = fillTable(anchor, size, waiting, seated, rules, blocked);
      if (table) {
        for (const player of table) seated.add(player.ticketId);
        matches.push(table);
        break;
      }
    }
  }
  return matches;
}

function fillTable(
  anchor: WaitingPlayer,
  size: number,
  waiting: readonly WaitingPlayer[],
  seated: ReadonlySet<string>,
  rules: MatchmakingRules,
  blocked: (a: string, b: string) => boolean,
): WaitingPlayer[] | null {
  const candidates = waiting
    .filter(
      (player) => player !== anchor && !seated.has(player.ticketId) && player.playerCounts.includes(size),
    )
    .sort((a, b) => Math.abs(a.rating - anchor.rating) - Math.abs(b.rating - anchor.rating));
  const table = [anchor];
  for (const candidate of candidates) {
    if (table.every((member) => compatible(member, candidate, rules, blocked))) table.push(candidate);
    if (table.length === size) return table;
  }
  return null;
}
