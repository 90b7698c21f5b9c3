import { describe, expect, it } from 'vitest';
import type { Viewer } from '../accounts/service.js';
import type { LazyMatchModel } from './model.js';
import { orderMyGames, type MyGameModel } from './my-games.js';
import { tableClockSettings, turnBasedClock } from './table-clocks.js';
import { DEFAULT_TURN_BASED, turnBasedCap } from './turn-based.js';

const HOUR = 3600_000;
const live = { perDecisionMs: 30_000, bankMs: 60_000, maxTimeouts: 3 };

describe('turn-based paces', () => {
  it('give each decision its hours or days and a bank of two decisions', () => {
    expect(turnBasedClock('HOURS_12')).toEqual({
      perDecisionMs: 12 * HOUR,
      bankMs: 24 * HOUR,
      maxTimeouts: 3,
      turnBased: true,
    });
    expect(tableClockSettings('DAYS_1', live)).toMatchObject({ perDecisionMs: 24 * HOUR, bankMs: 48 * HOUR });
    expect(tableClockSettings('DAYS_3', live)).toMatchObject({
      perDecisionMs: 72 * HOUR,
      bankMs: 144 * HOUR,
    });
    expect(tableClockSettings('LIVE', live)).toBe(live);
  });

  it('the test pace replaces every turn-based pace, and no live clock', () => {
    expect(tableClockSettings('DAYS_3', live, 500)).toEqual({
      perDecisionMs: 500,
      bankMs: 1000,
      maxTimeouts: 3,
      turnBased: true,
    });
    expect(tableClockSettings('LIVE', live, 500)).toBe(live);
    expect(tableClockSettings('NONE', live, 500)).toBeNull();
  });
});

describe('the cap on turn-based matches', () => {
  const now = Date.UTC(2026, 10, 28);
  const viewer = (ageDays: number, guest = false): Viewer => ({
    id: 'u',
    handle: 'u',
    createdAt: new Date(now - ageDays * 24 * HOUR),
    locale: null,
    guest,
    tokenId: 't',
    tokenKind: 'SESSION',
  });

  it('is 30 for an account a week old or more, 10 for younger ones and guests', () => {
    expect(turnBasedCap(viewer(7), DEFAULT_TURN_BASED, now)).toBe(30);
    expect(turnBasedCap(viewer(6.9), DEFAULT_TURN_BASED, now)).toBe(10);
    expect(turnBasedCap(viewer(400, true), DEFAULT_TURN_BASED, now)).toBe(10);
  });
});

describe('myGames order', () => {
  const game = (id: string, yourTurn: boolean, deadline: number | null, touched = 0): MyGameModel => ({
    match: { record: { id, touchedAt: new Date(touched) } } as unknown as LazyMatchModel,
    yourTurn,
    dueSeats: [],
    deadline: deadline === null ? null : new Date(deadline),
    leftMs: null,
  });

  it('puts what waits for you first, soonest deadline first, untimed after, longest waiting first', () => {
    const ordered = orderMyGames([
      game('theirs-late', false, 900),
      game('untimed-mine-new', true, null, 50),
      game('mine-late', true, 800),
      game('theirs-soon', false, 100),
      game('untimed-mine-old', true, null, 10),
      game('mine-soon', true, 200),
      game('open', false, null),
    ]);
    expect(ordered.map((entry) => entry.match.record.id)).toEqual([
      'mine-soon',
      'mine-late',
      'untimed-mine-old',
      'untimed-mine-new',
      'theirs-soon',
      'theirs-late',
      'open',
    ]);
  });
});
