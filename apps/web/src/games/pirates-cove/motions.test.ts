import { describe, expect, it } from 'vitest';
import type { PiratesCoveEventBody } from '@brethren/engine/pirates-cove';
import type { LogEntry } from '@/lib/api/types';
import { piratesCoveMotions } from './motions';

function entry(...events: PiratesCoveEventBody[]): Pick<LogEntry<PiratesCoveEventBody>, 'events'> {
  return { events: events.map((event) => ({ ...event, visibleTo: 'all' })) };
}

describe('pirate’s cove motions', () => {
  it('sails every ship whose course was revealed, and the legend that moved, from where it lay', () => {
    const revealed = entry(
      { type: 'coursesRevealed', courses: [3, null, 5] },
      { type: 'legendMoved', ship: 1, name: 'x', from: 2, to: 4, dice: [2] },
    );
    expect(piratesCoveMotions(revealed)).toEqual([
      { piece: 'ship-s0', path: ['ship-s0', 'ship-s0'], seat: 0 },
      { piece: 'ship-s2', path: ['ship-s2', 'ship-s2'], seat: 2 },
      { piece: 'ship-l1', path: ['ship-l1', 'ship-l1'] },
    ]);
  });

  it('moves nothing for a card bought', () => {
    expect(piratesCoveMotions(entry({ type: 'tavernCardBought', seat: 0 }))).toEqual([]);
  });
});
