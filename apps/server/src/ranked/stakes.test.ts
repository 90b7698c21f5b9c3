import { describe, expect, it } from 'vitest';
import { stakesOf } from './stakes.js';

describe('the stakes of a ranked match', () => {
  it('are even for two newcomers: ±20 with the provisional K of 40', () => {
    expect(
      stakesOf([
        { seat: 0, player: undefined },
        { seat: 1, player: undefined },
      ]),
    ).toEqual([
      { seat: 0, rating: 1500, provisional: true, ifFirst: 20, ifLast: -20 },
      { seat: 1, rating: 1500, provisional: true, ifFirst: 20, ifLast: -20 },
    ]);
  });

  it('give the favourite little to win and much to lose', () => {
    const [favourite, underdog] = stakesOf([
      { seat: 0, player: { rating: 1700, games: 40 } },
      { seat: 1, player: { rating: 1500, games: 40 } },
    ]);
    expect(favourite!.ifFirst).toBeCloseTo(4.8, 1);
    expect(favourite!.ifLast).toBeCloseTo(-15.2, 1);
    expect(underdog!.ifFirst).toBeCloseTo(15.2, 1);
    expect(favourite!.provisional).toBe(false);
  });

  it('share a multiplayer match’s K among the opponents', () => {
    const stakes = stakesOf([0, 1, 2, 3].map((seat) => ({ seat, player: { rating: 1500, games: 40 } })));
    // First ahead of three equals: 20 / 3 × (3 × ½) = 10.
    expect(stakes.map((seat) => [seat.ifFirst, seat.ifLast])).toEqual([
      [10, -10],
      [10, -10],
      [10, -10],
      [10, -10],
    ]);
  });

  it('count a rated bot as an opponent at its fixed rating, with no stakes of its own', () => {
    const stakes = stakesOf([
      { seat: 0, player: { rating: 1543, games: 20 }, fixed: true },
      { seat: 1, player: undefined },
    ]);
    // A newcomer (K 40) against 1543: E = 1 / (1 + 10^(43/400)) = 0.438; +40 × 0.562, −40 × 0.438.
    expect(stakes.map((seat) => seat.seat)).toEqual([1]);
    expect(stakes[0]!.ifFirst).toBeCloseTo(22.47, 1);
    expect(stakes[0]!.ifLast).toBeCloseTo(-17.53, 1);
  });
});
