import { describe, expect, it } from 'vitest';
import type { LogEntry, MatchDetail } from '@/lib/api/types';
import { emptyMatchState, matchReducer } from './matchState';

const match = (seq: number, status: MatchDetail['status'] = 'ACTIVE') =>
  ({ id: 'm', seq, status }) as MatchDetail;
const entry = (seq: number): LogEntry => ({ seq, seat: 0, action: null, events: [], at: '' });

describe('a table page’s data', () => {
  it('appends live log entries once and in order, and keeps the newest match', () => {
    let state = matchReducer(emptyMatchState, { type: 'loaded', match: match(2), log: [entry(1), entry(2)] });
    state = matchReducer(state, {
      type: 'update',
      update: { seq: 2, status: 'ACTIVE', entry: entry(2), match: match(2) },
    });
    state = matchReducer(state, {
      type: 'update',
      update: { seq: 3, status: 'ACTIVE', entry: entry(3), match: match(3) },
    });
    expect(state.log.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(state.logSeq).toBe(3);
    // A mutation's answer may run ahead of the feed; an older answer never goes back.
    state = matchReducer(state, { type: 'match', match: match(5) });
    state = matchReducer(state, {
      type: 'update',
      update: { seq: 4, status: 'ACTIVE', entry: entry(4), match: match(4) },
    });
    expect(state.match?.seq).toBe(5);
    expect(state.logSeq).toBe(4);
  });

  it('never takes a table back from started to open at the same seq', () => {
    let state = matchReducer(emptyMatchState, { type: 'loaded', match: match(0, 'OPEN'), log: [] });
    state = matchReducer(state, { type: 'match', match: match(0, 'ACTIVE') });
    state = matchReducer(state, { type: 'match', match: match(0, 'OPEN') });
    expect(state.match?.status).toBe('ACTIVE');
  });
});
