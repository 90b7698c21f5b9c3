import { createHash } from 'node:crypto';
import type { MatchResult } from '@brethren/engine';
import { INITIAL_RATING } from '@brethren/rating';
import type { EnginePort } from '../engine/port.js';
import {
  endingAfterForfeit,
  forfeitReasons,
  withForfeits,
  type EarlyResult,
  type ForfeitFacts,
} from '../matches/forfeits.js';
import { ratedBots, ratingChanges, type RatingInput } from '../ranked/ratings.js';
import type { MatchLine } from './format.js';

/** What differs in a match: its replay (log, result, placements) or a rating. */
export interface Difference {
  readonly kind: 'match' | 'rating';
  readonly text: string;
}

/** A player's rating in one game as the verifier has recomputed it so far. */
interface Standing {
  readonly rating: number;
  readonly games: number;
}

/**
 * Checks matches of the open data, one line at a time and in file order: each log replays from its
 * seed to the stored result (forfeits placed last as the server places them), and each rated
 * seat's rating is recomputed from every earlier rated match of the same player, from the start,
 * with the server's own rating code. Returns what differs, in words; nothing when all agrees.
 *
 * Handles are followed across files. A player first seen with no rated games before starts from
 * 1500; one first seen with some (the earlier months were not given, say one month checked alone)
 * starts from the rating the file gives before that match, and is recomputed from there on: the
 * chain within the files is checked, and `playersFromFile` counts the handles taken so. A deleted
 * account is `deleted-N` within one file only, so it is always taken so at its first rated match
 * in a file (and not counted: no file could have told more).
 */
export class MatchVerifier {
  private readonly standings = new Map<string, Standing>();
  private readonly lastEnded = new Map<string, string>();
  private fileKey = '';
  /** Players whose first rating here was taken from the file, not recomputed from 1500. */
  private taken = 0;

  constructor(private readonly engine: EnginePort) {}

  /**
   * How many players' first rating here was taken from the file's "rating before", having rated
   * games before it (none when every file of each game is given from its first month).
   */
  get playersFromFile(): number {
    return this.taken;
  }

  /** The lines that follow come from another file (deleted-N names start again). */
  startFile(name: string): void {
    this.fileKey = name;
  }

  check(line: MatchLine): Difference[] {
    const problems: string[] = [];
    if (createHash('sha256').update(line.seed).digest('hex') !== line.seedHash)
      problems.push('the seed does not hash to the committed seedHash');
    const previous = this.lastEnded.get(line.game);
    if (previous !== undefined && line.endedAt < previous)
      problems.push(
        `ended ${line.endedAt}, before the match above it (${previous}): give the files month by month`,
      );
    this.lastEnded.set(line.game, line.endedAt);
    line.log.forEach((entry, index) => {
      if (entry.seq !== index + 1) problems.push(`log entry ${index + 1} has seq ${entry.seq}`);
    });
    const replayed = this.replayedResult(line, problems);
    if (replayed && !sameJson(replayed, line.result))
      problems.push(
        `result differs: replayed ${JSON.stringify(replayed)}, file ${JSON.stringify(line.result)}`,
      );
    for (const seat of line.seats)
      if (line.result.placements[seat.seat] !== seat.placement)
        problems.push(
          `seat ${seat.seat} is placed ${seat.placement}, the result says ${line.result.placements[seat.seat]}`,
        );
    // Rated from the replayed result, so a changed result is one mismatch, not a chain of them.
    const differences: Difference[] = problems.map((text) => ({ kind: 'match', text }));
    if (line.ranked)
      for (const text of this.checkRatings(line, replayed ?? line.result))
        differences.push({ kind: 'rating', text });
    return differences;
  }

  /** The result the log gives, as the server would have stored it; null when the log fails. */
  private replayedResult(line: MatchLine, problems: string[]): MatchResult | null {
    const replayed = this.engine.replay(
      line.game,
      { players: line.players, seed: line.seed, options: line.options },
      line.log.map((entry) => ({ seat: entry.seat, action: entry.action })),
    );
    if (!replayed.ok) {
      const entry = line.log[replayed.index];
      problems.push(
        `action seq ${entry?.seq ?? replayed.index + 1} does not apply: ${replayed.error.code}: ${replayed.error.message}`,
      );
      return null;
    }
    const facts: ForfeitFacts = {
      playerCount: line.players,
      clock: line.clock ?? null,
      seats: line.seats.map((seat) => ({ seat: seat.seat, userId: seat.player, forfeited: seat.forfeited })),
    };
    const ending = (line.result as Partial<EarlyResult>).ending;
    if (ending) {
      if (this.engine.isOver(line.game, replayed.state)) {
        problems.push(
          `the result says players left (${ending.reason}), but the log plays the game to its end`,
        );
        return null;
      }
      const early = endingAfterForfeit(facts, ending.reason);
      if (early.continue) {
        problems.push('the result says the match ended when players left, but people were left to play on');
        return null;
      }
      return early.result;
    }
    const result = this.engine.result(line.game, replayed.state);
    if (!result) {
      problems.push('the log stops before the game is over, and no player left');
      return null;
    }
    return withForfeits(
      result,
      line.seats.filter((seat) => seat.forfeited).map((seat) => seat.seat),
      forfeitReasons(facts),
    );
  }

  private checkRatings(line: MatchLine, result: MatchResult): string[] {
    const problems: string[] = [];
    const inputs: RatingInput[] = [];
    /** Where each recomputed seat started; seats taken as the file gives them are not here. */
    const starts = new Map<number, Standing>();
    for (const seat of line.seats) {
      if (seat.player === null) continue;
      if (!seat.rating) {
        problems.push(`seat ${seat.seat} (${seat.player}) has no rating in a ranked match`);
        continue;
      }
      const key = this.playerKey(line.game, seat.player);
      const known = this.standings.get(key);
      const start = known ?? this.firstStanding(seat.player, seat.rating);
      if (!start) {
        // A deleted account's seat from before seats were linked: its rating is taken as given.
        inputs.push({ userId: key, seat: seat.seat, rating: seat.rating.before, games: 0 });
        continue;
      }
      if (start.rating !== seat.rating.before || start.games !== seat.rating.games)
        problems.push(
          `seat ${seat.seat} (${seat.player}) starts at ${seat.rating.before} after ${seat.rating.games} rated games; recomputed ${start.rating} after ${start.games}`,
        );
      starts.set(seat.seat, start);
      inputs.push({ userId: key, seat: seat.seat, rating: start.rating, games: start.games });
    }
    // The queue's rated bots, at the fixed ratings the people were rated against.
    for (const change of ratingChanges(result, [...inputs, ...ratedBots(line)])) {
      const start = starts.get(change.seat);
      const rating = line.seats[change.seat]?.rating;
      if (!start || !rating || change.userId === null) continue;
      if (change.after !== rating.after)
        problems.push(
          `seat ${change.seat} (${line.seats[change.seat]?.player}) ends at ${rating.after}; recomputed ${change.after}`,
        );
      this.standings.set(change.userId, { rating: change.after, games: start.games + 1 });
    }
    return problems;
  }

  /**
   * Where a player first seen here starts: from 1500 with no rated games before; with some (their
   * earlier months not given, or a deleted account, named per file), from what the file gives.
   */
  private firstStanding(player: string, rating: { before: number; games: number | null }): Standing | null {
    if (rating.games === 0) return { rating: INITIAL_RATING, games: 0 };
    if (rating.games === null) return null;
    if (!player.startsWith('deleted-')) this.taken += 1;
    return { rating: rating.before, games: rating.games };
  }

  private playerKey(game: string, player: string): string {
    return player.startsWith('deleted-') ? `${this.fileKey}|${game}|${player}` : `${game}|${player}`;
  }
}

/** Equal as JSON values, whatever the order of object keys (PostgreSQL's jsonb sorts them). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
