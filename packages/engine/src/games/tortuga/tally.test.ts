import { describe, expect, it } from 'vitest';
import { attackSucceeds, brawlWinner, mutinySucceeds, voteTally } from './tally.js';
import { vc } from './testing/fixtures.js';

/** Cards by their short names: top (Cannon, Torch, Water), flag (British, French), bottom (Skull, Helm). */
const tally = (...names: string[]) => voteTally(names.map(vc));

describe('what counts in a vote', () => {
  it('an attack: a cannon, and more torches than water (the rules page’s example)', () => {
    const counted = tally('CBS', 'TFH', 'TBH', 'WFS');
    expect(counted).toMatchObject({ cannons: 1, torches: 2, waters: 1 });
    expect(attackSucceeds(counted)).toBe(true);
    expect(attackSucceeds(tally('CBS', 'TFH', 'WBH'))).toBe(false);
    expect(attackSucceeds(tally('TFH', 'TBH'))).toBe(false);
  });

  it('data sheet 9: the first mate’s skull against the deck card’s helm is a tie, and a tied mutiny fails', () => {
    const counted = tally('CBS', 'CBH');
    expect(counted).toMatchObject({ skulls: 1, helms: 1 });
    expect(mutinySucceeds(counted)).toBe(false);
    expect(mutinySucceeds(tally('CBS', 'TFS', 'WBH'))).toBe(true);
  });

  it('data sheet 4: the special double French card counts two flags — against one British flag France wins', () => {
    const counted = tally('2TFH', 'CBS');
    expect(counted).toMatchObject({ british: 1, french: 2, torches: 2, helms: 2 });
    expect(brawlWinner(counted)).toBe('french');
    expect(brawlWinner(tally('2TFH', 'CBS', 'WBS'))).toBe('split');
  });
});
