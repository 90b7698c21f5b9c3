import { describe, expect, it } from 'vitest';
import { unplayable } from './unplayable';
import { game, positions } from './testPositions';

const run = positions({}, 4, 'unplayable-tests');

describe('why a card in hand cannot be chosen now', () => {
  it('names the trick rule that keeps each greyed card back, in every position of a game', () => {
    const seen = new Set<string>();
    for (const { state, seat, actions } of run.positions) {
      if (state.step !== 'playCard') continue;
      const view = game.view(state, seat);
      const legal = new Set(actions.map((action) => ('card' in action ? action.card : '')));
      const hand = view.hand!;
      const led = view.trick?.ledColour ?? null;
      const holdsLed = hand.some((card) => card.colour === led);
      const holdsGhost = hand.some((card) => card.colour === null);
      for (const card of hand.filter((card) => !legal.has(card.id))) {
        const why = unplayable(view, legal.size > 0, true);
        seen.add(why);
        if (why === 'trump') expect(card.colour === view.trump && holdsLed && led !== view.trump).toBe(true);
        else {
          expect(why).toBe('ghost');
          expect(!holdsLed && holdsGhost && card.colour !== null).toBe(true);
        }
      }
    }
    expect([...seen].sort()).toEqual(['ghost', 'trump']);
  });

  it('in the exchange, the two cards just taken; out of turn, waiting; after the game, over', () => {
    const aside = run.positions.find((position) => position.state.step === 'setAside')!;
    const view = game.view(aside.state, aside.seat);
    expect(unplayable(view, true, true)).toBe('pickedUp');
    expect(unplayable(view, false, false)).toBe('wait');
    const bid = run.positions.find((position) => position.state.step === 'bid')!;
    const bidding = game.view(bid.state, bid.seat);
    expect(unplayable(bidding, false, true)).toBe('elsewhere');
    const over = game.view(run.final, 0);
    expect(over.step).toBe('over');
    expect(unplayable(over, false, false)).toBe('over');
  });
});
