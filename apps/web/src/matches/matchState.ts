import type { LogEntry, MatchDetail, MatchUpdate } from '@/lib/api/types';

/**
 * A table page's data: the match as the viewer sees it and the log as far as it has been followed.
 * Updates come from the first load, mutation answers, refetches and the live feed, in any order;
 * a match older than the one shown is ignored, and log entries are appended once, in seq order.
 */
export interface MatchState {
  readonly match: MatchDetail | null;
  readonly log: readonly LogEntry[];
  /** The seq the log is complete up to: the `sinceSeq` to resume the live feed from. */
  readonly logSeq: number;
}

export type MatchEvent =
  | { readonly type: 'loaded'; readonly match: MatchDetail; readonly log: readonly LogEntry[] }
  | { readonly type: 'match'; readonly match: MatchDetail }
  | { readonly type: 'update'; readonly update: MatchUpdate };

export const emptyMatchState: MatchState = { match: null, log: [], logSeq: 0 };

const STAGE: Readonly<Record<string, number>> = { OPEN: 0, ACTIVE: 1, FINISHED: 2, ABORTED: 2 };

/** The later of two answers: a higher seq, or at the same seq a status no earlier in a match's life. */
function newer(current: MatchDetail | null, next: MatchDetail): MatchDetail {
  if (current === null || current.id !== next.id) return next;
  if (next.seq !== current.seq) return next.seq > current.seq ? next : current;
  return (STAGE[next.status] ?? 0) >= (STAGE[current.status] ?? 0) ? next : current;
}

export function matchReducer(state: MatchState, event: MatchEvent): MatchState {
  switch (event.type) {
    case 'loaded':
      return { match: event.match, log: event.log, logSeq: event.match.seq };
    case 'match':
      return { ...state, match: newer(state.match, event.match) };
    case 'update': {
      const { entry, match } = event.update;
      let { log, logSeq } = state;
      if (entry && entry.seq === logSeq + 1) {
        log = [...log, entry];
        logSeq = entry.seq;
      }
      return { match: newer(state.match, match), log, logSeq };
    }
  }
}
