'use client';

import { useTranslations } from 'next-intl';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { lastMoveSeqs, withSeatChanges, type LogLine } from './logLines';
import { usePlatformSeats } from './platformSeats';
import { person, type Names } from './words';

/** Lines drawn at first; earlier ones wait behind a button (a long game logs thousands). */
export const LOG_WINDOW = 120;

/**
 * A table's log: the latest lines, kept scrolled to the bottom as play goes on, with what happened
 * to seats besides their moves (resigned, timed out, voted out, back: see `usePlatformSeats`) in
 * its place. `names` and `viewer` name the seats those lines and the timeout marks are about, to
 * every reader.
 */
export const EventLog = memo(function EventLog({
  lines: moves,
  id,
  names,
  viewer,
}: Names & { lines: readonly LogLine[]; id: string }) {
  const t = useTranslations('table.log');
  const seats = usePlatformSeats();
  const lines = useMemo(
    () =>
      withSeatChanges(
        moves,
        seats.changes,
        (change) =>
          t(`seatChange.${change.kind}`, {
            ...person(change.seat, { names, viewer }, 'actor'),
            ended: change.seq === seats.endSeq ? 'yes' : 'no',
          }),
        seats.seq,
      ),
    [moves, seats, t, names, viewer],
  );
  const [everything, setEverything] = useState(false);
  const hidden = everything ? 0 : Math.max(0, lines.length - LOG_WINDOW);
  // Lines of the seats' latest entries are marked; the platform's (seat changes) never are.
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
            <LogItem
              key={line.key}
              line={line}
              last={line.seat !== null && latest.has(line.seq)}
              names={names}
              viewer={viewer}
            />
          ))}
        </ol>
      </div>
    </section>
  );
});

const LogItem = memo(function LogItem({
  line,
  last,
  names,
  viewer,
}: Names & { line: LogLine; last: boolean }) {
  const t = useTranslations('table.log');
  const classes = [line.heading ? 'log-heading' : '', last ? 'last-move' : ''].filter(Boolean).join(' ');
  return (
    <li data-seq={line.seq} className={classes || undefined} data-last-move={last || undefined}>
      {line.text}
      {line.timedOut && line.seat !== null ? (
        <span className="badge timeout-badge" data-testid="timed-out">
          {t('timedOut', person(line.seat, { names, viewer }, 'actor'))}
        </span>
      ) : null}
    </li>
  );
});
