import { refuse, type ApplyFailure } from '../../core/errors.js';
import { parseHold, parseSeat, parseShipName, parseVoteCard } from './actions.js';
import { shipIndexOf } from './board.js';
import type { Hold, ShipIndex, VoteCode } from './data.js';
import type { Work } from './work.js';

/** Reading an action's fields: a value, or the refusal to return (malformed or illegal). */
export type Raw = Record<string, unknown>;
export type Outcome = ApplyFailure | null;

export const illegal = (message: string) => refuse('ILLEGAL_ACTION', message);
export const malformed = (message: string) => refuse('MALFORMED_ACTION', message);
export const failed = (value: unknown): value is ApplyFailure =>
  typeof value === 'object' && value !== null && 'ok' in value;

export function readSeat(work: Work, raw: Raw, field: string): number | ApplyFailure {
  const seat = parseSeat(raw[field], work.players);
  return seat === null ? malformed(`${field} must be a seat number from 0 to ${work.players - 1}`) : seat;
}

export function readShip(raw: Raw, field: string): ShipIndex | ApplyFailure {
  const name = parseShipName(raw[field]);
  return name === null
    ? malformed(`${field} must be flyingDutchman or jollyRoger`)
    : (shipIndexOf(name) as ShipIndex);
}

export function readHold(raw: Raw, field: string): Hold | ApplyFailure {
  const hold = parseHold(raw[field]);
  return hold === null ? malformed(`${field} must be british or french`) : hold;
}

export function readVoteCard(work: Work, seat: number, raw: Raw): VoteCode | ApplyFailure {
  const code = parseVoteCard(raw['card']);
  if (code === null) return malformed('card must be a vote card: { top, flag, bottom, double }');
  return work.holds(seat, code) ? code : illegal('you hold no such vote card');
}
