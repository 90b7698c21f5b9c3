/**
 * Engine throughput: uniform-random legal playouts of every game, one core, per second of processor
 * time. The headline case is base Cartagena (the escape, 6 tiles, 6 pirates) with 4 players. Each
 * step lists the legal actions, picks one with the seeded generator and applies it — the same work
 * boardgame.io's random playouts do. Prints figures, and the headline case as a multiple of
 * boardgame.io's 6,000 actions/s on the same playouts on this machine (issue #2's baseline); asserts
 * nothing.
 */
import { games, playout, type AnyGameDefinition } from '@brethren/engine';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
/** boardgame.io's random playouts of base Cartagena with 4 players, actions per second on this machine. */
const BOARDGAME_IO_ACTIONS_PER_SECOND = 6_000;
/**
 * Games between two reads of the clock: a read costs a system call (tens of µs on a loaded machine),
 * a sizeable share of one Cartagena game, and is the bench's work, not the engine's.
 */
const GAMES_PER_CLOCK_READ = 16;

interface Case {
  readonly name: string;
  readonly game: AnyGameDefinition;
  readonly players: number;
  readonly options?: object;
}

const CASES: readonly Case[] = [
  { name: 'cartagena base, 4 players', game: games.cartagena, players: 4 },
  {
    name: 'cartagena full story + Morgan + Filibuster + Black Magic Woman, 4 players',
    game: games.cartagena,
    players: 4,
    options: { story: 'full', drawRule: 'both', filibuster: true, blackMagicWoman: true },
  },
  { name: 'port royal, 4 players', game: games['port-royal'], players: 4 },
  { name: 'tortuga (FR-2e), 4 players', game: games.tortuga, players: 4 },
  { name: 'tortuga (FR-2e), 9 players', game: games.tortuga, players: 9 },
  { name: "pirate's cove, 4 players", game: games['pirates-cove'], players: 4 },
];

/**
 * Processor time this process has used, in ms: the bench's clock, so figures measure the engine and
 * not whatever else a shared machine is running at the same time.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function run(c: Case, budgetMs: number): { actions: number; games: number; ms: number } {
  let actions = 0;
  let played = 0;
  const start = cpuMs();
  let now = start;
  while (now - start < budgetMs) {
    const outcome = playout(c.game, { players: c.players, seed: `bench/${played}`, options: c.options });
    actions += outcome.actions;
    played++;
    if (played % GAMES_PER_CLOCK_READ === 0) now = cpuMs();
  }
  return { actions, games: played, ms: now - start };
}

const format = (n: number) => Math.round(n).toLocaleString('en-US');

for (const c of CASES) {
  run(c, 500); // warm up the JIT
  const { actions, games: played, ms } = run(c, seconds * 1000);
  const perSecond = (actions * 1000) / ms;
  const multiple =
    c === CASES[0] ? `, ${(perSecond / BOARDGAME_IO_ACTIONS_PER_SECOND).toFixed(0)}× boardgame.io` : '';
  console.log(
    `${c.name}: ${format(perSecond)} actions/s${multiple}, ${format((played * 1000) / ms)} games/s ` +
      `(${format(actions)} actions in ${format(played)} games, ${(ms / 1000).toFixed(1)} s of processor time, ${format(actions / played)} actions/game)`,
  );
}
const heapMb = process.memoryUsage().heapUsed / 1024 / 1024;
console.log(`heap used after the run: ${heapMb.toFixed(1)} MiB`);
