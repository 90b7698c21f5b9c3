import { describe, expect, it } from 'vitest';
import { Random } from '../../core/random.js';
import { decide, heuristicBot } from './bots.js';
import { cartagena } from './index.js';
import { outlookOfState } from './outlook.js';

const VARIANTS = [
  {},
  { story: 'full', drawRule: 'both', filibuster: true, blackMagicWoman: true },
  { story: 'jungle', drawRule: 'morgan', blackMagicWoman: true },
  { story: 'full', drawRule: 'split' },
] as const;

describe('Cartagena outlook', () => {
  // Searches play out with the heuristic read from states: it must be the bot a table sees.
  for (const options of VARIANTS) {
    it(`read from a state, the heuristic chooses as from the view (${JSON.stringify(options)})`, () => {
      for (const players of [2, 4, 5]) {
        const random = Random.fromSeed(`outlook/${players}`);
        let state = cartagena.setup({ players, seed: `outlook/${players}`, options });
        for (let step = 0; step < 600 && !cartagena.isOver(state); step++) {
          const seat = cartagena.activeSeats(state)[0] as number;
          const legalActions = cartagena.legalActions(state, seat);
          const fromView = heuristicBot.choose({
            seat,
            view: cartagena.view(state, seat),
            legalActions,
            random: Random.fromSeed(`choice/${step}`),
          });
          const fromState = decide(
            outlookOfState(state, seat),
            seat,
            legalActions,
            Random.fromSeed(`choice/${step}`),
          );
          expect(fromState, `step ${step}`).toBe(fromView);
          const outcome = cartagena.apply(
            state,
            seat,
            random.int(0, 3) === 0 ? random.pick(legalActions) : fromView,
          );
          if (!outcome.ok) throw new Error(outcome.error.message);
          state = outcome.state;
        }
      }
    });
  }
});
