import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/testing/intl';
import { paceWords, readsInWords, timeWords } from './timeLeft';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('time left at a turn-based table, in words', () => {
  const en = testTranslator('turns.time');

  it('says days and hours, hours and minutes, or minutes, by the size of what is left', () => {
    expect(timeWords(2 * DAY + 3 * HOUR + 59 * MINUTE, en)).toBe('2 days 3 h');
    expect(timeWords(DAY, en)).toBe('1 day');
    expect(timeWords(DAY + 20 * MINUTE, en)).toBe('1 day');
    expect(timeWords(23 * HOUR + 59 * MINUTE + 59_000, en)).toBe('23 h 59 min');
    expect(timeWords(5 * HOUR, en)).toBe('5 h');
    expect(timeWords(12 * MINUTE + 30_000, en)).toBe('12 min');
    expect(timeWords(59_999, en)).toBe('under a minute');
  });

  it('never promises more than there is, nor less than nothing', () => {
    expect(timeWords(2 * HOUR - 1, en)).toBe('1 h 59 min');
    expect(timeWords(0, en)).toBe('under a minute');
    expect(timeWords(-5 * MINUTE, en)).toBe('under a minute');
  });

  it('speaks Italian and French', () => {
    const it = testTranslator('turns.time', 'it');
    const fr = testTranslator('turns.time', 'fr');
    expect(timeWords(2 * DAY + 3 * HOUR, it)).toBe('2 giorni e 3 h');
    expect(timeWords(DAY, it)).toBe('1 giorno');
    expect(timeWords(30_000, it)).toBe('meno di un minuto');
    expect(timeWords(2 * DAY + 3 * HOUR, fr)).toBe('2 jours 3 h');
    expect(timeWords(DAY, fr)).toBe('1 jour');
    expect(fr('left', { time: timeWords(90 * MINUTE, fr) })).toBe('Temps restant\u00a0: 1 h 30 min');
  });

  it('writes a clock in words from an hour up, as h:mm:ss below', () => {
    expect(readsInWords(HOUR)).toBe(true);
    expect(readsInWords(HOUR - 1)).toBe(false);
  });

  it('names a match’s pace: turn-based by its time a move, else live or none', () => {
    expect(paceWords({ perDecisionMs: DAY, turnBased: true }, en)).toBe('Turn-based · 1 day a move');
    expect(paceWords({ perDecisionMs: 12 * HOUR, turnBased: true }, en)).toBe('Turn-based · 12 h a move');
    expect(paceWords({ perDecisionMs: 30_000, turnBased: false }, en)).toBe('Live clock');
    expect(paceWords(null, en)).toBe('No clock');
  });
});
