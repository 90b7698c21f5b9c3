import { describe, expect, it } from 'vitest';
import type { CartagenaEventBody } from '@brethren/engine/cartagena';
import type { LogEntry } from '@/lib/api/types';
import { cartagenaMotions, placePath } from './motions';

describe('cartagena motions', () => {
  it('steps along every square a pirate crosses, forwards and back', () => {
    expect(placePath('start', 3, 36)).toEqual(['start', 1, 2, 3]);
    expect(placePath(34, 'finish', 36)).toEqual([34, 35, 36, 'finish']);
    expect(placePath(9, 6, 36)).toEqual([9, 8, 7, 6]);
  });

  it('sails straight to and from the boat', () => {
    expect(placePath(12, 'boat', 24)).toEqual([12, 'boat']);
    expect(placePath('boat', 2, 24)).toEqual(['boat', 2]);
  });

  it('moves the group a seat now has where its pirate landed, along its path', () => {
    const entry: Pick<LogEntry<CartagenaEventBody>, 'events'> = {
      events: [
        { type: 'cardPlayed', seat: 1, cards: [], power: null, as: null, visibleTo: 'all' },
        {
          type: 'pirateMoved',
          seat: 1,
          by: 1,
          from: 4,
          to: 7,
          count: 1,
          reason: 'advance',
          visibleTo: 'all',
        },
      ],
    };
    expect(cartagenaMotions(entry, 36)).toEqual([
      { piece: 'pawns-1-7', path: ['place-4', 'place-5', 'place-6', 'place-7'] },
    ]);
  });
});
