import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorNote } from '@/components/Status';
import { LOCALES } from '@/i18n/locales';
import { IntlWrapper, testTranslator } from '@/testing/intl';
import { ApiError } from './api/request';
import { errorWords, waitArguments } from './errorWords';

/**
 * Every code the API and the engine can send: read from the server's closed union of codes
 * (`apps/server/src/errors.ts`) and the engine's rule errors, so a code added there and not worded
 * here fails this test; and the codes GraphQL and Apollo send of their own.
 */
const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const quoted = (file: string, from: string, to: string) => {
  const text = readFileSync(path.join(repository, file), 'utf8');
  const part = text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));
  return [...part.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1] ?? '');
};
const CODES = [
  ...quoted('apps/server/src/errors.ts', 'export type ErrorCode', ';'),
  ...quoted('packages/engine/src/core/errors.ts', 'RULE_ERROR_CODES = [', ']'),
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'INTERNAL_SERVER_ERROR',
  'PAYLOAD_TOO_LARGE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
];

/** What the API says was limited when it throttles (`ThrottleReason` in apps/server/src/security/throttled.ts). */
const THROTTLE_REASONS = quoted('apps/server/src/security/throttled.ts', 'export type ThrottleReason', ';');

describe('an error in words', () => {
  it.each(LOCALES)('words every code the API can send in %s, none of them in general terms', (locale) => {
    const t = testTranslator('errors', locale);
    const general = t('unknown');
    expect(CODES).toEqual(expect.arrayContaining(['HANDLE_TAKEN', 'TOO_FAR_BEHIND', 'NOT_YOUR_TURN']));
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

  it('shows as a note in words, in the page’s language, the code kept out of sight', () => {
    render(<ErrorNote error={new ApiError('NOT_YOUR_TURN', 'seat 1 is not active')} title="Refusé :" />, {
      wrapper: ({ children }) => <IntlWrapper locale="fr">{children}</IntlWrapper>,
    });
    const note = screen.getByRole('alert');
    expect(note.textContent).toBe('Refusé : Ce n’est pas votre tour.');
    expect(note.getAttribute('data-error-code')).toBe('NOT_YOUR_TURN');
  });
});

describe('what the API’s extensions add', () => {
  const t = testTranslator('errors');

  it('words a throttled request by what was limited, with its wait in seconds and then in minutes', () => {
    const wait = (retryAfterSeconds: number, reason: string, scope = 'ACCOUNT') =>
      errorWords(new ApiError('RATE_LIMITED', 'wait', { retryAfterSeconds, scope, reason }), t).text;
    expect(wait(1, 'FAILED_SIGN_INS')).toBe(
      'Too many wrong passwords for this account: wait 1 second before trying again.',
    );
    expect(wait(119, 'FAILED_SIGN_INS', 'ADDRESS')).toBe(
      'Too many wrong passwords from your connection: wait 119 seconds before trying again.',
    );
    expect(wait(900, 'FAILED_SIGN_INS')).toBe(
      'Too many wrong passwords for this account: wait 15 minutes before trying again.',
    );
    expect(wait(42, 'TABLES_OPENED', 'TABLES')).toBe(
      'You are opening tables too fast: wait 42 seconds before opening another.',
    );
    expect(wait(3540, 'CHALLENGES', 'CHALLENGES')).toBe(
      'You have challenged too often: wait 59 minutes before the next challenge.',
    );
    expect(waitArguments(121)).toEqual({ seconds: 121, minutes: 3 });
    // A limit this catalogue does not know yet: general words with the wait, never another's words.
    expect(wait(5, 'KRAKEN_FEEDINGS', 'ADDRESS')).toBe('Too many attempts: wait 5 seconds, then try again.');
    expect(
      errorWords(new ApiError('RATE_LIMITED', 'wait', { retryAfterSeconds: 5, scope: 'ADDRESS' }), t).text,
    ).toBe('Too many attempts: wait 5 seconds, then try again.');
  });

  it.each(LOCALES)('words the guest limit in %s as a guest limit, not as wrong passwords', (locale) => {
    const tl = testTranslator('errors', locale);
    // What the API sends after about ten guest tables from one address (issue #36, item 4).
    const guests = new ApiError(
      'RATE_LIMITED',
      'too many guest accounts from this address: try again in 3000 s',
      {
        retryAfterSeconds: 3000,
        scope: 'ADDRESS',
        reason: 'GUEST_ACCOUNTS',
      },
    );
    const words = errorWords(guests, tl);
    expect(words.text).toBe(tl('waits.GUEST_ACCOUNTS', { seconds: 3000, minutes: 50 }));
    expect(words.text).not.toBe(tl('waits.FAILED_SIGN_INS_ADDRESS', { seconds: 3000, minutes: 50 }));
    expect(words.text).not.toContain('RATE_LIMITED');
  });

  it.each(LOCALES)('words each limit the API can name in %s, each in words of its own', (locale) => {
    const tl = testTranslator('errors', locale);
    const texts = THROTTLE_REASONS.flatMap((reason) =>
      (reason === 'FAILED_SIGN_INS' ? ['ACCOUNT', 'ADDRESS'] : ['ADDRESS']).map(
        (scope) =>
          errorWords(new ApiError('RATE_LIMITED', 'wait', { retryAfterSeconds: 30, scope, reason }), tl).text,
      ),
    );
    expect(THROTTLE_REASONS).toContain('GUEST_ACCOUNTS');
    expect(new Set(texts).size).toBe(texts.length);
    const general = errorWords(new ApiError('RATE_LIMITED', 'wait', { retryAfterSeconds: 30 }), tl).text;
    expect(texts).not.toContain(general);
  });

  it.each(LOCALES)('words a wrong current password in %s without naming a handle nobody typed', (locale) => {
    const tl = testTranslator('errors', locale);
    const wrong = new ApiError('INVALID_CREDENTIALS', 'wrong password', { reason: 'PASSWORD' });
    expect(errorWords(wrong, tl)).toEqual({
      text: tl('wrongPassword'),
      code: 'INVALID_CREDENTIALS',
      detail: null,
    });
    expect(tl('wrongPassword')).not.toBe(tl('codes.INVALID_CREDENTIALS'));
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
