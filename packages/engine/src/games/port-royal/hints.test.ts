import { describe, expect, it } from 'vitest';
import type { Good } from './data.js';
import { cardRefusal, debtPayment, loadedShip } from './hints.js';
import { legalActions } from './legal.js';
import { RULES } from './rules.js';
import type { PortRoyalState } from './state.js';
import { scenario, type Scenario } from './testing/fixtures.js';
import { play, playAll } from './testing/play.js';
import { view } from './view.js';

/** Seat 0 has just won `loot` in the first trick and settles it. */
function settling(loot: string, spec: Partial<Scenario> = {}): PortRoyalState {
  return scenario({
    step: 'settleLoot',
    turn: 0,
    trump: 'black',
    trick: { number: 1, leader: 0, stake: loot, cards: ['red-8', 'red-2', 'red-3', 'red-4'] },
    display: ['tobacco-2', 'rum-2'],
    won: { seat: 0, loot },
    ...spec,
  });
}

/** The viewer's ship as the view shows it after loading the loot won onto it. */
function shipAfterLoading(state: PortRoyalState, ship: Good) {
  const after = play(state, 0, { type: 'loadLoot', ship }).state;
  const { tons, limit, overLimit } = view(after, 0).seats[0]!.ships.find((s) => s.ship === ship)!;
  return { tons, limit, overLimit };
}

describe('paying debt with the loot won, as the table announces it', () => {
  it('data sheet scenario 6: yellow 3, black 8; a won 6-ton rum moves the black cube to 3, not 2', () => {
    let state = scenario({
      hands: { 0: ['red-2'], 1: ['red-8'], 2: ['red-3'], 3: ['red-4'] },
      trump: 'black',
      trick: { number: RULES.tricksPerRound, leader: 1, stake: 'rum-6' },
      display: ['rum-6', 'tobacco-2'],
      privileged: 1,
      debt: [0, 3, 0, 0],
      black: 8,
    });
    state = playAll(state, [
      [1, { type: 'playCard', card: 'red-8' }],
      [2, { type: 'playCard', card: 'red-3' }],
      [3, { type: 'playCard', card: 'red-4' }],
      [0, { type: 'playCard', card: 'red-2' }],
    ]);
    expect(debtPayment(view(state, 1))).toEqual({ black: 8, paid: 5, after: 3 });
    const { events } = play(state, 1, { type: 'payDebt' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'debtPaid', amount: 5, black: 3 }));
  });

  it('+6 pays in full above the yellow cube; nothing to pay still discards the card; −5 pays nothing', () => {
    expect(debtPayment(view(settling('plus6', { privileged: 0, black: 9, debt: [2, 0, 0, 0] }), 0))).toEqual({
      black: 9,
      paid: 6,
      after: 3,
    });
    expect(debtPayment(view(settling('rum-6', { privileged: 0, black: 0 }), 0))).toEqual({
      black: 0,
      paid: 0,
      after: 0,
    });
    const minus = settling('minus5', { privileged: 0, black: 4 });
    expect(legalActions(minus, 0).map((action) => action.type)).not.toContain('payDebt');
    expect(debtPayment(view(minus, 0))).toBeNull();
  });

  it('only for the privileged winner, and only to the winner: other seats and spectators see none', () => {
    const notPrivileged = settling('plus6', { privileged: 1, black: 4 });
    expect(debtPayment(view(notPrivileged, 0))).toBeNull();
    const privileged = settling('plus6', { privileged: 0, black: 4 });
    expect(debtPayment(view(privileged, 1))).toBeNull();
    expect(debtPayment(view(privileged, null))).toBeNull();
  });
});

describe('a ship once the loot won is loaded, as the table announces it', () => {
  it('data sheet scenario 8: 10 + 9 tons sink a 4-player ship; Max+5 loaded earlier saves it (limit 23)', () => {
    const sinks = settling('rum-9', { ships: { 0: { rum: ['rum-10'] } } });
    expect(loadedShip(view(sinks, 0), 'rum')).toEqual({ tons: 19, limit: 18, overLimit: true });
    expect(shipAfterLoading(sinks, 'rum')).toEqual({ tons: 19, limit: 18, overLimit: true });
    const saved = settling('rum-9', { ships: { 0: { rum: ['rum-10', 'maxPlus5'] } } });
    expect(loadedShip(view(saved, 0), 'rum')).toEqual({ tons: 19, limit: 23, overLimit: false });
  });

  it('with the doubleWeight option, x2 doubles the weight already aboard (data sheet scenario 9)', () => {
    const ships = { 0: { tobacco: ['plus8', 'plus6', 'minus5'] } };
    const plain = settling('double', { ships });
    expect(loadedShip(view(plain, 0), 'tobacco')).toEqual({ tons: 9, limit: 18, overLimit: false });
    const doubled = settling('double', { ships, options: { doubleWeight: true } });
    expect(loadedShip(view(doubled, 0), 'tobacco')).toEqual({ tons: 18, limit: 18, overLimit: false });
    expect(shipAfterLoading(doubled, 'tobacco')).toEqual({ tons: 18, limit: 18, overLimit: false });
    // A loaded card on a ship that carries x2 weighs double too.
    const onDouble = settling('plus6', {
      ships: { 0: { rum: ['double', 'rum-8'] } },
      options: { doubleWeight: true },
    });
    expect(loadedShip(view(onDouble, 0), 'rum')).toEqual({ tons: 28, limit: 18, overLimit: true });
    expect(shipAfterLoading(onDouble, 'rum')).toEqual({ tons: 28, limit: 18, overLimit: true });
  });

  it('nothing to load for another seat or once the loot card is settled', () => {
    const state = settling('rum-9');
    expect(loadedShip(view(state, 1), 'rum')).toBeNull();
    const placing = settling('rum-9', {
      step: 'placePrisoner',
      won: { seat: 0, loot: null, prisoners: [3] },
    });
    expect(loadedShip(view(placing, 0), 'rum')).toBeNull();
  });
});

describe('why a card of the hand cannot be chosen now', () => {
  it('data sheet scenario 2: holding red on a red lead, the green trump is kept back; red and blue may go', () => {
    const state = scenario({
      hands: { 1: ['red-3', 'green-4', 'blue-6'] },
      trump: 'green',
      trick: { leader: 0, stake: 'rum-6', cards: ['red-5'] },
      display: ['rum-6', 'tobacco-3'],
    });
    const seen = view(state, 1);
    expect(cardRefusal(seen, 'green-4')).toBe('trump');
    expect(cardRefusal(seen, 'red-3')).toBeNull();
    expect(cardRefusal(seen, 'blue-6')).toBeNull();
  });

  it('data sheet scenario 3: without the led colour, a held ghost must be played', () => {
    const state = scenario({
      players: 3,
      hands: { 1: ['ghost-5', 'green-4', 'blue-2'] },
      trump: 'green',
      trick: { leader: 0, stake: 'rum-6', cards: ['red-5'] },
      display: ['rum-6', 'tobacco-3'],
    });
    const seen = view(state, 1);
    expect(cardRefusal(seen, 'green-4')).toBe('ghost');
    expect(cardRefusal(seen, 'blue-2')).toBe('ghost');
    expect(cardRefusal(seen, 'ghost-5')).toBeNull();
  });

  it('in the exchange the two cards just taken stay; out of turn, or for a card not held, no rule applies', () => {
    const state = playAll(scenario({}), [
      [1, { type: 'bid', amount: 1 }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    const seen = view(state, 1);
    const picked = seen.pickedUp.map((card) => card.id);
    expect(picked.map((card) => cardRefusal(seen, card))).toEqual(['pickedUp', 'pickedUp']);
    const own = seen.hand!.find((card) => !picked.includes(card.id))!;
    expect(cardRefusal(seen, own.id)).toBeNull();
    const other = view(state, 2);
    expect(cardRefusal(other, other.hand![0]!.id)).toBeNull();
    expect(cardRefusal(seen, other.hand![0]!.id)).toBeNull();
  });
});
