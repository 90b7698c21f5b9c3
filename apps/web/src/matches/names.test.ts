import { describe, expect, it } from 'vitest';
import type { SeatInfo } from '@/lib/api/types';
import { seatNames } from './names';

function seat(index: number, who: { handle?: string; bot?: string }): SeatInfo {
  return {
    seat: index,
    open: !who.handle && !who.bot,
    bot: who.bot ?? null,
    placement: null,
    score: null,
    forfeited: false,
    ratingBefore: null,
    ratingAfter: null,
    player: who.handle ? { handle: who.handle } : null,
  };
}

describe('seatNames', () => {
  it('names people by handle and a lone bot by its level, in seat order', () => {
    expect(seatNames([seat(1, { bot: 'random' }), seat(0, { handle: 'anne' }), seat(2, {})])).toEqual([
      'anne',
      'Bot (random)',
      'Open seat',
    ]);
  });

  it('tells bots of the same level apart by their seat number', () => {
    expect(
      seatNames([
        seat(0, { handle: 'anne' }),
        seat(1, { bot: 'heuristic' }),
        seat(2, { bot: 'heuristic' }),
        seat(3, { bot: 'random' }),
      ]),
    ).toEqual(['anne', 'Bot 2 (heuristic)', 'Bot 3 (heuristic)', 'Bot (random)']);
  });
});
