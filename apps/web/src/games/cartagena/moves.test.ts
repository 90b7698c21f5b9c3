import { actionKey } from '@brethren/engine/core';
import { cartagena } from '@brethren/engine/cartagena';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/testing/intl';
import { OPTION_SETS, positions } from './testing/positions';
import { describeAction } from './describe';
import { groupMoves } from './moves';

const t = testTranslator('cartagena');

describe('sorting legal actions for the table', () => {
  it.each(OPTION_SETS.map((options) => [JSON.stringify(options), options] as const))(
    'puts every legal action in exactly one group, with a distinct description (%s)',
    (_name, options) => {
      const types = new Set<string>();
      for (const { state, seat, actions } of positions(options)) {
        const moves = groupMoves(actions, seat);
        const grouped = [
          ...[...moves.plays.values()].flat().map((target) => target.action),
          ...moves.moveBack.map((target) => target.action),
          ...moves.push.map((target) => target.action),
          ...[...moves.withCard.values()].flat(),
          ...moves.turn,
          ...moves.followUps,
        ];
        expect(grouped.map(actionKey).sort()).toEqual(actions.map(actionKey).sort());
        const view = cartagena.view(state, seat);
        const words = { view, names: ['anne', 'bob', 'cleo'], viewer: seat, t, locale: 'en' };
        const texts = actions.map((action) => describeAction(action, words));
        expect(new Set(texts).size).toBe(texts.length);
        for (const action of actions) types.add(action.type);
      }
      expect(types.size).toBeGreaterThan(2);
    },
  );
});
