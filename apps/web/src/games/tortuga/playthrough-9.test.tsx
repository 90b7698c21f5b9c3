import { describe, expect, it } from 'vitest';
import { playWhole } from './testing/playWhole';

describe('a whole game played through the Tortuga table', () => {
  it('9 players, FR-2e with every star card', () => {
    const { steps } = playWhole(9, 'ui-9-8', { starCardCount: 8 });
    expect(steps).toBeGreaterThan(10);
  });
});
