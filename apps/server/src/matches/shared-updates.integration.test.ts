import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Collector,
  data,
  startTestServer,
  wsClient,
  type TestServer,
  isSeatUpdate,
} from '../testing/harness.js';
import { MATCH, MATCH_UPDATED, SUBMIT } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';

interface Update {
  matchUpdated: {
    snapshot: boolean;
    seq: number;
    entry: { seq: number; action: unknown } | null;
    match: { viewJson: { hand: unknown[] | null } };
  };
}

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const MOVES = 4;

/** Each update's [snapshot, seq, entry seq]: a snapshot, then every action once, in order. */
const steps = (feed: Collector<Update>) =>
  feed.items.map(({ matchUpdated: update }) => [update.snapshot, update.seq, update.entry?.seq ?? null]);
const expectedSteps = [[true, 0, null], ...Array.from({ length: MOVES }, (_, i) => [false, i + 1, i + 1])];

describe('updates shared by a group of subscribers, on one node and across two', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createMigratedTestDatabase('shared');
    nodeA = await startTestServer({ database, redisUrl: REDIS_URL });
    nodeB = await startTestServer({ database, redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  it('spectators and both players on one node each get a snapshot then every update once; no spectator ever sees a hand', async () => {
    const table = await startedDuel(nodeA.url, 'shared');
    // On node B: both players, two spectators sharing a connection and one on its own.
    const crowd = wsClient(nodeB.wsUrl);
    const alone = wsClient(nodeB.wsUrl);
    const players = table.tokens.map((token) => wsClient(nodeB.wsUrl, token));
    const variables = { matchId: table.matchId };
    const spectators = [crowd, crowd, alone].map(
      (client) => new Collector<Update>(client, MATCH_UPDATED, variables, isSeatUpdate),
    );
    const seated = players.map(
      (client) => new Collector<Update>(client, MATCH_UPDATED, variables, isSeatUpdate),
    );
    const feeds = [...spectators, ...seated];
    await Promise.all(feeds.map((feed) => feed.until((items) => items.length === 1)));

    for (let i = 0; i < MOVES; i++) {
      const { seat, match } = await table.mover();
      await data(
        nodeA.url,
        SUBMIT,
        { matchId: table.matchId, expectedSeq: match.seq, action: match.legalActions[0] },
        table.tokens[seat],
      );
      // Every subscriber has this update before the next action, so each step's views compare.
      await Promise.all(feeds.map((feed) => feed.until((items) => items.length === i + 2)));
    }

    for (const feed of feeds) expect(steps(feed)).toEqual(expectedSteps);
    const views = (feed: Collector<Update>) => feed.items.map((item) => item.matchUpdated.match.viewJson);
    for (const feed of spectators) {
      expect(views(feed).every((view) => view.hand === null)).toBe(true);
      expect(views(feed)).toEqual(views(spectators[0]!));
    }
    for (const [seat, feed] of seated.entries()) {
      expect(views(feed).every((view) => Array.isArray(view.hand))).toBe(true);
      const { match } = await data(nodeA.url, MATCH, { id: table.matchId }, table.tokens[seat]);
      expect(views(feed).at(-1)).toEqual(match.viewJson);
    }
    // The two seats' hands are their own: neither player's updates carry the other's view.
    expect(views(seated[0]!).at(-1)).not.toEqual(views(seated[1]!).at(-1));
    const { match: anonymous } = await data(nodeA.url, MATCH, { id: table.matchId });
    expect(views(spectators[0]!).at(-1)).toEqual(anonymous.viewJson);

    for (const feed of feeds) feed.dispose();
    for (const client of [crowd, alone, ...players]) await client.dispose();
  });
});
