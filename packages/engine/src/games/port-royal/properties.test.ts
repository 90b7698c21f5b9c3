import { describe, expect, it } from 'vitest';
import { Random } from '../../core/random.js';
import { checkRandomPlayout } from '../../core/testing/properties.js';
import { bySize } from '../../core/testing/size.js';
import { PRIVATE_EVENTS } from './events.js';
import { cardRefusal, debtPayment, loadedShip } from './hints.js';
import { portRoyal } from './index.js';
import type { PortRoyalOptions } from './options.js';
import { disguise } from './disguise.js';

/** Every option, each at both player counts. */
const VARIANTS: Record<string, Partial<PortRoyalOptions>> = {
  'data sheet defaults': {},
  'no bid gives the dealer the privileges, shared ties': { noBidPrivileges: 'dealer', tieBreak: 'shared' },
  'x2 doubles weight, first dealer fixed': { doubleWeight: true, firstDealer: 2 },
  'passes not final, a led ghost lets the next card set the colour': {
    passIsFinal: false,
    ghostLead: 'nextCard',
  },
  'prisoners lost with discarded loot, Remove takes standard loot only': {
    prisonersOfDiscardedLoot: 'lost',
    removeTargets: 'standard',
  },
};

const PRIVATE: ReadonlySet<string> = new Set(PRIVATE_EVENTS);
/** Public events that may name crew cards: played cards, the face-up cards taken, a finished trick. */
const PUBLIC_CARDS: ReadonlySet<string> = new Set(['cardPlayed', 'faceUpTaken', 'trickWon']);

/**
 * Private detail only in the private event types, each visible to its own seat alone; public events
 * never carry prisoner values (until the final `gameScored`) nor crew cards that were not shown.
 */
function checkEvents(events: readonly { readonly type: string; readonly visibleTo: unknown }[]): void {
  for (const event of events) {
    const body = event as { type: string; seat?: number; visibleTo: unknown };
    const ok = PRIVATE.has(body.type)
      ? Array.isArray(body.visibleTo) && body.visibleTo.length === 1 && body.visibleTo[0] === body.seat
      : body.visibleTo === 'all' &&
        !('prisoners' in body) &&
        (!('card' in body || 'cards' in body) || PUBLIC_CARDS.has(body.type));
    if (!ok) throw new Error(`event leaks or is mislabelled: ${JSON.stringify(event)}`);
  }
}

const JUNK: readonly unknown[] = [
  { type: 'bid', amount: 99 },
  { type: 'bid', amount: 0 },
  { type: 'playCard', card: 'red-0' },
  { type: 'playCard', card: 'ghost-5', extra: true },
  { type: 'setAside', card: 'ghost-3' },
  { type: 'chooseLeader', seat: 4 },
  { type: 'chooseTrump', colour: 'yellow' },
  { type: 'chooseLoot', loot: 'rum-11' },
  { type: 'loadLoot', ship: 'ale' },
  { type: 'placePrisoner', prisoner: 7, ship: 'rum' },
  { type: 'removeCard', card: 'prisoner-0' },
  { type: 'moveCard', card: 'rum-6', to: 'rum' },
  { type: 'payDebt', amount: 3 },
];

const PLAYOUTS_PER_CASE = bySize(3, 12);

describe('Port Royal properties over random playouts', () => {
  for (const [name, options] of Object.entries(VARIANTS)) {
    for (const players of [3, 4]) {
      it(`${name}, ${players} players: games end, replay, refuse junk, never mutate, never leak`, () => {
        let ended = 0;
        let actions = 0;
        for (let i = 0; i < PLAYOUTS_PER_CASE; i++) {
          const outcome = checkRandomPlayout(portRoyal, {
            setup: { players, seed: `${name}/${players}/${i}`, options },
            choiceSeed: `choices/${i}`,
            maxActions: 5_000,
            deepCheckEvery: i === 0 ? 3 : 29,
            disguise,
            checkEvents,
            junk: JUNK,
          });
          if (outcome.over) ended++;
          actions += outcome.actions;
        }
        expect(ended).toBe(PLAYOUTS_PER_CASE);
        expect(actions).toBeGreaterThan(PLAYOUTS_PER_CASE * 6 * 8 * players);
      });
    }
  }
});

describe('Port Royal hints over random playouts', () => {
  for (const [name, options] of Object.entries(VARIANTS)) {
    it(`${name}: refused cards, debt paid and ships loaded are what the moves then do`, () => {
      const checked = { cards: 0, debts: 0, loads: 0 };
      for (let i = 0; i < bySize(2, 8); i++) {
        const random = Random.fromSeed(`hints/${name}/${i}`);
        let state = portRoyal.setup({ players: 3 + (i % 2), seed: `hints/${name}/${i}`, options });
        while (!portRoyal.isOver(state)) {
          const seat = state.turn;
          const legal = portRoyal.legalActions(state, seat);
          const seen = portRoyal.view(state, seat);
          const choosable = new Set(
            legal.flatMap((a) => (a.type === 'playCard' || a.type === 'setAside' ? [a.card] : [])),
          );
          if (choosable.size > 0) {
            for (const card of seen.hand ?? []) {
              if ((cardRefusal(seen, card.id) === null) !== choosable.has(card.id))
                throw new Error(
                  `${card.id}: refusal ${cardRefusal(seen, card.id)} in ${JSON.stringify(seen.trick)}`,
                );
              checked.cards++;
            }
          }
          for (const action of legal) {
            if (action.type !== 'payDebt' && action.type !== 'loadLoot') continue;
            const after = portRoyal.apply(state, seat, action);
            if (!after.ok) throw new Error(after.error.message);
            if (action.type === 'payDebt') {
              const paid = after.events.find((event) => event.type === 'debtPaid');
              expect(debtPayment(seen)?.paid).toBe(paid?.type === 'debtPaid' ? paid.amount : undefined);
              checked.debts++;
            } else {
              const ship = portRoyal
                .view(after.state, seat)
                .seats[seat]!.ships.find((s) => s.ship === action.ship)!;
              const { tons, limit, overLimit } = ship;
              expect(loadedShip(seen, action.ship)).toEqual({ tons, limit, overLimit });
              checked.loads++;
            }
          }
          const next = portRoyal.apply(state, seat, random.pick(legal));
          if (!next.ok) throw new Error(next.error.message);
          state = next.state;
        }
      }
      expect(checked.cards).toBeGreaterThan(100);
      expect(checked.loads).toBeGreaterThan(10);
    });
  }
});
