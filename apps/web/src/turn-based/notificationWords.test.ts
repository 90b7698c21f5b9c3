import { describe, expect, it } from 'vitest';
import { testFormats } from '@/testing/formats';
import { testTranslator } from '@/testing/intl';
import type { Locale } from '@/i18n/locales';
import type { NotificationItem } from './documents';
import { asksToAct, notificationHref, notificationText } from './notificationWords';

const BASE: NotificationItem = {
  id: 'n1',
  kind: 'YOUR_TURN',
  matchId: '0190aaaa-0000-7000-8000-000000000001',
  game: 'cartagena',
  opponents: ['bob'],
  placement: null,
  players: null,
  from: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  readAt: null,
};

const words = (notification: Partial<NotificationItem>, locale: Locale = 'en') =>
  notificationText(
    { ...BASE, ...notification },
    testTranslator('turns.notification', locale),
    testTranslator('common', locale),
    testFormats(locale),
  );

describe('a notification in words', () => {
  it('says whose turn, at which game, against whom', () => {
    expect(words({})).toBe('Your turn in Cartagena against bob');
    expect(words({ opponents: ['bob', 'cleo', 'dan'], game: 'tortuga' })).toBe(
      'Your turn in Tortuga 1667 against bob, cleo and dan',
    );
    expect(words({ opponents: [] })).toBe('Your turn in Cartagena');
  });

  it('says a match is over and where the reader came, when the API says so', () => {
    expect(words({ kind: 'MATCH_FINISHED', placement: 1, players: 2 })).toBe(
      'Cartagena against bob is over: you came 1st of 2',
    );
    expect(words({ kind: 'MATCH_FINISHED', placement: 3, players: 4, opponents: [] })).toBe(
      'Cartagena is over: you came 3rd of 4',
    );
    expect(words({ kind: 'MATCH_FINISHED' })).toBe('Cartagena against bob is over');
  });

  it('says who challenged the reader or offered a rematch', () => {
    expect(words({ kind: 'CHALLENGED', from: 'bob' })).toBe('bob challenges you to Cartagena');
    expect(words({ kind: 'INVITED', from: 'bob', game: 'port-royal' })).toBe(
      'bob offers you a rematch of Port Royal',
    );
    expect(words({ kind: 'TOURNAMENT_ROUND', matchId: null })).toBe(
      'A tournament round of Cartagena starts for you',
    );
  });

  it('keeps the API’s id for a game the catalogue does not know', () => {
    expect(words({ game: 'kraken' })).toBe('Your turn in kraken against bob');
  });

  it('speaks Italian and French', () => {
    expect(words({}, 'it')).toBe('Tocca a te a Cartagena contro bob');
    expect(words({ kind: 'MATCH_FINISHED', placement: 1, players: 2 }, 'it')).toBe(
      'Cartagena contro bob è finita: sei 1º su 2',
    );
    expect(words({}, 'fr')).toBe('À vous de jouer à Cartagena contre bob');
    expect(words({ kind: 'MATCH_FINISHED', placement: 1, players: 3 }, 'fr')).toBe(
      'Cartagena contre bob est terminée\u00a0: vous êtes 1er sur 3',
    );
    expect(words({ kind: 'CHALLENGED', from: 'bob' }, 'fr')).toBe('bob vous défie à Cartagena');
  });
});

describe('where a notification leads, and which ones the browser tells', () => {
  it('links to the table it is about (the match, the challenge, the rematch), or nowhere', () => {
    expect(notificationHref(BASE)).toBe('/matches/0190aaaa-0000-7000-8000-000000000001');
    expect(notificationHref({ matchId: null })).toBeNull();
    expect(notificationHref({ matchId: 'a/b?c' })).toBe('/matches/a%2Fb%3Fc');
  });

  it('tells the browser of what asks the reader to act, not of a result', () => {
    expect(['YOUR_TURN', 'CHALLENGED', 'INVITED'].every((kind) => asksToAct(kind as never))).toBe(true);
    expect(asksToAct('MATCH_FINISHED')).toBe(false);
    expect(asksToAct('TOURNAMENT_ROUND')).toBe(false);
  });
});
