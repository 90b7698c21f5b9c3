import {
  compatible,
  DEFAULT_RULES,
  formMatches,
  type MatchmakingRules,
  type WaitingPlayer,
} from './matchmaker.js';

/** A table a wave forms: its people, and how many seats rated bots take. */
export interface FormedTable {
  readonly players: readonly WaitingPlayer[];
  readonly botSeats: number;
}

/** Whether a player has waited as long as they chose before accepting bots (never, if they did not). */
export function acceptsBotsNow(player: WaitingPlayer): boolean {
  return player.botFillAfter !== null && player.waited >= player.botFillAfter;
}

/**
 * Tables for the players no person could be seated with in this wave, once their chosen wait is
 * over: the longest-waiting such player anchors a table of the smallest size they accept (the
 * fewest bots), joined by the closest-rated compatible players whose own wait is over too, and
 * rated bots take the seats left. Every table so keeps at least one person, and nobody who chose
 * never, or whose wait is not over, ever sits with a queue's bots. Pure, like `formMatches`.
 */
export function formBotTables(
  leftover: readonly WaitingPlayer[],
  rules: MatchmakingRules = DEFAULT_RULES,
  blocked: (a: string, b: string) => boolean = () => false,
): FormedTable[] {
  const ready = leftover
    .filter(acceptsBotsNow)
    .sort((a, b) => b.waited - a.waited || a.ticketId.localeCompare(b.ticketId));
  const seated = new Set<string>();
  const tables: FormedTable[] = [];
  for (const anchor of ready) {
    if (seated.has(anchor.ticketId)) continue;
    const size = Math.min(...anchor.playerCounts);
    const table = [anchor];
    const candidates = ready
      .filter(
        (player) => player !== anchor && !seated.has(player.ticketId) && player.playerCounts.includes(size),
      )
      .sort((a, b) => Math.abs(a.rating - anchor.rating) - Math.abs(b.rating - anchor.rating));
    for (const candidate of candidates) {
      if (table.length === size) break;
      if (table.every((member) => compatible(member, candidate, rules, blocked))) table.push(candidate);
    }
    for (const player of table) seated.add(player.ticketId);
    tables.push({ players: table, botSeats: size - table.length });
  }
  return tables;
}

/**
 * One wave's tables: people with people first (`formMatches`), so anyone who arrives in time is
 * preferred to a bot; then bot tables for whoever is left and chose to accept bots by now.
 */
export function formWave(
  pool: readonly WaitingPlayer[],
  rules: MatchmakingRules = DEFAULT_RULES,
  blocked: (a: string, b: string) => boolean = () => false,
): FormedTable[] {
  const people = formMatches(pool, rules, blocked);
  const seated = new Set(people.flat().map((player) => player.ticketId));
  const leftover = pool.filter((player) => !seated.has(player.ticketId));
  return [...people.map((players) => ({ players, botSeats: 0 })), ...formBotTables(leftover, rules, blocked)];
}
