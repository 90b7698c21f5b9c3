import { describe, expect, it } from 'vitest';
import { seat } from '@/testing/fixtures';
import { testTranslator } from '@/testing/intl';
import { gameName, ordinal, seatNames } from './names';

/** An open seat: nobody, not even a bot, sits there yet. */
const OPEN = { open: true, bot: null };

const english = testTranslator('common');

describe('seatNames', () => {
  it('names people by handle and a lone bot by its level, in seat order', () => {
    expect(
      seatNames([seat(1, null, { bot: 'random' }), seat(0, 'anne'), seat(2, null, OPEN)], english),
    ).toEqual(['anne', 'Bot (random)', 'Open seat']);
  });

  it('tells bots of the same level apart by their seat number', () => {
    expect(
      seatNames(
        [
          seat(0, 'anne'),
          seat(1, null, { bot: 'heuristic' }),
          seat(2, null, { bot: 'heuristic' }),
          seat(3, null, { bot: 'random' }),
        ],
        english,
      ),
    ).toEqual(['anne', 'Bot 2 (heuristic)', 'Bot 3 (heuristic)', 'Bot (random)']);
  });

  it('names a seat whose player’s account was deleted as such, even while a bot plays it on', () => {
    expect(
      seatNames(
        [
          seat(0, 'anne'),
          { ...seat(1, null, { bot: 'heuristic' }), forfeited: true, accountDeleted: true },
          { ...seat(2, null, OPEN), open: false, accountDeleted: true },
        ],
        english,
      ),
    ).toEqual(['anne', 'Deleted player', 'Deleted player']);
  });

  it('names bots, open seats, places and games in Italian and French', () => {
    const seats = [
      seat(0, 'anne'),
      seat(1, null, { bot: 'heuristic' }),
      seat(2, null, { bot: 'heuristic' }),
      seat(3, null, OPEN),
    ];
    expect(seatNames(seats, testTranslator('common', 'it'))).toEqual([
      'anne',
      'Bot 2 (euristico)',
      'Bot 3 (euristico)',
      'Posto libero',
    ]);
    expect(seatNames(seats, testTranslator('common', 'fr'))).toEqual([
      'anne',
      'Bot 2 (heuristique)',
      'Bot 3 (heuristique)',
      'Place libre',
    ]);
    // A level the catalogue does not know keeps the API's name.
    expect(seatNames([seat(0, null, { bot: 'mcts' })], testTranslator('common', 'it'))).toEqual([
      'Bot (mcts)',
    ]);
    expect([1, 2, 3, 11].map((n) => ordinal(n, english))).toEqual(['1st', '2nd', '3rd', '11th']);
    expect([1, 2].map((n) => ordinal(n, testTranslator('common', 'it')))).toEqual(['1º', '2º']);
    expect([1, 2].map((n) => ordinal(n, testTranslator('common', 'fr')))).toEqual(['1er', '2e']);
    const cove = { id: 'pirates-cove', name: "Pirate's Cove" };
    expect(gameName(cove, testTranslator('common', 'it'))).toBe('Il Covo dei Pirati');
    expect(gameName(cove, english)).toBe('Pirate’s Cove');
    expect(gameName({ id: 'chess', name: 'Chess' }, testTranslator('common', 'fr'))).toBe('Chess');
  });
});
