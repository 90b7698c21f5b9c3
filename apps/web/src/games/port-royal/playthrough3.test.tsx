import { describe, expect, it } from 'vitest';
import { ALL_TYPES, playWhole, PRESSED_WITH_3, PRESSED_WITH_4 } from './testing/playWhole';

describe('a whole 3-player game played through the Port Royal table alone', () => {
  it('offers exactly the legal actions (every step with TEST_SIZE=full), and reaches the end', () => {
    const { steps, types } = playWhole(3, 's1');
    expect(steps).toBeGreaterThan(150);
    // Here Remove 1 card is used at once, and Move 1 card discarded.
    expect([...types].sort()).toEqual([...PRESSED_WITH_3].sort());
  });

  it('presses, with the 4-player game, every kind of action', () => {
    expect([...new Set([...PRESSED_WITH_3, ...PRESSED_WITH_4])].sort()).toEqual([...ALL_TYPES].sort());
  });
});
