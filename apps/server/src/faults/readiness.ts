import type pg from 'pg';
import { within } from './within.js';

/** How long /ready waits for the database or Redis to answer before calling it unreachable. */
const READY_CHECK_MS = 2000;

/**
 * Whether the database answers, and whether it takes writes: a hot standby (in recovery) or a
 * database set read-only (`default_transaction_read_only`, as operators and hosted services do
 * during maintenance or when the disk fills) answers reads but refuses every move, sign-up and
 * sign-in, so a node on it is not ready.
 */
export async function databaseReadiness(
  pool: pg.Pool,
): Promise<{ database: boolean; databaseWritable: boolean }> {
  const answer = await within(
    pool.query<{ writable: boolean }>(
      `SELECT NOT pg_is_in_recovery() AND current_setting('transaction_read_only') = 'off' AS writable`,
    ),
    READY_CHECK_MS,
  );
  return { database: answer !== undefined, databaseWritable: answer?.rows[0]?.writable === true };
}

/** Whether `check` succeeds within READY_CHECK_MS. */
export async function reachable(check: Promise<unknown>): Promise<boolean> {
  return (
    (await within(
      check.then(() => true),
      READY_CHECK_MS,
    )) === true
  );
}
