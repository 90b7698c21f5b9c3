import type { Judgement, ReviewLabel } from '@brethren/engine';

export type ReviewStatus = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

/** One reviewed decision as stored and served: its log seq, the two actions and what they were worth. */
export interface DecisionRecord {
  readonly seq: number;
  readonly played: unknown;
  readonly best: unknown;
  readonly playedScore: number;
  readonly bestScore: number;
  readonly loss: number;
  readonly label: ReviewLabel;
  /** The decision searched with everything face up; absent from decisions reviewed before it existed. */
  readonly faceUp?: Judgement | null;
}

/** A review of one seat of a finished match, as far as it has gone. */
export interface ReviewRecord {
  readonly id: string;
  readonly matchId: string;
  readonly seat: number;
  readonly status: ReviewStatus;
  /** The seat's decisions to review; null until the first step counted them. */
  readonly total: number | null;
  readonly decisions: readonly DecisionRecord[];
  readonly createdAt: Date;
  readonly finishedAt: Date | null;
}

/** A review claimed by this node: `claim` (its attempt number) guards every write it makes. */
export interface ClaimedReview {
  readonly id: string;
  readonly matchId: string;
  readonly seat: number;
  readonly claim: number;
  /** The seq of the last decision already reviewed (a resumed review goes on after it); 0: none. */
  readonly lastSeq: number;
}
