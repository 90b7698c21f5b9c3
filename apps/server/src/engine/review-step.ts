import {
  faceUpJudgement,
  reviewDecision,
  seatDecisions,
  type AnyGameDefinition,
  type Judgement,
  type ReviewedDecision,
  type SetupInput,
} from '@brethren/engine';

/** One step of a post-game review, as plain data: what the reviewer hands a worker. */
export interface ReviewTask {
  readonly game: string;
  readonly setup: SetupInput;
  readonly log: readonly { readonly seat: number; readonly action: unknown }[];
  readonly seat: number;
  /** Review the seat's first decision after this log index (-1: from the start). */
  readonly after: number;
  /** Playouts per search (the per-decision budget). */
  readonly iterations: number;
  /** Seeds the searches; each decision's from it and its log index, so a resumed review searches alike. */
  readonly seed: string;
}

/** A reviewed decision with its second line: the same decision searched with everything face up. */
export interface ReviewStepDecision extends ReviewedDecision {
  readonly faceUp: Judgement | null;
}

export interface ReviewStep {
  /** How many decisions of the seat the match holds (forced moves left out). */
  readonly total: number;
  /** The decision reviewed, with its log index; null when none is left after `after`. */
  readonly next: { readonly index: number; readonly decision: ReviewStepDecision } | null;
}

/**
 * Replays the match and reviews the seat's next decision, by the game's expert search from that
 * seat's knowledge at the time (see `reviewDecision`), then again with everything face up
 * (`faceUpJudgement`, the labelled second line). Runs on a bot worker thread.
 */
export function reviewStep(definition: AnyGameDefinition, task: ReviewTask): ReviewStep {
  let total = 0;
  let next: ReviewStep['next'] = null;
  for (const decision of seatDecisions(definition, task.setup, task.log, task.seat)) {
    total++;
    if (next || decision.index <= task.after) continue;
    const settings = { iterations: task.iterations, seed: `${task.seed}/${decision.index}` };
    const reviewed = reviewDecision(definition, decision.state, task.seat, decision.played, settings);
    if (!reviewed) continue;
    const faceUp = faceUpJudgement(definition, decision.state, task.seat, decision.played, settings);
    next = { index: decision.index, decision: { ...reviewed, faceUp } };
  }
  return { total, next };
}
