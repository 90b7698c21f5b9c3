'use client';

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { CONTROL, EXPLAINED } from './explains';
import { useOneTabStop, type Piece } from './useOneTabStop';
import './explain.css';

/** Room kept between the piece and its bubble, and between the bubble and the frame's edges (px). */
const GAP = 8;

/** The piece a tap on `target` asks to explain, or null (a move control, or nothing marked). */
function explainedBy(target: Element, frame: HTMLElement): Piece | null {
  const piece = target.closest<Piece>(EXPLAINED);
  if (!piece || !frame.contains(piece)) return null;
  const control = target.closest(CONTROL);
  return control && control !== piece && piece.contains(control) ? null : piece;
}

/**
 * A table's frame: every piece inside marked by `explains` explains itself in a bubble when tapped,
 * clicked, or pressed (Enter/Space). Tapping elsewhere, Escape, or tapping another piece closes it
 * (the other piece then shows its own). Move controls are left alone: a tap still plays.
 *
 * The bubble is one polite live region, always in place, so a screen reader says each explanation
 * as it opens; it is not a dialog, so focus stays on the piece. The pieces are one Tab stop, walked
 * with the arrow keys (useOneTabStop); while a bubble is open, it follows the walk.
 */
export function ExplainFrame({ children }: { children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const bubble = useRef<HTMLDivElement>(null);
  const [piece, setPiece] = useState<Piece | null>(null);
  const [text, setText] = useState('');

  const close = useCallback(() => {
    setPiece(null);
    setText('');
  }, []);

  useOneTabStop(frame, (next) => {
    if (!piece) return;
    setPiece(next);
    setText(next.dataset['explain'] ?? '');
  });

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!frame.current || !(event.target instanceof Element)) return;
      const tapped = explainedBy(event.target, frame.current);
      if (tapped && tapped !== piece) {
        setPiece(tapped);
        setText(tapped.dataset['explain'] ?? '');
      } else if (piece) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && piece) {
        close();
        if (piece.isConnected) piece.focus();
        return;
      }
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const focused = event.target;
      if (!(focused instanceof HTMLElement || focused instanceof SVGElement) || !frame.current) return;
      if (!focused.matches(EXPLAINED) || !frame.current.contains(focused)) return;
      event.preventDefault();
      if (focused === piece) close();
      else {
        setPiece(focused);
        setText(focused.dataset['explain'] ?? '');
      }
    };
    const onResize = () => close();
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [piece, close]);

  // After every drawing of the table (new children: a new position): a piece taken away closes its
  // bubble, a piece whose words changed (a score went up) shows the new ones, and the bubble
  // follows the piece.
  useLayoutEffect(() => {
    if (!piece) return;
    const now = piece.isConnected ? (piece.dataset['explain'] ?? '') : '';
    if (!now) close();
    else if (now !== text) setText(now);
    else place(piece, frame.current, bubble.current);
  }, [children, piece, text, close]);

  return (
    <div className="explain-frame" ref={frame}>
      {children}
      <div
        ref={bubble}
        className={piece ? 'explain-bubble open' : 'explain-bubble'}
        role="status"
        data-testid="explanation"
      >
        {text}
      </div>
    </div>
  );
}

/** Puts the bubble under the piece (over it when there is no room below), inside the frame. */
function place(piece: Element, frame: HTMLElement | null, bubble: HTMLElement | null): void {
  if (!frame || !bubble) return;
  const at = piece.getBoundingClientRect();
  const box = frame.getBoundingClientRect();
  const width = bubble.offsetWidth;
  const height = bubble.offsetHeight;
  const centre = at.left + at.width / 2 - box.left;
  const left = Math.max(GAP, Math.min(centre - width / 2, box.width - width - GAP));
  const below = at.bottom + GAP + height <= window.innerHeight || at.top - GAP - height < 0;
  const top = below ? at.bottom - box.top + GAP : at.top - box.top - GAP - height;
  bubble.style.left = `${left}px`;
  bubble.style.top = `${top}px`;
  bubble.style.setProperty('--arrow', `${Math.max(12, Math.min(centre - left, width - 12))}px`);
  bubble.dataset['side'] = below ? 'below' : 'above';
}
