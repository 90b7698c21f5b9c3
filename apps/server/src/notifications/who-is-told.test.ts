import { describe, expect, it } from 'vitest';
import type { MatchRecord, SeatRecord } from '../matches/model.js';
import { finishNotices, seatedNotices, tableNotices, turnNotices } from './who-is-told.js';

const TURN_BASED = { settings: { perDecisionMs: 1, bankMs: 2, maxTimeouts: 3, turnBased: true } };
const LIVE = { settings: { perDecisionMs: 1, bankMs: 2, maxTimeouts: 3 } };

function seat(
  index: number,
  holder: string | { bot: string } | null,
  extra: Partial<SeatRecord> = {},
): SeatRecord {
  const person = typeof holder === 'string' ? holder : null;
  return {
    seat: index,
    userId: person && `id-${person}`,
    botLevel: holder !== null && typeof holder === 'object' ? holder.bot : null,
    placement: null,
    forfeited: false,
    seatedAt: null,
    ready: true,
    ratingBefore: null,
    ratingAfter: null,
    botRating: null,
    user: person ? { id: `id-${person}`, handle: person } : null,
    ...extra,
  };
}

function match(seats: SeatRecord[], extra: Partial<MatchRecord> = {}): MatchRecord {
  return {
    id: 'm1',
    game: 'cartagena',
    options: {},
    seedHash: '',
    seed: '',
    status: 'ACTIVE',
    visibility: 'PUBLIC',
    ranked: false,
    clock: TURN_BASED,
    playerCount: seats.length,
    seq: 4,
    createdAt: new Date(0),
    startedAt: new Date(0),
    finishedAt: null,
    result: null,
    createdBy: { id: 'id-anne', handle: 'anne' },
    seats,
    touchedAt: new Date(0),
    absenceVotes: null,
    rematchOfId: null,
    challengedId: null,
    seatChanges: [],
    ...extra,
  };
}

const anneActs = { seat: 0, userId: 'id-anne' };

describe('who is told that it is their turn', () => {
  const table = match([seat(0, 'anne'), seat(1, 'bob'), seat(2, { bot: 'heuristic' })]);

  it('the person whose seat becomes due, with the game and the others at the table', () => {
    expect(turnNotices(table, anneActs, [0], [1])).toEqual([
      {
        recipientId: 'id-bob',
        kind: 'YOUR_TURN',
        matchId: 'm1',
        payload: { game: 'cartagena', seat: 1, opponents: ['anne'] },
      },
    ]);
  });

  it('nobody while the acting seat keeps the turn, or for a seat that was due already', () => {
    expect(turnNotices(table, anneActs, [0], [0])).toEqual([]);
    expect(turnNotices(table, anneActs, [0, 1], [1])).toEqual([]);
  });

  it('never a bot, a forfeited seat, or the person acting', () => {
    expect(turnNotices(table, anneActs, [0], [2])).toEqual([]);
    const forfeited = match([seat(0, 'anne'), seat(1, 'bob', { forfeited: true, botLevel: 'random' })]);
    expect(turnNotices(forfeited, anneActs, [0], [1])).toEqual([]);
    // The host starting a table is told nothing about a seat of their own.
    expect(turnNotices(table, { seat: null, userId: 'id-anne' }, [], [0])).toEqual([]);
  });

  it('one per seat made due: several at once (secret votes) each get one', () => {
    const four = match([seat(0, 'anne'), seat(1, 'bob'), seat(2, 'carl'), seat(3, { bot: 'random' })]);
    expect(turnNotices(four, anneActs, [0], [1, 2, 3, 1]).map((notice) => notice.recipientId)).toEqual([
      'id-bob',
      'id-carl',
    ]);
  });

  it('only at turn-based tables: a live table tells nobody', () => {
    expect(turnNotices(match(table.seats as SeatRecord[], { clock: LIVE }), anneActs, [0], [1])).toEqual([]);
    expect(turnNotices(match(table.seats as SeatRecord[], { clock: null }), anneActs, [0], [1])).toEqual([]);
  });
});

describe('who is told of the end', () => {
  it('every person seated at a turn-based match, with their own placement', () => {
    const table = match([seat(0, 'anne'), seat(1, { bot: 'heuristic' }), seat(2, 'bob')]);
    const notices = finishNotices(table, { placements: [2, 1, 3] } as never);
    expect(notices.map((notice) => [notice.recipientId, notice.payload])).toEqual([
      ['id-anne', { game: 'cartagena', seat: 0, opponents: ['bob'], placement: 2, players: 3 }],
      ['id-bob', { game: 'cartagena', seat: 2, opponents: ['anne'], placement: 3, players: 3 }],
    ]);
    expect(notices.every((notice) => notice.kind === 'MATCH_FINISHED')).toBe(true);
  });

  it('nobody at a live table', () => {
    const table = match([seat(0, 'anne'), seat(1, 'bob')], { clock: null });
    expect(finishNotices(table, { placements: [1, 2] } as never)).toEqual([]);
  });
});

describe('who is told of a new table', () => {
  it('a challenge: the player challenged, by whom', () => {
    const table = match([seat(0, 'anne'), seat(1, 'bob', { ready: false })], {
      status: 'OPEN',
      challengedId: 'id-bob',
      clock: null,
    });
    expect(tableNotices(table)).toEqual([
      {
        recipientId: 'id-bob',
        kind: 'CHALLENGED',
        matchId: 'm1',
        payload: { game: 'cartagena', seat: 1, opponents: ['anne'], from: 'anne' },
      },
    ]);
  });

  it('a rematch: each other player whose seat waits for them', () => {
    const table = match([seat(0, 'anne'), seat(1, 'bob', { ready: false }), seat(2, { bot: 'random' })], {
      status: 'OPEN',
      rematchOfId: 'm0',
    });
    expect(tableNotices(table).map((notice) => [notice.kind, notice.recipientId])).toEqual([
      ['INVITED', 'id-bob'],
    ]);
  });

  it('an ordinary table: nobody', () => {
    expect(tableNotices(match([seat(0, 'anne'), seat(1, null)], { status: 'OPEN' }))).toEqual([]);
  });
});

describe('who is told a tournament seated them', () => {
  it('every person at the table, with the others and the tournament; never a bot seat', () => {
    const notices = seatedNotices({ id: 't1', name: 'Arena of twelve', game: 'cartagena' }, 'm1', [
      { seat: 0, userId: 'id-anne', handle: 'anne' },
      { seat: 1, userId: null, handle: null },
      { seat: 2, userId: 'id-bart', handle: 'bart' },
    ]);
    expect(notices).toEqual([
      {
        recipientId: 'id-anne',
        kind: 'TOURNAMENT_ROUND',
        matchId: 'm1',
        tournamentId: 't1',
        payload: { game: 'cartagena', seat: 0, opponents: ['bart'], tournament: 'Arena of twelve' },
      },
      {
        recipientId: 'id-bart',
        kind: 'TOURNAMENT_ROUND',
        matchId: 'm1',
        tournamentId: 't1',
        payload: { game: 'cartagena', seat: 2, opponents: ['anne'], tournament: 'Arena of twelve' },
      },
    ]);
  });
});
