import { describe, expect, it } from 'vitest';
import { nextOccurrences, nextStart, RECURRING_TOURNAMENTS, type RecurringTournament } from './recurring.js';

const daily: RecurringTournament = {
  key: 'd',
  every: 'DAY',
  hour: 19,
  minute: 0,
  input: RECURRING_TOURNAMENTS[0]!.input,
};
const weekly: RecurringTournament = { ...daily, key: 'w', every: 'WEEK', weekday: 1, hour: 18 };

describe('recurring tournaments', () => {
  it('starts a daily one today if its hour is still ahead, else tomorrow', () => {
    expect(nextStart(daily, Date.parse('2026-12-02T10:00:00Z')).toISOString()).toBe(
      '2026-12-02T19:00:00.000Z',
    );
    expect(nextStart(daily, Date.parse('2026-12-02T19:00:00Z')).toISOString()).toBe(
      '2026-12-03T19:00:00.000Z',
    );
  });

  it('starts a weekly one on its weekday (2 December 2026 is a Wednesday)', () => {
    expect(nextStart(weekly, Date.parse('2026-12-02T10:00:00Z')).toISOString()).toBe(
      '2026-12-07T18:00:00.000Z',
    );
    expect(nextStart(weekly, Date.parse('2026-12-07T17:59:00Z')).toISOString()).toBe(
      '2026-12-07T18:00:00.000Z',
    );
    expect(nextStart(weekly, Date.parse('2026-12-07T18:00:00Z')).toISOString()).toBe(
      '2026-12-14T18:00:00.000Z',
    );
  });

  it('keys each occurrence by its series and start, the same on every node', () => {
    const now = Date.parse('2026-12-02T10:00:00Z');
    const occurrences = nextOccurrences(RECURRING_TOURNAMENTS, now);
    expect(occurrences.map((o) => o.key)).toEqual([
      'daily-arena-cartagena@2026-12-02T19:00:00.000Z',
      'daily-arena-tortuga@2026-12-02T19:00:00.000Z',
      'daily-arena-port-royal@2026-12-02T19:00:00.000Z',
      'daily-arena-pirates-cove@2026-12-02T19:00:00.000Z',
      'weekly-swiss-port-royal@2026-12-07T18:00:00.000Z',
    ]);
    expect(nextOccurrences(RECURRING_TOURNAMENTS, now + 60_000)).toEqual(occurrences);
  });
});
