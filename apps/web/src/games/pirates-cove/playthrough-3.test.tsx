import { describe, expect, it } from 'vitest';
import { playThroughUi } from './playThrough';

/** A whole game played through the Pirate's Cove table alone (see playThrough). */
describe('a whole 3-player game through the table', () => {
  it('plays duels and ship swaps, every legal action offered', () => {
    const stats = playThroughUi(
      3,
      { shortGame: true, duelWeapons: true, pistols: true, shipSwap: true },
      'ui-three',
    );
    expect(stats.steps).toBeGreaterThan(50);
    expect([...stats.types]).toEqual(
      expect.arrayContaining([
        'upgrade',
        'endShopping',
        'setCourse',
        'passBattle',
        'fire',
        'flee',
        'finishUpgrades',
      ]),
    );
  });
});
