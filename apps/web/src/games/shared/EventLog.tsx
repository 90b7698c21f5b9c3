'use client';

import { useTranslations } from 'next-intl';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { LogEntry } from '@/lib/api/types';

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

type LogEvent = LogEntry['events'][number];

/**
 * Every event of a log the viewer can read, in words and in order. `describe` returns null for
 * bookkeeping not worth a line, and `heading` marks the events that open a new stretch of play.
 */
export function logLines(
  log: readonly LogEntry[],
  describe: (event: LogEvent) => string | null,
  heading: (event: LogEvent) => boolean = () => false,
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

/** Lines drawn at first; earlier ones wait behind a button (a long game logs thousands). */
export const LOG_WINDOW = 120;

/** A table's log: the latest lines, kept scrolled to the bottom as play goes on. */
export const EventLog = memo(function EventLog({ lines, id }: { lines: readonly LogLine[]; id: string }) {
  const t = useTranslations('table.log');
  const [everything, setEverything] = useState(false);
  const hidden = everything ? 0 : Math.max(0, lines.length - LOG_WINDOW);
  const latest = useMemo(() => lastMoveSeqs(lines), [lines]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [lines.length]);
  return (
    <section className="panel log-panel" aria-labelledby={id}>
      <h3 id={id}>{t('title')}</h3>
      {/* The live region wraps the list: a list with role="log" would no longer be a list. */}
      <div
        className="event-log"
        ref={box}
        role="log"
        aria-labelledby={id}
        data-testid="event-log"
        tabIndex={0}
      >
        <ol>
          {hidden > 0 ? (
            <li>
              <button type="button" className="link-button small" onClick={() => setEverything(true)}>
                {t('showEarlier', { count: hidden })}
              </button>
            </li>
          ) : null}
          {lines.length === 0 ? <li className="muted">{t('empty')}</li> : null}
          {lines.slice(hidden).map((line) => (
            <LogItem key={line.key} line={line} last={latest.has(line.seq)} />
          ))}
        </ol>
      </div>
    </section>
  );
});

const LogItem = memo(function LogItem({ line, last }: { line: LogLine; last: boolean }) {
  const t = useTranslations('table.log');
  const classes = [line.heading ? 'log-heading' : '', last ? 'last-move' : ''].filter(Boolean).join(' ');
  return (
    <li data-seq={line.seq} className={classes || undefined} data-last-move={last || undefined}>
      {line.text}
      {line.timedOut ? (
        <span className="badge timeout-badge" data-testid="timed-out">
          {t('timedOut')}
        </span>
      ) : null}
    </li>
  );
});
