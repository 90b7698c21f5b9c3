import { describe, expect, it } from 'vitest';
import { Random } from '../random.js';
import { ismcts, type SearchRules } from './ismcts.js';
import { randomRollout } from './rollout.js';

interface Walk {
  position: number;
  steps: number;
}

/** A walk of ten steps up or down; the seat wins when it ends above where it started. */
const walk: SearchRules<Walk, 'up' | 'down'> = {
  isOver: (state) => state.steps >= 10,
  activeSeats: () => [0],
  legalActions: () => ['down', 'up'],
  perform: (state, _seat, action) => ({
    state: { position: state.position + (action === 'up' ? 1 : -1), steps: state.steps + 1 },
  }),
  result: (state) =>
    state.steps >= 10
      ? { placements: [state.position > 0 ? 1 : 2], scores: [state.position], summary: '' }
      : null,
};

const inPlace: SearchRules<Walk, 'up' | 'down'> = {
  ...walk,
  performInPlace: (state, _seat, action) => {
    state.position += action === 'up' ? 1 : -1;
    state.steps++;
    return state;
  },
};

const search = (rules: SearchRules<Walk, 'up' | 'down'>, dealt: Walk) =>
  ismcts(
    rules,
    { rollout: randomRollout() },
    { iterations: 300 },
    { seat: 0, legalActions: ['down', 'up'], determinize: () => dealt, random: Random.fromSeed('in-place') },
  );

describe('search performing in place', () => {
  it('never changes the dealt state, and decides as the copying perform does', () => {
    const dealt = Object.freeze({ position: 0, steps: 0 });
    expect(search(inPlace, dealt)).toBe(search(walk, { position: 0, steps: 0 }));
    expect(dealt).toEqual({ position: 0, steps: 0 });
  });
});
