import { useEffect, useRef, type RefObject } from 'react';
import { EXPLAINED } from './explains';

/** A marked piece: an HTML element or a drawn (SVG) one. */
export type Piece = HTMLElement | SVGElement;

/** Where each key walks to among `count` pieces from the one at `index`. */
const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The frame's marked pieces a person can see, in the order the table draws them. */
function shownPieces(frame: HTMLElement): Piece[] {
  return Array.from(frame.querySelectorAll<Piece>(EXPLAINED)).filter(
    (piece) => piece.getClientRects().length > 0,
  );
}

/**
 * Makes a table's explained pieces one stop of the Tab key, not one each: a Cartagena table marks
 * about fifty squares and counts, which a keyboard player would otherwise tab through on every turn
 * to reach the cards. The stop is the piece last focused (at first, the first piece); from it the
 * arrow keys, Home and End walk to the others, as in a toolbar. `onStep` hears each piece walked to.
 * Move controls keep their own stops.
 */
export function useOneTabStop(frame: RefObject<HTMLElement | null>, onStep: (piece: Piece) => void): void {
  const step = useRef(onStep);
  step.current = onStep;

  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    let stop: Piece | null = null;

    // Pieces come and go with every position: whatever changed, exactly one of them keeps the stop.
    const settle = () => {
      const pieces = root.querySelectorAll<Piece>(EXPLAINED);
      if (!stop || !stop.isConnected || !stop.matches(EXPLAINED)) stop = pieces[0] ?? null;
      for (const piece of pieces) {
        const tabIndex = piece === stop ? 0 : -1;
        if (piece.tabIndex !== tabIndex) piece.tabIndex = tabIndex;
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement || target instanceof SVGElement) || !target.matches(EXPLAINED))
        return;
      stop = target;
      settle();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const walk = STEPS[event.key];
      const focused = event.target;
      if (!walk || event.altKey || event.ctrlKey || event.metaKey) return;
      if (!(focused instanceof HTMLElement || focused instanceof SVGElement) || !focused.matches(EXPLAINED))
        return;
      const pieces = shownPieces(root);
      const index = pieces.indexOf(focused);
      if (index < 0) return;
      event.preventDefault();
      const next = pieces[walk(index, pieces.length)]!;
      next.focus();
      step.current(next);
    };

    settle();
    const observer = new MutationObserver(settle);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-explain'],
    });
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [frame]);
}
