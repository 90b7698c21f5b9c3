import { actionKey } from '@brethren/engine/core';
import { tortuga } from '@brethren/engine/tortuga';
import { describe, expect, it } from 'vitest';
import { describeAction } from './describe';
import { boardTargets, groupMoves, voteFor } from './moves';
import { OPTION_SETS, positions, wordsFor } from './testing/positions';

describe('sorting Tortuga’s legal actions for the table', () => {
  it.each(OPTION_SETS.map((set) => [`${set.players} players ${JSON.stringify(set.options)}`, set] as const))(
    'puts every legal action in exactly one group, each with its own words (%s)',
    (_name, { players, options }) => {
      for (const { state, seat, actions } of positions(players, 'groups', options)) {
        const moves = groupMoves(actions);
        const grouped = [
          ...moves.peek.values(),
          ...moves.reveal.values(),
          ...[...moves.force.values()].flat(),
          ...moves.move,
          ...moves.role,
          ...moves.letters,
          ...moves.votes,
          ...moves.answers,
        ];
        expect(grouped.map(actionKey).sort()).toEqual(actions.map(actionKey).sort());
        // Every slot of a peek, reveal or force can be picked.
        for (const action of actions) {
          if (action.type === 'peek' || action.type === 'force')
            action.slots.forEach((slot) => expect(moves.slots.has(slot)).toBe(true));
        }
        const view = tortuga.view(state, seat);
        const words = wordsFor(view, seat);
        const texts = actions.map((action) => describeAction(action, words));
        expect(new Set(texts).size).toBe(texts.length);
      }
    },
  );

  it('lets the board send only legal actions, each from one unambiguous place', () => {
    for (const { state, seat, actions } of positions(4, 'board', {})) {
      const ownShip = state.ships.findIndex((ship) => ship.crew.includes(seat));
      const targets = boardTargets(
        actions,
        ownShip < 0 ? null : ownShip === 0 ? 'flyingDutchman' : 'jollyRoger',
      );
      for (const action of targets.values()) expect(actions).toContain(action);
    }
  });

  it('finds the vote for the cards picked, in any order', () => {
    const a = { top: 'cannon', flag: 'british', bottom: 'skull', double: false } as const;
    const b = { top: 'water', flag: 'french', bottom: 'helm', double: false } as const;
    const votes = [
      { type: 'vote', cards: [a] },
      { type: 'vote', cards: [a, b] },
    ] as const;
    expect(voteFor(votes, [b, a])).toBe(votes[1]);
    expect(voteFor(votes, [a])).toBe(votes[0]);
    expect(voteFor(votes, [b])).toBeUndefined();
  });
});
