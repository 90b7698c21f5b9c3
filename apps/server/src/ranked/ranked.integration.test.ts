import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase } from '@brethren/db/testing';
import {
  Collector,
  data,
  errorCode,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import { MATCH, SUBMIT } from '../testing/operations.js';
import { recomputeRatings } from './recompute.js';

const JOIN =
  'mutation ($game: ID!, $counts: [Int!]!) { joinQueue(game: $game, playerCounts: $counts) { status playersWaiting match { id } } }';
const TICKET = 'query { queueTicket { status match { id ranked seats { seat player { handle } } } } }';

/** Plays `seat`'s legal actions (the first of each list) until the match is over. */
async function playOut(url: string, matchId: string, tokens: readonly (string | null)[]) {
  for (let step = 0; step < 5000; step++) {
    const { match } = await data(url, MATCH, { id: matchId }, tokens.find(Boolean));
    if (match.status !== 'ACTIVE') return match;
    let acted = false;
    for (const [seat, token] of tokens.entries()) {
      if (!token || !match.activeSeats.includes(seat)) continue;
      const { match: mine } = await data(url, MATCH, { id: matchId }, token);
      if (mine.legalActions.length === 0) continue;
      await data(url, SUBMIT, { matchId, expectedSeq: mine.seq, action: mine.legalActions[0] }, token).catch(
        () => undefined,
      );
      acted = true;
      break;
    }
    if (!acted) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the match did not finish');
}

describe('ranked play', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ranked: { clockOverride: { perDecisionMs: 60_000, bankMs: 60_000, maxTimeouts: 3 } },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('two players who queue for 2-player Cartagena land in the same rated match; one queue and one match at a time', async () => {
    const anne = await signUp(server.url, 'q-anne');
    const mary = await signUp(server.url, 'q-mary');
    const watcher = wsClient(server.wsUrl, anne.token);
    const feed = new Collector<{ queueUpdated: { status: string; match: { id: string } | null } | null }>(
      watcher,
      'subscription { queueUpdated { status match { id } } }',
      {},
    );
    const first = await data(server.url, JOIN, { game: 'cartagena', counts: [2] }, anne.token);
    expect(first.joinQueue.status).toBe('WAITING');
    expect(await errorCode(server.url, JOIN, { game: 'cartagena', counts: [2] }, anne.token)).toBe(
      'ALREADY_QUEUED',
    );
    expect(await errorCode(server.url, JOIN, { game: 'cartagena', counts: [7] }, mary.token)).toBe(
      'BAD_USER_INPUT',
    );
    await data(server.url, JOIN, { game: 'cartagena', counts: [2, 3] }, mary.token);
    await feed.until((items) => items.some((item) => item.queueUpdated?.status === 'MATCHED'));
    const { queueTicket: annes } = await data(server.url, TICKET, {}, anne.token);
    const { queueTicket: marys } = await data(server.url, TICKET, {}, mary.token);
    expect(annes.status).toBe('MATCHED');
    expect(annes.match.id).toBe(marys.match.id);
    expect(annes.match.ranked).toBe(true);
    expect(
      annes.match.seats.map((seat: { player: { handle: string } }) => seat.player.handle).sort(),
    ).toEqual(['q-anne', 'q-mary']);
    expect(await errorCode(server.url, JOIN, { game: 'cartagena', counts: [2] }, anne.token)).toBe(
      'IN_RANKED_MATCH',
    );

    // The seat due to act has a running clock: its deadline, and the time left as the server answered.
    const asked = Date.now();
    const { match } = await data(
      server.url,
      'query ($id: ID!) { match(id: $id) { activeSeats clocks { seat bankMs deadline leftMs timeouts } } }',
      { id: annes.match.id },
      anne.token,
    );
    const answered = Date.now();
    expect(match.clocks).toHaveLength(2);
    for (const clock of match.clocks) {
      expect(clock).toMatchObject({ bankMs: 60_000, timeouts: 0 });
      if (!match.activeSeats.includes(clock.seat)) {
        expect(clock).toMatchObject({ deadline: null, leftMs: null });
        continue;
      }
      expect(clock.leftMs).toBeGreaterThan(0);
      expect(clock.leftMs).toBeLessThanOrEqual(120_000);
      const serverTime = Date.parse(clock.deadline) - clock.leftMs;
      expect(serverTime).toBeGreaterThanOrEqual(asked - 5);
      expect(serverTime).toBeLessThanOrEqual(answered + 5);
    }
    // Before the first move each player sees what the match is worth: two newcomers play for ±20.
    const { match: stakes } = await data(
      server.url,
      'query ($id: ID!) { match(id: $id) { stakes { seat rating provisional ifFirst ifLast } } }',
      { id: annes.match.id },
      mary.token,
    );
    expect(stakes.stakes).toEqual(
      [0, 1].map((seat) => ({ seat, rating: 1500, provisional: true, ifFirst: 20, ifLast: -20 })),
    );
    feed.dispose();
    await watcher.dispose();
  });

  it('three players: after the one due to act resigns, every update shows the clocks the server runs', async () => {
    const handles = ['c-anne', 'c-bob', 'c-cleo'];
    const people = await Promise.all(handles.map((handle) => signUp(server.url, handle)));
    for (const person of people)
      await data(server.url, JOIN, { game: 'cartagena', counts: [3] }, person.token);
    const { queueTicket } = await data(server.url, TICKET, {}, people[0]!.token);
    const matchId: string = queueTicket.match.id;
    const CLOCKED =
      'query ($id: ID!) { match(id: $id) { seq activeSeats seats { seat player { handle } } clocks { seat deadline } } }';
    const { match } = await data(server.url, CLOCKED, { id: matchId });
    const due: number = match.activeSeats[0];
    const quitterHandle = match.seats.find((held: { seat: number }) => held.seat === due).player.handle;
    const quitter = people[handles.indexOf(quitterHandle)]!;
    const stayer = people.find((person) => person !== quitter)!;
    const watcher = wsClient(server.wsUrl, stayer.token);
    const feed = new Collector<{
      matchUpdated: {
        seq: number;
        match: { activeSeats: number[]; clocks: { seat: number; deadline: string | null }[] };
      };
    }>(
      watcher,
      'subscription ($id: ID!) { matchUpdated(matchId: $id, sinceSeq: 0) { seq match { activeSeats clocks { seat deadline } } } }',
      { id: matchId },
    );
    await feed.until((items) => items.length > 0);
    await data(
      server.url,
      'mutation ($id: ID!) { resignMatch(matchId: $id) { id } }',
      { id: matchId },
      quitter.token,
    );
    // The stand-in bot moves for the resigned seat (BOT_DELAY_MS later); the next seat's clock runs.
    await feed.until((items) => items.some((item) => item.matchUpdated.seq >= 1));
    for (const { matchUpdated } of feed.items) {
      const running = matchUpdated.match.clocks
        .filter((clock) => clock.deadline !== null)
        .map((clock) => clock.seat);
      expect(running).toEqual(matchUpdated.match.activeSeats);
    }
    feed.dispose();
    await watcher.dispose();
  });

  it('a player who resigns is placed last and rated so; the recomputation equals the live ratings', async () => {
    const quitter = await signUp(server.url, 'r-quitter');
    const stayer = await signUp(server.url, 'r-stayer');
    await data(server.url, JOIN, { game: 'cartagena', counts: [2] }, quitter.token);
    await data(server.url, JOIN, { game: 'cartagena', counts: [2] }, stayer.token);
    const { queueTicket } = await data(server.url, TICKET, {}, quitter.token);
    const matchId = queueTicket.match.id;
    const resigned = await data(
      server.url,
      'mutation ($id: ID!) { resignMatch(matchId: $id) { seats { player { handle } forfeited bot } } }',
      { id: matchId },
      quitter.token,
    );
    const quitterSeat = resigned.resignMatch.seats.find(
      (seat: { player: { handle: string } }) => seat.player.handle === 'r-quitter',
    );
    expect(quitterSeat).toMatchObject({ forfeited: true, bot: 'heuristic' });
    const seats = resigned.resignMatch.seats.map((seat: { player: { handle: string } }) =>
      seat.player.handle === 'r-stayer' ? stayer.token : null,
    );
    const final = await playOut(server.url, matchId, seats);
    expect(final.status).toBe('FINISHED');
    const { match } = await data(
      server.url,
      'query ($id: ID!) { match(id: $id) { seats { seat placement forfeited ratingBefore ratingAfter player { handle } } } }',
      { id: matchId },
    );
    const byHandle = Object.fromEntries(
      match.seats.map((seat: { player: { handle: string } }) => [seat.player.handle, seat]),
    );
    expect(byHandle['r-quitter']).toMatchObject({
      placement: 2,
      forfeited: true,
      ratingBefore: 1500,
      ratingAfter: 1480,
    });
    expect(byHandle['r-stayer']).toMatchObject({ placement: 1, ratingBefore: 1500, ratingAfter: 1520 });
    const profile = await data(
      server.url,
      'query { player(handle: "r-stayer") { ratings { game { id } rating games wins provisional rank history { edges { node { rating } } } winRateBySeat { key games wins } } } }',
    );
    expect(profile.player.ratings).toHaveLength(1);
    expect(profile.player.ratings[0]).toMatchObject({
      game: { id: 'cartagena' },
      rating: 1520,
      games: 1,
      wins: 1,
      provisional: true,
      rank: null,
      history: { edges: [{ node: { rating: 1520 } }] },
      // Seat groups are keyed by the 0-based seat number, as the match's seats say.
      winRateBySeat: [{ key: String(byHandle['r-stayer'].seat), games: 1, wins: 1 }],
    });

    const recomputed = await recomputeRatings(server.platform.prisma);
    expect(recomputed.mismatches).toEqual([]);
    expect(recomputed.ratings.length).toBeGreaterThanOrEqual(2);
  });

  it('a seat whose clock runs out gets a move played for it, and after too many loses on time', async () => {
    const fast = await startTestServer({
      database: await createMigratedTestDatabase('clocks'),
      ranked: { clockOverride: { perDecisionMs: 200, bankMs: 0, maxTimeouts: 2 }, clockIntervalMs: 50 },
    });
    try {
      const idle = await signUp(fast.url, 'c-idle');
      const other = await signUp(fast.url, 'c-other');
      await data(fast.url, JOIN, { game: 'cartagena', counts: [2] }, idle.token);
      await data(fast.url, JOIN, { game: 'cartagena', counts: [2] }, other.token);
      const { queueTicket } = await data(fast.url, TICKET, {}, idle.token);
      const matchId = queueTicket.match.id;
      // Nobody moves: the clock plays for the seat to move and, at its second timeout, it loses.
      const deadline = Date.now() + 15_000;
      let match;
      do {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ({ match } = await data(
          fast.url,
          'query ($id: ID!) { match(id: $id) { seq status result seats { forfeited placement ratingAfter } log { timedOut } } }',
          { id: matchId },
        ));
      } while (match.status === 'ACTIVE' && Date.now() < deadline);
      expect(match.status).toBe('FINISHED');
      const seats = match.seats as { forfeited: boolean; placement: number; ratingAfter: number | null }[];
      const lost = seats.findIndex((seat) => seat.forfeited);
      expect(seats.filter((seat) => seat.forfeited)).toHaveLength(1);
      expect(seats.map((seat) => seat.placement)).toEqual(lost === 0 ? [2, 1] : [1, 2]);
      expect(match.result.ending).toEqual({ reason: 'timeout', seats: [lost] });
      expect(seats.every((seat) => seat.ratingAfter !== null)).toBe(true);
      expect(match.seq).toBeGreaterThanOrEqual(2);
      // Every move was the platform's, and the log says so.
      expect(match.log.every((entry: { timedOut: boolean }) => entry.timedOut)).toBe(true);
    } finally {
      await fast.close();
    }
  });
});

describe('clock defaults', () => {
  it('Tortuga: a player out of time peeks, as the rulebook’s timer says', async () => {
    const fast = await startTestServer({
      database: await createMigratedTestDatabase('peek'),
      ranked: { clockOverride: { perDecisionMs: 150, bankMs: 0, maxTimeouts: 50 }, clockIntervalMs: 50 },
    });
    try {
      const first = await signUp(fast.url, 'p-first');
      const second = await signUp(fast.url, 'p-second');
      await data(fast.url, JOIN, { game: 'tortuga', counts: [2] }, first.token);
      const joined = await data(fast.url, JOIN, { game: 'tortuga', counts: [2] }, second.token);
      const matchId = joined.joinQueue.match.id;
      const deadline = Date.now() + 15_000;
      let types: string[] = [];
      while (!types.includes('peek') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const { match } = await data(
          fast.url,
          'query ($id: ID!) { match(id: $id) { log { action } } }',
          { id: matchId },
          first.token,
        );
        // Each player sees its own actions; both are idle, so every logged action is a timeout's.
        types = match.log.flatMap((entry: { action: { type: string } | null }) =>
          entry.action ? [entry.action.type] : [],
        );
      }
      expect(types).toContain('peek');
    } finally {
      await fast.close();
    }
  });
});

describe('ladders and statistics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists players with at least 10 rated games and one in the last 30 days, best first, provisional marked', async () => {
    const players = await Promise.all(
      ['l-ace', 'l-new', 'l-old', 'l-few'].map((handle) => signUp(server.url, handle)),
    );
    const day = 24 * 3600 * 1000;
    const rows = [
      { rating: 1700, games: 40, lastRatedAt: new Date() },
      { rating: 1650, games: 12, lastRatedAt: new Date() },
      { rating: 1800, games: 50, lastRatedAt: new Date(Date.now() - 40 * day) },
      { rating: 1900, games: 5, lastRatedAt: new Date() },
    ];
    await server.platform.prisma.rating.createMany({
      data: rows.map((row, i) => ({ userId: players[i]!.id, game: 'cartagena', wins: 3, ...row })),
    });
    const ladder = await data(
      server.url,
      'query { ladder(game: "cartagena", first: 1) { edges { cursor node { rank rating provisional player { handle } } } pageInfo { hasNextPage endCursor } } }',
    );
    expect(ladder.ladder.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { rank: 1, rating: 1700, provisional: false, player: { handle: 'l-ace' } },
    ]);
    const next = await data(
      server.url,
      'query ($after: String) { ladder(game: "cartagena", first: 5, after: $after) { edges { node { rank provisional player { handle } } } pageInfo { hasNextPage } } }',
      { after: ladder.ladder.pageInfo.endCursor },
    );
    expect(next.ladder.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { rank: 2, provisional: true, player: { handle: 'l-new' } },
    ]);
    const profile = await data(server.url, 'query { player(handle: "l-new") { ratings { rank } } }');
    expect(profile.player.ratings[0].rank).toBe(2);
  });

  it('reports a game’s matches, length and win rates by seat', async () => {
    const { token } = await signUp(server.url, 's-player');
    const created = await data(
      server.url,
      'mutation { createMatch(input: { game: "cartagena", seats: [{}, { bot: "heuristic" }] }) { id } }',
      {},
      token,
    );
    const matchId = created.createMatch.id;
    await data(server.url, 'mutation ($id: ID!) { startMatch(matchId: $id) { id } }', { id: matchId }, token);
    await playOut(server.url, matchId, [token, null]);
    const stats = await data(
      server.url,
      'query { gameStats(game: "cartagena") { matchesPlayed averageActions averageDurationSeconds seatWinRates { key games wins rate } } }',
    );
    expect(stats.gameStats.matchesPlayed).toBe(1);
    expect(stats.gameStats.averageActions).toBeGreaterThan(10);
    expect(
      stats.gameStats.seatWinRates.map((rate: { key: string; games: number }) => [rate.key, rate.games]),
    ).toEqual([
      ['0', 1],
      ['1', 1],
    ]);
  });
});

describe('matchmakers on two nodes', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createMigratedTestDatabase('waves');
    nodeA = await startTestServer({ database });
    nodeB = await startTestServer({ database });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  it('running waves in parallel never seats anyone twice', async () => {
    const users = await Promise.all(Array.from({ length: 40 }, (_, i) => signUp(nodeA.url, `w-${i}`)));
    await nodeA.platform.prisma.queueTicket.createMany({
      data: users.map((user, i) => ({
        userId: user.id,
        game: 'cartagena',
        playerCounts: [2, 3, 4],
        preset: 'standard',
        rating: 1400 + 5 * i,
      })),
    });
    const waves = [nodeA, nodeB, nodeA, nodeB, nodeA, nodeB].map((node) =>
      node.platform.services.ranked.runWave('cartagena'),
    );
    await Promise.all(waves);
    const seats = await nodeA.platform.prisma.seat.findMany({
      where: { match: { ranked: true } },
      select: { userId: true, matchId: true },
    });
    const userIds = seats.map((seat) => seat.userId);
    expect(new Set(userIds).size).toBe(userIds.length);
    const tickets = await nodeA.platform.prisma.queueTicket.findMany({
      select: { userId: true, status: true, matchId: true },
    });
    for (const ticket of tickets) {
      if (ticket.status === 'MATCHED')
        expect(seats).toContainEqual({ userId: ticket.userId, matchId: ticket.matchId });
      else expect(userIds).not.toContain(ticket.userId);
    }
    expect(tickets.filter((ticket) => ticket.status === 'MATCHED').length).toBeGreaterThanOrEqual(38);
  });
});
