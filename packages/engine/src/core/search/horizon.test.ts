import { describe, expect, it } from 'vitest';
import { Random } from '../random.js';
import { ismcts, type SearchRules } from './ismcts.js';
import { randomRollout } from './rollout.js';

/**
 * A walk that never ends: one seat steps up or down. Played to the cap every playout would be a
 * draw; cut at the horizon, the estimate (how high the walk stands) tells the steps apart.
 */
const walk: SearchRules<number, 'up' | 'down'> = {
  isOver: () => false,
  activeSeats: () => [0],
  legalActions: () => ['down', 'up'],
  perform: (state, _seat, action) => ({ state: state + (action === 'up' ? 1 : -1) }),
  result: () => null,
};

const search = (estimate?: (state: number) => readonly number[]) =>
  ismcts(
    walk,
    { rollout: randomRollout(), ...(estimate ? { estimate } : {}) },
    { iterations: 200, horizon: 3, maxPlayoutActions: 50 },
    { seat: 0, legalActions: ['down', 'up'], determinize: () => 0, random: Random.fromSeed('walk') },
  );

describe('search cut at a horizon', () => {
  it('scores a playout it cuts short by the estimate', () => {
    expect(search((state) => [1 / (1 + Math.exp(-state))])).toBe('up');
    expect(search((state) => [1 / (1 + Math.exp(state))])).toBe('down');
  });
});
