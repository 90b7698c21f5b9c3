import type { TournamentHistory } from './history.js';
import { roundShape } from './table-sizes.js';

/** One player to pair, as the round before left them. */
export interface SwissPlayer {
  readonly id: string;
  /** Everyone they sat with in earlier rounds. */
  readonly met: ReadonlySet<string>;
  /** How many of their tables they started. */
  readonly starts: number;
  /** The sum of their places in turn order (0 = started), over their tables: who sat late lately. */
  readonly turnPositions: number;
  readonly hadBye: boolean;
}

export interface PairingRules {
  readonly playersPerTable: number;
  /** The fewest players the game allows: a table one seat short only if it is at least this. */
  readonly minPlayers: number;
  /** How many seatings the exact search may try before it settles for the greedy one (default 200,000). */
  readonly searchBudget?: number;
}

export interface Pairing {
  /** Each table in turn order: the first player starts. Best scores at the first tables. */
  readonly tables: readonly (readonly string[])[];
  readonly byes: readonly string[];
}

/** Pools up to this size are searched exactly for a seating without repeats. */
const EXACT_SEARCH_LIMIT = 256;
const DEFAULT_SEARCH_BUDGET = 200_000;

/**
 * One Swiss round. `players` come in standing order, best first (withdrawn players left out).
 * 1. Byes, if the table sizes need them, go to the lowest-placed players who have not had one.
 * 2. Tables are filled from the top of the standings down, each with the best player not yet seated
 *    and the next players who met none of the table before. Small pools are searched exactly
 *    (backtracking), so nobody meets anyone twice if a seating allows it; large pools are filled
 *    greedily, then repeats left at the bottom are swapped away with players of nearby tables.
 * 3. At each table, who has started least starts (ties: who sat latest in turn order so far), and
 *    the rest follow in the same order, so starts and late seats even out over the rounds.
 */
export function pairRound(players: readonly SwissPlayer[], rules: PairingRules): Pairing {
  const shape = roundShape(players.length, rules.playersPerTable, rules.minPlayers);
  const byes = chooseByes(players, shape.byes);
  const pool = players.filter((player) => !byes.has(player.id));
  const seated =
    (pool.length <= EXACT_SEARCH_LIMIT
      ? searchWithoutRepeats(pool, shape.tables, rules.searchBudget ?? DEFAULT_SEARCH_BUDGET)
      : null) ?? swapRepeatsAway(fillGreedily(pool, shape.tables));
  return {
    tables: seated.map((table) => turnOrder(table).map((player) => player.id)),
    byes: [...byes],
  };
}

/** The pairing state of each player from the rounds played. */
export function swissPlayers(ids: readonly string[], history: TournamentHistory): SwissPlayer[] {
  const met = new Map<string, Set<string>>(ids.map((id) => [id, new Set<string>()]));
  const starts = new Map<string, number>();
  const positions = new Map<string, number>();
  for (const table of history.tables) {
    table.players.forEach((player, index) => {
      for (const other of table.players) if (other !== player) met.get(player)?.add(other);
      if (index === 0) starts.set(player, (starts.get(player) ?? 0) + 1);
      positions.set(player, (positions.get(player) ?? 0) + index);
    });
  }
  const byes = new Set(history.byes.map((bye) => bye.player));
  return ids.map((id) => ({
    id,
    met: met.get(id) ?? new Set<string>(),
    starts: starts.get(id) ?? 0,
    turnPositions: positions.get(id) ?? 0,
    hadBye: byes.has(id),
  }));
}

function chooseByes(players: readonly SwissPlayer[], count: number): Set<string> {
  const fromBottom = [...players].reverse();
  const chosen = [
    ...fromBottom.filter((player) => !player.hadBye),
    ...fromBottom.filter((player) => player.hadBye),
  ].slice(0, count);
  return new Set(chosen.map((player) => player.id));
}

const clashes = (player: SwissPlayer, table: readonly SwissPlayer[]) =>
  table.reduce((count, other) => count + (player.met.has(other.id) ? 1 : 0), 0);

class BudgetSpent extends Error {}

/**
 * Backtracking in standing order: each table takes the best unseated player and the first
 * companions, in standing order, who met nobody at it. The first seating found is the one closest
 * to the standings; null if there is none or the budget ran out.
 */
function searchWithoutRepeats(
  pool: readonly SwissPlayer[],
  sizes: readonly number[],
  budget: number,
): SwissPlayer[][] | null {
  const seated = new Array<boolean>(pool.length).fill(false);
  const tables: SwissPlayer[][] = [];
  let steps = 0;
  const fillTable = (index: number, firstFree: number): boolean => {
    if (index === sizes.length) return true;
    let anchor = firstFree;
    while (seated[anchor]) anchor++;
    const table = [pool[anchor] as SwissPlayer];
    seated[anchor] = true;
    tables.push(table);
    const choose = (need: number, from: number): boolean => {
      if (need === 0) return fillTable(index + 1, anchor + 1);
      for (let i = from; i < pool.length; i++) {
        if (seated[i]) continue;
        if (++steps > budget) throw new BudgetSpent();
        const candidate = pool[i] as SwissPlayer;
        if (clashes(candidate, table) > 0) continue;
        seated[i] = true;
        table.push(candidate);
        if (choose(need - 1, i + 1)) return true;
        table.pop();
        seated[i] = false;
      }
      return false;
    };
    if (choose((sizes[index] as number) - 1, anchor + 1)) return true;
    tables.pop();
    seated[anchor] = false;
    return false;
  };
  try {
    return fillTable(0, 0) ? tables : null;
  } catch (error) {
    if (error instanceof BudgetSpent) return null;
    throw error;
  }
}

/**
 * Table by table from the top: the best unseated player, then for each seat the first player in
 * standing order with the fewest opponents met at the table (none, almost always).
 */
function fillGreedily(pool: readonly SwissPlayer[], sizes: readonly number[]): SwissPlayer[][] {
  // A linked list of the unseated, in standing order, so each table scans only those left.
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
  return sizes.map((size) => {
    const table = [pool[head] as SwissPlayer];
    unlink(head);
    while (table.length < size) {
      let best = -1;
      let fewest = Infinity;
      for (let i = head; i < pool.length && fewest > 0; i = next[i] as number) {
        const count = clashes(pool[i] as SwissPlayer, table);
        if (count < fewest) [best, fewest] = [i, count];
      }
      table.push(pool[best] as SwissPlayer);
      unlink(best);
    }
    return table;
  });
}

/** How far (in tables) a swap may reach to take a repeat away: players stay near their score. */
const SWAP_REACH = 8;

/** Swaps a player of a table with a repeat for one of a nearby table, while that lowers the repeats. */
function swapRepeatsAway(tables: SwissPlayer[][]): SwissPlayer[][] {
  const repeatsAt = (table: readonly SwissPlayer[]) =>
    table.reduce((count, player, index) => count + clashes(player, table.slice(index + 1)), 0);
  for (let t = tables.length - 1; t >= 0; t--) {
    const table = tables[t] as SwissPlayer[];
    let improved = true;
    while (repeatsAt(table) > 0 && improved) {
      improved = false;
      search: for (let reach = 1; reach <= SWAP_REACH; reach++) {
        for (const u of [t - reach, t + reach]) {
          const other = tables[u];
          if (!other) continue;
          const before = repeatsAt(table) + repeatsAt(other);
          for (let i = 0; i < table.length; i++) {
            for (let j = 0; j < other.length; j++) {
              [table[i], other[j]] = [other[j] as SwissPlayer, table[i] as SwissPlayer];
              if (repeatsAt(table) + repeatsAt(other) < before) {
                improved = true;
                break search;
              }
              [table[i], other[j]] = [other[j] as SwissPlayer, table[i] as SwissPlayer];
            }
          }
        }
      }
    }
  }
  return tables;
}

/** Fewest starts first; then who sat latest in turn order so far; then standing order. */
function turnOrder(table: readonly SwissPlayer[]): SwissPlayer[] {
  return table
    .map((player, standing) => ({ player, standing }))
    .sort(
      (a, b) =>
        a.player.starts - b.player.starts ||
        b.player.turnPositions - a.player.turnPositions ||
        a.standing - b.standing,
    )
    .map((entry) => entry.player);
}
