import type { GameEvent } from '@brethren/engine/core';
import type { LogEntry } from '@/lib/api/types';

/*
 * A table's log in lines, apart from the EventLog component: each game's `logInWords`
 * (`GAME_LOG_WORDS` in games/registry, which server modules read) builds on these, and a server
 * module importing a 'use client' file would make it a client reference of every page.
 */

/** One line of a table's log. */
export interface LogLine {
  readonly key: string;
  /** The log entry (action) the line comes from. */
  readonly seq: number;
  /** The seat that acted (null: the platform, a clock). */
  readonly seat: number | null;
  readonly text: string;
  /** Opens a stretch of play (a turn, a round): drawn apart from the lines before it. */
  readonly heading?: boolean;
  /** The platform played it for a seat whose clock ran out. */
  readonly timedOut?: boolean;
}

/**
 * Every event of a log the viewer can read, in words and in order. `describe` returns null for
 * bookkeeping not worth a line, and `heading` marks the events that open a new stretch of play.
 */
export function logLines<Event extends { readonly type: string }>(
  log: readonly LogEntry<Event>[],
  describe: (event: GameEvent<Event>) => string | null,
  heading: (event: GameEvent<Event>) => boolean = () => false,
): LogLine[] {
  const lines: LogLine[] = [];
  for (const entry of log) {
    entry.events.forEach((event, index) => {
      const text = describe(event);
      if (text !== null)
        lines.push({
          key: `${entry.seq}-${index}`,
          seq: entry.seq,
          seat: entry.seat,
          text,
          heading: heading(event),
          ...(entry.timedOut ? { timedOut: true } : {}),
        });
    });
  }
  return lines;
}

/**
 * Each seat's last move, until it acts again: the seq of the latest entry of every seat that has
 * acted (lines of those entries are marked in the log, and tables may show them by the seat).
 */
export function lastMoveSeqs(lines: readonly LogLine[]): ReadonlySet<number> {
  const latest = new Map<number, number>();
  for (const line of lines) if (line.seat !== null) latest.set(line.seat, line.seq);
  return new Set(latest.values());
}

/** Lines of a last move told by a seat's name: the move and what it did first, not all it set off. */
const LAST_MOVE_LINES = 2;

/** Each seat's last move in words (the first lines of its latest entry, joined), by seat. */
export function lastMoves(lines: readonly LogLine[]): ReadonlyMap<number, string> {
  const latest = lastMoveSeqs(lines);
  const moves = new Map<number, string[]>();
  for (const line of lines) {
    if (line.seat === null || !latest.has(line.seq) || line.heading) continue;
    const told = moves.get(line.seat) ?? [];
    if (told.length < LAST_MOVE_LINES) moves.set(line.seat, [...told, line.text]);
  }
  return new Map([...moves].map(([seat, texts]) => [seat, texts.join(' ')]));
}
