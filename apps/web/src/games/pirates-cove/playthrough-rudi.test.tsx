import { describe, expect, it } from 'vitest';
import { playWhole } from './testing/playWhole';

describe('a whole I rudi bucanieri game through the Pirate’s Cove table', () => {
  it('plays two players against three Legendary Pirates', () => {
    const { types } = playWhole(2, 'ui-rudi', { variant: 'rudi' });
    expect(types.has('placeLoot')).toBe(true);
  });
});
