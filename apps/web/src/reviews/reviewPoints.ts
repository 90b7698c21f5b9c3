import { REVIEW_LABELS } from '@brethren/engine/core';
import type { MatchReview, ReviewLabel } from './documents';

/** One decision of a review, as the API sends it. */
export type ReviewedDecision = MatchReview['decisions'][number];

/**
 * Whether a decision's label marks it as one where the seat's expected score fell: an inaccuracy or
 * worse on the engine's scale (best first), a choice that cost at least its first step.
 */
export function isMarked(label: ReviewLabel): boolean {
  return REVIEW_LABELS.indexOf(label) >= REVIEW_LABELS.indexOf('INACCURACY');
}

/** A reviewed decision placed on the replay: the step at which it was chosen. */
export interface ReviewPoint {
  /** The replay's step showing the position the seat chose in (before its action applied). */
  readonly step: number;
  readonly decision: ReviewedDecision;
}

/**
 * Places each reviewed decision on the replay's steps: the decision of log entry `seq` was chosen
 * at the step before that entry applied, the entry's index in the log. A decision whose entry the
 * log lacks (it cannot, for the same match) is left out rather than drawn at a wrong place.
 */
export function reviewPoints(
  decisions: readonly ReviewedDecision[],
  entries: readonly { readonly seq: number }[],
): ReviewPoint[] {
  const stepOfSeq = new Map(entries.map((entry, index) => [entry.seq, index]));
  return decisions.flatMap((decision) => {
    const step = stepOfSeq.get(decision.seq);
    return step === undefined ? [] : [{ step, decision }];
  });
}

/** The reviewed decision chosen at `step`, if the seat chose there. */
export function pointAt(points: readonly ReviewPoint[], step: number): ReviewPoint | null {
  return points.find((point) => point.step === step) ?? null;
}

/** The curve in figures, for its caption and for screen readers. */
export interface CurveFacts {
  readonly decisions: number;
  readonly first: number;
  readonly last: number;
  readonly low: number;
  readonly high: number;
  readonly marked: number;
}

/** What the curve shows: the expected score of each choice played, where it started and ended. */
export function curveFacts(points: readonly ReviewPoint[]): CurveFacts | null {
  if (points.length === 0) return null;
  const scores = points.map((point) => point.decision.playedScore);
  return {
    decisions: points.length,
    first: scores[0] ?? 0,
    last: scores.at(-1) ?? 0,
    low: Math.min(...scores),
    high: Math.max(...scores),
    marked: points.filter((point) => isMarked(point.decision.label)).length,
  };
}
