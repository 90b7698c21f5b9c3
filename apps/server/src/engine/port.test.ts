import { describe, expect, it } from 'vitest';
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
    expect(engine.info('cartagena')?.botLevels.map((bot) => bot.level)).toEqual(['random', 'heuristic']);
    expect(engine.info('chess')).toBeNull();
    expect(() => engine.setup('chess', setup)).toThrow(expect.objectContaining({ code: 'UNKNOWN_GAME' }));
  });

  it('replays a log to the state its moves reached, and says where a log stops applying', () => {
    let state = engine.setup('cartagena', setup);
    const log: { seat: number; action: unknown }[] = [];
    for (let step = 0; step < 6; step++) {
      const [seat = 0] = engine.activeSeats('cartagena', state);
      const choice = engine.botAction('cartagena', state, seat, 'heuristic', `port/${step}`);
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

  it('names seats in a result, offers bots by level and action schemas', () => {
    const result = {
      placements: [2, 1],
      scores: [null, null],
      summary: `${seatToken(1)} beat ${seatToken(0)}.`,
    };
    expect(engine.nameResult(result, ['anne', 'mary']).summary).toBe('mary beat anne.');
    const state = engine.setup('cartagena', setup);
    const [seat = 0] = engine.activeSeats('cartagena', state);
    expect(engine.botAction('cartagena', state, seat, 'genius', 'x')).toBeNull();
    const legal = engine.legalActions('cartagena', state, seat);
    expect(legal).toContainEqual(engine.botAction('cartagena', state, seat, 'random', 'x')?.action);
    expect(engine.actionSchema('cartagena')).toHaveProperty('oneOf');
  });
});
