import { describe, expect, it } from 'vitest';
import { playout } from '../../core/playout.js';
import { Random } from '../../core/random.js';
import { draftOf } from './draft.js';
import { tortuga } from './index.js';
import { legalActions } from './legal.js';
import type { TortugaOptions } from './options.js';
import { activeSeats, isOver, perform, performInPlace } from './perform.js';
import type { TortugaState } from './state.js';

const VARIANTS: readonly { players: number; options: Partial<TortugaOptions> }[] = [
  { players: 2, options: {} },
  { players: 4, options: {} },
  { players: 5, options: { ruleset: 'IT-1e' } },
  { players: 8, options: { brainBurner: true, dutchSauce: true } },
];

describe('Tortuga perform in place', () => {
  for (const { players, options } of VARIANTS) {
    const name = `${options.ruleset ?? 'FR-2e'}, ${players} players`;

    it(`${name}: every legal action leads where perform leads`, () => {
      let compared = 0;
      for (let actions = 0; actions < 300; actions += 7) {
        const reached = playout(tortuga, {
          players,
          seed: `in-place/${players}`,
          options,
          maxActions: actions,
        });
        if (reached.result) break;
        const state = reached.state;
        for (const seat of tortuga.activeSeats(state)) {
          for (const action of tortuga.legalActions(state, seat)) {
            const copied = perform(state, seat, action).state;
            expect(performInPlace(draftOf(state), seat, action)).toEqual(copied);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(40);
    });

    it(`${name}: a whole game in place ends exactly where it ends by copies, its input untouched`, () => {
      const start = tortuga.setup({ players, seed: `in-place/whole/${players}`, options });
      const before = structuredClone(start);
      const pick = (seed: string) => {
        const random = Random.fromSeed(seed);
        return (state: TortugaState) => {
          const seat = activeSeats(state)[0] as number;
          return { seat, action: random.pick(legalActions(state, seat)) };
        };
      };
      const byCopies = pick('choices');
      const inPlace = pick('choices');
      let copied = start;
      let owned = draftOf(start) as TortugaState;
      for (let step = 0; step < 2000 && !isOver(copied); step++) {
        const next = byCopies(copied);
        copied = perform(copied, next.seat, next.action).state;
        const same = inPlace(owned);
        owned = performInPlace(owned, same.seat, same.action);
        expect(owned).toEqual(copied);
      }
      expect(isOver(copied)).toBe(true);
      expect(start).toEqual(before);
    });
  }
});
