import { describe, expect, it } from 'vitest';
import { acceptsBotsNow, formBotTables, formWave } from './bot-fill.js';
import { DEFAULT_RULES, type WaitingPlayer } from './matchmaker.js';

const player = (
  id: number,
  rating: number,
  waited: number,
  botFillAfter: number | null,
  playerCounts: number[] = [2],
): WaitingPlayer => ({
  ticketId: `t${id}`,
  userId: `u${id}`,
  rating,
  waited,
  playerCounts,
  preset: 'standard',
  botFillAfter,
});

const shape = (tables: ReturnType<typeof formWave>) =>
  tables.map((table) => ({ people: table.players.map((p) => p.userId), bots: table.botSeats }));

describe('filling ranked seats with bots', () => {
  it('accepts bots only once the chosen wait is over, and never without the choice', () => {
    expect(acceptsBotsNow(player(1, 1500, 29.9, 30))).toBe(false);
    expect(acceptsBotsNow(player(1, 1500, 30, 30))).toBe(true);
    expect(acceptsBotsNow(player(1, 1500, 10_000, null))).toBe(false);
  });

  it('a lone player whose wait is over gets one bot at a two-player table', () => {
    expect(shape(formWave([player(1, 1500, 31, 30)]))).toEqual([{ people: ['u1'], bots: 1 }]);
  });

  it('nobody who chose never, or is still within their wait, is seated with bots', () => {
    expect(formWave([player(1, 1500, 600, null), player(2, 1500, 20, 30, [3])])).toEqual([]);
  });

  it('people who can play each other are seated together, without bots, whatever they chose', () => {
    const tables = formWave([player(1, 1500, 200, 30), player(2, 1520, 1, null)]);
    expect(shape(tables)).toEqual([{ people: ['u1', 'u2'], bots: 0 }]);
  });

  it('the smallest table the anchor accepts, shared with others whose wait is over, bots in the rest', () => {
    const pool = [
      player(1, 1500, 70, 60, [3, 4]),
      player(2, 1520, 40, 30, [3]),
      player(3, 1510, 40, 60, [3, 4]), // wait not over
      player(4, 1490, 50, null, [3, 4]), // never
    ];
    expect(shape(formBotTables(pool))).toEqual([{ people: ['u1', 'u2'], bots: 1 }]);
  });

  it('players who cannot sit together (rating gap or a block) each get their own bot table', () => {
    const blocked = (a: string, b: string) => `${a}|${b}` === 'u1|u2' || `${a}|${b}` === 'u2|u1';
    const tables = formBotTables(
      [player(1, 1500, 40, 30, [3]), player(2, 1500, 35, 30, [3]), player(3, 2400, 35, 30, [3])],
      DEFAULT_RULES,
      blocked,
    );
    expect(shape(tables)).toEqual([
      { people: ['u1'], bots: 2 },
      { people: ['u2'], bots: 2 },
      { people: ['u3'], bots: 2 },
    ]);
  });
});
