import type { MatchDetail, QueueTicket, RankedQueue } from '@/lib/api/types';

type DetailSeat = MatchDetail['seats'][number];

/** Test data shaped like the API's answers. */
export function seat(n: number, handle: string | null, extra: Partial<DetailSeat> = {}): DetailSeat {
  return {
    seat: n,
    away: false,
    open: false,
    bot: handle ? null : 'heuristic',
    placement: null,
    score: null,
    forfeited: false,
    accountDeleted: false,
    ready: true,
    ratingBefore: null,
    ratingAfter: null,
    botRating: null,
    player: handle ? { handle } : null,
    ...extra,
  };
}

export function rankedMatch(extra: Partial<MatchDetail> = {}): MatchDetail {
  return {
    id: 'm1',
    status: 'ACTIVE',
    visibility: 'PUBLIC',
    playerCount: 2,
    ranked: true,
    createdAt: '2026-01-01T10:00:00.000Z',
    startedAt: '2026-01-01T10:00:00.000Z',
    finishedAt: null,
    options: {},
    game: { id: 'cartagena', name: 'Cartagena', minPlayers: 2, maxPlayers: 5 },
    createdBy: null,
    host: null,
    challenged: null,
    seats: [seat(0, 'anne'), seat(1, 'bob')],
    result: null,
    seq: 0,
    seedHash: 'ab',
    seed: null,
    viewerSeat: 0,
    resignationEndsMatch: true,
    activeSeats: [0],
    legalActions: [],
    logUrl: null,
    viewJson: null,
    clocks: [],
    clockSettings: { perDecisionMs: 30_000, bankMs: 120_000, maxTimeouts: 3, turnBased: false },
    stakes: [],
    rematchOf: null,
    rematch: null,
    lastMoveAt: '2026-01-01T10:00:00.000Z',
    absentAfterMs: null,
    absenceVotes: [],
    seatChanges: [],
    viewerMayReclaim: false,
    ...extra,
  };
}

export const CARTAGENA_QUEUE: RankedQueue = {
  game: { id: 'cartagena', name: 'Cartagena', minPlayers: 2, maxPlayers: 5 },
  playerCounts: [2, 3, 4, 5],
  presets: [
    { name: 'standard', description: 'The game as the rulebook sets it up.', options: {} },
    { name: 'short', description: 'Four tiles and four pirates each.', options: { tiles: 4, pirates: 4 } },
  ],
  perDecisionSeconds: 30,
  bankSeconds: 120,
  playersWaiting: 1,
};

export const TORTUGA_QUEUE: RankedQueue = {
  ...CARTAGENA_QUEUE,
  game: { id: 'tortuga', name: 'Tortuga 1667', minPlayers: 2, maxPlayers: 9 },
  playerCounts: [2, 3],
};

export function ticket(extra: Partial<QueueTicket> = {}): QueueTicket {
  return {
    id: 't1',
    game: { id: 'cartagena', name: 'Cartagena' },
    playerCounts: [2],
    preset: 'standard',
    status: 'WAITING',
    waitedSeconds: 0,
    playersWaiting: 1,
    estimatedWaitSeconds: null,
    botFillAfterSeconds: null,
    match: null,
    ...extra,
  };
}

export function matchedTicket(extra: Partial<NonNullable<QueueTicket['match']>> = {}): QueueTicket {
  return ticket({
    status: 'MATCHED',
    match: {
      id: 'm1',
      status: 'ACTIVE',
      viewerSeat: 0,
      seats: [
        { seat: 0, forfeited: false },
        { seat: 1, forfeited: false },
      ],
      ...extra,
    },
  });
}
