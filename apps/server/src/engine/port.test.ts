import { describe, expect, it, vi } from 'vitest';
import { BotPool } from './bot-pool.js';
import { EnginePort, seatToken } from './port.js';

const engine = new EnginePort();
const setup = { players: 2, seed: 'port', options: {} };

describe('the engine port', () => {
  it('describes every game the engine plays, and refuses an unknown one with UNKNOWN_GAME', () => {
    expect(engine.list().map((game) => game.id)).toEqual([
      'cartagena',
      'port-royal',
      'tortuga',
      'pirates-cove',
    ]);
    expect(engine.info('cartagena')?.botLevels.map((bot) => bot.level)).toEqual([
      'random',
      'heuristic',
      'hard',
      'expert',
    ]);
    expect(engine.info('chess')).toBeNull();
    expect(() => engine.setup('chess', setup)).toThrow(expect.objectContaining({ code: 'UNKNOWN_GAME' }));
  });

  it('rates every bot level of every game, with the random bot at the anchor', () => {
    for (const game of engine.list()) {
      const ratings = game.botLevels.map((bot) => bot.rating);
      expect(
        ratings.every((rating) => typeof rating === 'number'),
        game.id,
      ).toBe(true);
      expect(ratings[0], `${game.id}: random is the anchor`).toBe(800);
    }
  });

  it('shares a state’s view among the viewers of one seat while they ask, then lets it go', () => {
    vi.useFakeTimers();
    try {
      const port = new EnginePort();
      const state = port.setup('cartagena', setup);
      const spectators = port.view('cartagena', state, null);
      expect(port.view('cartagena', state, null)).toBe(spectators);
      expect(port.view('cartagena', state, 0)).not.toBe(spectators);
      vi.advanceTimersByTime(150);
      const later = port.view('cartagena', state, null);
      expect(later).not.toBe(spectators);
      expect(later).toEqual(spectators);
    } finally {
      vi.useRealTimers();
    }
  });

  it('replays a log to the state its moves reached, and says where a log stops applying', async () => {
    let state = engine.setup('cartagena', setup);
    const log: { seat: number; action: unknown }[] = [];
    for (let step = 0; step < 6; step++) {
      const [seat = 0] = engine.activeSeats('cartagena', state);
      const choice = await engine.botAction('cartagena', state, seat, 'heuristic', `port/${step}`);
      const applied = engine.apply('cartagena', state, seat, choice?.action);
      if (!applied.ok) throw new Error(applied.error.message);
      log.push({ seat, action: choice?.action });
      state = applied.state;
    }
    expect(engine.replay('cartagena', setup, log)).toEqual({ ok: true, state });
    const broken = [...log.slice(0, 3), { seat: null, action: log[3]?.action }];
    expect(engine.replay('cartagena', setup, broken)).toMatchObject({
      ok: false,
      index: 3,
      error: { code: 'NOT_YOUR_TURN' },
    });
  });

  it('names seats in a result, offers bots by level and action schemas', async () => {
    const result = {
      placements: [2, 1],
      scores: [null, null],
      summary: `${seatToken(1)} beat ${seatToken(0)}.`,
    };
    expect(engine.nameResult(result, ['anne', 'mary']).summary).toBe('mary beat anne.');
    const state = engine.setup('cartagena', setup);
    const [seat = 0] = engine.activeSeats('cartagena', state);
    expect(await engine.botAction('cartagena', state, seat, 'genius', 'x')).toBeNull();
    const legal = engine.legalActions('cartagena', state, seat);
    expect(legal).toContainEqual((await engine.botAction('cartagena', state, seat, 'random', 'x'))?.action);
    expect(engine.actionSchema('cartagena')).toHaveProperty('oneOf');
  });

  it('lets an expert bot think on a worker thread while the event loop keeps turning', async () => {
    const pool = new BotPool(1);
    try {
      const threaded = new EnginePort(undefined, { pool, thinkMs: 300 });
      const state = threaded.setup('tortuga', { players: 3, seed: 'port/expert', options: {} });
      const [seat = 0] = threaded.activeSeats('tortuga', state);
      let ticks = 0;
      const timer = setInterval(() => ticks++, 10);
      const started = performance.now();
      const choice = await threaded
        .botAction('tortuga', state, seat, 'expert', 'x')
        .finally(() => clearInterval(timer));
      const elapsed = performance.now() - started;
      expect(threaded.legalActions('tortuga', state, seat)).toContainEqual(choice?.action);
      // A blocked loop would not tick at all while the search ran.
      expect(ticks).toBeGreaterThanOrEqual(Math.floor(elapsed / 10 / 4));
      expect(ticks).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });
});
