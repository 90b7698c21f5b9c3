import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Collector,
  data,
  errorCode,
  gql,
  startTestServer,
  wsClient,
  type TestServer,
  isSeatUpdate,
} from '../testing/harness.js';
import { MoverSocket } from '../testing/mover-socket.js';
import { MATCH, MATCH_UPDATED, SUBMIT } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';

interface Update {
  matchUpdated: {
    snapshot: boolean;
    seq: number;
    missed: { seq: number }[];
    entry: { seq: number } | null;
    match: { viewJson: unknown };
  };
}

const RESIGN = 'mutation ($matchId: ID!) { resignMatch(matchId: $matchId) { id } }';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe('two server nodes on one PostgreSQL and one Redis', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createMigratedTestDatabase('nodes');
    nodeA = await startTestServer({ database, redisUrl: REDIS_URL });
    nodeB = await startTestServer({ database, redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  it('matchUpdated across nodes: a snapshot, then each action submitted on either node once, in order; resume is exact', async () => {
    const table = await startedDuel(nodeA.url, 'nodes');
    const client = wsClient(nodeB.wsUrl, table.tokens[0]);
    const feed = new Collector<Update>(client, MATCH_UPDATED, { matchId: table.matchId }, isSeatUpdate);
    await feed.until((items) => items.length === 1);
    expect(feed.items[0]!.matchUpdated).toMatchObject({ snapshot: true, seq: 0, entry: null, missed: [] });
    const nodes = [nodeA, nodeB];
    const play = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const { seat, match } = await table.mover();
        await data(
          nodes[match.seq % 2]!.url,
          SUBMIT,
          { matchId: table.matchId, expectedSeq: match.seq, action: match.legalActions[0] },
          table.tokens[seat],
        );
      }
    };
    await play(3);
    await feed.until((items) => items.length === 4);
    expect(
      feed.items.slice(1).map(({ matchUpdated: update }) => [update.snapshot, update.seq, update.entry?.seq]),
    ).toEqual([
      [false, 1, 1],
      [false, 2, 2],
      [false, 3, 3],
    ]);
    const resumed = new Collector<Update>(
      client,
      MATCH_UPDATED,
      { matchId: table.matchId, sinceSeq: 1 },
      isSeatUpdate,
    );
    await resumed.until((items) => items.length === 1);
    expect(resumed.items[0]!.matchUpdated).toMatchObject({ snapshot: true, seq: 3, entry: null });
    expect(resumed.items[0]!.matchUpdated.missed.map((entry) => entry.seq)).toEqual([2, 3]);
    await play(1);
    await resumed.until((items) => items.length === 2);
    await feed.until((items) => items.length === 5);
    expect(resumed.items[1]!.matchUpdated).toMatchObject({ snapshot: false, seq: 4, entry: { seq: 4 } });
    expect(feed.items[4]!.matchUpdated).toMatchObject({ seq: 4, entry: { seq: 4 } });
    // The state each node computed once is redacted for this subscriber as the match query is.
    const { match: now } = await data(nodeA.url, MATCH, { id: table.matchId }, table.tokens[0]);
    expect(feed.items[4]!.matchUpdated.match.viewJson).toEqual(now.viewJson);
    feed.dispose();
    resumed.dispose();
    await client.dispose();
  });

  it('each player on its own node: a move sent on its socket is answered after its update; one sent to the other node over HTTP is seen once', async () => {
    const table = await startedDuel(nodeA.url, 'own-nodes');
    const { matchId, tokens } = table;
    const players = [
      new MoverSocket(wsClient(nodeA.wsUrl, tokens[0]), matchId),
      new MoverSocket(wsClient(nodeB.wsUrl, tokens[1]), matchId),
    ];
    await Promise.all(players.map((player) => player.reached(0)));
    for (let move = 0; move < 6; move++) {
      const seat = players[0]!.latest.activeSeats[0]!;
      const mover = players[seat]!;
      const { seq, legalActions } = mover.latest;
      expect(await mover.submit(seq, legalActions[0])).toBe(seq + 1);
      expect(mover.arrivals.slice(-2)).toEqual([`update ${seq + 1}`, `answer ${seq + 1}`]);
      await players[1 - seat]!.reached(seq + 1);
    }
    // A move sent over HTTP to the node the mover does not follow the match on: its answer and its
    // update agree, the update comes once.
    const seat = players[0]!.latest.activeSeats[0]!;
    const { seq, legalActions } = players[seat]!.latest;
    const otherNode = seat === 0 ? nodeB : nodeA;
    const answer = await data(
      otherNode.url,
      SUBMIT,
      { matchId, expectedSeq: seq, action: legalActions[0] },
      tokens[seat],
    );
    expect(answer.submitAction.seq).toBe(seq + 1);
    await Promise.all(players.map((player) => player.reached(seq + 1)));
    expect(players[seat]!.updates.at(-1)).toMatchObject({ seq: seq + 1, entry: { seq: seq + 1, seat } });
    for (const player of players) expect(player.movesSeen()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const player of players) {
      player.dispose();
      await player.client.dispose();
    }
  });

  it('a player who resigned on one node cannot act on the other, whose cache knew the match before', async () => {
    const table = await startedDuel(nodeA.url, 'forfeit');
    const { seat, match } = await table.mover();
    // Node B reads the match, so its cache holds it with the seat still played by its player.
    await data(nodeB.url, MATCH, { id: table.matchId }, table.tokens[seat]);
    // A two-player match ends with the resignation: node B's cache still has it under way.
    await data(nodeA.url, RESIGN, { matchId: table.matchId }, table.tokens[seat]);
    const code = await errorCode(
      nodeB.url,
      SUBMIT,
      { matchId: table.matchId, expectedSeq: match.seq, action: match.legalActions[0] },
      table.tokens[seat],
    );
    expect(code).toBe('MATCH_OVER');
  });

  it('the event log decides races between nodes: one of two simultaneous submits wins', async () => {
    const table = await startedDuel(nodeA.url, 'split');
    const { seat, match } = await table.mover();
    const variables = { matchId: table.matchId, expectedSeq: match.seq, action: match.legalActions[0] };
    const results = await Promise.all(
      [nodeA, nodeB, nodeA, nodeB, nodeA, nodeB].map((node) =>
        gql(node.url, SUBMIT, variables, table.tokens[seat]),
      ),
    );
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    expect(results.flatMap((result) => result.errors?.map((error) => error.extensions?.code) ?? [])).toEqual(
      new Array(5).fill('STALE_SEQ'),
    );
  });
});
