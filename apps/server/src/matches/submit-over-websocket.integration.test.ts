import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Collector,
  data,
  startTestServer,
  wsClient,
  type TestServer,
  isSeatUpdate,
} from '../testing/harness.js';
import { MoverSocket } from '../testing/mover-socket.js';
import { MATCH_UPDATED, SUBMIT } from '../testing/operations.js';
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

  it('answers a move sent on the socket after its update: the mover plays from its subscription alone', async () => {
    const { matchId, tokens } = await startedDuel(server.url, 'own-update');
    const players = tokens.map((token) => new MoverSocket(wsClient(server.wsUrl, token), matchId));
    await Promise.all(players.map((player) => player.reached(0)));
    for (let move = 0; move < 8; move++) {
      // Each player knows whose turn it is, and what it may do, from the updates it has had.
      const seat = players[0]!.latest.activeSeats[0]!;
      const mover = players[seat]!;
      const { seq, legalActions } = mover.latest;
      expect(await mover.submit(seq, legalActions[0])).toBe(seq + 1);
      // The answer came after the move's update, on the same connection.
      expect(mover.arrivals.slice(-2)).toEqual([`update ${seq + 1}`, `answer ${seq + 1}`]);
      expect(mover.latest.seq).toBe(seq + 1);
      await players[1 - seat]!.reached(seq + 1);
    }
    for (const player of players) expect(player.movesSeen()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const player of players) player.dispose();
    await Promise.all(players.map(async (player) => player.client.dispose()));
  });

  it('a dropped connection resumes exactly by sinceSeq, the moves made meanwhile (its own too) once each', async () => {
    const table = await startedDuel(server.url, 'own-resume');
    const { matchId, tokens } = table;
    const first = new MoverSocket(wsClient(server.wsUrl, tokens[0]), matchId);
    await first.reached(0);
    const playOverHttp = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const { seat, match } = await table.mover();
        await data(
          server.url,
          SUBMIT,
          { matchId, expectedSeq: match.seq, action: match.legalActions[0] },
          tokens[seat],
        );
      }
    };
    await playOverHttp(2);
    await first.reached(2);
    // The connection drops without a goodbye; meanwhile both players move (the web app sends over
    // HTTP while its socket is away).
    first.client.terminate();
    await playOverHttp(3);
    const held = first.updates.at(-1)!.seq;
    expect(held).toBe(2);
    const resumed = new MoverSocket(wsClient(server.wsUrl, tokens[0]), matchId, held);
    await resumed.reached(5);
    expect(resumed.updates[0]).toMatchObject({ snapshot: true, seq: 5, entry: null });
    expect(resumed.updates[0]!.missed.map((entry) => entry.seq)).toEqual([3, 4, 5]);
    // And play goes on from the resumed subscription.
    const { seat } = await table.mover();
    const mover = seat === 0 ? resumed : new MoverSocket(wsClient(server.wsUrl, tokens[1]), matchId);
    await mover.reached(5);
    expect(await mover.submit(5, mover.latest.legalActions[0])).toBe(6);
    expect(mover.arrivals.slice(-2)).toEqual(['update 6', 'answer 6']);
    await resumed.reached(6);
    expect(resumed.movesSeen()).toEqual([6]);
    for (const socket of new Set([resumed, mover])) {
      socket.dispose();
      await socket.client.dispose();
    }
    await first.client.dispose();
  });
});
