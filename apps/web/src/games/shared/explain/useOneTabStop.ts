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
    // The Tab index each piece had before it was taken out of the Tab order. React sets `tabIndex`
    // only when its prop changes, so a piece that turns into a move control (a Cartagena pirate
    // once a card is chosen) with the same prop as before would keep -1 and be out of reach.
    const own = new Map<Piece, number>();

    // Pieces come and go with every position: whatever changed, exactly one of them keeps the stop,
    // and an element that is no piece any more gets its own Tab index back.
    const settle = () => {
      for (const [element, tabIndex] of own) {
        if (element.isConnected && element.matches(EXPLAINED)) continue;
        own.delete(element);
        // An index React removed with the mark stays removed: the element is no stop at all now.
        if (element.isConnected && element.hasAttribute('tabindex')) element.tabIndex = tabIndex;
      }
      const pieces = root.querySelectorAll<Piece>(EXPLAINED);
      if (!stop || !stop.isConnected || !stop.matches(EXPLAINED)) stop = pieces[0] ?? null;
      for (const piece of pieces) {
        if (!own.has(piece)) own.set(piece, piece.tabIndex);
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
