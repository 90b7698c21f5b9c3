import { describe, expect, it } from 'vitest';
import { LOSS_THRESHOLDS, decisionAccuracy, labelOf, summarise } from './scale.js';

describe('the review scale', () => {
  const steps = LOSS_THRESHOLDS.cartagena;

  it('labels a loss by the first step it reaches, and the best move BEST whatever its loss', () => {
    expect(labelOf(0, true, steps)).toBe('BEST');
    expect(labelOf(0.05, false, steps)).toBe('GOOD');
    expect(labelOf(0.1, false, steps)).toBe('INACCURACY');
    expect(labelOf(0.2, false, steps)).toBe('MISTAKE');
    expect(labelOf(0.3, false, steps)).toBe('BLUNDER');
    expect(labelOf(0.9, false, steps)).toBe('BLUNDER');
  });

  it('scores accuracy as Lichess does: 100 for no loss, falling with the loss, never below 0', () => {
    expect(decisionAccuracy(0)).toBeCloseTo(100, 0);
    expect(decisionAccuracy(0.1)).toBeCloseTo(63.6, 1);
    expect(decisionAccuracy(0.2)).toBeCloseTo(40.0, 1);
    expect(decisionAccuracy(0.3)).toBeCloseTo(24.8, 1);
    expect(decisionAccuracy(1)).toBe(0);
  });

  it('counts every label and averages the accuracies', () => {
    const summary = summarise([
      { loss: 0, label: 'BEST' },
      { loss: 0.3, label: 'BLUNDER' },
    ]);
    expect(summary.counts).toEqual({ BEST: 1, GOOD: 0, INACCURACY: 0, MISTAKE: 0, BLUNDER: 1 });
    expect(summary.accuracy).toBeCloseTo((decisionAccuracy(0) + decisionAccuracy(0.3)) / 2, 5);
    expect(summarise([]).accuracy).toBeNull();
  });
});
