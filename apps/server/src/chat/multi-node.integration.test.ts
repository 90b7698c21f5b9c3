import { createMigratedTestDatabase } from '@brethren/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Collector, data, signUp, startTestServer, wsClient, type TestServer } from '../testing/harness.js';
import { CHAT_POSTED, SEND_CHAT, type Posted } from '../testing/chat-operations.js';
import { startedDuel } from '../testing/tables.js';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

describe('chat across two server nodes on one PostgreSQL and one Redis', () => {
  let nodeA: TestServer;
  let nodeB: TestServer;
  beforeAll(async () => {
    const database = await createMigratedTestDatabase('chat-nodes');
    nodeA = await startTestServer({ database, redisUrl: REDIS_URL });
    nodeB = await startTestServer({ database, redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    await nodeB.close({ keepDatabase: true });
    await nodeA.close();
  });

  it('a message written on one node reaches its readers on the other, and only them, in order', async () => {
    const table = await startedDuel(nodeA.url, 'chat-nodes');
    const spectator = await signUp(nodeA.url, 'chat-nodes-c');
    const subscribe = (token: string) =>
      new Collector<Posted>(wsClient(nodeB.wsUrl, token), CHAT_POSTED, { matchId: table.matchId });
    const player = subscribe(table.tokens[1]!);
    const rail = subscribe(spectator.token);
    const say = (node: TestServer, token: string, channel: string, text: string) =>
      data(node.url, SEND_CHAT, { matchId: table.matchId, channel, text }, token);
    // A subscription gives no sign when it starts: write until each feed hears its own side.
    for (let tries = 0; player.items.length === 0 || rail.items.length === 0; tries++) {
      if (tries === 50) throw new Error('the chat feeds never started');
      await say(nodeA, table.tokens[0]!, 'PLAYERS', 'probe');
      await say(nodeA, spectator.token, 'SPECTATORS', 'probe');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const heard = (feed: Collector<Posted>) =>
      feed.items.map((item) => item.chatPosted.text).filter((text) => text !== 'probe');
    for (let i = 1; i <= 5; i++) await say(i % 2 ? nodeA : nodeB, table.tokens[0]!, 'PLAYERS', `tale ${i}`);
    await say(nodeA, spectator.token, 'SPECTATORS', 'from the rail');
    await player.until(() => heard(player).length === 5);
    await rail.until(() => heard(rail).length === 1);
    expect(heard(player)).toEqual(['tale 1', 'tale 2', 'tale 3', 'tale 4', 'tale 5']);
    expect(heard(rail)).toEqual(['from the rail']);
    expect(player.items.every((item) => item.chatPosted.channel === 'PLAYERS')).toBe(true);
    expect(rail.items.every((item) => item.chatPosted.channel === 'SPECTATORS')).toBe(true);
    player.dispose();
    rail.dispose();
  });
});
