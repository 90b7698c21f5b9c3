import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOT_RATINGS } from '@brethren/engine';
import { createTestDatabase } from '@brethren/db/testing';
import {
  Collector,
  data,
  gql,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import { recomputeRatings } from './recompute.js';

const JOIN = `mutation ($game: ID!, $counts: [Int!]!, $bots: Int, $turnBased: Boolean) {
  joinQueue(game: $game, playerCounts: $counts, botFillAfterSeconds: $bots, turnBased: $turnBased) {
    status botFillAfterSeconds match { id }
  }
}`;
const SEATS = 'seats { seat bot botRating ratingBefore ratingAfter placement forfeited player { handle } }';
const TICKET = `query { queueTicket { status botFillAfterSeconds waitedSeconds match { id ranked status ${SEATS} } } }`;
const MATCH = `query ($id: ID!) {
  match(id: $id) { status seq viewerSeat activeSeats legalActions stakes { seat rating ifFirst ifLast } ${SEATS} }
}`;

interface SeatRow {
  seat: number;
  bot: string | null;
  botRating: number | null;
  ratingBefore: number | null;
  ratingAfter: number | null;
  placement: number | null;
  player: { handle: string } | null;
}

/** Moves the user's waiting ticket back in time, as if they had queued `seconds` ago. */
async function backdate(server: TestServer, userId: string, seconds: number): Promise<void> {
  await server.platform.prisma.queueTicket.updateMany({
    where: { userId, status: 'WAITING' },
    data: { createdAt: new Date(Date.now() - seconds * 1000) },
  });
}

const ranked = (server: TestServer) => server.platform.services.ranked;

describe('rated bots fill a ranked queue’s empty seats after the wait a player chose', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      ranked: { clockOverride: { perDecisionMs: 60_000, bankMs: 60_000, maxTimeouts: 3 } },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('a lone player waits as long as chosen, then meets a rated bot at its fixed rating, told so all along', async () => {
    const anne = await signUp(server.url, 'bf-anne');
    const joined = await data(server.url, JOIN, { game: 'cartagena', counts: [2], bots: 30 }, anne.token);
    expect(joined.joinQueue).toEqual({ status: 'WAITING', botFillAfterSeconds: 30, match: null });
    // Within the wait: nobody to play, and no bot yet.
    await backdate(server, anne.id, 25);
    expect(await ranked(server).runWave('cartagena')).toBe(0);
    const waiting = await data(server.url, TICKET, {}, anne.token);
    expect(waiting.queueTicket).toMatchObject({ status: 'WAITING', botFillAfterSeconds: 30 });
    expect(waiting.queueTicket.waitedSeconds).toBeGreaterThanOrEqual(25);

    await backdate(server, anne.id, 31);
    expect(await ranked(server).runWave('cartagena')).toBe(1);
    const { queueTicket } = await data(server.url, TICKET, {}, anne.token);
    expect(queueTicket.status).toBe('MATCHED');
    expect(queueTicket.match).toMatchObject({ ranked: true, status: 'ACTIVE' });
    const seats: SeatRow[] = queueTicket.match.seats;
    const bot = seats.find((seat) => seat.player === null)!;
    // A newcomer at 1500: Cartagena's measured level closest to that is hard (1543).
    expect(bot).toMatchObject({ bot: 'hard', botRating: BOT_RATINGS.cartagena['hard'] });
    expect(seats.find((seat) => seat.player?.handle === 'bf-anne')).toMatchObject({
      bot: null,
      botRating: null,
    });

    // The stakes count the bot at its rating; only the person has any.
    const { match } = await data(server.url, MATCH, { id: queueTicket.match.id }, anne.token);
    expect(match.stakes).toHaveLength(1);
    expect(match.stakes[0].seat).toBe(match.viewerSeat);
    expect(match.stakes[0].ifFirst).toBeCloseTo(22.46, 1);
    expect(match.stakes[0].ifLast).toBeCloseTo(-17.54, 1);
  });

  it('the bot plays its seat; when the match ends the person is rated against the bot’s fixed rating, which never moves', async () => {
    const ben = await signUp(server.url, 'bf-ben');
    await data(server.url, JOIN, { game: 'cartagena', counts: [2], bots: 10 }, ben.token);
    await backdate(server, ben.id, 11);
    await ranked(server).runWave('cartagena');
    const matchId: string = (await data(server.url, TICKET, {}, ben.token)).queueTicket.match.id;

    // Play until the bot has moved at least once (the person's own moves counted apart).
    let mine = 0;
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { match } = await data(server.url, MATCH, { id: matchId }, ben.token);
      if (match.seq > mine) break;
      expect(Date.now()).toBeLessThan(deadline);
      if (match.activeSeats.includes(match.viewerSeat) && match.legalActions.length > 0) {
        const moved = await gql(
          server.url,
          'mutation ($id: ID!, $seq: Int!, $action: JSON!) { submitAction(matchId: $id, expectedSeq: $seq, action: $action) { seq } }',
          { id: matchId, seq: match.seq, action: match.legalActions[0] },
          ben.token,
        );
        if (!moved.errors) mine += 1;
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    await data(
      server.url,
      'mutation ($id: ID!) { resignMatch(matchId: $id) { id } }',
      { id: matchId },
      ben.token,
    );
    const { match } = await data(server.url, MATCH, { id: matchId }, ben.token);
    expect(match.status).toBe('FINISHED');
    const fixed = BOT_RATINGS.cartagena['hard'] as number;
    const person = match.seats.find((seat: SeatRow) => seat.player !== null);
    const bot = match.seats.find((seat: SeatRow) => seat.player === null);
    // Placed last against 1543 with the provisional K of 40: 40 × (0 − 1 / (1 + 10^(43/400))).
    expect(person).toMatchObject({ placement: 2, ratingBefore: 1500 });
    expect(person.ratingAfter).toBeCloseTo(1500 - 17.537, 2);
    expect(bot).toMatchObject({
      placement: 1,
      bot: 'hard',
      botRating: fixed,
      ratingBefore: null,
      ratingAfter: null,
    });

    // Only the person has a rating row and a history row; the bot has neither, so no ladder place.
    const prisma = server.platform.prisma;
    expect(await prisma.rating.findMany({ where: { game: 'cartagena' }, select: { userId: true } })).toEqual([
      { userId: ben.id },
    ]);
    expect(await prisma.ratingHistory.count({ where: { matchId } })).toBe(1);
    expect((await prisma.seat.findFirst({ where: { matchId, userId: null } }))?.botRating).toBe(fixed);
    // Rating every match again from its stored result gives the same figures.
    expect((await recomputeRatings(prisma)).mismatches).toEqual([]);
  });

  it('never, when the player did not choose bots, however long they wait', async () => {
    const cleo = await signUp(server.url, 'bf-cleo');
    const joined = await data(server.url, JOIN, { game: 'pirates-cove', counts: [2] }, cleo.token);
    expect(joined.joinQueue.botFillAfterSeconds).toBeNull();
    await backdate(server, cleo.id, 3600);
    expect(await ranked(server).runWave('pirates-cove')).toBe(0);
    expect((await data(server.url, TICKET, {}, cleo.token)).queueTicket.status).toBe('WAITING');
    await data(server.url, 'mutation { leaveQueue }', {}, cleo.token);
  });

  it('people who arrive in time are seated together rather than with bots', async () => {
    const dora = await signUp(server.url, 'bf-dora');
    const earl = await signUp(server.url, 'bf-earl');
    await data(server.url, JOIN, { game: 'tortuga', counts: [2], bots: 30 }, dora.token);
    await backdate(server, dora.id, 45);
    await data(server.url, JOIN, { game: 'tortuga', counts: [2] }, earl.token);
    const { queueTicket } = await data(server.url, TICKET, {}, dora.token);
    expect(queueTicket.status).toBe('MATCHED');
    expect(queueTicket.match.seats.map((seat: SeatRow) => [seat.player?.handle, seat.bot]).sort()).toEqual([
      ['bf-dora', null],
      ['bf-earl', null],
    ]);
  });

  it('Port Royal: one person whose wait is over plays the smallest table they accept, with two rated bots', async () => {
    const finn = await signUp(server.url, 'bf-finn');
    await data(server.url, JOIN, { game: 'port-royal', counts: [3, 4], bots: 60 }, finn.token);
    await backdate(server, finn.id, 61);
    await ranked(server).runWave('port-royal');
    const { queueTicket } = await data(server.url, TICKET, {}, finn.token);
    const seats: SeatRow[] = queueTicket.match.seats;
    expect(seats).toHaveLength(3);
    expect(seats.filter((seat) => seat.player?.handle === 'bf-finn')).toHaveLength(1);
    const bots = seats.filter((seat) => seat.player === null);
    // 1500 lies between Port Royal's hard (1388) and expert (1621): hard is closer.
    expect(bots.map((seat) => [seat.bot, seat.botRating])).toEqual([
      ['hard', BOT_RATINGS['port-royal']['hard']],
      ['hard', BOT_RATINGS['port-royal']['hard']],
    ]);
  });

  it('refuses a wait out of range, not whole, or for the turn-based queue, with a typed error, and queues nothing', async () => {
    const gail = await signUp(server.url, 'bf-gail');
    for (const [bots, turnBased, reason] of [
      [-30, false, 'OUT_OF_RANGE'],
      [0, false, 'OUT_OF_RANGE'],
      [9, false, 'OUT_OF_RANGE'],
      [601, false, 'OUT_OF_RANGE'],
      [2_000_000_000, false, 'OUT_OF_RANGE'],
      [30, true, 'TURN_BASED'],
    ] as const) {
      const answer = await gql(
        server.url,
        JOIN,
        { game: 'cartagena', counts: [2], bots, turnBased },
        gail.token,
      );
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'botFillAfterSeconds',
        reason,
      });
    }
    // Not a whole number: GraphQL's Int refuses it before the service is asked.
    const fraction = await gql(server.url, JOIN, { game: 'cartagena', counts: [2], bots: 30.5 }, gail.token);
    expect(fraction.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(await server.platform.prisma.queueTicket.count({ where: { userId: gail.id } })).toBe(0);
    expect((await data(server.url, TICKET, {}, gail.token)).queueTicket).toBeNull();
  });

  it('the waves that run on their own seat a player with bots once the wait is over, and the subscription says so', async () => {
    const fast = await startTestServer({
      database: await createTestDatabase('bot-fill-waves'),
      ranked: { waveIntervalMs: 100 },
    });
    try {
      const hana = await signUp(fast.url, 'bf-hana');
      const watcher = wsClient(fast.wsUrl, hana.token);
      const feed = new Collector<{
        queueUpdated: { status: string; botFillAfterSeconds: number | null } | null;
      }>(watcher, 'subscription { queueUpdated { status botFillAfterSeconds } }', {});
      await data(fast.url, JOIN, { game: 'cartagena', counts: [2], bots: 10 }, hana.token);
      await feed.until((items) => items.some((item) => item.queueUpdated?.status === 'WAITING'));
      // Several waves pass within the wait: still waiting.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await data(fast.url, TICKET, {}, hana.token)).queueTicket.status).toBe('WAITING');
      await backdate(fast, hana.id, 10);
      await feed.until((items) => items.some((item) => item.queueUpdated?.status === 'MATCHED'));
      expect(feed.items.find((item) => item.queueUpdated?.status === 'WAITING')?.queueUpdated).toEqual({
        status: 'WAITING',
        botFillAfterSeconds: 10,
      });
      feed.dispose();
      await watcher.dispose();
    } finally {
      await fast.close();
    }
  });
});

describe('bot tables on two nodes', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createTestDatabase('bot-fill-nodes');
    nodeA = await startTestServer({ database });
    nodeB = await startTestServer({ database });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  it('waves in parallel seat each waiting player with bots once, never twice', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(nodeA.url, `bn-${i}`)));
    // Ratings 1000 apart: nobody can be paired with anybody, so each gets a bot table.
    await nodeA.platform.prisma.queueTicket.createMany({
      data: users.map((user, i) => ({
        userId: user.id,
        game: 'cartagena',
        playerCounts: [2],
        preset: 'standard',
        rating: 1000 * i,
        botFillAfterSeconds: 30,
        createdAt: new Date(Date.now() - 60_000),
      })),
    });
    await Promise.all(
      [nodeA, nodeB, nodeA, nodeB, nodeA, nodeB].map((node) => ranked(node).runWave('cartagena')),
    );
    const prisma = nodeA.platform.prisma;
    const matches = await prisma.match.findMany({
      where: { ranked: true },
      select: { seats: { select: { userId: true, botRating: true } } },
    });
    expect(matches).toHaveLength(users.length);
    const people = matches.flatMap((match) =>
      match.seats.flatMap((seat) => (seat.userId ? [seat.userId] : [])),
    );
    expect(new Set(people).size).toBe(users.length);
    for (const match of matches)
      expect(match.seats.filter((seat) => seat.botRating !== null)).toHaveLength(1);
    expect(await prisma.queueTicket.count({ where: { status: 'MATCHED' } })).toBe(users.length);
  });
});
