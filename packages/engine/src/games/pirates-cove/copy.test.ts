import { describe, expect, it } from 'vitest';
import { playout } from '../../core/playout.js';
import { Random } from '../../core/random.js';
import { copyState } from './copy.js';
import { disguise } from './disguise.js';
import { piratesCove } from './index.js';
import type { PiratesCoveOptions } from './options.js';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
}

const VARIANTS: readonly { players: number; options: Partial<PiratesCoveOptions> }[] = [
  { players: 4, options: { duelWeapons: true, pistols: true, shipSwap: true } },
  { players: 3, options: { variant: 'rudi', duelWeapons: true, pistols: true, shipSwap: true } },
  { players: 1, options: { variant: 'solo' } },
];

describe("Pirate's Cove state copy", () => {
  it('equals its input', () => {
    const state = playout(piratesCove, { players: 4, seed: 'copy', maxActions: 120 }).state;
    expect(copyState(state)).toEqual(state);
  });

  // A frozen input makes any change to a part the copy still shares throw, in every action.
  for (const { players, options } of VARIANTS) {
    it(`${options.variant ?? 'digest'}, ${players} players: every action and disguise leave a frozen input whole`, () => {
      for (let actions = 0; actions < 400; actions += 13) {
        const reached = playout(piratesCove, {
          players,
          seed: `copy/${players}`,
          options,
          maxActions: actions,
        });
        if (reached.result) break;
        const state = deepFreeze(reached.state);
        for (const seat of piratesCove.activeSeats(state)) {
          for (const action of piratesCove.legalActions(state, seat)) {
            expect(piratesCove.apply(state, seat, action).ok).toBe(true);
          }
          disguise(state, seat, Random.fromSeed('copy'));
        }
      }
    });
  }
});
