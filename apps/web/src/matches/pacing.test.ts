import { describe, expect, it } from 'vitest';
import {
  MAX_BEHIND,
  STEP_MS,
  advance,
  receive,
  startPace,
  waitOf,
  type Pace,
  type PacedStep,
} from './pacing';

const VIEWER = 0;

/** A position at `seq` where `due` may act; the viewer sits at seat 0. */
function step(seq: number, due: number, id = 'm1'): PacedStep {
  return { id, seq, activeSeats: [due], viewerSeat: VIEWER };
}

/** Receives each step at `at` and advances at once, as the hook does. */
function feed(pace: Pace<PacedStep>, steps: readonly PacedStep[], at: number): Pace<PacedStep> {
  return steps.reduce((current, next) => advance(receive(current, next, at), at), pace);
}

describe('pacing', () => {
  it('draws bot moves that arrive together one at a time, each for STEP_MS', () => {
    let pace = startPace(step(4, 1), 0);
    pace = feed(pace, [step(5, 2), step(6, 3)], 1000);
    expect(pace.shown.seq).toBe(5);
    expect(waitOf(pace, 1000)).toBe(STEP_MS);
    expect(advance(pace, 1000 + STEP_MS - 1).shown.seq).toBe(5);
    pace = advance(pace, 1000 + STEP_MS);
    expect(pace.shown.seq).toBe(6);
    expect(waitOf(pace, 1000 + STEP_MS)).toBeNull();
  });

  it('draws the answer to the viewer’s own move at once, however recent the position', () => {
    let pace = startPace(step(4, VIEWER), 0);
    pace = feed(pace, [step(5, 1)], 10);
    expect(pace.shown.seq).toBe(5);
  });

  it('passes over a position where the viewer is due when a later one waits', () => {
    let pace = startPace(step(4, 1), 0);
    pace = feed(pace, [step(5, 2)], 100);
    // 6: the viewer's turn; 7: a simultaneous change that came before the viewer acted.
    pace = feed(pace, [step(6, VIEWER), step(7, VIEWER)], 200);
    pace = advance(pace, 100 + STEP_MS);
    expect(pace.shown.seq).toBe(5);
    pace = advance(pace, 100 + 2 * STEP_MS);
    expect(pace.shown.seq).toBe(7);
    expect(pace.queue).toEqual([]);
  });

  it('holds the viewer’s turn back only behind the bot moves before it, never more than MAX_BEHIND', () => {
    let pace = startPace(step(1, 1), 0);
    const arrivals = [2, 3, 4, 5, 6].map((seq) => step(seq, seq === 6 ? VIEWER : 1));
    pace = feed(pace, arrivals, 0);
    expect(pace.queue.length).toBeLessThanOrEqual(MAX_BEHIND);
    let now = 0;
    while (pace.queue.length > 0) {
      now += STEP_MS;
      pace = advance(pace, now);
    }
    expect(pace.shown.seq).toBe(6);
    expect(now).toBeLessThanOrEqual(MAX_BEHIND * STEP_MS);
  });

  it('draws everything as it comes when pacing is off (reduced motion)', () => {
    let pace = startPace(step(4, 1), 0);
    pace = [step(5, 2), step(6, 3)].reduce((current, next) => advance(receive(current, next, 0), 0, 0), pace);
    expect(pace.shown.seq).toBe(6);
    expect(pace.queue).toEqual([]);
  });

  it('replaces a position at the same seq, ignores older ones and starts over for another match', () => {
    const first = startPace(step(4, 1), 0);
    const finished = { ...step(4, 1), activeSeats: [] };
    expect(receive(first, finished, 5).shown).toBe(finished);
    expect(receive(first, step(3, 1), 5)).toBe(first);
    const queued = receive(receive(first, step(5, 2), 5), finished, 5);
    expect(queued.queue.map((s) => s.seq)).toEqual([5]);
    const other = step(1, 1, 'm2');
    expect(receive(queued, other, 9)).toEqual({ shown: other, shownAt: 9, queue: [] });
  });
});
