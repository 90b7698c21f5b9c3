import { replaceEqualDeep } from '@tanstack/react-query';
import { logEntries } from '@/lib/api/json';
import type { LogEntry, MatchDetail, MatchUpdate } from '@/lib/api/types';

/**
 * A table page's data: the match as the viewer sees it and the log as far as it has been followed.
 * Updates come from the first load, mutation answers, refetches and the live feed, in any order;
 * a match older than the one shown is ignored, and log entries are appended once, in seq order.
 *
 * Every answer brings the whole match as fresh JSON. What did not change is kept as the very
 * objects shown before (structural sharing), so a table part whose props are unchanged can skip
 * rendering with a plain `memo`: one seat's move leaves the other seats' objects identical.
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

/**
 * The later of two answers (a higher seq, or at the same seq a status no earlier in a match's life),
 * sharing every part that is equal to the one shown.
 */
function newer(current: MatchDetail | null, next: MatchDetail): MatchDetail {
  if (current === null || current.id !== next.id) return next;
  if (next.seq !== current.seq) return next.seq > current.seq ? replaceEqualDeep(current, next) : current;
  return (STAGE[next.status] ?? 0) >= (STAGE[current.status] ?? 0)
    ? replaceEqualDeep(current, next)
    : current;
}

export function matchReducer(state: MatchState, event: MatchEvent): MatchState {
  switch (event.type) {
    case 'loaded': {
      const same = state.match !== null && state.match.id === event.match.id;
      // A whole log older than the one followed so far (a slow reload) changes nothing.
      if (same && event.match.seq < state.logSeq) return state;
      const match = newer(same ? state.match : null, event.match);
      const log = same ? replaceEqualDeep(state.log, event.log) : event.log;
      return { match, log, logSeq: event.match.seq };
    }
    case 'match': {
      const match = newer(state.match, event.match);
      return match === state.match ? state : { ...state, match };
    }
    case 'update': {
      // A snapshot brings the entries missed since `logSeq` in `missed`; later updates one `entry`.
      const { entry, missed, match } = event.update;
      const added: LogEntry[] = [];
      let { logSeq } = state;
      for (const candidate of logEntries(entry ? [...missed, entry] : missed)) {
        if (candidate.seq !== logSeq + 1) continue;
        added.push(candidate);
        logSeq = candidate.seq;
      }
      const log = added.length === 0 ? state.log : [...state.log, ...added];
      return { match: newer(state.match, match), log, logSeq };
    }
  }
}
