'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/motion/reducedMotion';
import { STEP_MS, advance, receive, startPace, waitOf, type PacedStep } from './pacing';

/**
 * The position a table draws: the latest match, paced so that positions arriving close together
 * (bots' moves) are drawn one at a time, each for `STEP_MS` at least (see `pacing.ts` for what is
 * never held back). Under reduced motion every position is drawn as it comes.
 */
export function usePacedMatch<Step extends PacedStep>(latest: Step, stepMs: number = STEP_MS): Step {
  const reduced = useReducedMotion();
  const pause = reduced ? 0 : stepMs;
  const [pace, setPace] = useState(() => startPace(latest, Date.now()));
  useEffect(() => {
    setPace((current) => advance(receive(current, latest, Date.now()), Date.now(), pause));
  }, [latest, pause]);
  // When the shown position reached the page: a busy page commits it a while after it was chosen,
  // and each position stays in sight a whole step from then.
  const drawnAt = useRef(0);
  useLayoutEffect(() => {
    drawnAt.current = Date.now();
  }, [pace.shown]);
  useEffect(() => {
    const wait = waitOf({ ...pace, shownAt: Math.max(pace.shownAt, drawnAt.current) }, Date.now(), pause);
    if (wait === null) return;
    const timer = setTimeout(() => setPace((current) => advance(current, Date.now(), pause)), wait);
    return () => clearTimeout(timer);
  }, [pace, pause]);
  return pace.shown;
}
