import pg from 'pg';
import { postgresCpuMs } from './process-stats.js';

/** How fast PostgreSQL appends on its own, and what each append costs it. */
export interface RawAppends {
  readonly perSecond: number;
  /** CPU of PostgreSQL's processes per append, in milliseconds. */
  readonly databaseCpuMs: number;
}

/**
 * The server's append, straight through `pg`: the same single statement (move the match's seq if it
 * is still the previous one, log the entry if it moved), `concurrency` matches at once, each one
 * append after the other, for `seconds`. What PostgreSQL allows at that concurrency, without the API.
 */
export async function rawAppends(
  databaseUrl: string,
  matchIds: readonly string[],
  seconds: number,
): Promise<RawAppends> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Math.min(matchIds.length, 50) });
  // Matches the load finished are put back under way: the bench owns this database, and only the
  // append's cost is measured here (a fast machine finishes every match within the run).
  const { rows } = await pool.query<{ id: string; seq: number }>(
    `UPDATE matches SET status = 'ACTIVE' WHERE id = ANY($1) RETURNING id, seq`,
    [matchIds],
  );
  const stopAt = Date.now() + seconds * 1000;
  let appended = 0;
  const databaseCpuBefore = postgresCpuMs();
  const started = performance.now();
  await Promise.all(
    rows.map(async ({ id, seq }) => {
      for (let next = seq + 1; Date.now() < stopAt; next++) {
        const result = await pool.query(
          `WITH moved AS (
             UPDATE matches SET seq = $2, clock = NULL, deadline_at = NULL
             WHERE id = $1 AND seq = $2 - 1 AND status = 'ACTIVE'
             RETURNING id
           )
           INSERT INTO match_events (match_id, seq, seat, action, events, created_at)
           SELECT id, $2, 0, '{"type":"bench"}'::jsonb, '[]'::jsonb, now() FROM moved`,
          [id, next],
        );
        if (result.rowCount !== 1) return;
        appended++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const databaseCpuMs = postgresCpuMs() - databaseCpuBefore;
  await pool.end();
  return { perSecond: appended / elapsed, databaseCpuMs: databaseCpuMs / appended };
}
