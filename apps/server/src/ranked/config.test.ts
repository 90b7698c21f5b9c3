import { describe, expect, it } from 'vitest';
import { parseClock } from './config.js';

describe('a clock written as the RANKED_CLOCK setting', () => {
  it('reads seconds per decision and bank seconds, with three timeouts', () => {
    expect(parseClock('10+30')).toEqual({ perDecisionMs: 10_000, bankMs: 30_000, maxTimeouts: 3 });
    expect(parseClock('8+0')).toEqual({ perDecisionMs: 8000, bankMs: 0, maxTimeouts: 3 });
  });

  it('refuses anything else', () => {
    for (const text of ['10', '10+', '+30', '10+30+5', 'ten+30']) expect(() => parseClock(text)).toThrow();
  });
});
