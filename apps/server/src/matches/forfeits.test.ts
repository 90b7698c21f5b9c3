import { describe, expect, it } from 'vitest';
import { forfeitReasons, withForfeits } from './forfeits.js';
import type { MatchRecord } from './model.js';

describe('forfeits in a result', () => {
  it('places a forfeiter last and closes the gap above', () => {
    const result = withForfeits(
      { placements: [1, 2, 3, 4], scores: [null, null, null, null], summary: 'x' },
      [0],
    );
    expect(result.placements).toEqual([4, 1, 2, 3]);
  });

  it('takes a forfeiter out of its team into a last-placed team of one', () => {
    const result = withForfeits(
      {
        placements: [1, 1, 2, 2],
        scores: [null, null, null, null],
        teams: [
          { name: 'british', seats: [0, 1], placement: 1 },
          { name: 'french', seats: [2, 3], placement: 2 },
        ],
        summary: 'x',
      },
      [1],
    );
    expect(result.placements).toEqual([1, 4, 2, 2]);
    expect(result.teams).toEqual([
      { name: 'british', seats: [0], placement: 1 },
      { name: 'french', seats: [2, 3], placement: 2 },
      { name: 'forfeit-1', seats: [1], placement: 4 },
    ]);
  });

  it('names why a seat forfeited where its clock tells: it ran out of time, turn-based time at a turn-based table', () => {
    const held = (timeouts: number) => ({ bankMs: 0, activeSince: null, timeouts });
    const record = (turnBased: boolean) =>
      ({
        seats: [
          { seat: 0, forfeited: true },
          { seat: 1, forfeited: true },
          { seat: 2, forfeited: false },
        ],
        clock: {
          settings: { perDecisionMs: 1000, bankMs: 0, maxTimeouts: 3, ...(turnBased ? { turnBased } : {}) },
          seats: [held(3), held(1), held(3)],
        },
      }) as unknown as MatchRecord;
    expect(forfeitReasons(record(true))).toEqual(new Map([[0, 'ran out of turn-based time']]));
    expect(forfeitReasons(record(false))).toEqual(new Map([[0, 'ran out of time']]));
    const result = withForfeits(
      { placements: [1, 2, 3], scores: [null, null, null], summary: 'x' },
      [0, 1],
      forfeitReasons(record(true)),
    );
    expect(result.summary).toBe('x Forfeited: {0} (ran out of turn-based time), {1}.');
  });
});
