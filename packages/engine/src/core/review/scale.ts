import type { GameId } from '../game.js';

/** How much a choice cost, from what the seat knew, best first. */
export const REVIEW_LABELS = ['BEST', 'GOOD', 'INACCURACY', 'MISTAKE', 'BLUNDER'] as const;
export type ReviewLabel = (typeof REVIEW_LABELS)[number];

/** The smallest loss (of the [0, 1] score range) that earns each label worse than GOOD. */
export interface LossThresholds {
  readonly inaccuracy: number;
  readonly mistake: number;
  readonly blunder: number;
}

/**
 * Lichess's steps (0.1, 0.2, 0.3 of the score range) where a game's scores are as steady as its
 * win chances; wider where a game's scores are noisier for the same budget, so noise alone does not
 * make a mistake. Tortuga's reward is a team's win or loss (0 or 1), decided far ahead by hidden
 * loyalties and card draws, so two searches of one decision differ more: its steps are wider.
 * Pirate's Cove's placement among up to five seats rests on many dice: a little wider too.
 */
export const LOSS_THRESHOLDS: Readonly<Record<GameId, LossThresholds>> = {
  cartagena: { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 },
  'port-royal': { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 },
  tortuga: { inaccuracy: 0.15, mistake: 0.25, blunder: 0.35 },
  'pirates-cove': { inaccuracy: 0.12, mistake: 0.22, blunder: 0.32 },
};

/** The label of a choice that lost `loss` against the best one (`played` is whether it was the best). */
export function labelOf(loss: number, isBest: boolean, thresholds: LossThresholds): ReviewLabel {
  if (isBest) return 'BEST';
  if (loss >= thresholds.blunder) return 'BLUNDER';
  if (loss >= thresholds.mistake) return 'MISTAKE';
  if (loss >= thresholds.inaccuracy) return 'INACCURACY';
  return 'GOOD';
}

/**
 * One decision's accuracy in percent: Lichess's move accuracy, 103.1668 · e^(−0.04354 · L) − 3.1669
 * with L the loss in percent of the score range, clamped to [0, 100] — 100 for the best move, about
 * 64 for a loss of 0.1, 40 for 0.2, 25 for 0.3.
 */
export function decisionAccuracy(loss: number): number {
  const accuracy = 103.1668 * Math.exp(-0.04354 * Math.max(0, loss) * 100) - 3.1669;
  return Math.min(100, Math.max(0, accuracy));
}

export interface ReviewSummary {
  readonly counts: Readonly<Record<ReviewLabel, number>>;
  /** The mean of the decisions' accuracies, in percent; null before any decision is reviewed. */
  readonly accuracy: number | null;
}

/** Counts per label and the mean accuracy of the reviewed decisions. */
export function summarise(
  decisions: readonly { readonly loss: number; readonly label: ReviewLabel }[],
): ReviewSummary {
  const counts = Object.fromEntries(REVIEW_LABELS.map((label) => [label, 0])) as Record<ReviewLabel, number>;
  let total = 0;
  for (const decision of decisions) {
    counts[decision.label]++;
    total += decisionAccuracy(decision.loss);
  }
  return { counts, accuracy: decisions.length > 0 ? total / decisions.length : null };
}
