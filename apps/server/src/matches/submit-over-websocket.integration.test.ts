import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Collector, startTestServer, wsClient, type TestServer, isSeatUpdate } from '../testing/harness.js';
import { MATCH_UPDATED } from '../testing/operations.js';
import { startedDuel } from '../testing/tables.js';

const SUBMIT_SEQ = `mutation ($matchId: ID!, $expectedSeq: Int!, $action: JSON!) {
  submitAction(matchId: $matchId, expectedSeq: $expectedSeq, action: $action) { seq }
}`;

/** One operation on `client`'s connection: its data, or the first error's code. */
function operate(
  client: Client,
  variables: Record<string, unknown>,
): Promise<{ seq?: number; code?: string }> {
  return new Promise((resolve, reject) => {
    client.subscribe<{ submitAction: { seq: number } }>(
      { query: SUBMIT_SEQ, variables },
      {
        next: ({ data, errors }) => {
          const code = errors?.[0]?.extensions?.['code'];
          if (typeof code === 'string') resolve({ code });
          else if (data) resolve({ seq: data.submitAction.seq });
        },
        error: (error) => reject(new Error(JSON.stringify(error))),
        complete: () => {},
      },
    );
  });
}

describe('submitAction as an operation on the WebSocket that follows the match', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('plays the move, which reaches the other player, and refuses as over HTTP: stale seq, not your turn, no account', async () => {
    const { matchId, tokens, mover } = await startedDuel(server.url, 'on-socket');
    const { seat, match } = await mover();
    const other = 1 - seat;
    const sockets = tokens.map((token) => wsClient(server.wsUrl, token));
    const otherFeed = new Collector<{ matchUpdated: { seq: number; snapshot: boolean } }>(
      sockets[other]!,
      MATCH_UPDATED,
      { matchId },
      isSeatUpdate,
    );
    await otherFeed.until((items) => items.length === 1);

    const action = match.legalActions[0];
    expect(await operate(sockets[other]!, { matchId, expectedSeq: match.seq, action })).toEqual({
      code: 'NOT_YOUR_TURN',
    });
    expect(await operate(sockets[seat]!, { matchId, expectedSeq: match.seq + 5, action })).toEqual({
      code: 'STALE_SEQ',
    });
    const anonymous = wsClient(server.wsUrl);
    expect(await operate(anonymous, { matchId, expectedSeq: match.seq, action })).toEqual({
      code: 'UNAUTHENTICATED',
    });

    expect(await operate(sockets[seat]!, { matchId, expectedSeq: match.seq, action })).toEqual({
      seq: match.seq + 1,
    });
    const updates = await otherFeed.until((items) =>
      items.some((item) => item.matchUpdated.seq === match.seq + 1),
    );
    expect(
      updates.filter((item) => !item.matchUpdated.snapshot).map((item) => item.matchUpdated.seq),
    ).toEqual([match.seq + 1]);

    otherFeed.dispose();
    await Promise.all([...sockets, anonymous].map(async (socket) => socket.dispose()));
  });
});
