import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/testing/intl';
import { crossingText, describeEvent, placeOf } from './describe';
import { game, soloGridUntil } from './testing/positions';

const speech = { t: testTranslator('piratesCove'), locale: 'en' as const };

/** A solo game on the grid, played until the ship first ends a turn at sea. */
const untilAtSea = () =>
  soloGridUntil('grid-words-7', (state) => game.view(state, 0).seats[0]!.seaLeft !== null);

describe('grid movement in words', () => {
  it('says where a ship at sea is bound and how far it still has to sail', () => {
    const { state, log } = untilAtSea();
    const view = game.view(state, 0);
    const seat = view.seats[0]!;
    expect(placeOf(seat, speech)).toMatch(/^at sea, bound for \d · .+, \d+ squares? to go$/);

    const words = { view, names: ['anne'], viewer: 0, ...speech };
    const sailed = log.flatMap((entry) => entry.events).filter((event) => event.type === 'shipSailed');
    expect(sailed.length).toBeGreaterThan(0);
    expect(describeEvent(sailed.at(-1)!, words)).toMatch(
      /^You sailed \d+ squares? towards .+: \d+ squares? to go\.$/,
    );
  });

  it('an arrival from sea reads as one', () => {
    const { state } = untilAtSea();
    const words = { view: game.view(state, 0), names: ['anne'], viewer: 0, ...speech };
    expect(describeEvent({ type: 'shipSailed', seat: 0, to: 3, squares: 2, left: 0 }, words)).toBe(
      'You sailed 2 squares and reached 3 · Sail Island.',
    );
  });

  it('tells how far an island lies and when the ship arrives', () => {
    const view = game.view(
      game.setup({ players: 1, seed: 'grid-chart', options: { soloMovement: 'grid' } }),
      0,
    );
    const seat = view.seats[0]!;
    const at = (where: number) => ({ ...view, seats: [{ ...seat, at: where }] });
    expect(seat.sections.sails.value).toBe(5);
    expect(crossingText(view, 0, 1, speech)).toBe('5 squares at Sails 5: you arrive this turn.');
    expect(crossingText(at(1), 0, 4, speech)).toBe('10 squares at Sails 5: 1 turn at sea first.');
    expect(crossingText(at(-1), 0, 4, speech)).toBeNull();
    const twoTurns = game.view(
      game.setup({ players: 1, seed: 'grid-chart', options: { soloMovement: 'twoTurns' } }),
      0,
    );
    expect(crossingText(twoTurns, 0, 4, speech)).toBeNull();
  });
});
