/**
 * Post-game review bench, on one thread (what one bot worker does): for each game at the issue's
 * table size (two-player Cartagena, four-player Tortuga, three-player Port Royal, four-player
 * Pirate's Cove), a match played by the heuristic bot, seat 0's decisions reviewed at the server's
 * per-decision budget, each from the seat's knowledge and again face up (what a worker does). Prints
 * per game: decisions, seconds and decisions per second; how many labels a second review with
 * another search seed agrees on; how often the face-up line names the same best action; and the
 * labels of the expert's own decisions (seat 0 played by the expert for its first
 * REVIEW_BENCH_EXPERT decisions, then reviewed).
 *
 * REVIEW_ITERATIONS: the per-decision budget (default the server's); REVIEW_BENCH_DECISIONS: review
 * at most this many decisions per match (default all); REVIEW_BENCH_EXPERT (default 10).
 */
import {
  REVIEW_LABELS,
  Random,
  botInput,
  games,
  sameAction,
  type AnyGameDefinition,
  type LoggedAction,
  type ReviewLabel,
  type SetupInput,
} from '@brethren/engine';
import { reviewStep } from '../src/engine/review-step.js';
import { DEFAULT_REVIEW_SETTINGS } from '../src/reviews/service.js';

const ITERATIONS = Number(process.env['REVIEW_ITERATIONS'] ?? DEFAULT_REVIEW_SETTINGS.iterations);
const MAX_DECISIONS = Number(process.env['REVIEW_BENCH_DECISIONS'] ?? Infinity);
const EXPERT_DECISIONS = Number(process.env['REVIEW_BENCH_EXPERT'] ?? 10);

const TABLES = [
  ['cartagena', 2],
  ['tortuga', 4],
  ['port-royal', 3],
  ['pirates-cove', 4],
] as const;

/** A match played to its end: seat 0 by `firstSeat` for its first `firstFor` decisions, everyone else by the heuristic. */
function play(
  game: AnyGameDefinition,
  setup: SetupInput,
  firstSeat = 'heuristic',
  firstFor = 0,
): LoggedAction[] {
  const random = Random.fromSeed(`${setup.seed}/play`);
  const log: LoggedAction[] = [];
  let state = game.setup(setup);
  let firstChoices = 0;
  while (!game.isOver(state)) {
    const seat = game.activeSeats(state)[0] as number;
    const input = botInput(game, state, seat, random);
    const strong = seat === 0 && firstChoices < firstFor && input.legalActions.length > 1;
    if (strong) firstChoices++;
    const bot = game.bots[strong ? firstSeat : 'heuristic'];
    if (!bot) throw new Error(`${game.id} has no ${strong ? firstSeat : 'heuristic'} bot`);
    const action = bot.choose(input);
    const applied = game.apply(state, seat, action);
    if (!applied.ok) throw new Error(applied.error.message);
    log.push({ seat, action });
    state = applied.state;
  }
  return log;
}

/**
 * Seat 0's decisions reviewed (at most `limit`) as a bot worker reviews them, one `reviewStep` at a
 * time (each replays the match to the next decision, then searches it from the seat's knowledge and
 * again face up), with the time it took and how often the face-up line named the same best action.
 */
function review(
  game: AnyGameDefinition,
  setup: SetupInput,
  log: readonly LoggedAction[],
  seed: string,
  limit: number,
) {
  const started = performance.now();
  const labels: ReviewLabel[] = [];
  let faceUpAgrees = 0;
  let after = -1;
  while (labels.length < limit) {
    const task = { game: game.id, setup, log, seat: 0, after, iterations: ITERATIONS, seed };
    const { next } = reviewStep(game, task);
    if (!next) break;
    labels.push(next.decision.label);
    if (next.decision.faceUp && sameAction(next.decision.faceUp.best, next.decision.best)) faceUpAgrees++;
    after = next.index;
  }
  return { labels, faceUpAgrees, seconds: (performance.now() - started) / 1000 };
}

const counts = (labels: readonly ReviewLabel[]) =>
  REVIEW_LABELS.map((label) => `${label} ${labels.filter((l) => l === label).length}`).join(', ');

console.log(`review bench: ${ITERATIONS} playouts per search, one thread`);
for (const [id, players] of TABLES) {
  const game: AnyGameDefinition = games[id];
  const setup = { players, seed: `review-bench-${id}` };
  const log = play(game, setup);
  const first = review(game, setup, log, 'first', MAX_DECISIONS);
  const second = review(game, setup, log, 'second', MAX_DECISIONS);
  const agree = first.labels.filter((label, i) => label === second.labels[i]).length;
  const rate = first.labels.length / first.seconds;
  console.log(
    `${id} (${players} players, ${log.length} actions): ${first.labels.length} decisions of seat 0 in ` +
      `${first.seconds.toFixed(1)} s = ${rate.toFixed(2)} decisions/s; a second seed agrees on ` +
      `${agree}/${first.labels.length} labels (${((100 * agree) / Math.max(1, first.labels.length)).toFixed(0)}%)`,
  );
  console.log(`  labels: ${counts(first.labels)}`);
  console.log(
    `  face up, the same best action in ${first.faceUpAgrees}/${first.labels.length} decisions ` +
      `(${((100 * first.faceUpAgrees) / Math.max(1, first.labels.length)).toFixed(0)}%)`,
  );
  const expertLog = play(game, { ...setup, seed: `${setup.seed}/expert` }, 'expert', EXPERT_DECISIONS);
  const expert = review(
    game,
    { ...setup, seed: `${setup.seed}/expert` },
    expertLog,
    'expert',
    EXPERT_DECISIONS,
  );
  console.log(`  the expert's own first ${expert.labels.length} decisions: ${counts(expert.labels)}`);
}
