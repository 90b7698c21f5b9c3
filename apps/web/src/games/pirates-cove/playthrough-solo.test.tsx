import { describe, expect, it } from 'vitest';
import { playThroughUi } from './playThrough';

/** A whole solo game played through the Pirate's Cove table alone (see playThrough). */
describe('a whole solo game through the table, sailing the grid', () => {
  it('plays to its end', () => {
    const stats = playThroughUi(1, { soloMovement: 'grid' }, 'ui-solo');
    expect(stats.steps).toBeGreaterThan(30);
    expect(stats.types.has('setCourse')).toBe(true);
  });
});
