import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/testing/intl';
import { crewName, describeAction, describeEvent, lootName } from './describe';
import { game } from './testing/positions';

const t = testTranslator('portRoyal');
const view = game.view(game.setup({ players: 4, seed: 'words' }), 0);
const words = { view, names: ['anne', 'bob', 'cleo', 'Bot (heuristic)'], viewer: 0, t, locale: 'en' };

describe('Port Royal in words', () => {
  it('names cards by their ids', () => {
    expect(crewName('red-5', t)).toBe('red 5');
    expect(crewName('ghost-7', t)).toBe('ghost 7');
    expect(lootName('rum-6', t)).toBe('rum 6');
    expect(lootName('plus8', t)).toBe('+8');
    expect(lootName('maxMinus5', t)).toBe('Max −5');
    expect(lootName('double', t)).toBe('×2');
    expect(lootName('remove', t)).toBe('Remove 1 card');
    expect(lootName('prisoner-3', t)).toBe('prisoner card 3');
  });

  it('says what an action does, from the acting seat’s side', () => {
    expect(describeAction({ type: 'bid', amount: 1 }, words)).toBe('Bid 1 ton');
    expect(describeAction({ type: 'bid', amount: 4 }, words)).toBe('Bid 4 tons');
    expect(describeAction({ type: 'pass' }, words)).toBe('Pass');
    expect(describeAction({ type: 'setAside', card: 'ghost-1' }, words)).toBe('Set aside ghost 1');
    expect(describeAction({ type: 'chooseTrump', colour: 'green' }, words)).toBe('Make green trump');
    expect(describeAction({ type: 'chooseLeader', seat: 0 }, words)).toBe('Lead the first trick yourself');
    expect(describeAction({ type: 'chooseLeader', seat: 3 }, words)).toBe(
      'Let Bot (heuristic) lead the first trick',
    );
    expect(describeAction({ type: 'chooseLoot', loot: 'tobacco-12' }, words)).toBe(
      'Put the pirate on tobacco 12',
    );
    expect(describeAction({ type: 'playCard', card: 'black-8' }, words)).toBe('Play black 8');
    expect(describeAction({ type: 'loadLoot', ship: 'gunpowder' }, words)).toBe(
      'Load it onto your gunpowder ship',
    );
    expect(describeAction({ type: 'payDebt' }, words)).toBe('Discard it for debt relief');
    expect(describeAction({ type: 'keepRemove' }, words)).toBe('Keep Remove 1 card for later');
    expect(describeAction({ type: 'moveCard', card: 'prisoner-2', to: 'rum' }, words)).toBe(
      'Move prisoner card 2 to your rum ship',
    );
    // All the prisoner cards of one loot card go onto one ship (S001).
    expect(describeAction({ type: 'placePrisoner', prisoner: 5, ship: 'biscuits' }, words)).toBe(
      'Place the prisoner card on your biscuits ship',
    );
    const two = {
      ...words,
      view: { ...view, won: { seat: 0, loot: null, prisonerCount: 2, prisoners: [5, 1] } },
    };
    expect(describeAction({ type: 'placePrisoner', prisoner: 5, ship: 'rum' }, two)).toBe(
      'Place the 2 prisoner cards on your rum ship',
    );
  });

  it('tells events from the viewer’s side, private ones included', () => {
    expect(describeEvent({ type: 'bidPlaced', seat: 1, amount: 3 }, words)).toBe('bob bid 3 tons.');
    expect(describeEvent({ type: 'bidPassed', seat: 0 }, words)).toBe('You passed.');
    expect(describeEvent({ type: 'privilegesWon', seat: 2, bid: 5, black: 7 }, words)).toBe(
      'cleo won the privileges for 5 tons: the black cube stands at 7.',
    );
    expect(describeEvent({ type: 'privilegesWon', seat: 0, bid: 0, black: 0 }, words)).toBe(
      'Nobody bid: you take the privileges for nothing.',
    );
    expect(describeEvent({ type: 'handDealt', seat: 0, cards: ['red-1', 'ghost-7'] }, words)).toBe(
      'You were dealt red 1 and ghost 7.',
    );
    expect(describeEvent({ type: 'trumpChosen', seat: 1, colour: 'blue' }, words)).toBe(
      'bob made blue trump.',
    );
    expect(describeEvent({ type: 'cardPlayed', seat: 3, card: 'blue-2', absent: 'red' }, words)).toBe(
      'Bot (heuristic) played blue 2 — a trump, showing no red (white stone).',
    );
    expect(
      describeEvent(
        { type: 'trickWon', seat: 0, trick: 3, loot: 'rum-9', prisonerCount: 2, cards: [] },
        words,
      ),
    ).toBe('You won trick 3 and rum 9 with 2 prisoner cards.');
    expect(describeEvent({ type: 'lootLoaded', seat: 1, loot: 'double', ship: 'rum' }, words)).toBe(
      'bob loaded ×2 onto the rum ship.',
    );
    expect(describeEvent({ type: 'debtPaid', seat: 0, loot: 'biscuits-6', amount: 5, black: 3 }, words)).toBe(
      'You discarded biscuits 6 to lower the bid by 5: the black cube stands at 3.',
    );
    // Debt relief with nothing left to pay (S001): the whole value is lost.
    expect(describeEvent({ type: 'debtPaid', seat: 1, loot: 'rum-6', amount: 0, black: 3 }, words)).toBe(
      'bob discarded rum 6 with nothing left to pay, losing its whole value: the black cube stays at 3.',
    );
    expect(describeEvent({ type: 'cardMoved', seat: 2, from: 'rum', to: 'tobacco', loot: null }, words)).toBe(
      'cleo used Move 1 card: a prisoner card went from the rum ship to the tobacco ship.',
    );
    expect(
      describeEvent({ type: 'prisonersSeen', seat: 0, prisoners: [2, 6], reason: 'won', ship: null }, words),
    ).toBe('You looked at the prisoner cards 2 and 6.');
    expect(
      describeEvent(
        {
          type: 'roundEnded',
          round: 2,
          privileged: 1,
          debt: [0, 7, 0, 0],
          leftover: 'plus6',
          prisonerCount: 2,
        },
        words,
      ),
    ).toBe('Round 2 is over. bob’s debt is now 7. +6 stays on display with 2 prisoner cards beneath.');
    expect(describeEvent({ type: 'gameScored', scores: [30, -4, 12, 0], ships: [] }, words)).toBe(
      'The ships are weighed. Final scores: you 30, bob -4, cleo 12, and Bot (heuristic) 0.',
    );
    expect(describeEvent({ type: 'somethingNew' }, words)).toBeNull();
  });
});
