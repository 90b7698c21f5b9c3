import { describe, expect, it } from 'vitest';
import { playWhole } from './testing/playWhole';

describe('a whole game played through the Tortuga table', () => {
  it('2 players, FR-2e (two actions a turn)', () => {
    const { steps, types } = playWhole(2, 'ui-2-4', {});
    expect(steps).toBeGreaterThan(10);
    expect(types.has('placeStartingTreasure')).toBe(true);
  });
});
