import { createTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Collector, data, gql, startTestServer, wsClient, type TestServer } from '../testing/harness.js';
import { MATCH_UPDATED, SUBMIT } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe('two server nodes on one PostgreSQL and one Redis', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createTestDatabase('nodes');
    nodeA = await startTestServer({ database, redisUrl: REDIS_URL });
    nodeB = await startTestServer({ database, redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  it('a subscriber on one node sees an action submitted on the other', async () => {
    const table = await startedDuel(nodeA.url, 'nodes');
    const client = wsClient(nodeB.wsUrl, table.tokens[0]);
    const feed = new Collector<{ matchUpdated: { seq: number; entry: { seat: number } } }>(
      client,
      MATCH_UPDATED,
      {
        matchId: table.matchId,
        sinceSeq: 0,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { seat, match } = await table.mover();
    await data(
      nodeA.url,
      SUBMIT,
      { matchId: table.matchId, expectedSeq: match.seq, action: match.legalActions[0] },
      table.tokens[seat],
    );
    const [update] = await feed.until((items) => items.length >= 1);
    expect(update!.matchUpdated).toMatchObject({ seq: 1, entry: { seat } });
    feed.dispose();
    await client.dispose();
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
