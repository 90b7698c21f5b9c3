import { cartagena } from '@brethren/engine/cartagena';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/i18n/locales';
import { testTranslator } from '@/testing/intl';
import { CartagenaTable } from './CartagenaTable';
import { describeAction, describeEvent } from './describe';
import { positions, type Position } from './testing/positions';

const names = ['anne', 'bob', 'Bot (heuristic)'];

function words(locale: Locale) {
  const view = cartagena.view(cartagena.setup({ players: 3, seed: 'rulebook' }), 0);
  return { view, names, viewer: 0, t: testTranslator('cartagena', locale), locale };
}

function turnBar(position: Position): string {
  const { unmount } = render(
    <CartagenaTable
      view={cartagena.view(position.state, position.seat)}
      names={names}
      viewerSeat={position.seat}
      legalActions={position.actions}
      activeSeats={[position.seat]}
      log={[]}
      live
      busy={false}
      onAct={() => undefined}
    />,
  );
  const text = screen.getByTestId('turn-bar').textContent ?? '';
  unmount();
  return text;
}

describe('the Cartagena table words the rulebook’s turn (issue #18)', () => {
  it.each([
    [
      'en',
      'Skip your whole turn and draw a card',
      'Your turn — you are the Captain and may sail the boat free.',
      'bob’s turn (the Captain, who may sail the boat free).',
    ],
    [
      'it',
      'Salta il tuo intero turno e pesca una carta',
      'Tocca a te — sei il Capitano e puoi muovere la scialuppa gratis.',
      'Turno di bob (il Capitano, che può muovere la scialuppa gratis).',
    ],
    [
      'fr',
      'Passez tout votre tour et piochez une carte',
      'À vous de jouer — vous êtes le Capitaine et pouvez déplacer la chaloupe gratuitement.',
      'C’est à bob de jouer (le Capitaine, qui peut déplacer la chaloupe gratuitement).',
    ],
  ] as const)(
    '%s: an empty hand skips the whole turn; the Captain is announced with the free move it may make',
    (locale, skip, mine, theirs) => {
      const w = words(locale);
      expect(describeAction({ type: 'skipTurn' }, w)).toBe(skip);
      expect(describeEvent({ type: 'turnStarted', seat: 0, captain: true }, w)).toBe(mine);
      expect(describeEvent({ type: 'turnStarted', seat: 1, captain: true }, w)).toBe(theirs);
    },
  );

  it('the turn bar promises the Captain’s free move only where sailing the boat is legal', () => {
    const found = positions({ story: 'full' }, 3, 'captain', 1_500);
    const flagged = found.filter(
      (position) => cartagena.view(position.state, position.seat).turn.captainMoveAvailable,
    );
    expect(flagged.length).toBeGreaterThan(0);
    for (const position of flagged.slice(0, 5)) {
      expect(position.actions).toContainEqual({ type: 'moveBoat' });
      expect(turnBar(position)).toMatch(/Captain may sail free/);
    }
    const plain = found.find(
      (position) =>
        position.state.turn.actionsUsed === 0 &&
        !cartagena.view(position.state, position.seat).turn.captainMoveAvailable,
    );
    expect(turnBar(plain!)).not.toMatch(/Captain/);
  });
});
