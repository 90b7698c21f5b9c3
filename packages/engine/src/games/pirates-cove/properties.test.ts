import { describe, expect, it } from 'vitest';
import { Random } from '../../core/random.js';
import { checkRandomPlayout } from '../../core/testing/properties.js';
import { bySize } from '../../core/testing/size.js';
import { upgradeActionCost } from './hints.js';
import { piratesCove } from './index.js';
import { finalPlacements } from './ranking.js';
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

describe("Pirate's Cove hints over random playouts", () => {
  for (const [name, { options, players }] of Object.entries(VARIANTS)) {
    it(`${name}: upgrades cost what the table quoted; the table's placements are the result's`, () => {
      let upgrades = 0;
      for (let i = 0; i < bySize(2, 8); i++) {
        const random = Random.fromSeed(`hints/${name}/${i}`);
        const seats = players[i % players.length] as number;
        let state = piratesCove.setup({ players: seats, seed: `hints/${name}/${i}`, options });
        for (let step = 0; step < 20_000 && !piratesCove.isOver(state); step++) {
          const seat = random.pick(piratesCove.activeSeats(state));
          const legal = piratesCove.legalActions(state, seat);
          const seen = piratesCove.view(state, seat);
          for (const action of legal) {
            if (action.type !== 'upgrade') continue;
            const applied = piratesCove.apply(state, seat, action);
            if (!applied.ok) throw new Error(applied.error.message);
            const paid = applied.events.find((event) => event.type === 'sectionUpgraded');
            const cost = paid?.type === 'sectionUpgraded' ? paid.cost : null;
            if (upgradeActionCost(seen, seat, action) !== cost)
              throw new Error(
                `${JSON.stringify(action)} quoted ${upgradeActionCost(seen, seat, action)}, cost ${cost}`,
              );
            upgrades++;
          }
          const next = piratesCove.apply(state, seat, random.pick(legal));
          if (!next.ok) throw new Error(next.error.message);
          state = next.state;
        }
        expect(piratesCove.isOver(state)).toBe(true);
        const placements = piratesCove.result(state)?.placements;
        for (let viewer = 0; viewer < seats; viewer++)
          expect(finalPlacements(piratesCove.view(state, viewer))).toEqual(placements);
        expect(finalPlacements(piratesCove.view(state, null))).toEqual(placements);
      }
      expect(upgrades).toBeGreaterThan(0);
    });
  }
});
