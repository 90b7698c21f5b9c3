/**
 * Bot ratings by self-play: for each game, a round-robin among its bot levels with fixed seeds, each
 * pair meeting in RATINGS_GAMES matches (seats alternating: in every 2 × players matches each level
 * of a pair sits alone once at every seat, so a multiple of that balances the seats), Elo fitted to
 * the pairwise results with the random bot anchored at 800. Searching bots use their iteration
 * budgets only (no clock), so the series replays exactly whatever the machine's load. Prints the
 * table and, with RATINGS_WRITE=1, rewrites `src/core/search/ratings.ts`.
 *
 *   RATINGS_GAMES=16 RATINGS_ONLY=cartagena RATINGS_WRITE=1 node bench/dist/ratings.js
 *   RATINGS_GAMES=48 RATINGS_ONLY=tortuga RATINGS_LEVELS=heuristic,hard,expert node bench/dist/ratings.js
 *   RATINGS_FIRST=16 RATINGS_GAMES=8 ...   (matches 16–23 of the same series, to play it in parts)
 *
 * Each pair's share is printed with its 95 % interval (± 2 standard errors) and each rating ± 2
 * standard errors of the fit, so a ladder says whether its order is more than noise. RATINGS_LEVELS
 * plays only the levels named (a ladder without the random bot is anchored on its first level's
 * current rating, and is not written).
 *
 * Two-player matches where the game allows them; Port Royal (3 to 5 players) seats one level
 * against two bots of the other, and each of those two counts as a meeting.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { botInput, botRating, games, Random, type AnyGameDefinition, type Bot } from '@brethren/engine';
import { eloErrors, fitElo, shareInterval } from './elo.js';

const GAMES = Number(process.env['RATINGS_GAMES'] ?? 10);
/** The first match's index: a long series played in parts replays the same seeds and seatings. */
const FIRST = Number(process.env['RATINGS_FIRST'] ?? 0);
const ONLY = process.env['RATINGS_ONLY'];
const LEVELS = process.env['RATINGS_LEVELS']?.split(',');
const WRITE = process.env['RATINGS_WRITE'] === '1';
const ANCHOR_RATING = 800;
const FILE = new URL('../../src/core/search/ratings.ts', import.meta.url);

type AnyBot = Bot<unknown, unknown>;

/** Plays one match; returns each seat's placement. */
function play(
  game: AnyGameDefinition,
  players: number,
  seed: string,
  bots: readonly AnyBot[],
): readonly number[] {
  const random = Random.fromSeed(`${seed}/choices`);
  let state = game.setup({ players, seed });
  for (let step = 0; step < 20_000 && !game.isOver(state); step++) {
    const seat = game.activeSeats(state)[0] as number;
    const action = (bots[seat] as AnyBot).choose(botInput(game, state, seat, random));
    const outcome = game.apply(state, seat, action);
    if (!outcome.ok) throw new Error(`${game.id}: ${outcome.error.message}`);
    state = outcome.state;
  }
  return game.result(state)?.placements ?? [];
}

const percent = (share: number) => `${(100 * share).toFixed(0)} %`;

function rate(game: AnyGameDefinition): Record<string, number> {
  const all = Object.keys(game.bots);
  const levels = all.filter((level) => !LEVELS || LEVELS.includes(level));
  const players = Math.max(2, game.minPlayers);
  const score = levels.map(() => levels.map(() => 0));
  const met = levels.map(() => levels.map(() => 0));
  for (let a = 0; a < levels.length; a++) {
    for (let b = a + 1; b < levels.length; b++) {
      for (let i = FIRST; i < FIRST + GAMES; i++) {
        // Alternate which level sits alone, each in turn at the same seat: every 2 × players matches
        // each level sits alone once at every seat (in two-player games: each pair in both seatings).
        const [lone, rest] = i % 2 === 0 ? [a, b] : [b, a];
        const loneSeat = Math.floor(i / 2) % players;
        const seats = Array.from({ length: players }, (_, seat) => (seat === loneSeat ? lone : rest));
        const bots = seats.map((level) => game.bots[levels[level] as string] as AnyBot);
        // Seeded by the levels' places among all of the game's levels, so a ladder of some levels replays
        // the full round-robin's matches.
        const pair = `${all.indexOf(levels[a] as string)}-${all.indexOf(levels[b] as string)}`;
        const placements = play(game, players, `ratings/${game.id}/${pair}/${i}`, bots);
        for (let seat = 0; seat < players; seat++) {
          if (seat === loneSeat) continue;
          const mine = placements[loneSeat] as number;
          const theirs = placements[seat] as number;
          const points = mine < theirs ? 1 : mine === theirs ? 0.5 : 0;
          (score[lone] as number[])[rest] = ((score[lone] as number[])[rest] as number) + points;
          (score[rest] as number[])[lone] = ((score[rest] as number[])[lone] as number) + 1 - points;
          (met[lone] as number[])[rest] = ((met[lone] as number[])[rest] as number) + 1;
          (met[rest] as number[])[lone] = ((met[rest] as number[])[lone] as number) + 1;
        }
      }
      const points = (score[a] as number[])[b] as number;
      const meetings = (met[a] as number[])[b] as number;
      const { share, low, high } = shareInterval(points, meetings);
      console.log(
        `${game.id}: ${levels[a]} scored ${percent(share)} (95 %: ${percent(low)}–${percent(high)}) ` +
          `against ${levels[b]} in ${meetings} meetings`,
      );
    }
  }
  const random = levels.indexOf('random');
  const anchor = random >= 0 ? random : 0;
  const anchorRating =
    random >= 0 ? ANCHOR_RATING : (botRating(game.id, levels[0] as string) ?? ANCHOR_RATING);
  const results = { score, games: met };
  const ratings = fitElo(results, anchor, anchorRating);
  const errors = eloErrors(results, ratings, anchor);
  console.log(
    `${game.id}: ` +
      levels
        .map(
          (level, i) =>
            `${level} ${ratings[i]}${i === anchor ? ' (anchor)' : ` ± ${Math.round(2 * (errors[i] as number))}`}`,
        )
        .join(', ') +
      ' (± 2 standard errors)',
  );
  return Object.fromEntries(levels.map((level, i) => [level, ratings[i] as number]));
}

/** The ratings file with one game's entry replaced (or added), with when and how it was measured. */
function rewrite(source: string, game: AnyGameDefinition, ratings: Record<string, number>): string {
  const key = /^[a-z]+$/.test(game.id) ? game.id : `'${game.id}'`;
  const levels = Object.entries(ratings).map(([level, rating]) => `${level}: ${rating}`);
  const day = new Date().toISOString().slice(0, 10);
  const players = Math.max(2, game.minPlayers);
  const entry =
    `  // ${day}: ${GAMES} matches a pair, ${players} players.\n` + `  ${key}: { ${levels.join(', ')} },`;
  const pattern = new RegExp(`^  // .*\\n  ${key}: .*$`, 'm');
  return pattern.test(source) ? source.replace(pattern, entry) : source.replace(/^};/m, `${entry}\n};`);
}

if (WRITE && ((LEVELS && !LEVELS.includes('random')) || FIRST > 0)) {
  throw new Error(
    'RATINGS_WRITE needs a whole series from its first match, with the random bot as the anchor',
  );
}

for (const game of Object.values(games)) {
  if (ONLY && game.id !== ONLY) continue;
  const ratings = rate(game);
  console.log(`${game.id}: ${JSON.stringify(ratings)}`);
  // Read just before writing, so series of different games may run side by side.
  if (WRITE) writeFileSync(FILE, rewrite(readFileSync(FILE, 'utf8'), game, ratings));
}
