import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSIONS, sessionEnd } from './sessions.js';

const DAY = 86_400_000;

describe('sessionEnd', () => {
  const created = new Date('2026-01-01T00:00:00Z');

  it('is the idle window after the last use', () => {
    const used = new Date(created.getTime() + 10 * DAY);
    expect(sessionEnd(created, used, DEFAULT_SESSIONS)).toEqual(new Date(created.getTime() + 40 * DAY));
  });

  it('never passes the absolute limit after sign-in', () => {
    const used = new Date(created.getTime() + 80 * DAY);
    expect(sessionEnd(created, used, DEFAULT_SESSIONS)).toEqual(new Date(created.getTime() + 90 * DAY));
  });
});
