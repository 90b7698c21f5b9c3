import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Collector, startTestServer, wsClient, type TestServer } from '../testing/harness.js';
import { MATCH_UPDATED } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';
import { TOO_MANY_CONNECTIONS } from './ws-caps.js';

describe('WebSocket caps per connection and per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      wsCaps: { operationsPerConnection: 2, operationsPerAddress: 3, connectionsPerAddress: 2 },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('over a cap a subscription gets TOO_MANY_SUBSCRIPTIONS and a connection is closed with 4429, at once', async () => {
    const { matchId } = await startedDuel(server.url, 'caps');
    /** A subscription that answered with its snapshot. */
    const follow = async (client: ReturnType<typeof wsClient>) => {
      const feed = new Collector(client, MATCH_UPDATED, { matchId });
      await feed.until((items) => items.length === 1, 5000);
      return feed;
    };
    const refused = async (client: ReturnType<typeof wsClient>) => {
      const feed = new Collector(client, MATCH_UPDATED, { matchId });
      await expect(feed.until(() => false, 5000)).rejects.toThrow(/TOO_MANY_SUBSCRIPTIONS/);
    };

    const first = wsClient(server.wsUrl);
    const a = await follow(first);
    await follow(first);
    await refused(first);
    // A finished subscription frees its place.
    a.dispose();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await follow(first);

    const second = wsClient(server.wsUrl);
    await follow(second);
    await refused(second); // the address's third place is taken

    const third = wsClient(server.wsUrl);
    const closed = new Promise<number>((resolve) =>
      third.on('closed', (event) => resolve((event as { code: number }).code)),
    );
    third.subscribe(
      { query: MATCH_UPDATED, variables: { matchId } },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    expect(await closed).toBe(TOO_MANY_CONNECTIONS);

    await Promise.all([first.dispose(), second.dispose(), third.dispose()]);
  });
});
