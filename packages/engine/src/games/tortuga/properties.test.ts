import { describe, expect, it } from 'vitest';
import { checkRandomPlayout } from '../../core/testing/properties.js';
import { bySize } from '../../core/testing/size.js';
import { tortuga } from './index.js';
import type { TortugaOptions } from './options.js';
import { disguise } from './disguise.js';
import { checkEvents } from './testing/events.js';

interface Variant {
  readonly options: Partial<TortugaOptions>;
  readonly players: readonly number[];
}

const FR = [2, 3, 4, 5, 6, 7, 8, 9];
const IT = [4, 5, 6, 7, 8, 9];

/** Both editions at every player count, and every optional setup at a spread of counts. */
const VARIANTS: Record<string, Variant> = {
  'FR-2e': { options: {}, players: FR },
  'IT-1e': { options: { ruleset: 'IT-1e' }, players: IT },
  'FR-2e brain-burner': { options: { brainBurner: true }, players: [2, 5, 8] },
  'IT-1e brain-burner': { options: { ruleset: 'IT-1e', brainBurner: true }, players: [4, 7] },
  'FR-2e open loyalty': { options: { openLoyalty: 'all' }, players: [3, 6] },
  'FR-2e half-open loyalty, Dutch sauce': {
    options: { openLoyalty: 'partial', dutchSauce: true },
    players: [4, 8],
  },
  'FR-2e Dutch sauce': { options: { dutchSauce: true }, players: [6] },
  'FR-2e shorter deck, 5 chosen stars': {
    options: {
      shorterDeck: 6,
      starCards: ['crowsNest', 'scurvy', 'blackPowder', 'cabinFever', 'pirateCode'],
    },
    players: [3, 7],
  },
  'FR-2e all stars, no peeking': { options: { noPeeking: true }, players: [2, 5, 9] },
  'IT-1e all stars, no peeking': { options: { ruleset: 'IT-1e', noPeeking: true }, players: [5, 8] },
  'FR-2e six random stars, small games allowed': {
    options: { starCardCount: 6, allowFacadeCabinFeverSmallGames: true },
    players: [2, 3, 6],
  },
  'IT-1e every star chosen, shorter deck': {
    options: {
      ruleset: 'IT-1e',
      starCards: ['blackPowder', 'cabinFever', 'eightBells', 'facade', 'pirateCode', 'stormySeas'],
      shorterDeck: 4,
    },
    players: [6, 9],
  },
};

/**
 * Six playouts per case with TEST_SIZE=full, the first checked deeply every fifth step; by default
 * two, the first checked every eleventh step (about a quarter of the work).
 */
const PLAYOUTS_PER_CASE = bySize(2, 6);
const FIRST_DEEP_CHECK_EVERY = bySize(11, 5);

describe('Tortuga 1667 properties over random playouts', () => {
  for (const [name, variant] of Object.entries(VARIANTS)) {
    for (const players of variant.players) {
      it(`${name}, ${players} players: games end, replay, refuse junk, never mutate, never leak`, () => {
        let ended = 0;
        for (let i = 0; i < PLAYOUTS_PER_CASE; i++) {
          const outcome = checkRandomPlayout(tortuga, {
            setup: { players, seed: `${name}/${players}/${i}`, options: variant.options },
            choiceSeed: `choices/${i}`,
            maxActions: 20_000,
            deepCheckEvery: i === 0 ? FIRST_DEEP_CHECK_EVERY : 19,
            disguise,
            checkEvents,
            junk: [
              { type: 'reveal' },
              { type: 'reveal', slot: 0 },
              { type: 'reveal', slot: 6 },
              { type: 'peek', slots: [1, 1] },
              { type: 'force', slots: [1, 2], target: -1 },
              { type: 'vote', cards: [] },
              {
                type: 'vote',
                cards: [{ top: 'cannon', flag: 'british', bottom: 'skull', double: false, x: 1 }],
              },
              { type: 'move', to: 'galleon' },
              { type: 'attack', ship: 'jollyRoger' },
            ],
          });
          if (outcome.over) ended++;
        }
        expect(ended).toBe(PLAYOUTS_PER_CASE);
      });
    }
  }
});
