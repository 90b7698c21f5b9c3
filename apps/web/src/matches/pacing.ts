/**
 * Pacing: the positions a table draws, one at a time. Bots answer within a fraction of a second, so
 * three bot moves may arrive in as many tenths of a second; drawn as they come, a person sees
 * pieces jump and reads what happened only in the log. The table instead draws each position it
 * receives for at least `STEP_MS` before the next, so every move is seen (and animated) in turn.
 *
 * Pacing never holds the viewer back:
 * - the answer to the viewer's own move (any step after a position where the viewer was due) is
 *   drawn at once;
 * - a position where the viewer is due is drawn only if it is the latest: acting on an older one
 *   would be refused, so such steps are passed over;
 * - the table is never more than `MAX_BEHIND` steps behind: older steps are dropped to catch up
 *   (bots that play faster than a step a `STEP_MS` are shown at that pace, skipping some moves);
 * - under reduced motion, or with `STEP_MS` 0, every position is drawn as it comes.
 */

/** The parts of a match pacing reads. */
export interface PacedStep {
  readonly id: string;
  readonly seq: number;
  readonly activeSeats: readonly number[];
  readonly viewerSeat: number | null;
}

export interface Pace<Step extends PacedStep> {
  /** The position drawn now. */
  readonly shown: Step;
  /** When it was first drawn (ms, any clock). */
  readonly shownAt: number;
  /** Positions received and not drawn yet, oldest first. */
  readonly queue: readonly Step[];
}

/** How long each received position stays drawn, at least, when more are waiting. */
export const STEP_MS = 600;

/** Steps the table may lag behind the latest position. */
export const MAX_BEHIND = 3;

export function startPace<Step extends PacedStep>(first: Step, now: number): Pace<Step> {
  return { shown: first, shownAt: now, queue: [] };
}

function viewerDue(step: PacedStep): boolean {
  return step.viewerSeat !== null && step.activeSeats.includes(step.viewerSeat);
}

/**
 * Takes a received position in. Another match starts over; a position at a seq already held
 * replaces it (the same move, newer seats or status); an older one is ignored.
 */
export function receive<Step extends PacedStep>(pace: Pace<Step>, step: Step, now: number): Pace<Step> {
  if (step.id !== pace.shown.id) return startPace(step, now);
  const last = pace.queue.at(-1) ?? pace.shown;
  if (step === last || step.seq < last.seq) return pace;
  if (step.seq > last.seq) return { ...pace, queue: [...pace.queue, step] };
  return pace.queue.length === 0
    ? { ...pace, shown: step }
    : { ...pace, queue: [...pace.queue.slice(0, -1), step] };
}

/**
 * Draws the next position if its turn has come (or at once, when pacing is off or the viewer
 * just moved), after dropping the steps pacing must not hold (see the module's comment).
 */
export function advance<Step extends PacedStep>(
  pace: Pace<Step>,
  now: number,
  stepMs: number = STEP_MS,
): Pace<Step> {
  if (pace.queue.length === 0) return pace;
  if (stepMs <= 0) return { shown: pace.queue.at(-1)!, shownAt: now, queue: [] };
  let queue = pace.queue.slice(-MAX_BEHIND);
  while (queue.length > 1 && viewerDue(queue[0]!)) queue = queue.slice(1);
  const due = viewerDue(pace.shown) || now - pace.shownAt >= stepMs;
  if (!due) return queue.length === pace.queue.length ? pace : { ...pace, queue };
  return { shown: queue[0]!, shownAt: now, queue: queue.slice(1) };
}

/** Milliseconds until `advance` will draw the next position, or null when none waits. */
export function waitOf(pace: Pace<PacedStep>, now: number, stepMs: number = STEP_MS): number | null {
  if (pace.queue.length === 0) return null;
  return Math.max(0, pace.shownAt + stepMs - now);
}
