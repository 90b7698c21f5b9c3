import { describe, expect, it } from 'vitest';
import { PRESSED_WITH_4, playThroughTheTable } from './playThrough';

describe('a whole 4-player game played through the Port Royal table alone, other options', () => {
  it('offers exactly the legal actions at every step, and reaches the end', () => {
    const { steps, types } = playThroughTheTable(4, 's3', {
      passIsFinal: false,
      prisonerPlacement: 'oneShip',
      removeTargets: 'standard',
      ghostLead: 'nextCard',
    });
    expect(steps).toBeGreaterThan(150);
    // Here Remove 1 card is kept and used later, and Move 1 card moves a card.
    expect([...types].sort()).toEqual([...PRESSED_WITH_4].sort());
  });
});
