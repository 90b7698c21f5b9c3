import { eventsVisibleTo } from '@brethren/engine/core';
import { tortuga, type TortugaEventBody, type TortugaView } from '@brethren/engine/tortuga';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/testing/intl';
import {
  describeAction,
  describeEvent,
  placeFrom,
  standing,
  voteCardName,
  tallyText,
  type Words,
} from './describe';
import { turnText } from './turnText';
import { OPTION_SETS, positions, wholeGame, wordsFor } from './testing/positions';

const t = testTranslator('tortuga');
const view: TortugaView = tortuga.view(tortuga.setup({ players: 4, seed: 'words' }), 0);
const words: Words = wordsFor(view, 0, { players: 4 });
const cannon = { top: 'cannon', flag: 'british', bottom: 'skull', double: false } as const;
const special = { top: 'torch', flag: 'french', bottom: 'helm', double: true } as const;

describe('Tortuga in words', () => {
  it('names places and vote cards', () => {
    expect(placeFrom('jollyRogerRowboat', t)).toBe('from the Jolly Roger’s rowboat');
    expect(placeFrom('tortuga', t)).toBe('from Tortuga');
    expect(voteCardName(cannon, t)).toBe('cannon · British flag · skull');
    expect(voteCardName(special, t)).toBe('2 torches · 2 French flags · 2 helms');
    expect(tallyText('attack', [cannon, special], t)).toBe('1 cannon, 2 torches, 0 waters');
    expect(tallyText('brawl', [cannon, special], t)).toBe('1 British flag, 2 French flags');
  });

  it('says what an action does, from the actor’s side', () => {
    expect(describeAction({ type: 'peek', slots: [2, 4] }, words)).toBe('Peek at slots 2 and 4');
    expect(describeAction({ type: 'force', slots: [1, 3], target: 2 }, words)).toBe(
      'Force cleo to reveal slot 1 or 3',
    );
    expect(describeAction({ type: 'move', to: 'flyingDutchmanRowboat' }, words)).toBe(
      'Take the Flying Dutchman’s rowboat',
    );
    expect(describeAction({ type: 'shiftTreasure', from: 'french' }, words)).toBe(
      'Shift a treasure from the French hold to the British hold',
    );
    expect(describeAction({ type: 'vote', cards: [cannon, special] }, words)).toBe(
      'Vote with two cards: cannon · British flag · skull and 2 torches · 2 French flags · 2 helms',
    );
    expect(describeAction({ type: 'shootPirate', target: 0 }, words)).toBe('Point the Pistol at yourself');
    expect(describeAction({ type: 'playLetterOfMarque', pirate: 3, ship: 'jollyRoger' }, words)).toBe(
      'Play a Letter of Marque: dirk to the Jolly Roger',
    );
  });

  it('tells events from the viewer’s side', () => {
    expect(describeEvent({ type: 'turnStarted', seat: 0, number: 1, actions: 1 }, words)).toBe('Your turn.');
    expect(describeEvent({ type: 'turnStarted', seat: 1, number: 2, actions: 1 }, words)).toBe('bob’s turn.');
    expect(
      describeEvent({ type: 'eventRevealed', seat: 1, slot: 3, card: 'pistol', forcedBy: 0 }, words),
    ).toBe('bob revealed slot 3: Pistol (forced by you).');
    expect(describeEvent({ type: 'marooned', seat: 0, from: 'jollyRoger', cause: 'mutiny' }, words)).toBe(
      'You were marooned from the Jolly Roger to Tortuga by the mutiny.',
    );
    expect(
      describeEvent(
        { type: 'voteRevealed', vote: 'attack', cards: [cannon, special], success: true, brawl: null },
        words,
      ),
    ).toBe('The attack succeeded: 1 cannon, 2 torches, 0 waters (2 cards).');
    expect(
      describeEvent({ type: 'eventCardsSeen', seat: 0, cards: [{ slot: 2, card: 'albatross' }] }, words),
    ).toBe('You saw slot 2: Albatross.');
    // The log is JSON from the API: an event this app does not know has no line.
    expect(describeEvent({ type: 'somethingNew' } as unknown as TortugaEventBody, words)).toBeNull();
  });

  it('tells every event of real games, for every viewer, in plain words', () => {
    const types = new Set<string>();
    for (const { players, options } of OPTION_SETS) {
      const game = wholeGame(players, 'words-all', options);
      const finalView = tortuga.view(game.state, null);
      for (const viewer of [null, 0, players - 1]) {
        const w = wordsFor(finalView, viewer, { players });
        for (const entry of game.entries) {
          for (const event of eventsVisibleTo(entry.events, viewer)) {
            const text = describeEvent(event, w);
            if (text === null) {
              // Only empty bookkeeping, or a public line the viewer's private one says better.
              expect(['voteCardsDrawn', 'voteCardsSeen', 'voteCast', 'voteCardLost']).toContain(event.type);
              if (event.type === 'voteCast' || event.type === 'voteCardLost')
                expect(event['seat']).toBe(viewer);
              continue;
            }
            types.add(event.type);
            expect(text).not.toMatch(/undefined|NaN|\[object|null/);
            expect(text).toMatch(/[.!?]$/);
          }
        }
      }
    }
    expect(types.size).toBeGreaterThan(25);
    expect(types.has('gameEnded')).toBe(true);
  });

  it('says what the table waits for, and where each pirate stands', () => {
    for (const { players, options } of OPTION_SETS.slice(0, 3)) {
      for (const { state, seat } of positions(players, 'awaited', options).slice(0, 60)) {
        const v = tortuga.view(state, seat);
        const text = turnText(v, wordsFor(v, seat), true);
        expect(text.length).toBeGreaterThan(5);
        expect(text).not.toMatch(/undefined|NaN/);
        for (const s of v.seats) expect(standing(s, t)).not.toMatch(/undefined|null/);
      }
    }
  });

  describe('rulebook fidelity (#18)', () => {
    const forcing = (options: object, chooser = 2) => {
      const state = tortuga.setup({ players: 4, seed: 'words', options });
      const pending = { kind: 'forcedReveal', forcer: 0, target: 2, slots: [0, 2], chooser } as const;
      return { ...state, turn: { ...state.turn, number: 1 }, pending };
    };

    it('a forced reveal names its two slots to everyone', () => {
      expect(describeEvent({ type: 'revealForced', seat: 0, target: 2, slots: [1, 3] }, words)).toBe(
        'You forced cleo to reveal one of the event cards in slots 1 and 3.',
      );
      const spectator = wordsFor(tortuga.view(forcing({}), null), null, { players: 4 });
      expect(turnText(tortuga.view(forcing({}), null), spectator, true)).toBe(
        'cleo chooses which of the two forced cards to reveal.',
      );
    });

    it('IT-1e: the forced player draws one of the two at random', () => {
      const target = wordsFor(tortuga.view(forcing({ ruleset: 'IT-1e' }), 2), 2, { players: 4 });
      expect(turnText(tortuga.view(forcing({ ruleset: 'IT-1e' }), 2), target, true)).toBe(
        'anne forces you to reveal one of two event cards, drawn at random.',
      );
      expect(describeAction({ type: 'revealAtRandom' }, target)).toBe(
        'Reveal one of the two cards, drawn at random',
      );
      const other = wordsFor(tortuga.view(forcing({ ruleset: 'IT-1e' }), 1), 1, { players: 4 });
      expect(turnText(tortuga.view(forcing({ ruleset: 'IT-1e' }), 1), other, true)).toBe(
        'cleo draws one of the two designated cards at random.',
      );
    });

    it('only the 30-second timer hands the choice to the forcer, and the log says whose clock ran out', () => {
      const forcer = wordsFor(tortuga.view(forcing({ timer: true }, 0), 0), 0, { players: 4 });
      expect(turnText(tortuga.view(forcing({ timer: true }, 0), 0), forcer, true)).toBe(
        'cleo’s 30 seconds ran out: you choose which card to reveal.',
      );
      expect(describeEvent({ type: 'forcedChoiceDeferred', seat: 2, forcer: 0 }, words)).toBe(
        'cleo’s 30 seconds ran out: you choose the card to reveal.',
      );
      expect(describeEvent({ type: 'outOfTime', seat: 1, clock: 'timer' }, words)).toBe(
        'The 30-second timer ran out for bob: the rulebook’s default, a peek at two event cards.',
      );
      expect(describeEvent({ type: 'outOfTime', seat: 1, clock: 'platform' }, words)).toBe(
        'The platform’s clock ran out for bob: its default, a peek at two event cards (a platform rule, not the rulebook’s).',
      );
      expect(describeAction({ type: 'peek', slots: [1, 2], outOfTime: true }, words)).toBe(
        'Let your time run out (the platform’s clock): peek at slots 1 and 2',
      );
    });
  });
});
