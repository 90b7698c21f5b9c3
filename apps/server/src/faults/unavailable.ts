import { DomainError } from '../errors.js';

/** What went away: the database or Redis. */
export type Dependency = 'database' | 'redis';

/** How long a client is asked to wait before trying again after SERVICE_UNAVAILABLE. */
export const RETRY_AFTER_SECONDS = 2;

/** The typed, retryable refusal for a request that met an outage; the cause stays in the log. */
export function unavailable(dependency: Dependency, cause?: unknown): DomainError {
  const error = new DomainError(
    'SERVICE_UNAVAILABLE',
    `the service is briefly unavailable (${dependency === 'database' ? 'storage' : 'messaging'}): try again in a few seconds`,
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
  if (cause !== undefined) Object.defineProperty(error, 'cause', { value: cause, enumerable: false });
  return error;
}

/**
 * Prisma's codes for a database it cannot reach, a pool it waited on too long, a dropped server,
 * and a transaction rolled back for a write conflict or a deadlock (P2034).
 */
const PRISMA_OUTAGE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2034', 'P2037']);

/** Driver adapter error kinds for the same (see @prisma/adapter-pg's convertDriverError). */
const ADAPTER_OUTAGE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TransactionWriteConflict',
]);

/**
 * SQLSTATEs that mean "try again", not "bad statement": the statement did nothing, and the same
 * request can succeed a moment later. Connection exceptions (08…); a serialization failure or a
 * deadlock (40001, 40P01: the transaction was rolled back, and nothing here retries it); a database
 * that refuses writes (25006: a replica, or default_transaction_read_only during maintenance or a
 * full disk); insufficient resources (53…: disk full, out of memory, too many connections); a
 * statement cancelled by statement_timeout (57014); a server shutting down or starting up
 * (57P01–57P03) or ending an idle session (57P05). A dropped database (57P04) is left out on
 * purpose: waiting will not bring it back, so it is an internal error, logged as one.
 */
const OUTAGE_SQLSTATE = /^(08...|25006|40001|40P01|53...|57014|57P0[1235])$/;

/** What node-postgres and Prisma's transaction manager say when the database does not answer. */
const DATABASE_OUTAGE_MESSAGE =
  /Query read timeout|timeout exceeded when trying to connect|Connection terminated|connection timeout|Can't reach database server|Unable to start a transaction in the given time|Transaction already closed|canceling statement due to statement timeout|terminating connection|the database system is (starting up|shutting down)|Connection is not open|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE/i;

/** What ioredis says when Redis is away (offline queue off, connection closed, command timed out). */
const REDIS_OUTAGE_MESSAGE =
  /Stream isn't writeable|Connection is closed|Command timed out|max retries per request|Connection in subscriber mode/i;

/**
 * The error and what it wraps: `cause`, GraphQL's `originalError`, and the driver's own error that
 * Prisma keeps in `meta.driverAdapterError` (with the SQLSTATE as `cause.originalCode`).
 */
function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const record = current as Record<string, unknown>;
    yield record;
    const meta = record['meta'] as { driverAdapterError?: unknown } | undefined;
    current = record['cause'] ?? record['originalError'] ?? meta?.driverAdapterError;
  }
}

/** Which dependency an unexpected error says is away, or null for a bug or a bad request. */
export function outageOf(error: unknown): Dependency | null {
  for (const record of causes(error)) {
    if (record instanceof DomainError) return null;
    const name = String(record['name'] ?? record.constructor?.name ?? '');
    const message = String(record['message'] ?? '');
    const code = String(record['code'] ?? '');
    if (name === 'MaxRetriesPerRequestError' || REDIS_OUTAGE_MESSAGE.test(message)) return 'redis';
    if (name === 'PrismaClientInitializationError') return 'database';
    if (PRISMA_OUTAGE_CODES.has(code)) return 'database';
    const kind = (record['cause'] as { kind?: unknown } | undefined)?.kind ?? record['kind'];
    if (typeof kind === 'string' && ADAPTER_OUTAGE_KINDS.has(kind)) return 'database';
    const sqlState = String(record['originalCode'] ?? (/^[0-9A-Z]{5}$/.test(code) ? code : ''));
    if (OUTAGE_SQLSTATE.test(sqlState)) return 'database';
    if (DATABASE_OUTAGE_MESSAGE.test(message)) return 'database';
  }
  return null;
}
