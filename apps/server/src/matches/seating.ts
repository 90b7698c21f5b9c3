import { DomainError } from '../errors.js';
import type { MatchClock } from './clock.js';
import type { MatchRecord, SeatRecord } from './model.js';

/**
 * The rules of an open table: who may sit where, who runs the table, when it starts and when it
 * closes. Each function looks at the table as it stands under its row lock (see
 * `MatchStore.changeTable`) and either refuses with a coded error or says what changes, so two
 * requests can never both act on the same picture of the table.
 */

/** What one request changes at an open table. */
export interface TableChange {
  /**
   * A seat that gets a player, or loses one (null); with `botLevel`, the seat also becomes that bot
   * or (null) open again.
   */
  readonly seat?: {
    readonly seat: number;
    readonly userId: string | null;
    readonly botLevel?: string | null;
  };
  /** The table starts, or closes before it started. */
  readonly status?: 'ACTIVE' | 'ABORTED';
  /** A rematch seat whose player accepts. */
  readonly ready?: number;
  /** A table with a clock starts it: the seats' clocks and when the first of them runs out. */
  readonly clock?: { readonly value: MatchClock; readonly deadlineAt: Date | null };
}

/**
 * Who runs an open table, and alone may start it: whoever has sat there longest — its creator,
 * until they leave; then the next who sat down (the lower seat, should two have sat down at the
 * same moment). Newcomers never take a table over, and the role passes only when its holder
 * leaves. At a rematch only those who accepted count (the one who offered it runs it). Null once
 * the table started or closed.
 */
export function hostOf(table: MatchRecord): SeatRecord['user'] {
  if (table.status !== 'OPEN') return null;
  let host: SeatRecord | null = null;
  for (const seat of table.seats) {
    if (seat.user !== null && seat.ready && (host === null || seatedSooner(seat, host))) host = seat;
  }
  return host?.user ?? null;
}

/** Seats a person: on `wanted`, or on the lowest free seat. One seat per person per table. */
export function seatPlayer(table: MatchRecord, userId: string, wanted?: number | null): TableChange {
  requireOpen(table, 'this table is no longer taking players');
  if (table.seats.some((seat) => seat.userId === userId))
    throw new DomainError('ALREADY_SEATED', 'you already sit at this table');
  if (wanted !== null && wanted !== undefined && !table.seats.some((seat) => seat.seat === wanted))
    throw new DomainError('BAD_USER_INPUT', `seat: this table has seats 0 to ${table.seats.length - 1}`);
  const free = table.seats.filter(isEmpty).map((seat) => seat.seat);
  const seat = wanted ?? free[0];
  if (seat === undefined) throw new DomainError('SEAT_TAKEN', 'every seat is taken');
  if (!free.includes(seat)) throw new DomainError('SEAT_TAKEN', 'someone sits there already');
  return { seat: { seat, userId } };
}

/**
 * Unseats a person; the last person to leave closes the table. While a challenge waits for its
 * answer, the challenger leaving withdraws it and the challenged player leaving declines it: either
 * way the table closes (nobody else is left to answer to).
 */
export function unseatPlayer(table: MatchRecord, userId: string): TableChange {
  requireOpen(table, 'you can only leave a table before it starts');
  const mine = table.seats.find((seat) => seat.userId === userId);
  if (!mine) throw new DomainError('NOT_SEATED', 'you do not sit at this table');
  const othersRemain = table.seats.some((seat) => seat.userId !== null && seat.userId !== userId);
  const endsChallenge = isPendingChallenge(table) && isChallengeParty(table, userId);
  return {
    seat: { seat: mine.seat, userId: null },
    ...(othersRemain && !endsChallenge ? {} : { status: 'ABORTED' }),
  };
}

/**
 * Whether this seat counts against its player's open tables (see `tooManyOpenTables`): an open table
 * they sit at and have accepted, be it theirs, joined, or a rematch they offered. Invitations they
 * have not answered yet (a challenge or rematch seat not ready) do not count, nor do the challenges
 * they sent while they wait for the answer, which have a cap of their own (TOO_MANY_CHALLENGES).
 */
export function holdsOpenSeat(table: MatchRecord, userId: string): boolean {
  return (
    table.status === 'OPEN' &&
    !isPendingChallenge(table) &&
    table.seats.some((seat) => seat.userId === userId && seat.ready)
  );
}

/**
 * The refusal of a table opened or joined past the cap on open tables per account: without it one
 * account filled the lobby's first pages with its tables (625 in ten seconds).
 */
export function tooManyOpenTables(max: number): DomainError {
  return new DomainError(
    'TOO_MANY_OPEN_TABLES',
    `you already sit at ${max} tables waiting to start: start or leave one before you open or join another`,
    { max },
  );
}

/**
 * A challenge table waiting for the challenged player's answer: open, with them seated and not yet
 * ready.
 */
export function isPendingChallenge(table: MatchRecord): boolean {
  return (
    table.status === 'OPEN' &&
    table.challengedId !== null &&
    table.seats.some((seat) => seat.userId === table.challengedId && !seat.ready)
  );
}

/** The challenger (who opened the table) or the player challenged. */
function isChallengeParty(table: MatchRecord, userId: string): boolean {
  return table.challengedId !== null && (table.createdBy?.id === userId || table.challengedId === userId);
}

/**
 * The challenged player accepts: their seat is ready, and a full table whose every player is ready
 * starts at once; otherwise it waits for players, and its host (the challenger) starts it.
 */
export function acceptChallenge(table: MatchRecord, userId: string): TableChange {
  if (table.challengedId !== userId) throw new DomainError('NOT_FOUND', 'no challenge for you at this table');
  requireOpen(table, 'this challenge was withdrawn, or its table has started or closed');
  return acceptRematch(table, userId);
}

/** The challenged player declines, or the challenger withdraws, before the start: the table closes. */
export function closeChallenge(table: MatchRecord, userId: string): TableChange {
  if (!isChallengeParty(table, userId))
    throw new DomainError('NOT_FOUND', 'no challenge of yours at this table');
  requireOpen(table, 'this challenge was already answered, or its table has started or closed');
  return { status: 'ABORTED' };
}

/** Starts a full table, at its host's word. */
export function startTable(table: MatchRecord, userId: string): TableChange {
  requireOpen(table, 'this table has already started or closed');
  if (hostOf(table)?.id !== userId)
    throw new DomainError(
      'FORBIDDEN',
      'only the table’s host starts it: whoever has sat there longest (its creator, until they leave)',
    );
  if (table.seats.some(isEmpty))
    throw new DomainError('TABLE_NOT_FULL', 'every seat needs a player or a bot');
  if (table.seats.some((seat) => !seat.ready))
    throw new DomainError('TABLE_NOT_FULL', 'everyone must accept the rematch first');
  return { status: 'ACTIVE' };
}

/**
 * The host turns a seat nobody sits on into a bot of `botLevel`, or a bot seat back into an open
 * one (null). A seated person is removed first (`removeFromSeat`), never replaced behind their back.
 */
export function setSeatBot(
  table: MatchRecord,
  hostId: string,
  seat: number,
  botLevel: string | null,
): TableChange {
  const target = hostSeat(table, hostId, seat, 'only the table’s host changes its seats');
  if (target.userId !== null)
    throw new DomainError('SEAT_TAKEN', 'someone sits there: remove them from the seat first');
  return { seat: { seat, userId: null, botLevel } };
}

/**
 * The host removes a seated person before the start (the seat opens; they may sit down again).
 * Removing the player a pending challenge waits for withdraws it: the table closes.
 */
export function removeFromSeat(table: MatchRecord, hostId: string, seat: number): TableChange {
  const target = hostSeat(table, hostId, seat, 'only the table’s host removes players');
  if (target.userId === null) throw new DomainError('NOT_SEATED', 'nobody sits on that seat');
  if (target.userId === hostId)
    throw new DomainError('BAD_USER_INPUT', 'seat: that is your own seat; leave the table instead');
  const withdraws = isPendingChallenge(table) && target.userId === table.challengedId;
  return { seat: { seat, userId: null }, ...(withdraws ? { status: 'ABORTED' } : {}) };
}

/**
 * A player accepts a rematch: their seat is ready, and once every seat is filled and every player
 * has accepted, the table starts at once (nobody has to press Start after everyone said yes).
 */
export function acceptRematch(table: MatchRecord, userId: string): TableChange {
  requireOpen(table, 'this rematch has already started or closed');
  const mine = table.seats.find((seat) => seat.userId === userId);
  if (!mine) throw new DomainError('NOT_SEATED', 'you do not sit at this table');
  const othersReady = table.seats.every((seat) => seat === mine || (seat.ready && !isEmpty(seat)));
  return { ready: mine.seat, ...(othersReady ? { status: 'ACTIVE' } : {}) };
}

/** The seat the host acts on, once the table is open, the asker its host and the seat real. */
function hostSeat(table: MatchRecord, hostId: string, seat: number, forbidden: string): SeatRecord {
  requireOpen(table, 'seats change only before the table starts');
  if (hostOf(table)?.id !== hostId) throw new DomainError('FORBIDDEN', forbidden);
  const target = table.seats.find((candidate) => candidate.seat === seat);
  if (!target)
    throw new DomainError('BAD_USER_INPUT', `seat: this table has seats 0 to ${table.seats.length - 1}`);
  return target;
}

function requireOpen(table: MatchRecord, message: string): void {
  if (table.status !== 'OPEN') throw new DomainError('MATCH_NOT_OPEN', message);
}

/** Seats come in seat order, so a tie keeps the lower seat. */
function seatedSooner(seat: SeatRecord, than: SeatRecord): boolean {
  return (seat.seatedAt?.getTime() ?? 0) < (than.seatedAt?.getTime() ?? 0);
}

function isEmpty(seat: SeatRecord): boolean {
  return seat.userId === null && seat.botLevel === null;
}
