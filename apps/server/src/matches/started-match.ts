import { createHash, randomBytes } from 'node:crypto';
import type { Prisma } from '@brethren/db';
import type { EnginePort } from '../engine/port.js';
import type { NotificationRecord } from '../notifications/model.js';
import { openingNotices } from '../notifications/who-is-told.js';
import { writeNotices } from '../notifications/writes.js';
import { nextDeadline, startClock, type ClockSettings } from './clock.js';
import type { MatchVisibility } from './model.js';

/** A seat of a match made under way: a person, or a rated bot a ranked queue seats at its fixed rating. */
export type StartedSeat =
  { readonly userId: string } | { readonly botLevel: string; readonly botRating: number };

/**
 * A match that starts as it is made: what ranked waves and tournament rounds make. Built by
 * `startedMatch`, written by `insertStartedMatch` inside the caller's transaction.
 */
export interface StartedMatch {
  readonly game: string;
  readonly options: object;
  readonly seed: string;
  readonly seedHash: string;
  /** Every seat, in seat order. */
  readonly seats: readonly StartedSeat[];
  /** The people among them. */
  readonly userIds: readonly string[];
  readonly clock: object | null;
  readonly deadlineAt: Date | null;
  /** The seats due first: at a turn-based match, their people are told it is their turn. */
  readonly dueSeats: readonly number[];
  readonly turnBased: boolean;
  readonly ranked: boolean;
  readonly visibility: MatchVisibility;
}

export interface StartedMatchSpec {
  readonly game: string;
  /** Options already checked by the engine for this many players. */
  readonly options: object;
  /** Every seat, in seat order. */
  readonly seats: readonly StartedSeat[];
  /** The clock's settings; null: no clock. */
  readonly clock: ClockSettings | null;
  readonly ranked: boolean;
  readonly visibility: MatchVisibility;
  /** The seed (default: 32 fresh random bytes). */
  readonly seed?: string;
}

/** The match as it starts at `now`: a committed seed, the seats first due, their clock running. */
export function startedMatch(engine: EnginePort, spec: StartedMatchSpec, now: number): StartedMatch {
  const seed = spec.seed ?? randomBytes(32).toString('hex');
  const players = spec.seats.length;
  const state = engine.setup(spec.game, { players, seed, options: spec.options });
  const due = [...engine.activeSeats(spec.game, state)];
  const clock = spec.clock ? startClock(spec.clock, players, due, now) : null;
  // Without vacations, as every stored deadline (see `ClockStore`): the clock keeper adds them.
  const deadline = spec.clock && clock ? nextDeadline(clock, spec.clock) : null;
  return {
    game: spec.game,
    options: spec.options,
    seed,
    seedHash: createHash('sha256').update(seed).digest('hex'),
    seats: spec.seats,
    userIds: spec.seats.flatMap((seat) => ('userId' in seat ? [seat.userId] : [])),
    clock,
    deadlineAt: deadline === null ? null : new Date(deadline),
    dueSeats: due,
    turnBased: spec.clock?.turnBased === true,
    ranked: spec.ranked,
    visibility: spec.visibility,
  };
}

/** The seats `seed` makes due first at a table of `players`, before anyone sits. */
export function firstSeats(engine: EnginePort, game: string, options: object, players: number, seed: string) {
  return engine.activeSeats(game, engine.setup(game, { players, seed, options }));
}

/**
 * Writes `match` under way, in `tx`, with a YOUR_TURN notification for the people first due at a
 * turn-based pace. Its id and the notifications written (to push once the transaction commits).
 */
export async function insertStartedMatch(
  tx: Prisma.TransactionClient,
  match: StartedMatch,
  at: Date,
): Promise<{ id: string; written: NotificationRecord[] }> {
  const row = await tx.match.create({
    data: {
      game: match.game,
      options: match.options,
      seed: match.seed,
      seedHash: match.seedHash,
      status: 'ACTIVE',
      visibility: match.visibility,
      ranked: match.ranked,
      turnBased: match.turnBased,
      playerCount: match.seats.length,
      startedAt: at,
      ...(match.clock ? { clock: match.clock } : {}),
      deadlineAt: match.deadlineAt,
      // A bot's turn is looked for at once; the first move sets the next one, as at any table.
      botDueAt: match.seats.some((seat) => 'botLevel' in seat) ? at : null,
      seats: { create: match.seats.map((held, seat) => ({ seat, ...held })) },
    },
    select: {
      id: true,
      seats: { select: { seat: true, userId: true, user: { select: { handle: true } } } },
    },
  });
  if (!match.turnBased) return { id: row.id, written: [] };
  const notices = openingNotices(
    { id: row.id, game: match.game },
    row.seats.map((seat) => ({ seat: seat.seat, userId: seat.userId, handle: seat.user?.handle ?? null })),
    match.dueSeats,
  );
  return { id: row.id, written: await writeNotices(tx, notices, at) };
}
