import { describe, expect, it } from 'vitest';
import { playThrough } from './playThrough';

/** A whole game played through the table alone (see playThrough). */
describe('a whole game played through the Tortuga table', () => {
  it('9 players, FR-2e with every star card', () => {
    const { steps } = playThrough(9, 'ui-9-18', { starCardCount: 8 });
    expect(steps).toBeGreaterThan(10);
  });
});
