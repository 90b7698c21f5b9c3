/**
 * Match ids are UUIDs as the database client makes them (lower-case hex). Anything else names no
 * match, so it is answered as one that does not exist, without a database round trip.
 */
const MATCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isMatchId(id: string): boolean {
  return MATCH_ID.test(id);
}
