import { describe, expect, it } from 'vitest';
import { playThroughUi } from './playThrough';

/** A whole I rudi bucanieri game played through the Pirate's Cove table alone (see playThrough). */
describe('a whole I rudi bucanieri game through the table', () => {
  it('plays two players against three Legendary Pirates', () => {
    const stats = playThroughUi(2, { variant: 'rudi' }, 'ui-rudi');
    expect(stats.types.has('placeLoot')).toBe(true);
  });
});
