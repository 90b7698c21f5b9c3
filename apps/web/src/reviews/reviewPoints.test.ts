import { describe, expect, it } from 'vitest';
import { curveFacts, isMarked, pointAt, reviewPoints, type ReviewedDecision } from './reviewPoints';

const decision = (seq: number, playedScore: number, label: ReviewedDecision['label']): ReviewedDecision => ({
  seq,
  played: { type: 'pass' },
  best: { type: 'pass' },
  playedScore,
  bestScore: playedScore,
  loss: 0,
  label,
  faceUp: null,
});

// A log whose seqs start at 1, as the server numbers them.
const entries = [1, 2, 3, 4, 5, 6].map((seq) => ({ seq }));

describe('a review placed on the replay', () => {
  it('puts each decision at the step before its log entry applied', () => {
    const points = reviewPoints([decision(2, 0.5, 'BEST'), decision(5, 0.3, 'MISTAKE')], entries);
    expect(points.map((point) => point.step)).toEqual([1, 4]);
    expect(pointAt(points, 4)?.decision.seq).toBe(5);
    expect(pointAt(points, 2)).toBeNull();
  });

  it('leaves out a decision whose entry the log lacks rather than drawing it at a wrong step', () => {
    expect(reviewPoints([decision(9, 0.5, 'GOOD')], entries)).toEqual([]);
  });

  it('marks an inaccuracy and worse, never a best or good choice', () => {
    expect(
      ['BEST', 'GOOD', 'INACCURACY', 'MISTAKE', 'BLUNDER'].map((label) => isMarked(label as never)),
    ).toEqual([false, false, true, true, true]);
  });

  it('sums up the curve: first and last score, its range and the marks', () => {
    const points = reviewPoints(
      [decision(1, 0.6, 'BEST'), decision(3, 0.2, 'BLUNDER'), decision(6, 0.4, 'INACCURACY')],
      entries,
    );
    expect(curveFacts(points)).toEqual({
      decisions: 3,
      first: 0.6,
      last: 0.4,
      low: 0.2,
      high: 0.6,
      marked: 2,
    });
    expect(curveFacts([])).toBeNull();
  });
});
