/**
 * Arena pairing bench: one wave of ARENA_WAITING (2,000) players waiting at once, at four-player
 * tables, after ARENA_WAVES_BEFORE (8) waves already played (so everyone has points, streaks and a
 * last table to avoid), through the pure scoring and pairing of `src/tournaments/arena`. Prints the
 * time and the memory of the wave (median of ARENA_REPEATS runs): scoring the tables played (points,
 * streaks), reading each player's last table, and seating; then the tables, those left waiting,
 * immediate rematches and the widest score gap at a table. Run with `node --expose-gc` (as
 * `npm run bench` does) for heap figures after a full collection. Figures, never a timed test.
 */
import { performance } from 'node:perf_hooks';
import { arenaPlayers, pairWave } from '../src/tournaments/arena/index.js';
import type { PlayedTable } from '../src/tournaments/swiss/index.js';

const WAITING = Number(process.env['ARENA_WAITING'] ?? 2_000);
const WAVES_BEFORE = Number(process.env['ARENA_WAVES_BEFORE'] ?? 8);
const REPEATS = Number(process.env['ARENA_REPEATS'] ?? 5);
const PER_TABLE = 4;

const gc = (globalThis as { gc?: () => void }).gc;
const heapUsed = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** A fixed pseudo-random sequence, so every run plays the same arena. */
let state = 7;
const random = () => {
  state = (state * 1103515245 + 12345) % 2 ** 31;
  return state / 2 ** 31;
};

const ids = Array.from({ length: WAITING }, (_, i) => `player-${String(i).padStart(6, '0')}`);
const tables: PlayedTable[] = [];
let waiting = ids.map((id, i) => ({ id, waitingSince: i }));
for (let wave = 1; wave <= WAVES_BEFORE; wave++) {
  const seated = pairWave(arenaPlayers(waiting, tables), PER_TABLE);
  for (const players of seated.tables) {
    const order = players.map((player) => ({ player, key: random() })).sort((a, b) => a.key - b.key);
    tables.push({
      round: wave,
      players,
      placements: players.map((player) => 1 + order.findIndex((entry) => entry.player === player)),
    });
  }
  // Everyone comes back in a random order, as matches end at different times.
  waiting = ids.map((id) => ({ id, waitingSince: wave * WAITING + Math.floor(random() * WAITING) }));
}

const waveMs: number[] = [];
let waveBytes = 0;
let result = { tables: 0, waiting: 0, rematches: 0, widestGap: 0 };
for (let run = 0; run < REPEATS; run++) {
  const before = heapUsed();
  const started = performance.now();
  const players = arenaPlayers(waiting, tables);
  const wave = pairWave(players, PER_TABLE);
  waveMs.push(performance.now() - started);
  waveBytes = Math.max(waveBytes, heapUsed() - before);
  const byId = new Map(players.map((player) => [player.id, player]));
  result = {
    tables: wave.tables.length,
    waiting: wave.waiting.length,
    rematches: wave.tables.reduce(
      (count, table) =>
        count +
        table.filter((a, i) => table.slice(i + 1).some((b) => byId.get(a)?.lastOpponents.has(b))).length,
      0,
    ),
    widestGap: Math.max(
      ...wave.tables.map((table) => {
        const points = table.map((id) => byId.get(id)?.points ?? 0);
        return Math.max(...points) - Math.min(...points);
      }),
    ),
  };
  if (wave.tables.flat().length + wave.waiting.length !== WAITING) throw new Error('the wave lost players');
}

console.log(
  `Arena pairing: one wave of ${WAITING} waiting players at tables of ${PER_TABLE}, after ${WAVES_BEFORE} waves (${tables.length} tables played)`,
);
console.log(
  `  wave (points and streaks, last tables, seating): ${median(waveMs).toFixed(0)} ms median of ${REPEATS}` +
    (gc ? `, ${mb(waveBytes)} heap held` : ''),
);
console.log(
  `  ${result.tables} tables, ${result.waiting} left waiting, ${result.rematches} immediate rematches, widest score gap at a table ${result.widestGap}`,
);
console.log(`  process: heap ${mb(heapUsed())}, rss ${mb(process.memoryUsage().rss)}`);
