/**
 * Bot-versus-bot series with fixed seeds: one bot of a level (the expert unless ARENA_LEVEL says)
 * against bots of another (the heuristic unless ARENA_OPPONENT says), rotating through the seats,
 * for each game and player count. Prints win rates and the first bot's decisions per second (those
 * with a choice); asserts nothing.
 *
 *   ARENA_GAMES=60 ARENA_FIRST=0 ARENA_ONLY=cartagena ARENA_PLAYERS=2 ARENA_MS=200 node bench/dist/arena.js
 *   ARENA_GAMES=40 ARENA_ONLY=port-royal ARENA_PLAYERS=3 ARENA_OPPONENT=hard node bench/dist/arena.js
 *
 * ARENA_MS caps each of the first bot's decisions by time (as the server does); without it the level's iteration budget
 * alone decides, and every series replays exactly.
 */
import { botInput, games, Random, type AnyGameDefinition, type Bot, type TimeLimit } from '@brethren/engine';

const GAMES = Number(process.env['ARENA_GAMES'] ?? 40);
/** The first game's index: a long series split into parts replays the same seeds. */
const FIRST = Number(process.env['ARENA_FIRST'] ?? 0);
const LEVEL = process.env['ARENA_LEVEL'] ?? 'expert';
/** The level in every other seat: e.g. hard, to see the expert against it head to head. */
const OPPONENT = process.env['ARENA_OPPONENT'] ?? 'heuristic';
const ONLY = process.env['ARENA_ONLY'];
const PLAYERS = process.env['ARENA_PLAYERS'];
const MS = process.env['ARENA_MS'];

interface Series {
  readonly game: AnyGameDefinition;
  readonly players: number;
}

const SERIES: readonly Series[] = [
  { game: games.cartagena, players: 2 },
  { game: games.cartagena, players: 4 },
  { game: games['port-royal'], players: 3 },
  { game: games['port-royal'], players: 4 },
  { game: games.tortuga, players: 2 },
  { game: games.tortuga, players: 4 },
  { game: games['pirates-cove'], players: 2 },
  { game: games['pirates-cove'], players: 4 },
].filter((s) => (!ONLY || s.game.id === ONLY) && (!PLAYERS || String(s.players) === PLAYERS));

/**
 * Processor time this process has used, in ms: what a decision costs, whatever else the machine is
 * running at the same time (wall time on a shared machine would count the others' work too).
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const timeLimit: TimeLimit | undefined = MS ? { now: () => performance.now(), ms: Number(MS) } : undefined;

/** Plays one match; returns the searcher's reward share (1 for a win, shared on ties) and its timings. */
function match(s: Series, index: number, searcher: Bot<unknown, unknown>, opponent: Bot<unknown, unknown>) {
  const seat = index % s.players;
  const random = Random.fromSeed(`arena/${s.game.id}/${s.players}/${index}/choices`);
  let state = s.game.setup({ players: s.players, seed: `arena/${s.game.id}/${s.players}/${index}` });
  let decisions = 0;
  let thinking = 0;
  for (let step = 0; step < 20_000 && !s.game.isOver(state); step++) {
    const acting = s.game.activeSeats(state)[0] as number;
    const bot = acting === seat ? searcher : opponent;
    const input = botInput(s.game, state, acting, random, acting === seat ? timeLimit : undefined);
    const started = cpuMs();
    const action = bot.choose(input);
    if (acting === seat && input.legalActions.length > 1) {
      thinking += cpuMs() - started;
      decisions++;
    }
    const outcome = s.game.apply(state, acting, action);
    if (!outcome.ok) throw new Error(`${s.game.id}: ${outcome.error.message}`);
    state = outcome.state;
  }
  const placements = s.game.result(state)?.placements ?? [];
  const winners = placements.filter((p) => p === 1).length;
  const won = placements[seat] === 1 ? 1 / winners : 0;
  return { won, decisions, thinking };
}

for (const s of SERIES) {
  const searcher = s.game.bots[LEVEL] as Bot<unknown, unknown>;
  const opponent = s.game.bots[OPPONENT] as Bot<unknown, unknown>;
  let wins = 0;
  let decisions = 0;
  let thinking = 0;
  for (let i = FIRST; i < FIRST + GAMES; i++) {
    const outcome = match(s, i, searcher, opponent);
    wins += outcome.won;
    decisions += outcome.decisions;
    thinking += outcome.thinking;
  }
  const fair = 1 / s.players;
  console.log(
    `${s.game.id}, ${s.players} players, ${LEVEL} vs ${OPPONENT}: won ${wins.toFixed(1)} of ${GAMES} ` +
      `(games ${FIRST}–${FIRST + GAMES - 1}) ` +
      `(${((100 * wins) / GAMES).toFixed(0)} %, fair share ${(100 * fair).toFixed(0)} %); ` +
      `${decisions} decisions, ${((decisions * 1000) / thinking).toFixed(1)} decisions/s, ` +
      `${(thinking / decisions).toFixed(0)} ms of processor time/decision`,
  );
}
