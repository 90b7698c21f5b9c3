import { describe, expect, it } from 'vitest';
import { containsForbiddenText, isForbiddenText } from './text.js';

describe('forbidden text', () => {
  it('refuses control characters and lone surrogates, and nothing else', () => {
    for (const text of [
      'a\u0000b',
      '\u0001',
      'tab\there',
      'line\nbreak',
      '\u007f',
      '\u0085',
      '\ud800',
      'x\udfff',
    ])
      expect(isForbiddenText(text), JSON.stringify(text)).toBe(true);
    for (const text of ['', 'anne_42', 'Ærø — «señor» 海賊', '🏴‍☠️', 'a b', '\u00a0', '\u2028'])
      expect(isForbiddenText(text), JSON.stringify(text)).toBe(false);
  });

  it('finds it anywhere in a value, keys included', () => {
    expect(containsForbiddenText({ seats: [{}, { bot: 'random' }], options: { story: 'jungle' } })).toBe(
      false,
    );
    expect(containsForbiddenText({ seats: [{}, { bot: 'ran\u0000dom' }] })).toBe(true);
    expect(containsForbiddenText({ options: { 'sto\u0000ry': 'jungle' } })).toBe(true);
    expect(containsForbiddenText([1, true, null, 2.5, new Date(0)])).toBe(false);
  });

  it('walks values nested far deeper than the stack allows recursion', () => {
    let deep: unknown = 'fine';
    for (let level = 0; level < 50_000; level++) deep = level % 2 ? [deep] : { level: deep };
    expect(containsForbiddenText(deep)).toBe(false);
    let bad: unknown = '\u0000';
    for (let level = 0; level < 50_000; level++) bad = [bad];
    expect(containsForbiddenText(bad)).toBe(true);
  });
});
