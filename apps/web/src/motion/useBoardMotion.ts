'use client';

import { useLayoutEffect, useRef, type RefObject } from 'react';
import {
  centre,
  flightFrames,
  flightMs,
  lastMoveMarks,
  type MotionEntry,
  type MotionsOf,
  type Point,
  type Rect,
} from './flight';
import { prefersReducedMotion } from './reducedMotion';

type Layout = ReadonlyMap<string, Rect>;

/**
 * Where every `data-motion` element of the table is drawn, by key, from the table's top left
 * corner: a page scrolled between two positions moves no piece.
 */
function measure(root: Element): Layout {
  const origin = root.getBoundingClientRect();
  const layout = new Map<string, Rect>();
  for (const element of root.querySelectorAll<Element>('[data-motion]')) {
    const key = element.getAttribute('data-motion');
    if (!key || layout.has(key)) continue;
    const { x, y, width, height } = element.getBoundingClientRect();
    layout.set(key, { x: x - origin.x, y: y - origin.y, width, height });
  }
  return layout;
}

function find(root: Element, key: string): Element | null {
  return root.querySelector(`[data-motion="${CSS.escape(key)}"]`);
}

/** Screen pixels per unit of the element's own coordinates (an SVG's viewBox units). */
function scaleOf(element: Element): Point {
  const parent = element.parentNode;
  if (element instanceof SVGGraphicsElement && parent instanceof SVGGraphicsElement) {
    const matrix = parent.getScreenCTM();
    if (matrix && matrix.a > 0 && matrix.d > 0) return { x: matrix.a, y: matrix.d };
  }
  return { x: 1, y: 1 };
}

/**
 * Plays the moves of the log entries added since the last position drawn, and marks on the board
 * each seat's last move (`data-last-moved` = the seat, until it acts again) on the pieces it moved
 * and the places they reached. Under reduced motion nothing travels; the marks stay. Call it from
 * a table with the element holding its board(s).
 *
 * It works on the drawn elements, after React has drawn them: each game's pieces are drawn by
 * place (Cartagena draws one group per seat and square), so a journey is known only from the log,
 * and the element that ends it is found by its key.
 */
export function useBoardMotion<E extends MotionEntry>(
  root: RefObject<Element | null>,
  log: readonly E[],
  motionsOf: MotionsOf<E>,
): void {
  const before = useRef<Layout>(new Map());
  const seen = useRef<number | null>(null);
  // Measured when a position is drawn, not at every render (a clock's tick, a hover): measuring
  // lays out the whole page. Under reduced motion nothing travels, so nothing is measured.
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const lastSeq = log.at(-1)?.seq ?? 0;
    const still = prefersReducedMotion();
    const now: Layout = still ? new Map() : measure(element);
    if (seen.current !== null && lastSeq > seen.current && !still) {
      const since = seen.current;
      for (const entry of log.filter((candidate) => candidate.seq > since))
        for (const motion of motionsOf(entry)) fly(element, motion.piece, motion.path, before.current, now);
    }
    seen.current = lastSeq;
    before.current = now;
  }, [root, log, motionsOf]);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const marked = lastMoveMarks(log, motionsOf).flatMap(({ key, seat }) => {
      const piece = find(element, key);
      piece?.setAttribute('data-last-moved', String(seat));
      return piece ? [piece] : [];
    });
    return () => {
      for (const piece of marked) piece.removeAttribute('data-last-moved');
    };
  });
}

function fly(root: Element, key: string, path: readonly string[], before: Layout, now: Layout): void {
  const piece = find(root, key);
  // Without the Web Animations API (an old browser, a test's DOM) pieces simply stand where they are.
  if (!piece || path.length < 2 || typeof piece.animate !== 'function') return;
  const [first, ...rest] = path;
  const rects = [
    before.get(first!) ?? now.get(first!),
    ...rest.map((step) => now.get(step) ?? before.get(step)),
  ];
  if (rects.some((rect) => rect === undefined)) return;
  const frames = flightFrames(
    rects.map((rect) => centre(rect!)),
    scaleOf(piece),
  );
  if (frames[0] === frames.at(-1)) return;
  piece.animate(
    frames.map((transform) => ({ transform })),
    { duration: flightMs(frames.length - 1), easing: 'ease-in-out' },
  );
}
