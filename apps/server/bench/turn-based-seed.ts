import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

const DAY_MS = 24 * 3600_000;

/** What the seed wrote: the player sitting in `playerMatches` matches (and an API token of theirs), how long it took. */
export interface TurnBasedSeed {
  readonly playerId: string;
  readonly playerToken: string;
  readonly seconds: number;
}

/**
 * `matches` turn-based (DAYS_1) Cartagena matches under way between `players` accounts, written
 * straight into the bench's throw-away database with set-based SQL (generate_series), as a site
 * with that many waiting matches would hold them: two to four seats each, seat 0 due, its decision
 * begun up to two days ago (so every deadline is still ahead: none runs out while the server looks),
 * no move logged yet; half the players took a vacation this year. One more account, `bench-player`, sits at seat 0 of `playerMatches` of them,
 * its turn everywhere. Statistics are gathered afterwards, as autovacuum would have by then.
 */
export async function seedTurnBased(
  databaseUrl: string,
  counts: { readonly matches: number; readonly players: number; readonly playerMatches: number },
): Promise<TurnBasedSeed> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const now = Date.now();
    const others = counts.matches - counts.playerMatches;
    await client.query(
      `INSERT INTO users (id, handle, handle_key, password_hash, updated_at)
       SELECT 'tb-user-' || g, 'tbu' || g, 'tbu' || g, 'not a password hash', now()
       FROM generate_series(0, $1::int - 1) g
       UNION ALL SELECT 'bench-player', 'bench-player', 'bench-player', 'not a password hash', now()`,
      [counts.players],
    );
    // Seat 0's decision began `since` (spread over two days); the clock's deadline is a day and
    // the bank's two after it.
    await client.query(
      `INSERT INTO matches (id, game, options, seed_hash, seed, status, visibility, turn_based, clock,
                            deadline_at, player_count, seq, created_at, started_at, touched_at)
       SELECT 'tb-match-' || i, 'cartagena', '{}', md5('seed-' || i), 'seed-' || i, 'ACTIVE', 'PUBLIC', true,
         jsonb_build_object(
           'settings', jsonb_build_object('perDecisionMs', $2::bigint, 'bankMs', $3::bigint,
                                          'maxTimeouts', 3, 'turnBased', true),
           'seats', jsonb_build_array(jsonb_build_object('bankMs', $3::bigint, 'activeSince', since, 'timeouts', 0))
                    || to_jsonb(array_fill(jsonb_build_object('bankMs', $3::bigint, 'activeSince', null, 'timeouts', 0),
                                           ARRAY[players - 1]))),
         to_timestamp((since + $2::bigint + $3::bigint) / 1000.0), players, 0,
         to_timestamp(since / 1000.0), to_timestamp(since / 1000.0), to_timestamp(since / 1000.0)
       FROM (SELECT i, CASE WHEN i < $5::int THEN 2 + i % 3 ELSE 2 END AS players,
                    $4::bigint - (i::bigint * 7919) % $3::bigint AS since
             FROM generate_series(0, $1::int - 1) i) m`,
      [counts.matches, DAY_MS, 2 * DAY_MS, now, others],
    );
    // Seats spread over the accounts (each sits in about matches × 3 / players); the last
    // `playerMatches` matches put the bench player at seat 0.
    await client.query(
      `INSERT INTO seats (id, match_id, seat, user_id, seated_at)
       SELECT 'tb-seat-' || i || '-' || j, 'tb-match-' || i, j,
         CASE WHEN i >= $2::int AND j = 0 THEN 'bench-player'
              ELSE 'tb-user-' || ((i * 7 + j * 5003) % $3::int) END,
         now()
       FROM generate_series(0, $1::int - 1) i, generate_series(0, 3) j
       WHERE j < CASE WHEN i < $2::int THEN 2 + i % 3 ELSE 2 END`,
      [counts.matches, others, counts.players],
    );
    // Half the players took a vacation this year, some of them away now: the clocks read these.
    await client.query(
      `INSERT INTO vacations (id, user_id, starts_at, ends_at, days)
       SELECT 'tb-vacation-' || g, 'tb-user-' || (g * 2), starts, starts + days * interval '1 day', days
       FROM (SELECT g, 1 + g % 14 AS days, now() - (g % 200) * interval '1 day' AS starts
             FROM generate_series(0, $1::int / 2 - 1) g) v`,
      [counts.players],
    );
    const playerToken = `brt_api_${randomBytes(32).toString('base64url')}`;
    await client.query(
      `INSERT INTO api_tokens (id, user_id, name, kind, token_hash) VALUES ('bench-token', 'bench-player', 'bench', 'API', $1)`,
      [createHash('sha256').update(playerToken).digest('hex')],
    );
    await client.query('ANALYZE users; ANALYZE matches; ANALYZE seats; ANALYZE vacations');
    return { playerId: 'bench-player', playerToken, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}
