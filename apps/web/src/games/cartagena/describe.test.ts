import { cartagena, type CartagenaEventBody } from '@brethren/engine/cartagena';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/testing/intl';
import { describeAction, describeEvent, placeName } from './describe';

const view = cartagena.view(cartagena.setup({ players: 3, seed: 'words' }), 0);
const words = {
  view,
  names: ['anne', 'bob', 'Bot (heuristic)'],
  viewer: 0,
  t: testTranslator('cartagena'),
  locale: 'en',
};

describe('the table in words', () => {
  it('names places by the story', () => {
    expect(placeName('start', words)).toBe('the prison');
    expect(placeName('finish', words)).toBe('the boat');
    expect(placeName(1, words)).toBe(`square 1 (${view.squares[0]!.symbol})`);
  });

  it('says what an action does', () => {
    expect(
      describeAction({ type: 'playCard', card: { symbol: 'rum', dark: true }, from: 'start' }, words),
    ).toBe('Play dark rum: move your pirate from the prison');
    expect(describeAction({ type: 'pushPirate', seat: 1, from: 3 }, words)).toMatch(
      /^Push bob’s yellow pirate/,
    );
    expect(describeAction({ type: 'giveCard', card: { symbol: 'hook', dark: false }, to: 2 }, words)).toBe(
      'Give the hook to Bot (heuristic)',
    );
    expect(describeAction({ type: 'endTurn' }, words)).toBe('End your turn');
  });

  it('tells events from the viewer’s side', () => {
    expect(describeEvent({ type: 'turnStarted', seat: 0, captain: false }, words)).toBe('Your turn.');
    expect(
      describeEvent(
        { type: 'pirateMoved', seat: 1, by: 1, from: 'start', to: 4, count: 1, reason: 'advance' },
        words,
      ),
    ).toBe(`bob moved a yellow pirate from the prison to square 4 (${view.squares[3]!.symbol}).`);
    expect(
      describeEvent(
        { type: 'cardsSeen', seat: 0, cards: [{ symbol: 'rum', dark: false }], reason: 'drawn', from: null },
        words,
      ),
    ).toBe('You drew rum.');
    expect(describeEvent({ type: 'gameWon', seat: 2 }, words)).toBe('Bot (heuristic) won!');
    // The log is JSON from the API: an event this app does not know has no line.
    expect(describeEvent({ type: 'somethingNew' } as unknown as CartagenaEventBody, words)).toBeNull();
  });
});
