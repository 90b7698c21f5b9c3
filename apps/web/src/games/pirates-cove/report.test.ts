import { Random } from '@brethren/engine/core';
import { describe, expect, it } from 'vitest';
import { testTranslator } from '@/testing/intl';
import { logFor, play, start } from '../shared/testing/played';
import { battleReport } from './report';
import { game, NAMES } from './testing/positions';

/**
 * Three heuristic bots from `seed` until the first turn ends: the log as seat 0 reads it then, and
 * whether a shot was fired in that turn.
 */
function firstTurn(seed: string) {
  const random = Random.fromSeed(seed);
  const played = start(game, { players: 3, seed });
  let log = logFor(played.entries, 0);
  while (played.state.turn === 1) {
    log = logFor(played.entries, 0);
    const seat = game.activeSeats(played.state)[0];
    if (seat === undefined) break;
    const view = game.view(played.state, seat);
    const legalActions = game.legalActions(played.state, seat);
    play(game, played, seat, game.bots['heuristic']!.choose({ seat, view, legalActions, random }));
  }
  const shot = log.some((entry) => entry.events.some((event) => event.type === 'shotFired'));
  return { log, shot, view: game.view(played.state, 0) };
}

describe('the battle report', () => {
  it('names turn 1 for a battle of the first turn, whose start is in the setup, not in the log', () => {
    const seed = Array.from({ length: 40 }, (_, i) => `report-${i}`).find((s) => firstTurn(s).shot);
    expect(seed, 'no seed had a battle in turn 1').toBeDefined();
    const { log, view } = firstTurn(seed!);
    const words = {
      view,
      names: NAMES.slice(0, 3),
      viewer: 0,
      t: testTranslator('piratesCove'),
      locale: 'en',
    } as const;
    const report = battleReport(log, words);
    expect(report.steps.length).toBeGreaterThan(0);
    expect(report.turn).toBe(1);
    // A log that does not start at the first action cannot say which turn it began in.
    expect(battleReport(log.slice(1), words).turn).toBeNull();
  });
});
