'use client';

import { useTranslations } from 'next-intl';
import { memo, useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import type { LogEntry } from '@/lib/api/types';
import type { LogLine } from './logLines';

/** What a game's move list is given on the replay page (see replay/MoveLists). */
export interface MoveListProps<View> {
  /** A view to name things by: the match as it ended (its log is public then). */
  readonly view: View;
  readonly names: readonly string[];
  /** The whole log, one entry per step after the first. */
  readonly log: readonly LogEntry[];
  /** The step shown: 0 is the table as laid out, n the table after the n-th entry. */
  readonly step: number;
  readonly onStep: (step: number) => void;
}

/** One move of the list: the step it leads to, and its lines told as one text. */
interface Move {
  readonly step: number;
  readonly seat: number | null;
  readonly text: string;
}

/** Groups the log's lines by entry, in log order; an entry with no line is still a move. */
function movesOf(log: readonly LogEntry[], lines: readonly LogLine[]): Move[] {
  const texts = new Map<number, string[]>();
  for (const line of lines) texts.set(line.seq, [...(texts.get(line.seq) ?? []), line.text]);
  return log.map((entry, index) => ({
    step: index + 1,
    seat: entry.seat,
    text: (texts.get(entry.seq) ?? []).join(' '),
  }));
}

/**
 * The replay's moves in the words of the table's log, the step shown marked; a move is a button
 * that shows the table after it. Only the marked move is in the tab order (one stop for a list of
 * hundreds); the arrow keys walk the list from there, as they step the replay anywhere on the page.
 */
export const MoveList = memo(function MoveList({
  log,
  lines,
  names,
  step,
  onStep,
}: Omit<MoveListProps<unknown>, 'view'> & { readonly lines: readonly LogLine[] }) {
  const t = useTranslations('replay.moves');
  const moves = useMemo(() => movesOf(log, lines), [log, lines]);
  const box = useRef<HTMLOListElement>(null);

  // Keeps the marked move in sight inside the list (positioned, so `offsetTop` counts from its
  // top), without scrolling the page; a move chosen
  // with the keyboard takes the focus, so the next arrow goes on from it.
  useEffect(() => {
    const list = box.current;
    const current = list?.querySelector<HTMLButtonElement>('[aria-current="step"]');
    if (!list || !current) return;
    const top = current.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top - list.clientHeight / 2;
    if (list.contains(document.activeElement)) current.focus({ preventScroll: true });
  }, [step]);

  const onKeyDown = (event: KeyboardEvent) => {
    const to = { ArrowUp: step - 1, ArrowDown: step + 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onStep(to);
  };

  return (
    <nav className="panel move-list" aria-labelledby="move-list-title" data-testid="move-list">
      <h2 id="move-list-title">{t('title')}</h2>
      <ol ref={box} onKeyDown={onKeyDown}>
        <li>
          <MoveButton step={0} current={step === 0} onStep={onStep} text={t('laidOut')} />
        </li>
        {moves.map((move) => (
          <li key={move.step}>
            <MoveButton
              step={move.step}
              current={step === move.step}
              onStep={onStep}
              text={
                move.text ||
                t('silent', {
                  platform: move.seat === null ? 'yes' : 'no',
                  name: names[move.seat ?? -1] ?? '',
                })
              }
            />
          </li>
        ))}
      </ol>
    </nav>
  );
});

const MoveButton = memo(function MoveButton({
  step,
  current,
  text,
  onStep,
}: {
  step: number;
  current: boolean;
  text: string;
  onStep: (step: number) => void;
}) {
  return (
    <button
      type="button"
      className="move"
      aria-current={current ? 'step' : undefined}
      tabIndex={current ? 0 : -1}
      onClick={() => onStep(step)}
      data-step={step}
    >
      <span className="move-number">{step}</span>
      <span>{text}</span>
    </button>
  );
});
