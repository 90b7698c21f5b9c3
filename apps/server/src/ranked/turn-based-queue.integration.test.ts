import { createMigratedTestDatabase, type TestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Collector,
  data,
  errorCode,
  signUp,
  startTestServer,
  wsClient,
  type TestServer,
} from '../testing/harness.js';
import { CREATE_MATCH, SUBMIT } from '../testing/operations.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const DAY_MS = 24 * 3600_000;

const JOIN = `mutation ($counts: [Int!]!, $turnBased: Boolean) {
  joinQueue(game: "cartagena", playerCounts: $counts, turnBased: $turnBased) { status turnBased match { id } }
}`;
const LEAVE = 'mutation ($turnBased: Boolean) { leaveQueue(turnBased: $turnBased) }';
const TICKET =
  'query ($turnBased: Boolean) { queueTicket(turnBased: $turnBased) { status turnBased match { id } } }';
const QUEUES = `query ($turnBased: Boolean) {
  rankedQueues(turnBased: $turnBased) { game { id } turnBased perDecisionSeconds bankSeconds playersWaiting }
}`;
const MATCH = `query ($id: ID!) { match(id: $id) {
  id status ranked seq activeSeats legalActions viewerSeat
  clockSettings { perDecisionMs bankMs turnBased }
  seats { seat player { handle vacationUntil } }
  clocks { seat deadline pausedUntil }
} }`;
const NOTIFICATIONS = 'query { notifications { edges { node { kind matchId } } } }';
const RESIGN = 'mutation ($matchId: ID!) { resignMatch(matchId: $matchId) { status } }';
const RATING =
  'query ($handle: String!) { player(handle: $handle) { rating(game: "cartagena") { games rating } } }';

interface QueueItem {
  queueUpdated: { status: string; turnBased: boolean; match: { id: string } | null } | null;
}

describe('the turn-based ranked queue on two server nodes (one PostgreSQL, one Redis)', () => {
  let database: TestDatabase;
  let nodeA: TestServer;
  let nodeB: TestServer;
  let nodeC: TestServer | undefined;
  // New accounts may sit in two turn-based matches: a place in the queue counts as one.
  const options = () => ({
    database,
    redisUrl: REDIS_URL,
    turnBased: { maxMatches: 2, maxMatchesNew: 2 },
  });
  beforeAll(async () => {
    database = await createMigratedTestDatabase('tbqueue');
    nodeA = await startTestServer(options());
    nodeB = await startTestServer(options());
  });
  afterAll(async () => {
    await nodeC?.close({ keepDatabase: true });
    await nodeB.close();
  });

  it('waits in the database for hours if need be, fills a DAYS_1 table whoever is online, and rates on the one ladder', async () => {
    const anne = await signUp(nodeA.url, 'tbq-anne');
    const bob = await signUp(nodeB.url, 'tbq-bob');

    const waiting = await data(nodeA.url, JOIN, { counts: [2], turnBased: true }, anne.token);
    expect(waiting.joinQueue).toEqual({ status: 'WAITING', turnBased: true, match: null });
    expect(await errorCode(nodeA.url, JOIN, { counts: [2], turnBased: true }, anne.token)).toBe(
      'ALREADY_QUEUED',
    );
    const queues = async (turnBased: boolean) =>
      (await data(nodeB.url, QUEUES, { turnBased })).rankedQueues.find(
        (queue: { game: { id: string } }) => queue.game.id === 'cartagena',
      );
    expect(await queues(true)).toEqual({
      game: { id: 'cartagena' },
      turnBased: true,
      perDecisionSeconds: DAY_MS / 1000,
      bankSeconds: (2 * DAY_MS) / 1000,
      playersWaiting: 1,
    });
    expect(await queues(false)).toMatchObject({ turnBased: false, playersWaiting: 0 });
    // The live queue is another queue: she may wait there too, and leave it alone.
    expect((await data(nodeA.url, JOIN, { counts: [2] }, anne.token)).joinQueue.status).toBe('WAITING');
    expect((await data(nodeA.url, LEAVE, {}, anne.token)).leaveQueue).toBe(true);
    expect((await data(nodeB.url, TICKET, {}, anne.token)).queueTicket).toBeNull();

    // The node she queued on goes away; her place does not. Bob, on vacation, queues on another.
    await nodeA.close({ keepDatabase: true });
    nodeC = await startTestServer(options());
    const watcher = wsClient(nodeC.wsUrl, anne.token);
    const feed = new Collector<QueueItem>(
      watcher,
      'subscription { queueUpdated(turnBased: true) { status turnBased match { id } } }',
      {},
    );
    await feed.until((items) => items.some((item) => item.queueUpdated?.status === 'WAITING'));
    const vacation = await data(nodeB.url, 'mutation { startVacation(days: 1) { until } }', {}, bob.token);
    const back: string = vacation.startVacation.until;
    const matched = await data(nodeB.url, JOIN, { counts: [2, 3], turnBased: true }, bob.token);
    const matchId: string = matched.joinQueue.match.id;
    expect(matched.joinQueue.status).toBe('MATCHED');
    const told = await feed.until((items) => items.some((item) => item.queueUpdated?.status === 'MATCHED'));
    expect(told.at(-1)?.queueUpdated).toEqual({ status: 'MATCHED', turnBased: true, match: { id: matchId } });
    feed.dispose();
    await watcher.dispose();

    const look = async (token: string) => (await data(nodeC!.url, MATCH, { id: matchId }, token)).match;
    const match = await look(anne.token);
    expect(match).toMatchObject({
      status: 'ACTIVE',
      ranked: true,
      clockSettings: { perDecisionMs: DAY_MS, bankMs: 2 * DAY_MS, turnBased: true },
    });
    // Whoever is due first is told so, in the transaction that made the match; the other is not.
    const dueSeat: number = match.activeSeats[0];
    const tokens = new Map([
      ['tbq-anne', anne.token],
      ['tbq-bob', bob.token],
    ]);
    const handleAt = (seat: number): string => match.seats[seat].player.handle;
    for (const [handle, token] of tokens) {
      const kinds = (await data(nodeB.url, NOTIFICATIONS, {}, token)).notifications.edges.map(
        (edge: { node: { kind: string; matchId: string } }) => edge.node,
      );
      expect(kinds).toEqual(handle === handleAt(dueSeat) ? [{ kind: 'YOUR_TURN', matchId }] : []);
    }

    // Ranked turn-based matches honour vacations: once it is bob's turn, his clock waits for him.
    const bobSeat = match.seats.findIndex(
      (seat: { player: { handle: string } }) => seat.player.handle === 'tbq-bob',
    );
    expect(match.seats[bobSeat].player.vacationUntil).toBe(back);
    for (let step = 0; step < 6 && !(await look(anne.token)).activeSeats.includes(bobSeat); step++) {
      const mine = await look(anne.token);
      await data(
        nodeC.url,
        SUBMIT,
        { matchId, expectedSeq: mine.seq, action: mine.legalActions[0] },
        anne.token,
      );
    }
    const bobsTurn = await look(anne.token);
    expect(bobsTurn.clocks[bobSeat].pausedUntil).toBe(back);
    expect(Date.parse(bobsTurn.clocks[bobSeat].deadline)).toBe(Date.parse(back) + 3 * DAY_MS);

    // Days-long ranked matches do not keep anyone out of the live queue.
    expect((await data(nodeB.url, JOIN, { counts: [3] }, bob.token)).joinQueue.status).toBe('WAITING');
    expect((await data(nodeB.url, LEAVE, { turnBased: false }, bob.token)).leaveQueue).toBe(true);

    // A place in the queue counts toward the cap of turn-based matches (two here): a match and a
    // place, and no third table.
    await data(nodeC.url, JOIN, { counts: [2], turnBased: true }, anne.token);
    const table = { input: { game: 'cartagena', seats: [{}, {}], clock: 'DAYS_1' } };
    expect(await errorCode(nodeB.url, CREATE_MATCH, table, anne.token)).toBe('TOO_MANY_TURN_BASED_MATCHES');
    expect((await data(nodeB.url, LEAVE, { turnBased: true }, anne.token)).leaveQueue).toBe(true);
    await data(nodeB.url, CREATE_MATCH, table, anne.token);
    expect(await errorCode(nodeC.url, JOIN, { counts: [2], turnBased: true }, anne.token)).toBe(
      'TOO_MANY_TURN_BASED_MATCHES',
    );
    expect((await data(nodeC.url, TICKET, { turnBased: true }, anne.token)).queueTicket).toBeNull();

    // Rated on the game's one ladder, as a live ranked match is.
    await data(nodeC.url, RESIGN, { matchId }, anne.token);
    const rating = async (handle: string) => (await data(nodeB.url, RATING, { handle })).player.rating;
    expect(await rating('tbq-bob')).toMatchObject({ games: 1 });
    expect((await rating('tbq-bob')).rating).toBeGreaterThan((await rating('tbq-anne')).rating);
  });
});
