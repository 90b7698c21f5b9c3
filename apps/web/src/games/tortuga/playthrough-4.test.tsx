import { describe, expect, it } from 'vitest';
import { playWhole } from './testing/playWhole';

describe('a whole game played through the Tortuga table', () => {
  it('4 players, IT-1e with the brain-burner start', () => {
    const { steps, types } = playWhole(4, 'ui-4-11', { ruleset: 'IT-1e', brainBurner: true });
    expect(steps).toBeGreaterThan(10);
    expect(types.has('chooseStart')).toBe(true);
  });
});
