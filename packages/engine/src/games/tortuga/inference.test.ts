import { describe, expect, it } from 'vitest';
import { loyaltyLikelihood } from './inference.js';
import { tortuga } from './index.js';
import type { TortugaState } from './state.js';
import { play } from './testing/play.js';

const start = () => tortuga.setup({ players: 4, seed: 'inference' });

function withRecord(state: TortugaState, leanings: TortugaState['leanings']): TortugaState {
  return { ...state, leanings };
}

describe('Tortuga loyalty inference', () => {
  it('records where each captain chose to put the starting treasure, in public', () => {
    let state = start();
    const jollyRoger = state.ships[1]?.crew[0] as number;
    const flyingDutchman = state.ships[0]?.crew[0] as number;
    state = play(state, jollyRoger, { type: 'placeStartingTreasure', hold: 'french' }).state;
    state = play(state, flyingDutchman, { type: 'placeStartingTreasure', hold: 'british' }).state;
    expect(state.leanings[jollyRoger]).toEqual({ british: 0, french: 1 });
    expect(state.leanings[flyingDutchman]).toEqual({ british: 1, french: 0 });
    expect(state.leanings.filter((l) => l.british + l.french > 0)).toHaveLength(2);
  });

  it('weighs a deal by how well its loyalties explain the treasure choices of the hidden seats', () => {
    const base = {
      ...start(),
      loyalties: ['british', 'french', 'british', 'french'] as TortugaState['loyalties'],
    };
    const nothing = [0, 1, 2, 3].map(() => ({ british: 0, french: 0 }));
    expect(loyaltyLikelihood(withRecord(base, nothing), 0)).toBe(1);
    // Seat 1 (dealt French) put two treasures in French holds: as likely as can be.
    const consistent = nothing.map((l, seat) => (seat === 1 ? { british: 0, french: 2 } : l));
    expect(loyaltyLikelihood(withRecord(base, consistent), 0)).toBe(1);
    // The same record with seat 1 dealt British: each choice is a quarter as likely.
    const swapped = {
      ...base,
      loyalties: ['british', 'british', 'french', 'french'] as TortugaState['loyalties'],
    };
    expect(loyaltyLikelihood(withRecord(swapped, consistent), 0)).toBeCloseTo(1 / 16);
  });

  it("never counts the searching seat's own record, nor a card lying face up", () => {
    const base = {
      ...start(),
      loyalties: ['british', 'french', 'british', 'french'] as TortugaState['loyalties'],
    };
    const record = [
      { british: 0, french: 3 },
      { british: 3, french: 0 },
      { british: 0, french: 0 },
      { british: 0, french: 0 },
    ];
    expect(loyaltyLikelihood(withRecord(base, record), 0)).toBeCloseTo(1 / 64);
    const faceUp = { ...withRecord(base, record), loyaltyFaceUp: [false, true, false, false] };
    expect(loyaltyLikelihood(faceUp, 0)).toBe(1);
  });

  it('has nothing to infer when the hidden cards are all of one nation (two players)', () => {
    const base = tortuga.setup({ players: 2, seed: 'inference/2' });
    const bluffed = {
      ...base,
      leanings: [
        { british: 0, french: 0 },
        { british: 2, french: 2 },
      ],
    };
    expect(loyaltyLikelihood(bluffed, 0)).toBe(1);
  });

  it('rates a Dutch deal between a matching and a contradicting one', () => {
    const base = tortuga.setup({ players: 5, seed: 'inference/5' });
    const record = [0, 1, 2, 3, 4].map((seat) =>
      seat === 4 ? { british: 1, french: 0 } : { british: 0, french: 0 },
    );
    const dealt = (nation: TortugaState['loyalties'][number]) =>
      loyaltyLikelihood(
        withRecord({ ...base, loyalties: ['british', 'french', 'british', 'french', nation] }, record),
        0,
      );
    expect(dealt('british')).toBe(1);
    expect(dealt('dutch')).toBeCloseTo(0.625);
    expect(dealt('french')).toBeCloseTo(0.25);
  });
});
