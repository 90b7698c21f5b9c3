import { describe, expect, it } from 'vitest';
import { playWhole, PRESSED_WITH_4 } from './testing/playWhole';

describe('a whole 4-player game played through the Port Royal table alone, other options', () => {
  it('offers exactly the legal actions (every step with TEST_SIZE=full), and reaches the end', () => {
    const { steps, types } = playWhole(4, 's12', {
      passIsFinal: false,
      removeTargets: 'standard',
      ghostLead: 'nextCard',
    });
    expect(steps).toBeGreaterThan(150);
    // Here Remove 1 card is kept and used later, and Move 1 card moves a card.
    expect([...types].sort()).toEqual([...PRESSED_WITH_4].sort());
  });
});
