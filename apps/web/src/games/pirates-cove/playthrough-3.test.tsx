import { describe, expect, it } from 'vitest';
import { playWhole } from './testing/playWhole';

describe('a whole 3-player game through the Pirate’s Cove table', () => {
  it('plays duels and ship swaps, every legal action offered', () => {
    const { steps, offered } = playWhole(3, 'ui-three', {
      shortGame: true,
      duelWeapons: true,
      pistols: true,
      shipSwap: true,
      preGameShopping: true,
    });
    expect(steps).toBeGreaterThan(50);
    expect([...offered]).toEqual(
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
