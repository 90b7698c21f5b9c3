import { describe, expect, it } from 'vitest';
import { playWhole } from './testing/playWhole';

describe('a whole solo game through the Pirate’s Cove table, sailing the grid', () => {
  it('plays to its end', () => {
    const { steps, types } = playWhole(1, 'ui-solo', { soloMovement: 'grid' });
    expect(steps).toBeGreaterThan(30);
    expect(types.has('setCourse')).toBe(true);
  });
});
