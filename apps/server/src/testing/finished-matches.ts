import { createHash } from 'node:crypto';
import type { MatchResult } from '@brethren/engine';
import { INITIAL_RATING } from '@brethren/rating';
import type pg from 'pg';
import type { EnginePort } from '../engine/port.js';
import { endingAfterForfeit } from '../matches/forfeits.js';
import { ratingChanges } from '../ranked/ratings.js';

/**
 * Finished matches for the open-data tests and bench, played out by the engine (a deterministic
 * pick among the legal actions) and written straight into the database as the server leaves them:
 * the match row with its revealed seed and result, its seats (rated in finishing order with the
 * server's rating code), its seat changes (a resignation) and its whole log.
 */

/** A match played to its end (or to a resignation) by the engine. */
export interface PlayedMatch {
  readonly game: string;
  readonly players: number;
  readonly seed: string;
  readonly options: object;
  readonly log: readonly { readonly seat: number; readonly action: unknown }[];
  readonly result: MatchResult;
  readonly forfeited: readonly number[];
}

/**
 * Plays `game` from `seed`, each active seat taking a legal action chosen by a generator seeded
 * from the seed. `resign`: that seat resigns after that many actions (two players: the match ends).
 */
export function playMatch(
  engine: EnginePort,
  game: string,
  players: number,
  seed: string,
  resign?: { readonly seat: number; readonly after: number },
): PlayedMatch {
  const parsed = engine.parseOptions(game, {}, players);
  if (!parsed.ok) throw new Error(parsed.message);
  let state = engine.setup(game, { players, seed, options: parsed.options });
  const log: { seat: number; action: unknown }[] = [];
  let pick = seedNumber(seed);
  for (;;) {
    if (resign && log.length === resign.after) {
      const facts = {
        playerCount: players,
        clock: null,
        seats: Array.from({ length: players }, (_, seat) => ({
          seat,
          userId: `player-${seat}`,
          forfeited: seat === resign.seat,
        })),
      };
      const ending = endingAfterForfeit(facts, 'resigned');
      if (ending.continue) throw new Error('playMatch: a resignation ends two-player matches only');
      return {
        game,
        players,
        seed,
        options: parsed.options,
        log,
        result: ending.result,
        forfeited: [resign.seat],
      };
    }
    const result = engine.result(game, state);
    if (result) return { game, players, seed, options: parsed.options, log, result, forfeited: [] };
    const seat = engine.activeSeats(game, state)[0] as number;
    const actions = engine.legalActions(game, state, seat);
    pick = (pick * 1103515245 + 12345) % 2147483648;
    const action = actions[pick % actions.length];
    const applied = engine.apply(game, state, seat, action);
    if (!applied.ok) throw new Error(`playMatch: ${applied.error.message}`);
    state = applied.state;
    log.push({ seat, action });
  }
}

function seedNumber(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) % 2147483648;
}

/** Who sits where in a match to write: a user id, or a bot level. */
export type SeatHolder = { readonly userId: string } | { readonly bot: string };

export interface MatchToWrite {
  readonly id: string;
  readonly played: PlayedMatch;
  readonly seats: readonly SeatHolder[];
  readonly finishedAt: Date;
  readonly ranked?: boolean;
  readonly visibility?: 'PUBLIC' | 'PRIVATE';
}

/**
 * Writes finished matches, rating ranked ones in the order written (callers write them in finishing
 * order) as the server does: each player's current rating and rated games, then `ratingChanges`.
 */
export class FinishedMatchWriter {
  private readonly standings = new Map<string, { rating: number; games: number }>();

  constructor(private readonly db: pg.Pool | pg.Client) {}

  /** Accounts with these handles; their ids, in order. */
  async users(handles: readonly string[]): Promise<string[]> {
    const ids = handles.map((handle) => `user-${handle}`);
    await this.db.query(
      `INSERT INTO users (id, handle, handle_key, password_hash, updated_at)
       SELECT id, handle, lower(handle), 'not a password hash', now() FROM unnest($1::text[], $2::text[]) AS u(id, handle)`,
      [ids, handles],
    );
    return ids;
  }

  /** Writes the matches in one statement per table. */
  async write(matches: readonly MatchToWrite[]): Promise<void> {
    const rows = {
      matches: [] as unknown[][],
      seats: [] as unknown[][],
      events: [] as unknown[][],
      changes: [] as unknown[][],
    };
    for (const match of matches) {
      const { played } = match;
      const ranked = match.ranked ?? false;
      const startedAt = new Date(match.finishedAt.getTime() - 60_000);
      rows.matches.push([
        match.id,
        played.game,
        JSON.stringify(played.options),
        createHash('sha256').update(played.seed).digest('hex'),
        played.seed,
        match.visibility ?? 'PUBLIC',
        ranked,
        played.players,
        played.log.length,
        startedAt,
        match.finishedAt,
        JSON.stringify(played.result),
      ]);
      const ratings = ranked ? this.rate(match) : new Map<number, { before: number; after: number }>();
      match.seats.forEach((holder, seat) => {
        const rating = ratings.get(seat);
        rows.seats.push([
          `${match.id}-seat-${seat}`,
          match.id,
          seat,
          'userId' in holder ? holder.userId : null,
          'bot' in holder ? holder.bot : played.forfeited.includes(seat) ? 'heuristic' : null,
          rating?.before ?? null,
          rating?.after ?? null,
          played.result.placements[seat],
          played.forfeited.includes(seat),
          'userId' in holder ? startedAt : null,
        ]);
      });
      // A resignation ends the play: the stand-in bot takes the seat after the last entry.
      for (const seat of played.forfeited)
        rows.changes.push([match.id, seat, 'RESIGNED', played.log.length, match.finishedAt]);
      played.log.forEach((entry, index) =>
        rows.events.push([
          match.id,
          index + 1,
          entry.seat,
          JSON.stringify(entry.action),
          new Date(startedAt.getTime() + index * 10),
        ]),
      );
    }
    await this.db.query(
      `INSERT INTO matches (id, game, options, seed_hash, seed, seed_revealed_at, status, visibility, ranked,
                            player_count, seq, created_at, started_at, finished_at, touched_at, result)
       SELECT m.id, m.game, m.options::jsonb, m.seed_hash, m.seed, m.finished_at, 'FINISHED',
              m.visibility::match_visibility, m.ranked, m.player_count, m.seq, m.started_at, m.started_at,
              m.finished_at, m.finished_at, m.result::jsonb
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[],
                   $8::int[], $9::int[], $10::timestamptz[], $11::timestamptz[], $12::text[])
         AS m(id, game, options, seed_hash, seed, visibility, ranked, player_count, seq, started_at, finished_at, result)`,
      columns(rows.matches, 12),
    );
    await this.db.query(
      `INSERT INTO seats (id, match_id, seat, user_id, bot_level, rating_before, rating_after, placement, forfeited, seated_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::float8[], $7::float8[],
                            $8::int[], $9::boolean[], $10::timestamptz[])`,
      columns(rows.seats, 10),
    );
    await this.db.query(
      `INSERT INTO match_events (match_id, seq, seat, action, events, created_at)
       SELECT e.match_id, e.seq, e.seat, e.action::jsonb, '[]'::jsonb, e.created_at
       FROM unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::timestamptz[]) AS e(match_id, seq, seat, action, created_at)`,
      columns(rows.events, 5),
    );
    await this.db.query(
      `INSERT INTO seat_changes (match_id, seat, kind, seq, created_at)
       SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::int[], $5::timestamptz[])`,
      columns(rows.changes, 5),
    );
  }

  private rate(match: MatchToWrite): Map<number, { before: number; after: number }> {
    const key = (userId: string) => `${userId}|${match.played.game}`;
    const players = match.seats.flatMap((holder, seat) => {
      if (!('userId' in holder)) return [];
      const standing = this.standings.get(key(holder.userId));
      return [
        {
          userId: holder.userId,
          seat,
          rating: standing?.rating ?? INITIAL_RATING,
          games: standing?.games ?? 0,
        },
      ];
    });
    const changes = ratingChanges(match.played.result, players);
    for (const change of changes) {
      if (change.userId === null) continue;
      const standing = this.standings.get(key(change.userId));
      this.standings.set(key(change.userId), { rating: change.after, games: (standing?.games ?? 0) + 1 });
    }
    return new Map(changes.map((change) => [change.seat, { before: change.before, after: change.after }]));
  }
}

/** Rows to one array per column, for `unnest`. */
function columns(rows: readonly unknown[][], count: number): unknown[][] {
  return Array.from({ length: count }, (_, column) => rows.map((row) => row[column]));
}
