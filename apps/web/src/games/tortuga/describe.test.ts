import { eventsVisibleTo, games, type TortugaView } from '@brethren/engine';
import { describe, expect, it } from 'vitest';
import {
  awaitedText,
  describeAction,
  describeEvent,
  placeName,
  standing,
  voteCardName,
  voteTally,
  type Words,
} from './describe';
import { NAMES, newGame, OPTION_SETS, playUntil, positions } from './testkit';

const view: TortugaView = games.tortuga.view(games.tortuga.setup({ players: 4, seed: 'words' }), 0);
const words: Words = { view, names: NAMES.slice(0, 4), viewer: 0 };
const cannon = { top: 'cannon', flag: 'british', bottom: 'skull', double: false } as const;
const special = { top: 'torch', flag: 'french', bottom: 'helm', double: true } as const;

describe('Tortuga in words', () => {
  it('names places and vote cards', () => {
    expect(placeName('jollyRogerRowboat')).toBe('the Jolly Roger’s rowboat');
    expect(placeName('tortuga')).toBe('Tortuga');
    expect(voteCardName(cannon)).toBe('cannon · British flag · skull');
    expect(voteCardName(special)).toBe('2 torches · 2 French flags · 2 helms');
    expect(voteTally('attack', [cannon, special])).toBe('1 cannon, 2 torches, 0 waters');
    expect(voteTally('brawl', [cannon, special])).toBe('1 British flag, 2 French flags');
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
    expect(describeEvent({ type: 'somethingNew' }, words)).toBeNull();
  });

  it('tells every event of real games, for every viewer, in plain words', () => {
    const types = new Set<string>();
    for (const { players, options } of OPTION_SETS) {
      const game = newGame(players, 'words-all', options);
      playUntil(game, () => false, 'words-all');
      const finalView = games.tortuga.view(game.state, null);
      for (const viewer of [null, 0, players - 1]) {
        const w: Words = { view: finalView, names: NAMES.slice(0, players), viewer };
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
      for (const { game, seat } of positions(players, 'awaited', options).slice(0, 60)) {
        const v = games.tortuga.view(game.state, seat);
        const text = awaitedText(v, { view: v, names: NAMES, viewer: seat });
        expect(text.length).toBeGreaterThan(5);
        expect(text).not.toMatch(/undefined|NaN/);
        for (const s of v.seats) expect(standing(s)).not.toMatch(/undefined|null/);
      }
    }
  });
});
