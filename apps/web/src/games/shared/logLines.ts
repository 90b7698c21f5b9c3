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
  /**
   * The seat the event itself is about (its `seat`), where it names one: the acting seat for what
   * it did, another seat for what befell or falls to it ("Bob's turn" after Anne's move).
   */
  readonly actor?: number;
  readonly text: string;
  /** Opens a stretch of play (a turn, a round): drawn apart from the lines before it. */
  readonly heading?: boolean;
  /**
   * The platform played it for a seat whose clock ran out: set on the entry's first line about the
   * seat itself (the move, not what it set off), or on a line of its own, with no text.
   */
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
    const told: LogLine[] = [];
    entry.events.forEach((event, index) => {
      const text = describe(event);
      if (text === null) return;
      const actor = actorOf(event);
      told.push({
        key: `${entry.seq}-${index}`,
        seq: entry.seq,
        seat: entry.seat,
        ...(actor === null ? {} : { actor }),
        text,
        heading: heading(event),
      });
    });
    if (entry.timedOut) {
      // The mark goes on the seat's own move; a move that tells nothing of its own (a turn passed
      // on) gets a line of its own for the mark, never the next seat's "your turn".
      const own = told.findIndex((line) => line.actor === entry.seat);
      if (own >= 0) told[own] = { ...told[own]!, timedOut: true };
      else
        told.unshift({
          key: `${entry.seq}-timeout`,
          seq: entry.seq,
          seat: entry.seat,
          text: '',
          timedOut: true,
        });
    }
    lines.push(...told);
  }
  return lines;
}

/** The seat an event names as its `seat`, if it names one. */
function actorOf(event: object): number | null {
  const seat = (event as { readonly seat?: unknown }).seat;
  return typeof seat === 'number' ? seat : null;
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

/** What happened to a seat apart from its moves (the API's `SeatChange`), after the entry `seq`. */
export interface SeatChangeInfo {
  readonly seat: number;
  readonly kind: 'RESIGNED' | 'TIMED_OUT' | 'ABANDONED' | 'RECLAIMED';
  readonly seq: number;
}

/**
 * The log's lines with the seat changes told in their places: each after the lines of the entry
 * of its seq (before the first entry's at seq 0), as lines of the platform (`seat` null). A change
 * beyond the last line shown (a paced table behind the latest) waits until its entry is shown.
 */
export function withSeatChanges(
  lines: readonly LogLine[],
  changes: readonly SeatChangeInfo[],
  text: (change: SeatChangeInfo) => string,
  shownSeq: number,
): readonly LogLine[] {
  const told = changes.filter((change) => change.seq <= shownSeq);
  if (told.length === 0) return lines;
  const merged: LogLine[] = [];
  let next = 0;
  const tellUpTo = (seq: number) => {
    for (; next < told.length && told[next]!.seq < seq; next++) {
      const change = told[next]!;
      merged.push({ key: `seat-change-${next}`, seq: change.seq, seat: null, text: text(change) });
    }
  };
  for (const line of lines) {
    tellUpTo(line.seq);
    merged.push(line);
  }
  tellUpTo(Number.POSITIVE_INFINITY);
  return merged;
}

/** Lines of a last move told by a seat's name: the move and what it did first, not all it set off. */
const LAST_MOVE_LINES = 2;

/**
 * Each seat's last move in words, by seat: the first lines of its latest entry that tell what the
 * seat itself did (events about that seat), joined. What a move set off for others — the next
 * seat's turn, a new round dealt — is not the seat's move, and a seat whose entries tell nothing
 * of its own shows none.
 */
export function lastMoves(lines: readonly LogLine[]): ReadonlyMap<number, string> {
  const moves = new Map<number, { seq: number; texts: string[] }>();
  for (const line of lines) {
    if (line.seat === null || line.actor !== line.seat || line.heading) continue;
    const told = moves.get(line.seat);
    if (!told || told.seq !== line.seq) moves.set(line.seat, { seq: line.seq, texts: [line.text] });
    else if (told.texts.length < LAST_MOVE_LINES) told.texts.push(line.text);
  }
  return new Map([...moves].map(([seat, { texts }]) => [seat, texts.join(' ')]));
}
