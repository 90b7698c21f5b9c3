import type { PiratesCoveState } from '@brethren/engine/pirates-cove';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/testing/intl';
import { describeAction, fleeOutcome, legendTitle } from './describe';
import { PiratesCoveTable } from './PiratesCoveTable';
import { game, NAMES } from './testing/positions';

/** The table words the rules issue #18 corrected against the digest (S004) as S004 has them. */

const speech = { t: testTranslator('piratesCove'), locale: 'en' as const };

const wordsFor = (options: object) => {
  const state = game.setup({ players: 2, seed: 'rulebook-words', options: options });
  return { view: game.view(state, 0), names: NAMES.slice(0, 2), viewer: 0, ...speech };
};

describe('rulebook wording', () => {
  it('the Cove: every damaged section repaired whenever it was hit; a defeated ship plays no Event or parrot', () => {
    const start = game.setup({ players: 2, seed: 'cove-words' });
    const state: PiratesCoveState = structuredClone(start);
    Object.assign(state.seats[0]!, {
      at: 0,
      retreated: true,
      crippled: true,
      hand: ['event-windfall'],
    });
    state.phase = { kind: 'upgrades', index: 0, begun: true };
    render(
      <PiratesCoveTable
        view={game.view(state, 0)}
        names={NAMES.slice(0, 2)}
        viewerSeat={0}
        legalActions={game.legalActions(state, 0)}
        activeSeats={game.activeSeats(state)}
        log={[]}
        live
        busy={false}
        onAct={() => undefined}
      />,
    );
    expect(
      screen.getByText(
        'At Pirate’s Cove: every damaged section is repaired first, 2 gold each, whatever turn it was hit in; a ship defeated this turn plays no Event or parrot.',
      ),
    ).toBeTruthy();
  });

  it('I rudi bucanieri: the retreat costs 2 fame at once, and a mutiny then costs gold and treasures only', () => {
    const rudi = wordsFor({ variant: 'rudi' });
    expect(describeAction({ type: 'flee' }, rudi)).toBe(
      'Flee to Pirate’s Cove (−2 fame at once; mutiny on 1–2)',
    );
    expect(fleeOutcome(true, rudi)).toBe('mutiny! (all gold and treasures lost)');
    const standard = wordsFor({});
    expect(describeAction({ type: 'flee' }, standard)).toBe('Flee to Pirate’s Cove (mutiny on 1–2)');
    expect(fleeOutcome(true, standard)).toBe('mutiny! (−2 fame, all gold and treasures lost)');
  });

  it('New Route: one card from the display per pirate', () => {
    expect(describeAction({ type: 'buyNewRoute' }, wordsFor({}))).toBe(
      'Buy a New Route card (15 gold; one per pirate)',
    );
  });

  it('the table says that card texts are placeholders, and names a placeholder Legendary Pirate as one', () => {
    const state = game.setup({ players: 2, seed: 'placeholder-words' });
    render(
      <PiratesCoveTable
        view={game.view(state, 0)}
        names={NAMES.slice(0, 2)}
        viewerSeat={0}
        legalActions={game.legalActions(state, 0)}
        activeSeats={game.activeSeats(state)}
        log={[]}
        live
        busy={false}
        onAct={() => undefined}
      />,
    );
    expect(screen.getByTestId('placeholder-cards').textContent).toMatch(/^Card texts are placeholders: /);
    expect(legendTitle('Legendary Pirate 6', speech)).toBe('Legendary Pirate 6 (placeholder)');
    expect(legendTitle('Blackbeard', speech)).toBe('Blackbeard');
  });
});
