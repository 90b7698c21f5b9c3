/**
 * Swiss pairing bench: one round of SWISS_PLAYERS (10,000) players at four-player tables, after
 * SWISS_ROUNDS_BEFORE (4) rounds already played (so most near neighbours in the standings have met),
 * through the pure pairing and standings of `src/tournaments/swiss`. Prints the time and the memory
 * of the standings and of the pairing (median of SWISS_REPEATS runs), the tables, byes and repeats.
 * Run with `node --expose-gc` (as `npm run bench` does) for heap figures after a full collection.
 * Figures, never a timed test: the machine's other work moves them.
 */
import { performance } from 'node:perf_hooks';
import {
  computeStandings,
  pairRound,
  swissPlayers,
  type PlayedTable,
  type TournamentHistory,
} from '../src/tournaments/swiss/index.js';

const PLAYERS = Number(process.env['SWISS_PLAYERS'] ?? 10_000);
const ROUNDS_BEFORE = Number(process.env['SWISS_ROUNDS_BEFORE'] ?? 4);
const REPEATS = Number(process.env['SWISS_REPEATS'] ?? 5);
const RULES = { playersPerTable: 4, minPlayers: 3 };

const gc = (globalThis as { gc?: () => void }).gc;
const heapUsed = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** A fixed pseudo-random sequence, so every run plays the same tournament. */
let state = 42;
const random = () => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state / 2 ** 31;
};

const ids = Array.from({ length: PLAYERS }, (_, i) => `player-${String(i).padStart(6, '0')}`);
const history: { tables: PlayedTable[]; byes: { round: number; player: string }[] } = {
  tables: [],
  byes: [],
};
const standingOrder = (played: TournamentHistory) =>
  computeStandings(
    ids.map((id) => ({ id, withdrawn: false })),
    played,
    RULES.playersPerTable,
  ).map((standing) => standing.player);

for (let round = 1; round <= ROUNDS_BEFORE; round++) {
  const pairing = pairRound(swissPlayers(standingOrder(history), history), RULES);
  for (const players of pairing.tables) {
    const order = players.map((player) => ({ player, key: random() })).sort((a, b) => a.key - b.key);
    history.tables.push({
      round,
      players,
      placements: players.map((player) => 1 + order.findIndex((entry) => entry.player === player)),
    });
  }
  history.byes.push(...pairing.byes.map((player) => ({ round, player })));
}

const standingsMs: number[] = [];
const pairingMs: number[] = [];
let standingsBytes = 0;
let pairingBytes = 0;
let result = { tables: 0, byes: 0, repeats: 0, short: 0 };
for (let run = 0; run < REPEATS; run++) {
  const before = heapUsed();
  let started = performance.now();
  const order = standingOrder(history);
  standingsMs.push(performance.now() - started);
  const afterStandings = heapUsed();
  started = performance.now();
  const players = swissPlayers(order, history);
  const pairing = pairRound(players, RULES);
  pairingMs.push(performance.now() - started);
  // What the pairing keeps alive: each player's set of opponents met and the tables it returns.
  pairingBytes = Math.max(pairingBytes, heapUsed() - afterStandings);
  standingsBytes = Math.max(standingsBytes, afterStandings - before);
  const met = new Map(players.map((player) => [player.id, player.met]));
  result = {
    tables: pairing.tables.length,
    byes: pairing.byes.length,
    short: pairing.tables.filter((table) => table.length < RULES.playersPerTable).length,
    repeats: pairing.tables.reduce(
      (count, table) =>
        count + table.filter((a, i) => table.slice(i + 1).some((b) => met.get(a)?.has(b))).length,
      0,
    ),
  };
  if (order.length !== PLAYERS) throw new Error('standings lost players');
}

console.log(
  `Swiss pairing: ${PLAYERS} players at tables of ${RULES.playersPerTable}, round ${ROUNDS_BEFORE + 1}`,
);
console.log(
  `  standings (points, Buchholz, median, head-to-head): ${median(standingsMs).toFixed(0)} ms median of ${REPEATS}` +
    (gc ? `, ${mb(standingsBytes)} heap held` : ''),
);
console.log(
  `  pairing (history, byes, tables, turn order):        ${median(pairingMs).toFixed(0)} ms median of ${REPEATS}` +
    (gc ? `, ${mb(pairingBytes)} heap held` : ''),
);
console.log(
  `  ${result.tables} tables (${result.short} one seat short), ${result.byes} byes, ${result.repeats} repeat meetings`,
);
console.log(`  process: heap ${mb(heapUsed())}, rss ${mb(process.memoryUsage().rss)}`);
