import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorNote } from '@/components/Status';
import { LOCALES } from '@/i18n/locales';
import { IntlWrapper, testTranslator } from '@/testing/intl';
import { ApiError } from './api/request';
import { errorWords, waitArguments } from './errorWords';

/** Every code the API and the engine can send (`apps/server/src/errors.ts`, the engine's rule errors). */
const CODES = [
  'ALREADY_QUEUED',
  'ALREADY_SEATED',
  'BAD_REQUEST',
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'HANDLE_TAKEN',
  'INTERNAL_SERVER_ERROR',
  'INVALID_CREDENTIALS',
  'INVALID_OPTIONS',
  'IN_RANKED_MATCH',
  'MATCH_NOT_FINISHED',
  'MATCH_NOT_OPEN',
  'MATCH_NOT_STARTED',
  'MATCH_OVER',
  'NOT_ABSENT',
  'SEAT_NOT_REPLACED',
  'RESIGNATION_FINAL',
  'NOT_FOUND',
  'NOT_SEATED',
  'PAYLOAD_TOO_LARGE',
  'QUERY_TOO_COMPLEX',
  'RATE_LIMITED',
  'SEAT_TAKEN',
  'SERVICE_UNAVAILABLE',
  'STALE_SEQ',
  'TABLE_NOT_FULL',
  'UNAUTHENTICATED',
  'UNKNOWN_GAME',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'NOT_YOUR_TURN',
  'ILLEGAL_ACTION',
  'MALFORMED_ACTION',
  'GAME_OVER',
  'TOO_MANY_CHALLENGES',
  'TOO_MANY_OPEN_TABLES',
];

describe('an error in words', () => {
  it.each(LOCALES)('words every code the API can send in %s, none of them in general terms', (locale) => {
    const t = testTranslator('errors', locale);
    const general = t('unknown');
    for (const code of CODES) {
      const words = errorWords(new ApiError(code, 'the API says why'), t);
      expect(words.code).toBe(code);
      expect(words.text, code).not.toBe(general);
      expect(words.text, code).not.toContain(code);
    }
  });

  it('says each one in the reader’s language', () => {
    const taken = new ApiError('HANDLE_TAKEN', 'the handle "anne" is taken');
    expect(errorWords(taken, testTranslator('errors', 'en')).text).toBe(
      'That handle is taken: choose another.',
    );
    expect(errorWords(taken, testTranslator('errors', 'it')).text).toBe(
      'Questo nome è già preso: scegline un altro.',
    );
    expect(errorWords(taken, testTranslator('errors', 'fr')).text).toBe(
      'Ce pseudo est déjà pris\u00a0: choisissez-en un autre.',
    );
    // The API's English message is kept only where it says more: which field was wrong.
    expect(errorWords(taken, testTranslator('errors')).detail).toBeNull();
    const input = new ApiError('BAD_USER_INPUT', 'first must be between 1 and 100');
    expect(errorWords(input, testTranslator('errors', 'it'))).toEqual({
      text: 'Qualcosa di ciò che è stato inviato non è valido.',
      code: 'BAD_USER_INPUT',
      detail: 'first must be between 1 and 100',
    });
  });

  it.each(LOCALES)(
    'says something general in %s for a code it does not know, a lost connection or a bug',
    (locale) => {
      const t = testTranslator('errors', locale);
      expect(errorWords(new ApiError('KRAKEN_AWAKE', 'a sea monster ate the table'), t)).toEqual({
        text: t('unknown'),
        code: 'KRAKEN_AWAKE',
        detail: 'a sea monster ate the table',
      });
      expect(errorWords(new ApiError('NETWORK_ERROR', 'cannot be reached'), t)).toEqual({
        text: t('network'),
        code: null,
        detail: null,
      });
      expect(errorWords(new TypeError('x is undefined'), t)).toEqual({
        text: t('unknown'),
        code: null,
        detail: 'x is undefined',
      });
    },
  );

  it('shows as a note with the code, in the page’s language', () => {
    render(<ErrorNote error={new ApiError('NOT_YOUR_TURN', 'seat 1 is not active')} title="Refusé :" />, {
      wrapper: ({ children }) => <IntlWrapper locale="fr">{children}</IntlWrapper>,
    });
    const note = screen.getByRole('alert');
    expect(note.textContent).toBe('Refusé : Ce n’est pas votre tour.NOT_YOUR_TURN');
  });
});

describe('what the API’s extensions add', () => {
  const t = testTranslator('errors');

  it('words a throttled request’s wait, in seconds and then in minutes', () => {
    const wait = (retryAfterSeconds: number, scope = 'ACCOUNT') =>
      errorWords(new ApiError('RATE_LIMITED', 'wait', { retryAfterSeconds, scope }), t).text;
    expect(wait(1)).toBe('Too many wrong passwords for this account: wait 1 second before trying again.');
    expect(wait(119, 'ADDRESS')).toBe(
      'Too many wrong passwords from your connection: wait 119 seconds before trying again.',
    );
    expect(wait(900)).toBe('Too many wrong passwords for this account: wait 15 minutes before trying again.');
    expect(wait(42, 'TABLES')).toBe(
      'You are opening tables too fast: wait 42 seconds before opening another.',
    );
    expect(wait(3540, 'CHALLENGES')).toBe(
      'You have challenged too often: wait 59 minutes before the next challenge.',
    );
    expect(waitArguments(121)).toEqual({ seconds: 121, minutes: 3 });
    expect(
      errorWords(new ApiError('RATE_LIMITED', 'wait', { retryAfterSeconds: 5, scope: 'ELSE' }), t).text,
    ).toBe('Too many attempts: wait a moment, then try again.');
  });

  it('words a refused field by its reason, without the English detail', () => {
    const words = errorWords(
      new ApiError('BAD_USER_INPUT', 'handle: "admin" is reserved', { field: 'handle', reason: 'RESERVED' }),
      t,
    );
    expect(words).toEqual({
      text: 'That handle is kept for the site, its crew or its bots: choose another.',
      code: 'BAD_USER_INPUT',
      detail: null,
    });
    // A reason the catalogue lacks: the code's words, with the API's message as the detail.
    expect(
      errorWords(new ApiError('BAD_USER_INPUT', 'name: too long', { field: 'name', reason: 'NEW' }), t)
        .detail,
    ).toBe('name: too long');
  });
});
