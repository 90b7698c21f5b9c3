import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './acceptLanguage';

describe("a browser's language", () => {
  it.each([
    ['it-IT,it;q=0.9,en;q=0.8', 'it'],
    ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
    ['de-DE,fr;q=0.7,en;q=0.5', 'fr'],
    ['de-DE,de;q=0.9', 'en'],
    ['en-GB', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['*;q=0.1, ;;;', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
