import { visibleEvents } from '../engine/port.js';
import type { LogRecord, MatchRecord } from './model.js';

/** A log entry as a viewer may see it. */
export interface VisibleLogEntry {
  readonly seq: number;
  readonly seat: number | null;
  readonly action: unknown;
  readonly events: readonly unknown[];
  readonly at: Date;
  readonly timedOut: boolean;
}

/** Once a match is over its whole log is public; before, each viewer sees only what it may. */
export function isRevealed(record: MatchRecord): boolean {
  return record.status === 'FINISHED' || record.status === 'ABORTED';
}

/**
 * Redacts one entry for a seat (null: a spectator): only the events visible to it, and the action
 * itself only to the seat that took it (an action can name a secret card or vote).
 */
export function redactEntry(entry: LogRecord, viewerSeat: number | null, revealed: boolean): VisibleLogEntry {
  return {
    seq: entry.seq,
    seat: entry.seat,
    action: revealed || (viewerSeat !== null && entry.seat === viewerSeat) ? entry.action : null,
    events: revealed ? entry.events : visibleEvents(entry.events, viewerSeat),
    at: entry.at,
    timedOut: entry.timedOut ?? false,
  };
}
