import { describe, expect, it } from 'vitest';
import { testFormats } from '@/testing/formats';

const MOMENT = '2026-02-01T10:05:00.000Z';

describe('dates and numbers in the reader’s language', () => {
  it('writes dates each language’s way (the site’s English is British)', () => {
    expect(testFormats('en').date(MOMENT)).toBe('1 Feb 2026, 10:05');
    expect(testFormats('it').date(MOMENT)).toBe('1 feb 2026, 10:05');
    expect(testFormats('fr').date(MOMENT)).toBe('1 févr. 2026, 10:05');
    expect(testFormats('fr').date(null)).toBe('');
  });

  it('halves a moment into its day and its time of day, leaving out the year when it is this year’s', () => {
    const later = new Date('2026-11-28T12:00:00.000Z');
    const nextYear = new Date('2027-01-02T12:00:00.000Z');
    expect(testFormats('en').dateHalves(MOMENT, later)).toEqual(['1 Feb,', '10:05']);
    expect(testFormats('it').dateHalves(MOMENT, later)).toEqual(['1 feb,', '10:05']);
    expect(testFormats('fr').dateHalves(MOMENT, later)).toEqual(['1 févr.,', '10:05']);
    for (const locale of ['en', 'it', 'fr'] as const)
      expect(testFormats(locale).dateHalves(MOMENT, nextYear).join(' ')).toBe(
        testFormats(locale).date(MOMENT),
      );
  });

  it('says how long ago', () => {
    const now = new Date('2026-02-01T10:10:00.000Z');
    expect(testFormats('en').relative(MOMENT, now)).toBe('5 minutes ago');
    expect(testFormats('it').relative(MOMENT, now)).toBe('5 minuti fa');
    expect(testFormats('fr').relative(MOMENT, now)).toBe('il y a 5 minutes');
  });

  it('groups numbers and writes percentages each language’s way; ratings stay whole and ungrouped', () => {
    expect(['en', 'it', 'fr'].map((l) => testFormats(l as 'en').number(1234567))).toEqual([
      '1,234,567',
      '1.234.567',
      '1\u202f234\u202f567',
    ]);
    expect(['en', 'it', 'fr'].map((l) => testFormats(l as 'en').percent(0.534))).toEqual([
      '53%',
      '53%',
      '53\u00a0%',
    ]);
    expect(testFormats('fr').rating(1516.4)).toBe('1516');
  });

  it('words lengths of time and lists', () => {
    expect(testFormats('it').duration(45)).toBe('45 s');
    expect(testFormats('fr').duration(3600)).toBe('1 h');
    expect(testFormats('en').duration(600)).toBe('10 min');
    expect(testFormats('en').list(['2', '3', '4'], 'or')).toBe('2, 3 or 4');
    expect(testFormats('it').list(['anne', 'bob', 'cleo'])).toBe('anne, bob e cleo');
    expect(testFormats('fr').list(['2', '3'], 'or')).toBe('2 ou 3');
  });
});
