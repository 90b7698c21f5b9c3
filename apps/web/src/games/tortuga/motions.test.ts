import { describe, expect, it } from 'vitest';
import type { TortugaEventBody } from '@brethren/engine/tortuga';
import type { LogEntry } from '@/lib/api/types';
import { tortugaMotions } from './motions';

function entry(...events: TortugaEventBody[]): Pick<LogEntry<TortugaEventBody>, 'events'> {
  return { events: events.map((event) => ({ ...event, visibleTo: 'all' })) };
}

describe('tortuga motions', () => {
  it('moves a pawn from where it stood, and every pawn of a reordered ship', () => {
    expect(
      tortugaMotions(
        entry(
          { type: 'pirateMoved', seat: 3, from: 'tortuga', to: 'jollyRoger', reason: 'move', by: 3 },
          { type: 'pawnsReordered', place: 'jollyRoger', order: [1, 3] },
        ),
      ),
    ).toEqual([
      { piece: 'pawn-3', path: ['pawn-3', 'pawn-3'] },
      { piece: 'pawn-1', path: ['pawn-1', 'pawn-1'] },
      { piece: 'pawn-3', path: ['pawn-3', 'pawn-3'] },
    ]);
  });

  it('marks the hold that took treasure without moving it', () => {
    const taken = entry({
      type: 'treasureTaken',
      seat: 0,
      from: 'galleon',
      fromHold: null,
      ship: 'flyingDutchman',
      hold: 'french',
    });
    expect(tortugaMotions(taken)).toEqual([{ piece: 'hold-flyingDutchman-french', path: [] }]);
  });
});
