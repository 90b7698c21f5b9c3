import { describe, expect, it } from 'vitest';
import type { TournamentDetail } from './documents';
import { seatedAt, yourSeat } from './yourTable';

type Round = TournamentDetail['pairings'][number];

const table = (number: number, handles: string[], bye = false): Round['tables'][number] => ({
  table: number,
  bye,
  players: handles.map((handle) => ({ handle })),
  match: bye ? null : { id: `m${number}`, status: 'ACTIVE', seats: [] },
});

const running = (rounds: Partial<Round>[]): TournamentDetail =>
  ({
    status: 'RUNNING',
    pairings: rounds.map((round, index) => ({
      round: index + 1,
      startedAt: '2026-12-01T10:00:00.000Z',
      finishedAt: null,
      tables: [],
      ...round,
    })),
  }) as unknown as TournamentDetail;

describe('the viewer’s table in the round under way', () => {
  it('is their table in the latest round, whatever the handle’s case', () => {
    const tournament = running([
      { finishedAt: '2026-12-01T11:00:00.000Z', tables: [table(1, ['Anne', 'bo'])] },
      { tables: [table(1, ['bo', 'cy']), table(2, ['Anne', 'di'])] },
    ]);
    expect(yourSeat(tournament, 'anne')).toEqual({ kind: 'TABLE', round: 2, table: 2, matchId: 'm2' });
  });

  it('is a bye when they sit the round out', () => {
    const tournament = running([{ tables: [table(1, ['bo', 'cy']), table(2, ['anne'], true)] }]);
    expect(yourSeat(tournament, 'anne')).toEqual({ kind: 'BYE', round: 1 });
  });

  it('is nothing for a visitor, someone not seated, a round over or a tournament not running', () => {
    const tournament = running([{ tables: [table(1, ['bo', 'cy'])] }]);
    expect(yourSeat(tournament, null)).toBeNull();
    expect(yourSeat(tournament, 'anne')).toBeNull();
    const over = running([{ finishedAt: '2026-12-01T11:00:00.000Z', tables: [table(1, ['anne', 'bo'])] }]);
    expect(yourSeat(over, 'anne')).toBeNull();
    expect(yourSeat({ ...over, status: 'FINISHED' }, 'anne')).toBeNull();
    expect(seatedAt(table(1, ['Anne', 'bo']), 'ANNE')).toBe(true);
    expect(seatedAt(table(1, ['Anne', 'bo']), null)).toBe(false);
  });

  it('in an arena, is the table of their match under way in the latest wave that seated them', () => {
    const arena = (waves: Partial<Round>[]) => ({ ...running(waves), format: 'ARENA' }) as TournamentDetail;
    const over = (number: number, handles: string[]) => ({
      ...table(number, handles),
      match: { id: `m${number}`, status: 'FINISHED' as const, seats: [] },
    });
    // Wave 2 seated others while anne played on at her table of wave 1.
    const playing = arena([{ tables: [table(1, ['anne', 'bo'])] }, { tables: [table(2, ['cy', 'di'])] }]);
    expect(yourSeat(playing, 'anne')).toEqual({ kind: 'TABLE', round: 1, table: 1, matchId: 'm1' });
    // Her match is over and she waits in the pool: no table, even with an older one under way.
    const waiting = arena([{ tables: [table(1, ['anne', 'bo'])] }, { tables: [over(2, ['anne', 'cy'])] }]);
    expect(yourSeat(waiting, 'anne')).toBeNull();
  });
});
