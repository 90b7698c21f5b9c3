import { describe, expect, it } from 'vitest';
import { playWhole } from './testing/playWhole';

describe('a whole game played through the Cartagena table alone', () => {
  it('the full story with Filibuster and the Black Magic Woman: every legal action offered (every step with TEST_SIZE=full)', () => {
    const { steps, offered } = playWhole(3, 'ui-full-3', {
      story: 'full',
      filibuster: true,
      blackMagicWoman: true,
    });
    expect(steps).toBeGreaterThan(50);
    // Cards, powers and their follow-ups, the boat, Filibuster's discards.
    expect([...offered]).toEqual(
      expect.arrayContaining(['playParrots', 'playHook', 'usePistol', 'takeCard', 'useRum', 'giveCard']),
    );
    expect([...offered]).toEqual(expect.arrayContaining(['useLantern', 'returnCard', 'moveBoat', 'discard']));
  });
});
