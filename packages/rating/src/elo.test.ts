import { describe, expect, it } from 'vitest';
import { expectedScore, isProvisional, kFactor, rateFreeForAll, rateTeams } from './elo.js';

describe('Elo', () => {
  it('expects 0.5 between equals and about 0.76 for 200 points more', () => {
    expect(expectedScore(1500, 1500)).toBe(0.5);
    expect(expectedScore(1700, 1500)).toBeCloseTo(0.759747, 6);
  });

  it('uses K 40 for the first 20 rated games, then 20', () => {
    expect(kFactor(0)).toBe(40);
    expect(kFactor(19)).toBe(40);
    expect(kFactor(20)).toBe(20);
    expect(isProvisional(19)).toBe(true);
    expect(isProvisional(20)).toBe(false);
  });

  it('two players: a provisional 1500 beats an established 1700', () => {
    // E = 1 / (1 + 10^(200/400)) = 0.240253; +40 × 0.759747; −20 × 0.759747.
    const [winner, loser] = rateFreeForAll([
      { rating: 1500, games: 0, placement: 1 },
      { rating: 1700, games: 30, placement: 2 },
    ]);
    expect(winner).toBeCloseTo(30.3899, 3);
    expect(loser).toBeCloseTo(-15.1949, 3);
  });

  it('four players with a tie for second: each pair counts, K shared by three opponents', () => {
    // A 1600 first; B and C 1500 tied second; D 1400 last; all K 20, so K/3 = 6.667 per pair.
    // A: 2 × (1 − 0.640065) + (1 − 0.759747) = 0.960123 → +6.4008. B, C: −0.359935 + 0 + 0.359935 = 0.
    const changes = rateFreeForAll([
      { rating: 1600, games: 40, placement: 1 },
      { rating: 1500, games: 40, placement: 2 },
      { rating: 1500, games: 40, placement: 2 },
      { rating: 1400, games: 40, placement: 4 },
    ]);
    expect(changes[0]).toBeCloseTo(6.4008, 3);
    expect(changes[1]).toBeCloseTo(0, 9);
    expect(changes[2]).toBeCloseTo(0, 9);
    expect(changes[3]).toBeCloseTo(-6.4008, 3);
    expect(changes.reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
  });

  it('five-player Tortuga won by the Dutch: team averages, teammates move together', () => {
    // Dutch 1450 (provisional) alone; British 1600 + 1400 (avg 1500); French 1550 + 1450 (avg 1500).
    // Dutch vs each team: E = 1 / (1 + 10^(50/400)) = 0.428537 → 2 × 0.571463 × 40/2 = +22.8585.
    // British vs Dutch: −0.571463, vs French: 0 → K/2 × −0.571463: −5.7146 (K 20), −11.4293 (K 40).
    const [dutch, british, french] = rateTeams([
      { placement: 1, members: [{ rating: 1450, games: 3 }] },
      {
        placement: 2,
        members: [
          { rating: 1600, games: 50 },
          { rating: 1400, games: 5 },
        ],
      },
      {
        placement: 2,
        members: [
          { rating: 1550, games: 25 },
          { rating: 1450, games: 60 },
        ],
      },
    ]);
    expect(dutch?.[0]).toBeCloseTo(22.8585, 3);
    expect(british?.[0]).toBeCloseTo(-5.7146, 3);
    expect(british?.[1]).toBeCloseTo(-11.4293, 3);
    expect(french?.[0]).toBeCloseTo(-5.7146, 3);
    expect(french?.[1]).toBeCloseTo(-5.7146, 3);
  });

  it('a two-team game is team average against team average', () => {
    const [winners, losers] = rateTeams([
      {
        placement: 1,
        members: [
          { rating: 1500, games: 30 },
          { rating: 1500, games: 30 },
        ],
      },
      { placement: 2, members: [{ rating: 1500, games: 30 }] },
    ]);
    expect(winners).toEqual([10, 10]);
    expect(losers).toEqual([-10]);
  });
});
