import { describe, expect, it } from 'vitest';
import { checkRandomPlayout } from '../../core/testing/properties.js';
import { bySize } from '../../core/testing/size.js';
import { piratesCove } from './index.js';
import type { PiratesCoveOptions } from './options.js';
import { disguise } from './disguise.js';

/** Every variant and option group, each at every player count it is played with. */
const VARIANTS: Record<string, { options: Partial<PiratesCoveOptions>; players: readonly number[] }> = {
  digest: { options: {}, players: [2, 3, 4, 5] },
  'duels with swords, pistols and ship swap': {
    options: { duelWeapons: true, pistols: true, shipSwap: true },
    players: [2, 3, 4, 5],
  },
  'base-game options, short game, shopping': {
    options: {
      legendMovement: 'clockwise',
      baseFlee: true,
      baseCove: true,
      shortGame: true,
      preGameShopping: true,
    },
    players: [2, 3, 4, 5],
  },
  'I rudi bucanieri': {
    options: { variant: 'rudi', duelWeapons: true, pistols: true, shipSwap: true },
    players: [2, 3, 4, 5],
  },
  'solo (grid movement)': { options: { variant: 'solo' }, players: [1] },
  'solo, two turns between islands': { options: { variant: 'solo', soloMovement: 'twoTurns' }, players: [1] },
};

/** Private detail only in `cardsSeen` / `lootSeen`, visible to that seat alone. */
const PRIVATE = new Set(['cardsSeen', 'lootSeen']);
function checkEvents(events: readonly { readonly type: string; readonly visibleTo: unknown }[]): void {
  for (const event of events) {
    const body = event as { type: string; seat?: number; visibleTo: unknown };
    const ok = PRIVATE.has(body.type)
      ? Array.isArray(body.visibleTo) && body.visibleTo.length === 1 && body.visibleTo[0] === body.seat
      : body.visibleTo === 'all' && !('cards' in body) && !('island' in body && body.type === 'courseSet');
    if (!ok) throw new Error(`event leaks or is mislabelled: ${JSON.stringify(event)}`);
  }
}

const PLAYOUTS = bySize(2, 8);

describe("Pirate's Cove properties over random playouts", () => {
  for (const [name, { options, players: counts }] of Object.entries(VARIANTS)) {
    for (const players of counts) {
      it(`${name}, ${players} player${players > 1 ? 's' : ''}: ends, replays, refuses junk, never mutates, never leaks`, () => {
        let ended = 0;
        for (let i = 0; i < PLAYOUTS; i++) {
          const outcome = checkRandomPlayout(piratesCove, {
            setup: { players, seed: `${name}/${players}/${i}`, options },
            choiceSeed: `choices/${i}`,
            maxActions: 50_000,
            deepCheckEvery: i === 0 ? 7 : 41,
            disguise,
            checkEvents,
            junk: [
              { type: 'setCourse', island: 7 },
              { type: 'fire', target: 99, section: 'mast' },
              { type: 'bury', treasures: -1, gold: 3 },
              { type: 'placeLoot', loot: { fame: 9 }, island: 1 },
              { type: 'playBattleCard', card: 'battle-speed', target: null },
            ],
          });
          if (outcome.over) ended++;
        }
        expect(ended).toBe(PLAYOUTS);
      });
    }
  }
});
