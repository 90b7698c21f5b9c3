import { describe, expect, it } from 'vitest';
import { Random } from '../../core/random.js';
import { portRoyal } from './index.js';
import { legalActions } from './legal.js';
import type { PortRoyalState } from './state.js';
import { scenario } from './testing/fixtures.js';
import { play, playAll } from './testing/play.js';
import { result } from './result.js';
import { view } from './view.js';

/** Only plain objects, arrays, strings, finite numbers, booleans and null: what a GraphQL type mirrors. */
function plainJsonProblem(value: unknown, path = 'view'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is not a finite number`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = plainJsonProblem(value[i], `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, field] of Object.entries(value)) {
      const problem = plainJsonProblem(field, `${path}.${key}`);
      if (problem) return problem;
    }
    return null;
  }
  return `${path} is ${value === undefined ? 'undefined' : typeof value}`;
}

const VIEWERS = [null, 0, 1, 2, 3];

describe('Port Royal views', () => {
  it('are plain JSON for every viewer at every step of a random game, with game, viewer and players on top', () => {
    const random = Random.fromSeed('views');
    let state: PortRoyalState = portRoyal.setup({ players: 4, seed: 'views' });
    const steps = new Set<string>();
    for (let i = 0; state.step !== 'over' && i < 5_000; i++) {
      if (!steps.has(state.step) || i % 37 === 0) {
        steps.add(state.step);
        for (const viewer of VIEWERS) {
          const seen = view(state, viewer);
          const problem = plainJsonProblem(seen);
          if (problem) throw new Error(problem);
          if (seen.game !== 'port-royal' || seen.viewer !== viewer || seen.players !== 4)
            throw new Error('header');
        }
      }
      state = play(state, state.turn, random.pick(legalActions(state, state.turn))).state;
    }
    expect(plainJsonProblem(view(state, 0))).toBeNull();
    expect([...steps].sort()).toEqual(
      [
        'bid',
        'chooseLeader',
        'chooseLoot',
        'chooseTrump',
        'placePrisoner',
        'playCard',
        'setAside',
        'settleLoot',
      ].sort(),
    );
  });

  it('show a seat its own hand and everyone the hand sizes; a spectator sees no hand', () => {
    const state = scenario({ hands: { 0: ['red-1', 'blue-2'], 1: ['green-3'] } });
    expect(view(state, 0).hand?.map((c) => c.id)).toEqual(['red-1', 'blue-2']);
    expect(view(state, 1).hand?.map((c) => c.id)).toEqual(['green-3']);
    expect(view(state, null).hand).toBeNull();
    expect(view(state, 1).seats.map((s) => s.handSize)).toEqual([2, 1, 8, 8]);
    expect(JSON.stringify(view(state, 1))).not.toContain('blue-2');
    // Out-of-range viewers are treated as spectators.
    expect(view(state, 7).viewer).toBeNull();
  });

  it('show the two cards set aside only to the privileged player; everyone sees how many', () => {
    let state = playAll(scenario({}), [
      [1, { type: 'bid', amount: 2 }],
      [2, { type: 'pass' }],
      [3, { type: 'pass' }],
      [0, { type: 'pass' }],
    ]);
    const [first] = legalActions(state, 1).flatMap((a) => (a.type === 'setAside' ? [a.card] : []));
    const setAside = play(state, 1, { type: 'setAside', card: first });
    state = setAside.state;
    expect(view(state, 1).setAside?.map((c) => c.id)).toEqual([first]);
    for (const viewer of [null, 0, 2, 3]) {
      expect(view(state, viewer).setAside).toBeNull();
      expect(view(state, viewer).setAsideCount).toBe(1);
    }
    expect(setAside.events.find((e) => e.type === 'cardSetAside')).toEqual({
      type: 'cardSetAside',
      seat: 1,
      visibleTo: 'all',
    });
    expect(setAside.events.find((e) => e.type === 'cardSetAsideSeen')).toMatchObject({
      card: first,
      visibleTo: [1],
    });
  });

  it('show prisoner cards on ships only to their owner (counts to all) and to everyone once the game is over', () => {
    const state = scenario({ ships: { 2: { rum: ['rum-4', 'prisoner-6'] } } });
    expect(view(state, 2).seats[2]?.ships[2]).toMatchObject({ prisonerCount: 1, prisoners: [6], value: 10 });
    for (const viewer of [null, 0, 1, 3]) {
      expect(view(state, viewer).seats[2]?.ships[2]).toMatchObject({
        prisonerCount: 1,
        prisoners: null,
        value: null,
        lootValue: 4,
      });
    }
    const over = { ...state, step: 'over' as const, turn: -1 };
    expect(view(over, 0).seats[2]?.ships[2]?.prisoners).toEqual([6]);
  });

  it('hide the loot and prisoner decks and the prisoners beneath display cards', () => {
    const state = scenario({ display: [{ loot: 'rum-6', prisoners: [3, 4] }, 'tobacco-2'] });
    const seen = view(state, 0);
    expect(seen.display[0]).toEqual({
      loot: expect.objectContaining({ id: 'rum-6' }),
      prisonerCount: 2,
      atStake: false,
    });
    expect(seen.lootDeckSize).toBe(40);
    expect(seen.prisonerDeckSize).toBe(6);
    expect(Object.keys(seen)).not.toContain('lootDeck');
    expect(Object.keys(seen)).not.toContain('random');
  });

  it('deal each hand in a private event to its seat alone', () => {
    const state = scenario({
      round: 1,
      hands: { 0: ['red-8'], 1: ['red-2'], 2: ['red-3'], 3: ['red-4'] },
      trump: 'black',
      trick: { number: 8, leader: 0, stake: 'rum-6' },
      display: ['rum-6', 'tobacco-2'],
    });
    const { events, state: next } = play(
      playAll(state, [
        [0, { type: 'playCard', card: 'red-8' }],
        [1, { type: 'playCard', card: 'red-2' }],
        [2, { type: 'playCard', card: 'red-3' }],
      ]),
      3,
      { type: 'playCard', card: 'red-4' },
    );
    const dealt = events.filter((e) => e.type === 'handDealt');
    expect(dealt.map((e) => e.visibleTo)).toEqual([[0], [1], [2], [3]]);
    for (const event of dealt) {
      if (event.type !== 'handDealt') continue;
      expect(event.cards).toEqual(view(next, event.seat).hand?.map((c) => c.id));
    }
    const roundStarted = events.find((e) => e.type === 'roundStarted');
    expect(roundStarted).toMatchObject({
      round: 2,
      prisonerCounts: [1, 0, 0, 0, 0, 0, 0, 0, 0],
      visibleTo: 'all',
    });
  });
  it('tell who won once the game is over, after the table’s tie-break', () => {
    const last = (tieBreak: 'lowerDebt' | 'shared') =>
      scenario({
        options: { tieBreak },
        round: 6,
        hands: { 0: ['red-8'], 1: ['red-2'], 2: ['red-3'], 3: ['red-4'] },
        trump: 'black',
        trick: { number: 8, leader: 0, stake: 'biscuits-2' },
        display: ['biscuits-2', 'tobacco-2'],
        debt: [0, 1, 2, 1],
        ships: {
          0: { rum: ['rum-4'] },
          1: { rum: ['rum-12'] },
          2: { tobacco: ['tobacco-12', 'prisoner-1'] },
          3: { gunpowder: ['gunpowder-12'] },
        },
      });
    const finish = (state: PortRoyalState) =>
      playAll(state, [
        [0, { type: 'playCard', card: 'red-8' }],
        [1, { type: 'playCard', card: 'red-2' }],
        [2, { type: 'playCard', card: 'red-3' }],
        [3, { type: 'playCard', card: 'red-4' }],
      ]);
    expect(view(last('lowerDebt'), 0).winners).toBeNull();
    // Scores 4 + 2 = 6, 12 − 1 = 11, 12 + 1 − 2 = 11, 12 − 1 = 11: seats 1 and 3 owe less than seat 2.
    const byDebt = finish(last('lowerDebt'));
    for (const viewer of VIEWERS) {
      expect(view(byDebt, viewer)).toMatchObject({ scores: [6, 11, 11, 11], winners: [1, 3] });
    }
    expect(result(byDebt)?.summary).toBe('{1} and {3} share the victory with 11 points.');
    const shared = finish(last('shared'));
    expect(view(shared, null).winners).toEqual([1, 2, 3]);
    expect(result(shared)?.placements).toEqual([4, 1, 1, 1]);
  });
});
