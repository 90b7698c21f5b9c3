import { describe, expect, it } from 'vitest';
import { playout } from '../../core/playout.js';
import { copyState } from './copy.js';
import { piratesCove } from './index.js';
import type { PiratesCoveOptions } from './options.js';
import { perform, performInPlace } from './perform.js';

const VARIANTS: readonly { players: number; options: Partial<PiratesCoveOptions> }[] = [
  { players: 4, options: { duelWeapons: true, pistols: true, shipSwap: true } },
  { players: 2, options: {} },
  { players: 3, options: { variant: 'rudi', duelWeapons: true, pistols: true, shipSwap: true } },
  { players: 1, options: { variant: 'solo' } },
];

describe("Pirate's Cove perform in place", () => {
  for (const { players, options } of VARIANTS) {
    it(`${options.variant ?? 'digest'}, ${players} players: every legal action leads where perform leads`, () => {
      let compared = 0;
      for (let actions = 0; actions < 400; actions += 11) {
        const reached = playout(piratesCove, {
          players,
          seed: `in-place/${players}`,
          options,
          maxActions: actions,
        });
        if (reached.result) break;
        const state = reached.state;
        for (const seat of piratesCove.activeSeats(state)) {
          for (const action of piratesCove.legalActions(state, seat)) {
            const copied = perform(state, seat, action).state;
            expect(performInPlace(copyState(state), seat, action)).toEqual(copied);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(40);
    });
  }
});
