import { describe, expect, it } from 'vitest';
import { checkRandomPlayout } from '../../core/testing/properties.js';
import { bySize } from '../../core/testing/size.js';
import { Random } from '../../core/random.js';
import type { CartagenaAction } from './actions.js';
import { pirateDestination } from './hints.js';
import { cartagena } from './index.js';
import type { CartagenaOptions } from './options.js';
import { disguise } from './disguise.js';

/** Every story, draw rule and variant, each at every player count. */
const VARIANTS: Record<string, Partial<CartagenaOptions>> = {
  escape: {},
  jungle: { story: 'jungle' },
  full: { story: 'full' },
  'short escape, 4 pirates, 4 tiles': { tiles: 4, pirates: 4 },
  'long escape, 5 pirates, 8 tiles': { tiles: 8, pirates: 5 },
  'escape with Morgan and Filibuster': { drawRule: 'morgan', filibuster: true },
  'full story with both draw rules and Filibuster': { story: 'full', drawRule: 'both', filibuster: true },
  'full story, classic tunnel and Morgan jungle': {
    story: 'full',
    drawRule: 'split',
    tunnelTiles: 4,
    jungleTiles: 4,
  },
  'Black Magic Woman': { blackMagicWoman: true },
  'Black Magic Woman, full story, both, Filibuster': {
    story: 'full',
    drawRule: 'both',
    filibuster: true,
    blackMagicWoman: true,
  },
  'Black Magic Woman in the jungle with Morgan': {
    story: 'jungle',
    drawRule: 'morgan',
    blackMagicWoman: true,
    filibuster: true,
  },
};

/** Cards that are events' only carriers of private detail. */
const PRIVATE_EVENT = 'cardsSeen';

/** Private detail only in `cardsSeen`, to its own seat; cards elsewhere only when played face up. */
function checkEvents(events: readonly { readonly type: string; readonly visibleTo: unknown }[]): void {
  for (const event of events) {
    const body = event as { type: string; seat?: number; visibleTo: unknown; cards?: unknown };
    const visibleTo = body.visibleTo;
    const ok =
      body.type === PRIVATE_EVENT
        ? Array.isArray(visibleTo) && visibleTo.length === 1 && visibleTo[0] === body.seat
        : visibleTo === 'all' && (!('cards' in body) || body.type === 'cardPlayed');
    if (!ok) throw new Error(`event leaks or is mislabelled: ${JSON.stringify(event)}`);
  }
}

const PLAYOUTS_PER_CASE = bySize(12, 48);

describe('Cartagena properties over random playouts', () => {
  for (const [name, options] of Object.entries(VARIANTS)) {
    for (let players = 2; players <= 5; players++) {
      it(`${name}, ${players} players: games end, replay, refuse junk, never mutate, never leak`, () => {
        let ended = 0;
        for (let i = 0; i < PLAYOUTS_PER_CASE; i++) {
          const outcome = checkRandomPlayout(cartagena, {
            setup: { players, seed: `${name}/${players}/${i}`, options },
            choiceSeed: `choices/${i}`,
            maxActions: 20_000,
            deepCheckEvery: i === 0 ? 11 : 251,
            disguise,
            checkEvents,
            junk: [
              { type: 'playCard' },
              { type: 'playCard', card: 'rum', from: 1 },
              { type: 'moveBack', from: 'prison' },
            ],
          });
          if (outcome.over) ended++;
        }
        expect(ended).toBe(PLAYOUTS_PER_CASE);
      });
    }
  }
});

/** Actions that move pirates: each has a destination the table previews. */
const MOVES = new Set<CartagenaAction['type']>([
  'playCard',
  'playParrots',
  'playHook',
  'moveBack',
  'pushPirate',
]);

describe('Cartagena previews over random playouts', () => {
  for (const [name, options] of Object.entries(VARIANTS)) {
    it(`${name}: every move goes where the mover's view said it would`, () => {
      let checked = 0;
      for (let i = 0; i < bySize(3, 12); i++) {
        const random = Random.fromSeed(`previews/${name}/${i}`);
        let state = cartagena.setup({ players: 2 + (i % 4), seed: `previews/${name}/${i}`, options });
        for (let step = 0; step < 5_000 && !cartagena.isOver(state); step++) {
          const seat = random.pick(cartagena.activeSeats(state));
          const legal = cartagena.legalActions(state, seat);
          const seen = cartagena.view(state, seat);
          for (const action of legal) {
            if (!MOVES.has(action.type)) continue;
            const applied = cartagena.apply(state, seat, action);
            if (!applied.ok) throw new Error(applied.error.message);
            const moved = applied.events.find((event) => event.type === 'pirateMoved');
            const to = moved?.type === 'pirateMoved' ? moved.to : null;
            const preview = pirateDestination(seen, action);
            if (preview !== to)
              throw new Error(`${JSON.stringify(action)}: previewed ${preview}, moved to ${to}`);
            checked++;
          }
          const next = cartagena.apply(state, seat, random.pick(legal));
          if (!next.ok) throw new Error(next.error.message);
          state = next.state;
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});
