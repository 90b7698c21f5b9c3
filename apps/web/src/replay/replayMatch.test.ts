import { playout } from '@brethren/engine/core';
import { describe, expect, it } from 'vitest';
import { loadGame } from '@/lib/engine';
import { parseLogLines, provesResult, replayMatch, samePlacements, type Replay } from './replayMatch';

const CASES = [
  { game: 'cartagena', players: 2, options: { tiles: 4, pirates: 4 } },
  { game: 'port-royal', players: 3, options: {} },
  { game: 'tortuga', players: 4, options: {} },
  { game: 'pirates-cove', players: 3, options: { shortGame: true } },
  { game: 'pirates-cove', players: 1, options: {} },
] as const;

describe('replaying a finished match in the browser', () => {
  for (const { game, players, options } of CASES) {
    it(`${game}, ${players} player(s): rebuilds every step from the seed and the log, and reaches the same result`, async () => {
      const seed = `replay-${game}-${players}`;
      const outcome = playout((await loadGame(game))!, { players, seed, options, recordLog: true });
      const lines = [
        JSON.stringify({ game, seed, options, players, result: outcome.result }),
        ...outcome.log.map((entry, index) => JSON.stringify({ seq: index + 1, ...entry, events: [] })),
      ].join('\n');
      const { header, entries } = parseLogLines(lines);
      const replay = await replayMatch({ ...header, entries });
      expect(replay.failure).toBeNull();
      expect(replay.steps).toHaveLength(outcome.log.length + 1);
      expect(replay.steps.at(-1)!.activeSeats).toEqual([]);
      expect(samePlacements(replay.result, header.result)).toBe(true);
    });
  }

  it('follows any seat: its hand at every step, which spectators never see', async () => {
    const outcome = playout((await loadGame('cartagena'))!, {
      players: 3,
      seed: 'seats',
      options: {},
      recordLog: true,
    });
    const replay = await replayMatch({
      game: 'cartagena',
      seed: 'seats',
      options: {},
      players: 3,
      entries: outcome.log.map((entry, index) => ({ seq: index + 1, ...entry, events: [] })),
    });
    const hand = (view: unknown) => (view as { hand: readonly unknown[] | null }).hand;
    for (const step of [0, 5, replay.steps.length - 1]) {
      expect(hand(replay.steps[step]!.view)).toBeNull();
      const hands = [0, 1, 2].map((seat) => hand(replay.seatView(step, seat)));
      expect(hands.every((cards) => Array.isArray(cards))).toBe(true);
      // Three seats, three hands of their own: the deal differs.
      expect(new Set(hands.map((cards) => JSON.stringify(cards))).size).toBeGreaterThan(1);
    }
  });

  it('shows spectators no hand at any step', async () => {
    const outcome = playout((await loadGame('cartagena'))!, {
      players: 2,
      seed: 'hands',
      options: {},
      recordLog: true,
    });
    const replay = await replayMatch({
      game: 'cartagena',
      seed: 'hands',
      options: {},
      players: 2,
      entries: outcome.log.map((entry, index) => ({ seq: index + 1, ...entry, events: [] })),
    });
    expect(replay.steps.every((step) => (step.view as { hand: unknown }).hand === null)).toBe(true);
    // What one action leaves unchanged stays the same object from step to step.
    const [first, second] = replay.steps.map((step) => step.view as Record<string, unknown>);
    const kept = Object.keys(second!).filter(
      (key) => typeof second![key] === 'object' && second![key] !== null && second![key] === first![key],
    );
    expect(kept.length).toBeGreaterThan(0);
  });

  it('says where a tampered log stops applying', async () => {
    const replay = await replayMatch({
      game: 'cartagena',
      seed: 's',
      options: {},
      players: 2,
      entries: [{ seq: 1, seat: 1, action: { type: 'endTurn' }, events: [] }],
    });
    expect(replay.failure?.index).toBe(0);
  });

  it('refuses a game it does not know', async () => {
    await expect(
      replayMatch({ game: 'monopoly', seed: 's', options: {}, players: 2, entries: [] }),
    ).rejects.toThrow(/cannot replay/);
  });

  describe('provesResult', () => {
    const replayed = (placements: number[] | null, failure: Replay['failure'] = null): Replay => ({
      steps: [],
      seatView: () => null,
      failure,
      result: placements && { placements, scores: placements.map(() => null), summary: '' },
    });

    it('moves the seats that forfeited last, keeping the others in their order', () => {
      expect(provesResult(replayed([1, 2, 3]), { placements: [3, 1, 2] }, [0])).toBe(true);
      expect(provesResult(replayed([1, 2, 3]), { placements: [1, 2, 3] }, [0])).toBe(false);
      expect(provesResult(replayed([1, 2, 3]), { placements: [1, 2, 3] }, [])).toBe(true);
    });

    it('proves a match its players left: the game was not over, and whoever stayed shares first place', () => {
      const early = { placements: [2, 1], ending: { seats: [0] } };
      expect(provesResult(replayed(null), early, [0])).toBe(true);
      expect(provesResult(replayed([2, 1]), early, [0])).toBe(false);
      expect(provesResult(replayed(null), { placements: [1, 2], ending: { seats: [0] } }, [0])).toBe(false);
      expect(provesResult(replayed(null), { placements: [1, 1, 1], ending: { seats: [0, 2] } }, [0, 2])).toBe(
        false,
      );
      expect(provesResult(replayed(null), { placements: [2, 1, 2], ending: { seats: [0, 2] } }, [0, 2])).toBe(
        true,
      );
    });

    it('proves nothing when the log stops applying', () => {
      expect(
        provesResult(
          replayed([1, 2], { index: 0, code: 'ILLEGAL_ACTION', message: '' }),
          { placements: [1, 2] },
          [],
        ),
      ).toBe(false);
    });
  });
});
