import { actionKey } from '@brethren/engine/core';
import type { PortRoyalCrewCardView } from '@brethren/engine/port-royal';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/testing/intl';
import { describeAction } from './describe';
import { groupMoves, sortHand } from './moves';
import { game, positions } from './testing/positions';

const GAMES = [
  { players: 3, options: {} },
  { players: 4, options: { removeTargets: 'standard' } },
] as const;

describe('sorting legal actions for the table', () => {
  it.each(GAMES.map((g) => [`${g.players} players ${JSON.stringify(g.options)}`, g] as const))(
    'puts every legal action in exactly one group, each with a distinct description (%s)',
    (_name, { players, options }) => {
      const types = new Set<string>();
      for (const { state, seat, actions } of positions(options, players, 'moves').positions) {
        const moves = groupMoves(actions);
        const grouped = [
          ...moves.bids,
          ...(moves.pass ? [moves.pass] : []),
          ...moves.cards.values(),
          ...moves.trumps,
          ...moves.leaders,
          ...moves.loot.values(),
          ...moves.load.values(),
          ...[moves.payDebt, moves.useRemove, moves.keepRemove, moves.discardMove].filter((a) => a !== null),
          ...moves.remove,
          ...[...moves.move.values()].flat(),
          ...[...moves.prisoners.values()].flat(),
        ];
        expect(grouped.map(actionKey).sort()).toEqual(actions.map(actionKey).sort());
        const words = {
          view: game.view(state, seat),
          names: ['anne', 'bob', 'cleo', 'dan'],
          viewer: seat,
          t: testTranslator('portRoyal'),
          locale: 'en',
        };
        const texts = actions.map((action) => describeAction(action, words));
        expect(new Set(texts).size).toBe(texts.length);
        for (const action of actions) types.add(action.type);
      }
      expect(types.size).toBeGreaterThan(9);
    },
  );

  it('sorts a hand by colour (red, blue, green, black, ghosts), then value', () => {
    const card = (id: string): PortRoyalCrewCardView => {
      const [colour, value] = id.split('-');
      return { id, colour: colour === 'ghost' ? null : (colour as never), value: Number(value) };
    };
    const hand = ['ghost-1', 'black-2', 'red-8', 'green-1', 'red-3', 'blue-5'].map(card);
    expect(sortHand(hand).map((c) => c.id)).toEqual([
      'red-3',
      'red-8',
      'blue-5',
      'green-1',
      'black-2',
      'ghost-1',
    ]);
  });
});
