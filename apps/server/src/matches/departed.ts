import type { MatchRecord, SeatRecord } from './model.js';

/**
 * Whether a person held this seat whose account has since been deleted (the seat keeps the match
 * and names no one). Only a match that began can tell: every seat was taken then, so a seat with
 * no player is one whose player went, whether a stand-in bot plays it on (they resigned on
 * leaving) or the match was already over.
 */
export function isDeletedPlayer(record: Pick<MatchRecord, 'startedAt'>, seat: SeatRecord): boolean {
  return record.startedAt !== null && seat.userId === null && (seat.botLevel === null || seat.forfeited);
}
