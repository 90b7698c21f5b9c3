import { describe, expect, it } from 'vitest';
import type { PortRoyalEventBody } from '@brethren/engine/port-royal';
import type { LogEntry } from '@/lib/api/types';
import { portRoyalMotions } from './motions';

function entry(...events: PortRoyalEventBody[]): Pick<LogEntry<PortRoyalEventBody>, 'events'> {
  return { events: events.map((event) => ({ ...event, visibleTo: 'all' })) };
}

describe('port royal motions', () => {
  it('slides a played card from the viewer’s hand, or from another player’s board, to the trick', () => {
    const played = entry({ type: 'cardPlayed', seat: 2, card: 'c7', absent: null });
    expect(portRoyalMotions(played, 2)).toEqual([{ piece: 'trick-c7', path: ['crew-c7', 'trick-c7'] }]);
    expect(portRoyalMotions(played, 0)).toEqual([{ piece: 'trick-c7', path: ['board-2', 'trick-c7'] }]);
  });

  it('slides loaded loot from where it lay to the ship', () => {
    const loaded = entry({ type: 'lootLoaded', seat: 1, loot: 'l3', ship: 'rum' });
    expect(portRoyalMotions(loaded, null)).toEqual([{ piece: 'loot-l3', path: ['loot-l3', 'loot-l3'] }]);
  });
});
