import type { Prisma } from '@brethren/db';
import { DomainError } from '../errors.js';
import type { SeatCap } from './turn-based.js';

/**
 * Refuses (TOO_MANY_TURN_BASED_MATCHES) a turn-based seat for a player who already holds
 * `cap.limit` others: seats at turn-based matches open or under way (but `matchId`'s), and a place
 * waiting in the turn-based ranked queue, which will become one. Counted under one lock per player
 * that every node takes in turn, in the transaction that writes the seat or the place, so racing
 * requests cannot pass the cap. Take it before any lock on the player's own row (writing a seat
 * takes one), so that no two transactions wait on each other. The counts go through the seats'
 * index on user_id and the tickets' on (user_id, status).
 */
export async function checkSeatCap(
  tx: Prisma.TransactionClient,
  cap: SeatCap,
  matchId: string | null,
): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`turn-based:${cap.userId}`}, 0))`;
  const [row] = await tx.$queryRaw<{ count: number }[]>`
    SELECT ((SELECT count(*) FROM seats s JOIN matches m ON m.id = s.match_id
             WHERE s.user_id = ${cap.userId} AND NOT s.forfeited AND m.status IN ('OPEN', 'ACTIVE')
               AND m.turn_based AND m.id <> ${matchId ?? ''})
         + (SELECT count(*) FROM queue_tickets
             WHERE user_id = ${cap.userId} AND status = 'WAITING' AND pace IS NOT NULL))::int AS count`;
  if ((row?.count ?? 0) >= cap.limit)
    throw new DomainError(
      'TOO_MANY_TURN_BASED_MATCHES',
      `you already play ${cap.limit} turn-based matches: finish or leave one first`,
      { max: cap.limit },
    );
}
