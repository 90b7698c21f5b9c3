import type pg from 'pg';

/**
 * The plan PostgreSQL runs `sql` with, as EXPLAIN (ANALYZE, BUFFERS) prints it, inside a
 * transaction rolled back afterwards, so a statement that writes (a claim) changes nothing.
 */
export async function explain(
  client: pg.Client,
  sql: string,
  values: readonly unknown[] = [],
): Promise<string[]> {
  await client.query('BEGIN');
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`,
      [...values],
    );
    return rows.map((row) => row['QUERY PLAN']);
  } finally {
    await client.query('ROLLBACK');
  }
}

/** Whether a plan reads through an index (never a sequential scan of a table). */
export function usesIndex(plan: readonly string[]): boolean {
  return (
    plan.some((line) => /Index (Only )?Scan|Bitmap Index Scan/.test(line)) &&
    !plan.some((line) => /Seq Scan/.test(line))
  );
}

/** Milliseconds `work` takes, the median of `runs` runs. */
export async function medianMs(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = process.hrtime.bigint();
    await work();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}
