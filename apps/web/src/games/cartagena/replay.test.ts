import { games, playout } from '@brethren/engine';
import { describe, expect, it } from 'vitest';
import { parseLogLines, replayCartagena, samePlacements } from './replay';

describe('replaying a finished match in the browser', () => {
  it('rebuilds every step from the seed and the log, and reaches the same result', () => {
    const options = { tiles: 4, pirates: 4 };
    const outcome = playout(games.cartagena, { players: 2, seed: 'replay-test', options, recordLog: true });
    const lines = [
      JSON.stringify({ seed: 'replay-test', options, players: 2, result: outcome.result }),
      ...outcome.log.map((entry, index) => JSON.stringify({ seq: index + 1, ...entry, events: [] })),
    ].join('\n');
    const { header, entries } = parseLogLines(lines);
    const replay = replayCartagena({
      seed: header.seed,
      options: header.options,
      players: header.players,
      entries,
    });
    expect(replay.failure).toBeNull();
    expect(replay.views).toHaveLength(outcome.log.length + 1);
    expect(replay.views.every((view) => view.hand === null)).toBe(true);
    expect(samePlacements(replay.result, header.result)).toBe(true);
  });

  it('says where a tampered log stops applying', () => {
    const replay = replayCartagena({
      seed: 's',
      options: {},
      players: 2,
      entries: [{ seq: 1, seat: 1, action: { type: 'endTurn' } }],
    });
    expect(replay.failure?.index).toBe(0);
  });
});
