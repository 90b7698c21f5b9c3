import type { PlayedTable } from '../swiss/index.js';
import { arenaTallies } from './scores.js';

/** A player waiting in an arena's pool: not seated, not paused, not withdrawn. */
export interface ArenaPlayer {
  readonly id: string;
  /** Arena points so far (see `arenaTallies`). */
  readonly points: number;
  /** When they came back to the pool (their last match ended, or they joined): who waited longest sits first. */
  readonly waitingSince: number;
  /** The players of their last table: not seated with them again at once where a close score allows. */
  readonly lastOpponents: ReadonlySet<string>;
  /** How many of their tables they started. */
  readonly starts: number;
}

export interface ArenaWave {
  /** Each table in turn order (the first starts), best scores at the first tables. */
  readonly tables: readonly (readonly string[])[];
  /** Those left in the pool for the next wave: too few to fill another table. */
  readonly waiting: readonly string[];
}

/** How many players past the best unseated one a seat may look for someone not just met. */
const LOOK_AHEAD = 6;

/**
 * One arena wave: seats as many full tables of `playersPerTable` as the pool fills.
 * 1. Who sits: those who have waited longest; the few left over (fewer than a table) are those who
 *    came back last, so nobody waits more than a wave or two while the pool keeps filling.
 * 2. Tables: the seated in score order, best first; each table takes the best unseated player, then
 *    for each seat the best of the next few who did not sit with anyone at it in their last match
 *    (else the best of them): close scores together, no immediate rematch where a near score allows.
 * 3. At each table, who started fewest tables starts, the others following in score order.
 */
export function pairWave(players: readonly ArenaPlayer[], playersPerTable: number): ArenaWave {
  const byWait = [...players].sort((a, b) => a.waitingSince - b.waitingSince || compareIds(a.id, b.id));
  const seatCount = Math.floor(players.length / playersPerTable) * playersPerTable;
  const pool = byWait
    .slice(0, seatCount)
    .sort((a, b) => b.points - a.points || a.waitingSince - b.waitingSince || compareIds(a.id, b.id));
  // A linked list of the unseated in score order, so each seat looks at a few players only.
  const next = pool.map((_, index) => index + 1);
  const previous = pool.map((_, index) => index - 1);
  let head = 0;
  const unlink = (index: number) => {
    const before = previous[index] as number;
    const after = next[index] as number;
    if (before >= 0) next[before] = after;
    else head = after;
    if (after < pool.length) previous[after] = before;
  };
  const tables: ArenaPlayer[][] = [];
  while (head < pool.length) {
    const table = [pool[head] as ArenaPlayer];
    unlink(head);
    while (table.length < playersPerTable) {
      let chosen = head;
      let looked = 0;
      for (let i = head; i < pool.length && looked <= LOOK_AHEAD; i = next[i] as number, looked++) {
        if (!table.some((seated) => justMet(seated, pool[i] as ArenaPlayer))) {
          chosen = i;
          break;
        }
      }
      table.push(pool[chosen] as ArenaPlayer);
      unlink(chosen);
    }
    tables.push(table);
  }
  return {
    tables: tables.map((table) => turnOrder(table).map((player) => player.id)),
    waiting: byWait.slice(seatCount).map((player) => player.id),
  };
}

const justMet = (a: ArenaPlayer, b: ArenaPlayer) => a.lastOpponents.has(b.id) || b.lastOpponents.has(a.id);

const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Fewest starts first, then score order (the table is in score order). */
function turnOrder(table: readonly ArenaPlayer[]): ArenaPlayer[] {
  return table
    .map((player, order) => ({ player, order }))
    .sort((a, b) => a.player.starts - b.player.starts || a.order - b.order)
    .map((entry) => entry.player);
}

/**
 * The pool's players as pairing reads them, from the tables played so far (in any order, as
 * stored): points, the players of their latest table, how many tables they started.
 */
export function arenaPlayers(
  waiting: readonly { readonly id: string; readonly waitingSince: number }[],
  tables: readonly PlayedTable[],
): ArenaPlayer[] {
  const tallies = arenaTallies(
    waiting.map((player) => player.id),
    tables,
  );
  const latest = new Map<string, PlayedTable>();
  const starts = new Map<string, number>();
  for (const table of tables) {
    table.players.forEach((player, index) => {
      if (index === 0) starts.set(player, (starts.get(player) ?? 0) + 1);
      if ((latest.get(player)?.round ?? -1) < table.round) latest.set(player, table);
    });
  }
  return waiting.map((player) => ({
    id: player.id,
    points: tallies.get(player.id)?.points ?? 0,
    waitingSince: player.waitingSince,
    lastOpponents: new Set(latest.get(player.id)?.players.filter((other) => other !== player.id) ?? []),
    starts: starts.get(player.id) ?? 0,
  }));
}
