import { describe, expect, it } from 'vitest';
import { Random } from '../../core/random.js';
import { disguise } from './disguise.js';
import type { TortugaState } from './state.js';
import { tortuga } from './index.js';
import { code, scenario, vc } from './testing/fixtures.js';
import { play } from './testing/play.js';

/** A lone captain's attack: he plays `card`, the deck adds its top card. */
function attack(state: TortugaState, card: string): TortugaState {
  const called = play(state, 0, { type: 'attack' }).state;
  return play(called, 0, { type: 'vote', cards: [vc(card)] }).state;
}

const sorted = (codes: readonly number[]) => [...codes].sort((a, b) => a - b);

describe('Tortuga vote deck: the groups every seat saw go under it', () => {
  const start = () =>
    scenario({
      players: 2,
      ships: [[0], [1]],
      galleon: 0,
      hands: { 0: ['CBS', 'CBS', 'CBS'] },
      voteDeckTop: ['WBS'],
    });

  it("a vote's cards stay known as a group at the bottom; the draw after it comes from above them", () => {
    const state = attack(start(), 'CBS');
    expect(state.voteGroups).toEqual([2]);
    expect(sorted(state.voteDeck.slice(-2))).toEqual(sorted([code('CBS'), code('WBS')]));
  });

  it('a draw from the top group breaks it up, and a card put under face down forgets every group', () => {
    const state = attack(start(), 'CBS');
    const onlyGroups = { ...state, voteDeck: state.voteDeck.slice(-2) };
    expect(disguise(onlyGroups, 1, Random.fromSeed('d')).voteGroups).toEqual([2]);
    const drawn = attack({ ...onlyGroups, hands: state.hands }, 'CBS');
    // The deck card and the draw emptied the old group; the new vote's two cards are the only group.
    expect(drawn.voteGroups).toEqual([2]);
    expect(drawn.voteDeck).toHaveLength(2);
  });

  it("disguise keeps each group's cards in its place, dealing only their order anew", () => {
    let state = attack(attack(start(), 'CBS'), 'CBS');
    // Seat 1's turn: it attacks with whatever card it holds.
    state = play(state, 1, { type: 'attack' }).state;
    state = play(state, 1, tortuga.legalActions(state, 1)[0]).state;
    const groups = state.voteGroups;
    expect(groups).toEqual([2, 2, 2]);
    const tail = (s: TortugaState) => s.voteDeck.slice(-6);
    for (const seed of ['a', 'b', 'c']) {
      const dealt = disguise(state, 1, Random.fromSeed(seed));
      expect(dealt.voteGroups).toEqual(groups);
      for (const at of [0, 2, 4])
        expect(sorted(tail(dealt).slice(at, at + 2))).toEqual(sorted(tail(state).slice(at, at + 2)));
    }
  });
});
